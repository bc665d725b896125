import { z } from 'zod';

/**
 * Keys every service reads. Each service extends this with its own keys; every key has a default
 * fit for a local run and a description, and `.env.example` lists them all (checked by a test).
 */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development').describe('Runtime mode'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level; at info each second of requests is one line of counts by status and route, and every 5xx its own line; debug adds a line per request'),
  HOST: z.string().default('127.0.0.1').describe('Interface the service listens on (0.0.0.0 in containers)'),
  DATABASE_URL: z
    .string()
    .optional()
    .describe('PostgreSQL server URL (its database is only used to create the service database); unset = embedded PGlite under DATA_DIR'),
  DATABASE_NAME: z.string().optional().describe('Database name override; default laneforge_<service>'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10).describe('PostgreSQL connections per process'),
  DATA_DIR: z.string().default('.data').describe('Where embedded databases, mail and other local state live'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222').describe('NATS server with JetStream'),
  NATS_STREAM: z.string().default('LANEFORGE').describe('JetStream stream holding every event'),
  EVENT_SUBJECT_PREFIX: z.string().regex(/^[a-zA-Z0-9_-]+$/).default('lf').describe('Events go to <prefix>.<service>.<event>'),
  PRODUCT_NAME: z.string().default('LaneForge').describe('Product name shown everywhere the spec writes {product}'),
  AUTH_URL: z.string().url().default('http://127.0.0.1:8081').describe('Internal URL of the auth service (JWKS, session checks)'),
  JWT_ISSUER: z.string().default('laneforge-auth').describe('Issuer of access tokens'),
  JWT_AUDIENCE: z.string().default('laneforge').describe('Audience of access tokens'),
  INTERNAL_SECRET: z
    .string()
    .min(32, 'INTERNAL_SECRET must be at least 32 characters')
    .optional()
    .describe('Secret every LaneForge process shares to sign service credentials for /internal routes; unset = one generated at first start in DATA_DIR/internal-secret'),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; on any problem throws one error listing every key that is wrong. */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  return result.data;
}

export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
