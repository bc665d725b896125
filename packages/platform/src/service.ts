import type { z } from 'zod';
import type { JWTVerifyGetKey } from 'jose';
import { authGuards, createTokenVerifier, remoteKeys, remoteSessionCheck } from './auth';
import { Bus } from './bus';
import { loadConfig, type BaseConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db';
import { createServiceApp, type ReadinessCheck, type ServiceApp } from './http';
import { internalClient, internalRouteGuard, resolveInternalSecret, serviceCredentials, type InternalClient, type ServiceCredentials } from './internal';
import { createLogger, type Logger } from './logger';
import { OutboxRelay } from './outbox';
import { createScheduler, systemClock, type Clock, type JobDefinition, type Scheduler } from './scheduler';
import { closeOnSignals } from './serve';
import { announceRevocation, createSessionCache, followRevocations, type RevocationNotice, type SessionCache } from './sessions';
import { startSubscriber, type RetryPolicy, type RunningSubscription, type SubscriberDefinition } from './subscriber';
import { withOutbox, type Db } from './transactions';

type Env = Record<string, string | undefined>;
type ServiceConfig = BaseConfig & { PORT: number };
type AnySchema = Record<string, unknown>;

/** What every service process has, stateless or not. */
export interface Kit<TConfig extends ServiceConfig = ServiceConfig> {
  name: string;
  config: TConfig;
  logger: Logger;
  clock: Clock;
  credentials: ServiceCredentials;
  /** A client for `service`'s internal routes at `baseUrl`, carrying this service's credential. */
  internal(service: string, baseUrl: string, timeoutMs?: number): InternalClient;
  /**
   * Sessions as this process sees them: `revoke` ends them here at once and tells every other
   * process; `isActive` asks whether one is still alive (what a capability a session made, such as
   * a billing portal link, is checked against when it is used).
   */
  sessions: { revoke(notice: RevocationNotice): void; isActive(session: { sid: string; userId: string }): Promise<boolean> };
}

/** A service with its own database and the event bus. */
export interface DataKit<TConfig extends ServiceConfig = ServiceConfig, TSchema extends AnySchema = AnySchema> extends Kit<TConfig> {
  /** Drizzle; `db.transaction(async (tx, outbox) => …)` announces events with the change. */
  db: Db<TSchema>;
  bus: Bus;
  /** Jobs of every feature; `runNow` runs them on the same path as the timers. */
  scheduler: Scheduler;
}

/** One feature of a service (`src/<feature>/`): its routes, the events it reacts to, its jobs. */
export interface Feature<Ctx> {
  name: string;
  routes?: (app: ServiceApp, ctx: Ctx) => void | Promise<void>;
  // Each subscriber names its own event type; the list holds several.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  subscribers?: Array<SubscriberDefinition<any, Ctx>>;
  jobs?: Array<JobDefinition<Ctx>>;
}

export function defineFeature<Ctx>(feature: Feature<Ctx>): Feature<Ctx> {
  return feature;
}

interface Definition<TConfig extends ServiceConfig, K, Ctx> {
  name: string;
  description: string;
  config: z.ZodType<TConfig>;
  /** Largest JSON body a route of this service accepts. */
  bodyLimit?: number;
  /**
   * How user tokens are checked: against auth's published keys and its session route (`remote`), or
   * with keys and a session check of the service's own (auth). Either way live sessions are cached
   * briefly and revocation notices from any process end them at once.
   */
  users?: 'remote' | { keys: (ctx: Ctx) => JWTVerifyGetKey; isActive: (ctx: Ctx, sid: string) => Promise<boolean>; ttlMs?: number };
  /** The service's own shared things (keys, mailer, clients), built once from the kit. */
  context?: (kit: K) => Ctx | Promise<Ctx>;
  features: Array<Feature<Ctx>>;
  /** Runs once everything is wired, before the port opens (e.g. make sure the administrator exists). */
  onStart?: (ctx: Ctx) => Promise<void>;
  onClose?: (ctx: Ctx) => Promise<void>;
}

export interface DataDefinition<TConfig extends ServiceConfig, TSchema extends AnySchema, Ctx> extends Definition<TConfig, DataKit<TConfig, TSchema>, Ctx> {
  database: { schema: TSchema; migrationsFolder: string };
}

export interface BuildOptions {
  clock?: Clock;
  retry?: RetryPolicy;
}

export interface RunningService<Ctx> {
  app: ServiceApp;
  context: Ctx;
  close(): Promise<void>;
}

export interface Service<Ctx> {
  name: string;
  /** Wires everything from `env` without opening a port (tests use `app.inject` or listen on port 0). */
  build(env?: Env, options?: BuildOptions): Promise<RunningService<Ctx>>;
  /** The process entry point: build, listen on PORT/HOST, close everything on SIGINT/SIGTERM. */
  main(): Promise<void>;
}

/**
 * A LaneForge service from its parts. The kit builds the Fastify app (errors, health, metrics,
 * OpenAPI, connection limits, the service-credential check of `/internal/*`), opens the database
 * with its migrations and the bus when the service has data, starts the outbox relay, registers
 * every feature's routes, subscribers and jobs, and closes it all in order.
 */
export function defineService<TConfig extends ServiceConfig, TSchema extends AnySchema, Ctx = DataKit<TConfig, TSchema>>(
  definition: DataDefinition<TConfig, TSchema, Ctx>,
): Service<Ctx>;
export function defineService<TConfig extends ServiceConfig, Ctx = Kit<TConfig>>(definition: Definition<TConfig, Kit<TConfig>, Ctx>): Service<Ctx>;
export function defineService<TConfig extends ServiceConfig, Ctx>(
  definition: Definition<TConfig, Kit<TConfig>, Ctx> | DataDefinition<TConfig, AnySchema, Ctx>,
): Service<Ctx> {
  const build = async (env: Env = process.env, options: BuildOptions = {}): Promise<RunningService<Ctx>> => {
    const config = loadConfig(definition.config as never, env) as TConfig;
    const logger = createLogger(definition.name, config.LOG_LEVEL);
    const credentials = serviceCredentials(definition.name, resolveInternalSecret(config));
    const kit: Kit<TConfig> = {
      name: definition.name,
      config,
      logger,
      clock: options.clock ?? systemClock,
      credentials,
      internal: (service, baseUrl, timeoutMs) => internalClient({ service, baseUrl, credentials, ...(timeoutMs ? { timeoutMs } : {}) }),
      // Replaced once the session cache (and the bus that carries notices) exist.
      sessions: {
        revoke: () => undefined,
        isActive: () => Promise.reject(new Error(`${definition.name} has no users: it cannot check a session`)),
      },
    };
    const closers: Array<() => Promise<void>> = [];
    const close = async () => {
      for (const closer of closers.splice(0).reverse()) await closer();
    };
    try {
      return await assemble(definition, kit, options, closers, close);
    } catch (err) {
      await close().catch(() => undefined);
      throw err;
    }
  };

  return {
    name: definition.name,
    build,
    async main() {
      const service = await build();
      await service.app.listen(listenAt.get(service.app)!);
      closeOnSignals(service.close, service.app.log);
    },
  };
}

/** Where `main` listens: the service's own PORT and HOST. */
const listenAt = new WeakMap<ServiceApp, { port: number; host: string }>();

async function assemble<TConfig extends ServiceConfig, Ctx>(
  definition: Definition<TConfig, Kit<TConfig>, Ctx> | DataDefinition<TConfig, AnySchema, Ctx>,
  kit: Kit<TConfig>,
  options: BuildOptions,
  closers: Array<() => Promise<void>>,
  close: () => Promise<void>,
): Promise<RunningService<Ctx>> {
  const { config, logger } = kit;
  const readiness: ReadinessCheck[] = [];
  let holder: { ctx?: Ctx } = {};
  const users = definition.users;
  const sessions: SessionCache | undefined = users
    ? createSessionCache(
        users === 'remote' ? remoteSessionCheck(config.AUTH_URL, kit.credentials) : (sid) => users.isActive(holder.ctx as Ctx, sid),
        users === 'remote' || users.ttlMs === undefined ? {} : { ttlMs: users.ttlMs },
      )
    : undefined;
  let data: { handle: DatabaseHandle<AnySchema>; bus: Bus; relay: OutboxRelay; scheduler: Scheduler } | undefined;

  if ('database' in definition) {
    const handle = await openDatabase({
      service: definition.name,
      schema: definition.database.schema,
      migrationsFolder: definition.database.migrationsFolder,
      databaseUrl: config.DATABASE_URL,
      databaseName: config.DATABASE_NAME,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      logger,
    });
    closers.push(() => handle.close());
    const bus = await Bus.connect({ url: config.NATS_URL, stream: config.NATS_STREAM, prefix: config.EVENT_SUBJECT_PREFIX, name: definition.name, logger });
    closers.push(() => bus.close());
    const relay = new OutboxRelay({ db: handle.db, bus, logger }).start();
    closers.push(() => relay.stop());
    const jobs = definition.features.flatMap((feature) => feature.jobs ?? []);
    const scheduler = createScheduler({ jobs, ctx: () => holder.ctx as Ctx, clock: kit.clock, logger, exclusively: (name, work) => handle.exclusively(name, work) });
    closers.push(() => scheduler.stop());
    data = { handle, bus, relay, scheduler };
    readiness.push(
      { name: 'database', check: () => handle.ping() },
      {
        name: 'bus',
        check: () => {
          if (!bus.connected) throw new Error('NATS not connected');
        },
      },
    );
  }

  if (sessions) {
    kit.sessions = {
      revoke(notice) {
        sessions.revoke(notice);
        if (data) announceRevocation(data.bus.nc, config.EVENT_SUBJECT_PREFIX, notice);
      },
      isActive: ({ sid, userId }) => sessions.isActive({ sid, userId, role: 'user' }),
    };
    if (data) {
      const following = followRevocations(data.bus.nc, config.EVENT_SUBJECT_PREFIX, sessions, logger);
      closers.push(async () => following.unsubscribe());
    }
  }
  const fullKit = data
    ? ({ ...kit, db: withOutbox(data.handle.db, config.EVENT_SUBJECT_PREFIX, () => data.relay.kick()), bus: data.bus, scheduler: data.scheduler } satisfies DataKit<TConfig>)
    : kit;
  const ctx = definition.context ? await (definition.context as (k: typeof fullKit) => Ctx | Promise<Ctx>)(fullKit) : (fullKit as Ctx);
  holder = { ctx };

  const app = await createServiceApp({ name: definition.name, description: definition.description, logger, readiness, ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}) });
  closers.push(() => app.close());
  app.addHook('onRequest', internalRouteGuard(kit.credentials));
  if (users && sessions) {
    const verifier = createTokenVerifier({
      keys: users === 'remote' ? remoteKeys(config.AUTH_URL) : users.keys(ctx),
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      sessions,
    });
    await app.register(authGuards, { verifier });
  }
  for (const feature of definition.features) await feature.routes?.(app, ctx);

  if (data) {
    const subscriptions: RunningSubscription[] = [];
    closers.push(async () => {
      await Promise.all(subscriptions.map((s) => s.stop()));
    });
    const deps = { bus: data.bus, db: data.handle.db, logger, ctx, wakeRelay: () => data.relay.kick(), ...(options.retry ? { retry: options.retry } : {}) };
    for (const feature of definition.features) {
      for (const subscriber of feature.subscribers ?? []) subscriptions.push(await startSubscriber(deps, subscriber));
    }
    data.scheduler.start();
  }
  await definition.onStart?.(ctx);
  if (definition.onClose) closers.push(() => definition.onClose!(ctx));
  listenAt.set(app, { port: config.PORT, host: config.HOST });
  return { app, context: ctx, close };
}
