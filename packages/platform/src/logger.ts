import { pino, type DestinationStream, type Logger } from 'pino';

export type { DestinationStream as LogDestination, Logger };

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

/** A service's logger, writing to stdout unless a `destination` is given (a test reading its lines). */
export function createLogger(service: string, level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service }, redact: { paths: redact, censor: '[redacted]' }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}
