import { parseEvent, type DomainEvent, type EventType } from '@laneforge/contracts';
import type { ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import type { Bus } from './bus';
import type { Database } from './db';
import type { Logger } from './logger';
import { deadLettersTable, processedEventsTable } from './tables';
import { outboxOf, type Db, type Outbox } from './transactions';

/** The transaction a subscriber gets: typed with its service's tables when its context has a database. */
export type TransactionOf<Ctx> = Ctx extends { db: Db<infer TSchema> } ? Database<TSchema> : Database;

/**
 * One subscriber, one file (`<feature>/on-<event>.ts`): the event it listens to, a stable durable
 * name, and an idempotent handler. The handler runs inside the transaction that records the event
 * as processed, so its effects, the events it announces and the record commit together.
 */
export interface SubscriberDefinition<T extends EventType = EventType, Ctx = unknown> {
  event: T;
  /** Stable durable consumer name, e.g. `training-user-registered`; never reuse one for another purpose. */
  durable: string;
  handle(event: DomainEvent<T>, tools: { tx: TransactionOf<Ctx>; outbox: Outbox; ctx: Ctx }): Promise<void>;
}

export function defineSubscriber<T extends EventType, Ctx>(definition: SubscriberDefinition<T, Ctx>): SubscriberDefinition<T, Ctx> {
  return definition;
}

export interface RetryPolicy {
  /** Deliveries before an event is dead-lettered. */
  maxAttempts: number;
  /** Wait before the n-th redelivery (the last value repeats). */
  delaysMs: number[];
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 6, delaysMs: [1_000, 5_000, 15_000, 60_000] };

export interface RunningSubscription {
  stop(): Promise<void>;
}

interface SubscriberDeps<Ctx> {
  bus: Bus;
  db: Database;
  logger: Logger;
  ctx: Ctx;
  /** Called after an effect commits that added events to the outbox. */
  wakeRelay: () => void;
  retry?: RetryPolicy;
}

/**
 * Runs a subscriber: each event is handled at most once per consumer, acked after commit, retried
 * with backoff after a failure, and after `maxAttempts` deliveries recorded in `lf_dead_letters`
 * with a log line and terminated, so one poisoned event never blocks the ones behind it.
 */
export async function startSubscriber<T extends EventType, Ctx>(deps: SubscriberDeps<Ctx>, definition: SubscriberDefinition<T, Ctx>): Promise<RunningSubscription> {
  const { bus, logger } = deps;
  const retry = deps.retry ?? DEFAULT_RETRY;
  await bus.ensureConsumer(definition.durable, definition.event);
  const consumer = await bus.js.consumers.get(bus.options.stream, definition.durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 16 });
  const log = logger.child({ consumer: definition.durable });

  const loop = (async () => {
    for await (const message of messages) {
      let event: DomainEvent<T>;
      try {
        event = parseEvent(message.json()) as DomainEvent<T>;
      } catch (err) {
        log.error({ err, seq: message.seq }, 'dropping malformed event');
        message.term('malformed');
        continue;
      }
      try {
        await handleOnce(deps, definition, event);
        message.ack();
      } catch (err) {
        await failed(deps, definition, retry, message, event, err, log);
      }
    }
  })();

  return {
    async stop() {
      await messages.close();
      await loop;
    },
  };
}

async function handleOnce<T extends EventType, Ctx>(deps: SubscriberDeps<Ctx>, definition: SubscriberDefinition<T, Ctx>, event: DomainEvent<T>) {
  let announced = false;
  await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedEventsTable)
      .values({ consumer: definition.durable, eventId: event.id })
      .onConflictDoNothing()
      .returning({ id: processedEventsTable.eventId });
    if (fresh.length === 0) return;
    const outbox = outboxOf(tx as unknown as Database, deps.bus.options.prefix, () => (announced = true));
    await definition.handle(event, { tx: tx as unknown as TransactionOf<Ctx>, outbox, ctx: deps.ctx });
  });
  if (announced) deps.wakeRelay();
}

async function failed<T extends EventType, Ctx>(
  deps: SubscriberDeps<Ctx>,
  definition: SubscriberDefinition<T, Ctx>,
  retry: RetryPolicy,
  message: JsMsg,
  event: DomainEvent<T>,
  err: unknown,
  log: Logger,
) {
  const attempts = message.info.deliveryCount;
  if (attempts < retry.maxAttempts) {
    log.warn({ err, eventId: event.id, attempt: attempts }, 'event handling failed; will retry');
    message.nak(retry.delaysMs[Math.min(attempts - 1, retry.delaysMs.length - 1)]);
    return;
  }
  try {
    await deps.db
      .insert(deadLettersTable)
      .values({ consumer: definition.durable, eventId: event.id, event, error: err instanceof Error ? err.message : String(err), attempts })
      .onConflictDoNothing();
  } catch (recordError) {
    log.error({ err: recordError, eventId: event.id }, 'could not record a dead letter; will retry');
    message.nak(retry.delaysMs.at(-1));
    return;
  }
  log.error({ err, eventId: event.id, type: event.type, attempts }, 'event dead-lettered: handling failed on every attempt');
  message.term('dead-lettered');
}
