import { createServer, type Server } from 'node:http';
import type { z } from 'zod';
import { Bus } from './bus';
import { loadConfig, type BaseConfig } from './config';
import { createLogger, type Logger } from './logger';
import { serveRpc, type RpcHandler, type Serving } from './rpc';
import { closeOnSignals } from './serve';
import { startWatchdog } from './watchdog';

type Env = Record<string, string | undefined>;
type WorkerConfig = BaseConfig & { WORKER_CONCURRENCY: number; WORKER_HEALTH_PORT?: number | undefined; WORKER_STALL_MS?: number | undefined };

export interface RunningWorker<TConfig> {
  config: TConfig;
  logger: Logger;
  /** Requests this worker has answered, for operators and tests. */
  readonly handled: number;
  close(): Promise<void>;
}

export interface Worker<TConfig> {
  build(env?: Env): Promise<RunningWorker<TConfig>>;
  main(): Promise<void>;
}

/**
 * A request-serving worker (no database, no events): it connects to NATS, serves its handlers in a
 * queue group with bounded concurrency, and, when WORKER_HEALTH_PORT is set, answers /healthz and
 * /readyz (ready while NATS is reachable: a worker without the bus takes no requests).
 */
export function defineWorker<TConfig extends WorkerConfig>(definition: {
  name: string;
  config: z.ZodType<TConfig>;
  queue: string;
  handlers: (config: TConfig, logger: Logger) => RpcHandler[];
  describe?: (config: TConfig) => Record<string, unknown>;
}): Worker<TConfig> {
  const build = async (env: Env = process.env): Promise<RunningWorker<TConfig>> => {
    const config = loadConfig(definition.config as never, env) as TConfig;
    const logger = createLogger(definition.name, config.LOG_LEVEL);
    const bus = await Bus.connect({ url: config.NATS_URL, stream: config.NATS_STREAM, prefix: config.EVENT_SUBJECT_PREFIX, name: definition.name, logger, events: false });
    let serving: Serving;
    try {
      serving = await serveRpc(bus, definition.handlers(config, logger), { queue: definition.queue, concurrency: config.WORKER_CONCURRENCY, logger });
    } catch (err) {
      await bus.close();
      throw err;
    }
    const health = config.WORKER_HEALTH_PORT === undefined ? undefined : await healthServer(bus, config.WORKER_HEALTH_PORT, config.HOST);
    // A job that holds the event loop (a plan that never finishes) ends the process instead of every job behind it.
    const stopWatchdog = config.WORKER_STALL_MS ? startWatchdog({ name: definition.name, stallMs: config.WORKER_STALL_MS }) : () => {};
    logger.info({ queue: definition.queue, concurrency: config.WORKER_CONCURRENCY, healthPort: config.WORKER_HEALTH_PORT, ...definition.describe?.(config) }, 'worker ready');
    return {
      config,
      logger,
      get handled() {
        return serving.handled;
      },
      async close() {
        stopWatchdog();
        await new Promise<void>((resolve) => (health ? health.close(() => resolve()) : resolve()));
        await serving.close();
        await bus.close();
      },
    };
  };
  return {
    build,
    async main() {
      const worker = await build();
      closeOnSignals(() => worker.close(), worker.logger);
    },
  };
}

function healthServer(bus: Bus, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const [status, body] =
      path === '/healthz' ? [200, { status: 'ok' }] : path === '/readyz' ? (bus.connected ? [200, { status: 'ready' }] : [503, { detail: 'NATS not connected' }]) : [404, { detail: 'Not found' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
