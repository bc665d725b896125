import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_RETENTION_MS } from '../src/bus';
import { baseConfigSchema, portSchema } from '../src/config';
import { conflict } from '../src/errors';
import { rawBodyRoutes } from '../src/http';
import { SERVICE_TOKEN_HEADER } from '../src/internal';
import { OutboxRelay } from '../src/outbox';
import { defineJob } from '../src/scheduler';
import { defineFeature, defineService, type DataKit, type RunningService } from '../src/service';
import { defineSubscriber } from '../src/subscriber';
import { deadLettersTable, outboxTable, processedEventsTable } from '../src/tables';
import { eventually, isolatedEnv, type Isolation } from '../src/testing';

const items = pgTable('fixture_items', { id: text('id').primaryKey() });
const schema = { items };
const config = baseConfigSchema.extend({ PORT: portSchema(0) });

interface Ctx extends DataKit<ReturnType<typeof config.parse>, typeof schema> {
  seen: string[];
  attempts: Map<string, number>;
  poisoned: Set<string>;
  jobRuns: number;
  releaseJob?: () => void;
}

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

const onUserRegistered = defineSubscriber<'auth.user_registered', Ctx>({
  event: 'auth.user_registered',
  durable: 'fixture-user-registered',
  async handle(event, { tx, ctx }) {
    const id = event.payload.user.id;
    ctx.attempts.set(id, (ctx.attempts.get(id) ?? 0) + 1);
    if (ctx.poisoned.has(id)) throw new Error('this event always fails');
    ctx.seen.push(id);
    await tx.insert(items).values({ id: `seen:${id}` });
  },
});

const tick = defineJob<Ctx>({
  name: 'fixture-tick',
  everyMs: 3_600_000,
  async run(ctx) {
    ctx.jobRuns += 1;
    await new Promise<void>((resolve) => (ctx.releaseJob = resolve));
  },
});

