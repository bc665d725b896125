import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildLoggerOptions = object;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What the gateway's pino logger offers (typed loosely: pino's generics do not survive a child). */
type Logger = { [level in Level]: (...line: unknown[]) => void } & {
  level: string;
  isLevelEnabled(level: string): boolean;
  bindings(): Bindings;
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger;
};

/**
 * A request's logger that becomes a real pino child (the request id bound) only when it writes a
 * line. Fastify makes a child logger for every request; with redaction configured, making one costs
 * about as much as the rest of the gateway's own work on a small answer, and at the usual levels
 * nearly every request writes nothing. Lines that are written carry the same fields as before.
 */
class RequestLogger {
  private real: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bound: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private own(): Logger {
    this.real ??= this.parent.child(this.bound, this.options);
    return this.real;
  }

  private write(level: Level, args: unknown[]): void {
    if (this.real || this.parent.isLevelEnabled(level)) this.own()[level](...args);
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }

  set level(level: string) {
    this.own().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.real ?? this.parent).isLevelEnabled(level);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }

  error(...args: unknown[]) {
    this.write('error', args);
  }

  warn(...args: unknown[]) {
    this.write('warn', args);
  }

  info(...args: unknown[]) {
    this.write('info', args);
  }

  debug(...args: unknown[]) {
    this.write('debug', args);
  }

  trace(...args: unknown[]) {
    this.write('trace', args);
  }

  silent() {}

  bindings(): Bindings {
    return this.own().bindings();
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.own().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` for the API routes: a lazy child per request. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
