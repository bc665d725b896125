import { pino, type Logger } from 'pino';

export type { Logger };

/** Never let a secret reach a log line. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-service-token"]',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.confirm_password',
  '*.code',
  '*.access_token',
  '*.token',
];

export function createLogger(service: string, level: string): Logger {
  return pino({ level, base: { service }, redact: { paths: redact, censor: '[redacted]' }, timestamp: pino.stdTimeFunctions.isoTime });
}
