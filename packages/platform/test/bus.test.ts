import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { baseConfigSchema, loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { startRuntime, type Runtime } from '../src/service';
import { subscribe } from '../src/subscriber';
import { outboxTable, processedEventsTable } from '../src/tables';
import { EVENT_RETENTION_MS } from '../src/bus';
import { OutboxRelay } from '../src/outbox';
import { eventually, isolatedEnv, type Isolation } from '../src/testing';
import { fileURLToPath } from 'node:url';

const rows = (result: unknown) => (result as { rows: unknown[] }).rows;

const migrationsFolder = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));

describe('outbox and subscribers on real PostgreSQL and NATS', () => {
  let iso: Isolation;
  let runtime: Runtime<Record<string, never>>;

  beforeAll(async () => {
    iso = await isolatedEnv('platform');
    runtime = await startRuntime({
      service: 'platform',
      config: loadConfig(baseConfigSchema, iso.env),
      schema: {},
      migrationsFolder,
      logger: createLogger('platform', 'silent'),
    });
  });
  afterAll(async () => {
    await runtime?.close();
    await iso?.cleanup();
  });

  const user = (id: string) => ({
    id,
    email: `${id}@example.com`,
    name: 'Test',
    role: 'user' as const,
    subscription_type: 'free' as const,
    subscription_status: 'active' as const,
    current_period_end: null,
    timezone: 'UTC',
  });

  it('applies the service migrations and the platform tables', async () => {
    const result = await runtime.db.execute(sql`select count(*)::int as n from fixture_items`);
    expect(rows(result)[0]).toEqual({ n: 0 });
  });

  it('delivers an event written in a transaction once to a durable subscriber, even when published twice', async () => {
    const seen: string[] = [];
    const sub = await subscribe(runtime, {
      durable: 'fixture-user-registered',
      type: 'auth.user_registered',
      handle: async (event, tx) => {
        seen.push(event.payload.user.id);
        await tx.execute(sql`insert into fixture_items (id) values (${event.payload.user.id})`);
      },
    });
    const id = randomUUID();
    await runtime.db.transaction((tx) => runtime.events.add(tx, 'auth.user_registered', { user: user(id) }, id));
    runtime.events.flush();
    await eventually(() => seen.includes(id));

    const [row] = await runtime.db.select().from(outboxTable);
    expect(row?.publishedAt).toBeInstanceOf(Date);
    // A second publication of the same event (e.g. a relay crash before marking) is de-duplicated.
    await runtime.bus.publish(row!.event as never);
    await runtime.bus.js.publish(row!.subject, JSON.stringify(row!.event), { msgID: randomUUID() });
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.filter((s) => s === id)).toHaveLength(1);
    const stored = await runtime.db.execute(sql`select count(*)::int as n from fixture_items where id = ${id}`);
    expect(rows(stored)[0]).toEqual({ n: 1 });
    await sub.stop();
  });

  it('forgets processed-event marks once the stream can no longer redeliver those events', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    const longAgo = new Date(Date.now() - EVENT_RETENTION_MS - 2 * 24 * 3600_000);
    await runtime.db.insert(processedEventsTable).values([
      { consumer: 'pruning', eventId: old, processedAt: longAgo },
      { consumer: 'pruning', eventId: recent },
    ]);
    await new OutboxRelay({ db: runtime.db, bus: runtime.bus, logger: runtime.logger }).drain();
    const left = await runtime.db.select({ id: processedEventsTable.eventId }).from(processedEventsTable).where(eq(processedEventsTable.consumer, 'pruning'));
    expect(left).toEqual([{ id: recent }]);
  });

  it('a rolled-back transaction publishes nothing', async () => {
    const id = randomUUID();
    await expect(
      runtime.db.transaction(async (tx) => {
        await runtime.events.add(tx, 'auth.user_deleted', { userId: id }, id);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const pending = await runtime.db.execute(sql`select count(*)::int as n from lf_outbox where event->>'userId' = ${id}`);
    expect(rows(pending)[0]).toEqual({ n: 0 });
  });
});
