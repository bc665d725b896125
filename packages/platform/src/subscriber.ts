import { parseEvent, type DomainEvent, type EventType } from '@laneforge/contracts';
import type { ConsumerMessages } from '@nats-io/jetstream';
import type { Bus } from './bus';
import type { Database } from './db';
import type { Logger } from './logger';
import { processedEventsTable } from './tables';

export interface Subscription<T extends EventType> {
  /** Stable durable consumer name, e.g. `training-user-registered`. */
  durable: string;
  type: T;
  /** Runs inside the transaction that records the event as processed: effects and record commit together. */
  handle: (event: DomainEvent<T>, tx: Database) => Promise<void>;
}

export interface RunningSubscription {
  stop(): Promise<void>;
}

/**
 * A durable, idempotent subscriber: each event is handled at most once per consumer (its id is
 * recorded with the effect), acked after commit, and redelivered after a failure.
 */
export async function subscribe<T extends EventType>(
  deps: { bus: Bus; db: Database; logger: Logger },
  subscription: Subscription<T>,
): Promise<RunningSubscription> {
  const { bus, db, logger } = deps;
  await bus.ensureConsumer(subscription.durable, subscription.type);
  const consumer = await bus.js.consumers.get(bus.options.stream, subscription.durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 16 });
  const log = logger.child({ consumer: subscription.durable });

  const loop = (async () => {
    for await (const message of messages) {
      let event: DomainEvent<T>;
      try {
        event = parseEvent(message.json()) as DomainEvent<T>;
      } catch (err) {
        log.error({ err, seq: message.seq }, 'dropping malformed event');
        message.term();
        continue;
      }
      try {
        await db.transaction(async (tx) => {
          const fresh = await tx
            .insert(processedEventsTable)
            .values({ consumer: subscription.durable, eventId: event.id })
            .onConflictDoNothing()
            .returning({ id: processedEventsTable.eventId });
          if (fresh.length > 0) await subscription.handle(event, tx);
        });
        message.ack();
      } catch (err) {
        log.warn({ err, eventId: event.id }, 'event handling failed; will be redelivered');
        message.nak(2_000);
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
