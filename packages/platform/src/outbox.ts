import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventPayload, EventType } from '@laneforge/contracts';
import { asc, eq, isNull, lt, and, isNotNull } from 'drizzle-orm';
import { EVENT_RETENTION_MS, type Bus } from './bus';
import type { Database } from './db';
import type { Logger } from './logger';
import { outboxTable, processedEventsTable } from './tables';

export function newEvent<T extends EventType>(type: T, payload: EventPayload<T>, userId: string | null = null): DomainEvent<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), userId, payload };
}

/** Records an event in the same transaction as the state change it announces. */
export async function addToOutbox(tx: Database, event: DomainEvent, prefix: string): Promise<void> {
  await tx.insert(outboxTable).values({ id: event.id, subject: `${prefix}.${event.type}`, event });
}

export interface RelayOptions {
  db: Database;
  bus: Bus;
  logger: Logger;
  pollMs?: number;
  batch?: number;
  /** Published rows are kept this long for inspection, then removed. */
  retainMs?: number;
}

/**
 * Publishes outbox rows in order. Runs on a timer and on `kick()` after a commit; when NATS is
 * down the rows stay and are retried, so a broker outage delays events and never loses them.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private lastCleanup = 0;

  constructor(private readonly options: RelayOptions) {}

  start(): this {
    const tick = () => {
      this.kick();
      this.timer = setTimeout(tick, this.options.pollMs ?? 1_000);
      this.timer.unref();
    };
    tick();
    return this;
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((err) => this.options.logger.warn({ err }, 'outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again && this.failures === 0) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Publishes everything pending; resolves with how many were published. */
  async drain(): Promise<number> {
    let published = 0;
    for (;;) {
      const count = await this.publishBatch();
      published += count.published;
      if (count.published < count.selected || count.selected < (this.options.batch ?? 100)) break;
    }
    await this.cleanup();
    return published;
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async publishBatch(): Promise<{ selected: number; published: number }> {
    const { db, bus, logger } = this.options;
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outboxTable)
        .where(isNull(outboxTable.publishedAt))
        .orderBy(asc(outboxTable.seq))
        .limit(this.options.batch ?? 100)
        .for('update', { skipLocked: true });
      let published = 0;
      for (const row of rows) {
        try {
          await bus.publish(row.event as DomainEvent, row.subject);
        } catch (err) {
          this.failures += 1;
          if (this.failures === 1 || this.failures % 30 === 0) {
            logger.warn({ err: (err as Error).message, pending: rows.length - published }, 'event publish failed; will retry');
          }
          break;
        }
        await tx.update(outboxTable).set({ publishedAt: new Date() }).where(eq(outboxTable.seq, row.seq));
        published += 1;
      }
      if (published > 0 && this.failures > 0) {
        logger.info({ published }, 'event publishing resumed');
        this.failures = 0;
      }
      return { selected: rows.length, published };
    });
  }

  private async cleanup() {
    const now = Date.now();
    if (now - this.lastCleanup < 60_000) return;
    this.lastCleanup = now;
    const before = new Date(now - (this.options.retainMs ?? 24 * 3600_000));
    await this.options.db.delete(outboxTable).where(and(isNotNull(outboxTable.publishedAt), lt(outboxTable.publishedAt, before)));
    // An event the stream no longer holds can never be redelivered, so its "processed" mark has done its job.
    await this.options.db.delete(processedEventsTable).where(lt(processedEventsTable.processedAt, new Date(now - EVENT_RETENTION_MS - 24 * 3600_000)));
  }
}
