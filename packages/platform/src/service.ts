import type { EventPayload, EventType } from '@laneforge/contracts';
import type { BaseConfig } from './config';
import { Bus } from './bus';
import { openDatabase, type Database, type DatabaseHandle } from './db';
import { createLogger, type Logger } from './logger';
import { addToOutbox, newEvent, OutboxRelay } from './outbox';

export interface Runtime<TSchema extends Record<string, unknown>> {
  config: BaseConfig;
  logger: Logger;
  database: DatabaseHandle<TSchema>;
  db: Database<TSchema>;
  bus: Bus;
  relay: OutboxRelay;
  /** Adds an event to the outbox inside `tx`; call `events.flush()` after the commit. */
  events: {
    add<T extends EventType>(tx: Database, type: T, payload: EventPayload<T>, userId: string | null): Promise<void>;
    flush(): void;
  };
  close(): Promise<void>;
}

/** Database, bus and outbox relay of one service process, wired from its config. */
export async function startRuntime<TSchema extends Record<string, unknown>>(options: {
  service: string;
  config: BaseConfig;
  schema: TSchema;
  migrationsFolder: string;
  logger?: Logger;
}): Promise<Runtime<TSchema>> {
  const { config, service } = options;
  const logger = options.logger ?? createLogger(service, config.LOG_LEVEL);
  const database = await openDatabase({
    service,
    schema: options.schema,
    migrationsFolder: options.migrationsFolder,
    databaseUrl: config.DATABASE_URL,
    databaseName: config.DATABASE_NAME,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    logger,
  });
  const bus = await Bus.connect({ url: config.NATS_URL, stream: config.NATS_STREAM, prefix: config.EVENT_SUBJECT_PREFIX, name: service, logger });
  const relay = new OutboxRelay({ db: database.db as unknown as Database, bus, logger }).start();
  return {
    config,
    logger,
    database,
    db: database.db,
    bus,
    relay,
    events: {
      add: (tx, type, payload, userId) => addToOutbox(tx, newEvent(type, payload, userId), config.EVENT_SUBJECT_PREFIX),
      flush: () => relay.kick(),
    },
    async close() {
      await relay.stop();
      await bus.close();
      await database.close();
    },
  };
}

export function readinessOf<TSchema extends Record<string, unknown>>(runtime: Runtime<TSchema>) {
  return [
    { name: 'database', check: () => runtime.database.ping() },
    {
      name: 'bus',
      check: () => {
        if (!runtime.bus.connected) throw new Error('NATS not connected');
      },
    },
  ];
}
