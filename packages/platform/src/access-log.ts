import type { FastifyBaseLogger } from 'fastify';
import { levels } from 'pino';

const writes = (log: FastifyBaseLogger, level: 'debug' | 'info') => (levels.values[log.level] ?? Number.POSITIVE_INFINITY) <= levels.values[level]!;

/** What one answered request adds to the log. */
export interface AnsweredRequest {
  method: string;
  url: string;
  route: string;
  status: number;
  ms: number;
}

export interface AccessLog {
  record(log: FastifyBaseLogger, request: AnsweredRequest): void;
  /** Writes the counts not yet written (on shutdown). */
  flush(): void;
}

/**
 * Request logging that stays small under load. A request answered with 5xx always gets its own line
 * (warn), as it is an error someone must see. Every other request gets its own line only at debug;
 * at info and above the requests of each second are one line of counts by status and route, with
 * the slowest of them. An edge benchmark used to write a line for every 4xx: 1.5 million lines in
 * two minutes. A process with no traffic writes nothing and keeps no timer running.
 */
export function createAccessLog(logger: FastifyBaseLogger, options: { windowMs?: number } = {}): AccessLog {
  const windowMs = options.windowMs ?? 1_000;
  let statuses = new Map<number, number>();
  let routes = new Map<string, number>();
  let total = 0;
  let slowest: { route: string; status: number; ms: number } | undefined;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (total === 0) return;
    logger.info(
      {
        seconds: windowMs / 1000,
        total,
        status: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
        routes: Object.fromEntries(routes),
        slowest,
      },
      'requests',
    );
    statuses = new Map();
    routes = new Map();
    total = 0;
    slowest = undefined;
  };

  return {
    record(log, request) {
      if (request.status >= 500) log.warn({ method: request.method, url: request.url, status: request.status, ms: request.ms }, 'request');
      else if (writes(log, 'debug')) log.debug({ method: request.method, url: request.url, status: request.status, ms: request.ms }, 'request');
      if (!writes(logger, 'info')) return;
      total += 1;
      statuses.set(request.status, (statuses.get(request.status) ?? 0) + 1);
      const key = `${request.method} ${request.route}`;
      routes.set(key, (routes.get(key) ?? 0) + 1);
      if (!slowest || request.ms > slowest.ms) slowest = { route: key, status: request.status, ms: request.ms };
      if (!timer) {
        timer = setTimeout(flush, windowMs);
        timer.unref();
      }
    },
    flush,
  };
}
