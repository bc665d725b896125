import { createServer, type Server } from 'node:http';
import { Bus, createLogger, loadConfig, type Logger } from '@laneforge/platform';
import type { Msg, Subscription } from '@nats-io/transport-node';
import type { z } from 'zod';
import { trainingConfigSchema } from '../config';
import { providerFrom } from '../providers';
import { ProviderError, type PlanProvider, type Written } from '../providers/provider';
import { GenerateJob, RefineJob, subjects, WORKER_QUEUE, type WorkerReply } from './protocol';

export interface TrainingWorker {
  provider: PlanProvider;
  logger: Logger;
  /** Jobs this worker has answered, for operators and tests. */
  readonly handled: number;
  close(): Promise<void>;
}

/** Hands out at most `size` slots; the next job is taken off the subscription only when one is free. */
function slots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    acquire: () => (free > 0 ? (free--, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve))),
    release: () => {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

/**
 * A training worker: takes generate and refine jobs from the `training-workers` queue group (each
 * job goes to one worker) and answers with the plan its provider wrote. Workers scale by count.
 */
export async function startTrainingWorker(env: Record<string, string | undefined> = process.env): Promise<TrainingWorker> {
  const config = loadConfig(trainingConfigSchema, env);
  const logger = createLogger('training-worker', config.LOG_LEVEL);
  const provider = providerFrom(config, logger);
  const bus = await Bus.connect({ url: config.NATS_URL, stream: config.NATS_STREAM, prefix: config.EVENT_SUBJECT_PREFIX, name: 'training-worker', logger, events: false });
  const { nc } = bus;
  const limit = slots(config.WORKER_CONCURRENCY);
  const inFlight = new Set<Promise<void>>();
  let handled = 0;

  const run = async <S extends z.ZodType>(msg: Msg, schema: S, work: (job: z.infer<S>) => Promise<Written>) => {
    const log = logger.child({ reqId: msg.headers?.get('x-request-id') || undefined, subject: msg.subject });
    let reply: WorkerReply;
    try {
      const started = performance.now();
      const written = await work(schema.parse(msg.json()));
      reply = { ok: true, plan: written.plan, text: written.text, provider: provider.name, applied: written.applied };
      log.info({ ms: Math.round(performance.now() - started), provider: provider.name }, 'plan written');
    } catch (err) {
      if (err instanceof ProviderError) reply = { ok: false, status: err.status, detail: err.detail };
      else {
        log.error({ err }, 'plan job failed');
        reply = { ok: false, status: 500, detail: 'The plan could not be written. Please try again.' };
      }
    }
    handled += 1;
    msg.respond(JSON.stringify(reply));
  };

  const serve = (subscription: Subscription, handle: (msg: Msg) => Promise<void>) =>
    (async () => {
      for await (const msg of subscription) {
        await limit.acquire();
        const job = handle(msg).finally(() => {
          limit.release();
          inFlight.delete(job);
        });
        inFlight.add(job);
      }
    })();

  const names = subjects(config.EVENT_SUBJECT_PREFIX);
  const generate = nc.subscribe(names.generate, { queue: WORKER_QUEUE });
  const refine = nc.subscribe(names.refine, { queue: WORKER_QUEUE });
  const loops = [
    serve(generate, (msg) => run(msg, GenerateJob, (job) => provider.generate(job))),
    serve(refine, (msg) => run(msg, RefineJob, (job) => provider.refine(job))),
  ];
  await nc.flush();
  const health = config.WORKER_HEALTH_PORT === undefined ? undefined : await healthServer(bus, config.WORKER_HEALTH_PORT, config.HOST);
  logger.info({ provider: provider.name, concurrency: config.WORKER_CONCURRENCY, subjects: names, healthPort: config.WORKER_HEALTH_PORT }, 'training worker ready');

  return {
    provider,
    logger,
    get handled() {
      return handled;
    },
    async close() {
      await new Promise<void>((resolve) => (health ? health.close(() => resolve()) : resolve()));
      await Promise.all([generate.drain(), refine.drain()]);
      await Promise.all(loops);
      await Promise.all(inFlight);
      await bus.close();
    },
  };
}

/**
 * Probes for orchestrators: /healthz while the process runs, /readyz while NATS is reachable (a
 * worker without the bus takes no jobs). A worker has no other HTTP surface.
 */
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
