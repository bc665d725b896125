import { baseConfigSchema, portSchema } from '@laneforge/platform/config';
import { z } from 'zod';

export const exportConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8084).describe('Port of the export service'),
  TRAINING_URL: z.string().url().default('http://127.0.0.1:8082').describe('Internal URL of the training service'),
  TRAINING_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000).describe('Longest the export service waits for the training service before answering 503'),
  EXPORT_WORKERS: z.coerce.number().int().min(1).max(16).default(2).describe('Worker threads that draw files (PDF, DOCX, FIT, ics), one file each at a time; they start with the downloads that need them, and all but one stop after a minute idle'),
  EXPORT_TIME_BUDGET_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe('CPU time one file may take to draw (its worker thread\'s, so a busy machine does not count against it), and four times as long on the clock at most: past either the drawing is stopped and the download answers 422'),
  EXPORT_HEAP_BUDGET_MB: z.coerce.number().int().min(32).default(128).describe('JavaScript heap of one drawing worker: a file that needs more answers 422 and the worker alone is replaced'),
});
export type ExportConfig = z.infer<typeof exportConfigSchema>;
