import { baseConfigSchema, portSchema } from '@laneforge/platform';
import { z } from 'zod';

export const trainingConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8082).describe('Port of the training service'),
  GENERATION_WAIT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(90_000)
    .describe("Longest the training API waits for a worker's plan before answering 503 and releasing the allowance; keep it below the gateway's GENERATION_TIMEOUT_MS"),
  WORKER_HEALTH_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .describe('Worker mode: port for /healthz and /readyz probes; unset = no HTTP server (several local workers never clash)'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4).describe('Plans one training worker writes at the same time; add workers to scale further'),
  WORKER_STALL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(30_000)
    .describe('Worker mode: a plan that holds the worker this long ends the process (the launcher starts a fresh one) so the jobs behind it are not stuck; 0 = never'),
  OPENAI_API_KEY: z.string().optional().describe('Set to make the workers write plans with an OpenAI-compatible model (provider openai); unset = the EST engine (provider est)'),
  OPENAI_BASE_URL: z.string().url().optional().describe('OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1 for a local model; unset = api.openai.com'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini').describe('Model the openai provider asks'),
  PRIORITY_SUPPORT_EMAIL: z
    .string()
    .email()
    .default('priority@laneforge.app')
    .describe('Priority support address, given only to Elite subscribers and administrators (GET /api/training/support/priority)'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000).describe('Longest one model call may take'),
});
export type TrainingConfig = z.infer<typeof trainingConfigSchema>;
