import { baseConfigSchema, portSchema } from '@laneforge/platform/config';
import { z } from 'zod';

export const exportConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8084).describe('Port of the export service'),
  TRAINING_URL: z.string().url().default('http://127.0.0.1:8082').describe('Internal URL of the training service'),
  TRAINING_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000).describe('Longest the export service waits for the training service before answering 503'),
});
export type ExportConfig = z.infer<typeof exportConfigSchema>;