const fixture = defineFeature<Ctx>({
  name: 'fixture',
  routes: async (app, ctx) => {
    app.post('/items/:id', async (request) => {
      const { id } = request.params as { id: string };
      const fail = (request.query as { fail?: string }).fail === '1';
      await ctx.db.transaction(async (tx, outbox) => {
        await tx.insert(items).values({ id });
        await outbox.add('auth.user_registered', { user: user(id) }, id);
        if (fail) throw conflict('refused after the event was added');
      });
      return { id };
    });
    app.get('/internal/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
    await rawBodyRoutes(app, { bodyLimit: 1024 }, (scope) => {
      scope.post('/hooks/raw', async (request) => ({ sha256: createHash('sha256').update(request.body as Buffer).digest('hex') }));
    });
  },
  subscribers: [onUserRegistered],
  jobs: [tick],
});

const fixtureService = defineService({
  name: 'fixture',
  description: 'A service built with the kit, for its tests',
  config,
  database: { schema, migrationsFolder: fileURLToPath(new URL('./fixtures/migrations', import.meta.url)) },
  context: (kit): Ctx => ({ ...kit, seen: [], attempts: new Map(), poisoned: new Set(), jobRuns: 0 }),
  features: [fixture],
});

const rows = (result: unknown) => (result as { rows: unknown[] }).rows;

describe('a service built with defineService, on real PostgreSQL and NATS', () => {
  let iso: Isolation;
  let service: RunningService<Ctx>;
  let replica: RunningService<Ctx>;

  beforeAll(async () => {
    iso = await isolatedEnv('kit');
    const retry = { maxAttempts: 3, delaysMs: [20] };
    service = await fixtureService.build(iso.env, { retry });
    // A second replica of the same service: same database, same stream.
    replica = await fixtureService.build(iso.env, { retry });
  });
  afterAll(async () => {
    await replica?.close();
    await service?.close();
    await iso?.cleanup();
  });

  it('publishes an event added in a transaction after the commit, and a subscriber handles it once', async () => {
    const id = randomUUID();
    const response = await service.app.inject({ method: 'POST', url: `/items/${id}` });
    expect(response.statusCode).toBe(200);
    // Either replica's consumer may take it: they share the durable consumer.
    await eventually(() => [...service.context.seen, ...replica.context.seen].includes(id), 10_000);
    const [row] = await service.context.db.select().from(outboxTable).where(sql`${outboxTable.event}->>'userId' = ${id}`);
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });

  it('never publishes an event whose transaction rolled back', async () => {
    const rolledBack = randomUUID();
    const refused = await service.app.inject({ method: 'POST', url: `/items/${rolledBack}?fail=1` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'refused after the event was added' });
    const pending = await service.context.db.execute(sql`select count(*)::int as n from lf_outbox where event->>'userId' = ${rolledBack}`);
    expect(rows(pending)[0]).toEqual({ n: 0 });
    // Events are delivered in order: once a later one has arrived, the rolled-back one never will.
    const later = randomUUID();
    await service.app.inject({ method: 'POST', url: `/items/${later}` });
    await eventually(() => [...service.context.seen, ...replica.context.seen].includes(later), 10_000);
    expect([...service.context.attempts.keys(), ...replica.context.attempts.keys()]).not.toContain(rolledBack);
  });

  it('handles an event published twice (a relay that crashed before marking it) only once', async () => {
    const id = randomUUID();
    await service.app.inject({ method: 'POST', url: `/items/${id}` });
    await eventually(() => [...service.context.seen, ...replica.context.seen].includes(id), 10_000);
    const [row] = await service.context.db.select().from(outboxTable).where(sql`${outboxTable.event}->>'userId' = ${id}`);
    await service.context.bus.js.publish(row!.subject, JSON.stringify(row!.event), { msgID: randomUUID() });
    const sentinel = randomUUID();
    await service.app.inject({ method: 'POST', url: `/items/${sentinel}` });
    await eventually(() => [...service.context.seen, ...replica.context.seen].includes(sentinel), 10_000);
    const handled = [...service.context.seen, ...replica.context.seen].filter((seen) => seen === id);
    expect(handled).toHaveLength(1);
  });

  it('retries a failing event, then dead-letters it with its error and lets the next ones through', async () => {
    const poisoned = randomUUID();
    service.context.poisoned.add(poisoned);
    replica.context.poisoned.add(poisoned);
    await service.app.inject({ method: 'POST', url: `/items/${poisoned}` });
    const [letter] = await eventually(
      async () => {
        const found = await service.context.db.select().from(deadLettersTable).where(sql`${deadLettersTable.event}->>'userId' = ${poisoned}`);
        return found.length > 0 ? found : undefined;
      },
      10_000,
    );
    expect(letter).toMatchObject({ consumer: 'fixture-user-registered', error: 'this event always fails', attempts: 3 });
    const tries = (service.context.attempts.get(poisoned) ?? 0) + (replica.context.attempts.get(poisoned) ?? 0);
    expect(tries).toBe(3);
    const next = randomUUID();
    await service.app.inject({ method: 'POST', url: `/items/${next}` });
    await eventually(() => [...service.context.seen, ...replica.context.seen].includes(next), 10_000);
  });

  it('runs a scheduled job on one replica at a time', async () => {
    const first = service.context.scheduler.runNow('fixture-tick');
    await eventually(() => service.context.jobRuns === 1);
    // The replica's turn comes while the job still runs on the first: it skips.
    expect(await replica.context.scheduler.runNow('fixture-tick')).toEqual([]);
    expect(replica.context.jobRuns).toBe(0);
    service.context.releaseJob!();
    expect(await first).toEqual(['fixture-tick']);
    // Once it is done, the replica may run it.
    const second = replica.context.scheduler.runNow('fixture-tick');
    await eventually(() => replica.context.jobRuns === 1);
    replica.context.releaseJob!();
    expect(await second).toEqual(['fixture-tick']);
  });

  it('answers internal routes only to a service holding a credential meant for it', async () => {
    const anonymous = await service.app.inject({ url: '/internal/items/a' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.stringMatching(/service credential/) });

    const forOther = await service.context.credentials.tokenFor('billing');
    expect((await service.app.inject({ url: '/internal/items/a', headers: { [SERVICE_TOKEN_HEADER]: forOther } })).statusCode).toBe(401);

    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('laneforge-service:x').setAudience('laneforge-service:fixture').setExpirationTime('1m').sign(new TextEncoder().encode('not-the-shared-secret-not-the-shared-secret'));
    expect((await service.app.inject({ url: '/internal/items/a', headers: { [SERVICE_TOKEN_HEADER]: forged } })).statusCode).toBe(401);

    const token = await replica.context.credentials.tokenFor('fixture');
    const allowed = await service.app.inject({ url: '/internal/items/a', headers: { [SERVICE_TOKEN_HEADER]: token } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ id: 'a' });
  });

  it('gives a raw-body route the exact bytes sent, whatever the content type', async () => {
    const body = '{"b": 1,  "a":[2]}\n';
    const response = await service.app.inject({ method: 'POST', url: '/hooks/raw', headers: { 'content-type': 'application/json' }, payload: body });
    expect(response.json()).toEqual({ sha256: createHash('sha256').update(body).digest('hex') });
    const tooLarge = await service.app.inject({ method: 'POST', url: '/hooks/raw', headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(2048) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: expect.any(String) });
  });

  it('forgets processed-event marks once the stream can no longer redeliver those events', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    const longAgo = new Date(Date.now() - EVENT_RETENTION_MS - 2 * 24 * 3600_000);
    const { db, bus, logger } = service.context;
    await db.insert(processedEventsTable).values([
      { consumer: 'pruning', eventId: old, processedAt: longAgo },
      { consumer: 'pruning', eventId: recent },
    ]);
    await new OutboxRelay({ db: db as never, bus, logger }).drain();
    const left = await db.select({ id: processedEventsTable.eventId }).from(processedEventsTable).where(eq(processedEventsTable.consumer, 'pruning'));
    expect(left).toEqual([{ id: recent }]);
  });
});

describe('errors', () => {
  it('answers a lost database connection with 503, a value no column can hold with 400, and anything else unexpected with 500, all as {detail}', async () => {
    const { errorHandler, isUnreachable } = await import('../src/errors');
    const lost = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
    expect(isUnreachable(lost)).toBe(true);
    expect(isUnreachable(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isUnreachable(new TypeError('x is undefined'))).toBe(false);
    const sent: Array<{ status: number; body: unknown }> = [];
    const reply = { code: (status: number) => ({ send: (body: unknown) => sent.push({ status, body }), headers: () => reply }) } as never;
    const request = { log: { warn: () => undefined, error: () => undefined } } as never;
    errorHandler(lost, request, reply);
    errorHandler(new TypeError('x is undefined'), request, reply);
    errorHandler(Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }) }), request, reply);
    expect(sent).toEqual([
      { status: 503, body: { detail: 'This part of the service is not available right now. Please try again in a moment.' } },
      { status: 500, body: { detail: 'Something went wrong on our side. Please try again in a moment.' } },
      { status: 400, body: { detail: 'The request contains characters that cannot be stored (such as a NUL character)' } },
    ]);
  });
});
