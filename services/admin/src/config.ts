import { baseConfigSchema, portSchema } from '@laneforge/platform/config';
import { z } from 'zod';

export const adminConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8085).describe('Port of the admin service'),
  TRAINING_URL: z.string().url().default('http://127.0.0.1:8082').describe('Internal URL of the training service'),
  BILLING_URL: z.string().url().default('http://127.0.0.1:8083').describe('Internal URL of the billing service'),
  SERVICE_CALL_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe('Longest the admin service waits for auth, training or billing before answering 503'),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;
