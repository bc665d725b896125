import { baseConfigSchema, portSchema } from '@laneforge/platform';
import { z } from 'zod';

export const authConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8081).describe('Port of the auth service'),
  APP_URL: z.string().url().default('http://localhost:8080').describe('Public URL of the product (what the browser opens): the links in account emails'),
  ADMIN_EMAIL: z.email().default('admin@laneforge.local').describe('The administrator account, made sure to exist at start'),
  ADMIN_PASSWORD: z
    .string()
    .min(12)
    .optional()
    .describe('Password for a newly created administrator; unset = a generated one printed once'),
  SMTP_URL: z.string().optional().describe('smtp(s)://user:pass@host:port for outgoing mail; unset = mail written to DATA_DIR/mail'),
  MAIL_FROM: z.string().default('LaneForge <no-reply@laneforge.local>').describe('Sender of outgoing mail'),
  SESSION_HOURS: z.coerce.number().int().min(1).default(12).describe('Lifetime of a session without "Stay signed in"'),
  REMEMBER_DAYS: z.coerce.number().int().min(1).default(30).describe('Lifetime of a "Stay signed in" session'),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
