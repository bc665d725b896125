// 1,000 subscription changes across 100 users through billing's state machine and outbox, with the
// NATS server stopped and restarted mid-run; a durable, idempotent subscriber on the other side.
// Prints events published, consumed, lost (must be 0), double-applied (must be 0) and the
// end-to-end latency (commit of the change → handled by the subscriber) p50/p99.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DomainEvent, EventType } from '@laneforge/contracts';
import { createLogger, defineSubscriber, startSubscriber } from '@laneforge/platform';
import { dropDatabase, eventually, startPrivateNats } from '@laneforge/platform/testing';
import { billingService } from '../../services/billing/src/service';
import { apply } from '../../services/billing/src/subscriptions/apply';
import { periodFrom, type Command } from '../../services/billing/src/subscriptions/machine';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_MS ?? 3000);
const tag = randomBytes(3).toString('hex');

const nats = await startPrivateNats();
const env = {
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  DATABASE_NAME: `lf_bench_billing_${tag}`,
  NATS_URL: nats.url,
  NATS_STREAM: `LF_BENCH_BILLING_${tag.toUpperCase()}`,
  EVENT_SUBJECT_PREFIX: `benchb${tag}`,
  DATA_DIR: `/tmp/lf-bench-billing-${tag}`,
  INTERNAL_SECRET: randomBytes(32).toString('hex'),
};
const billing = await billingService.build(env);
const ctx = billing.context;

// The other side: one durable subscriber per event type, idempotent by event id (the platform's own
// processed-events record), counting how often each event's effect ran and when it arrived.
const applied = new Map<string, number>();
const latencies: number[] = [];
const types: EventType[] = ['billing.subscription_updated', 'billing.subscription_cancelled', 'billing.payment_succeeded', 'billing.payment_failed'];
const subscriptions = await Promise.all(
  types.map((type) =>
    startSubscriber(
      { bus: ctx.bus, db: ctx.db, logger: createLogger('bench', 'silent'), ctx: {}, wakeRelay: () => undefined },
      defineSubscriber({
        event: type,
        durable: `bench-${type.replace('.', '-')}`,
        async handle(event: DomainEvent) {
          applied.set(event.id, (applied.get(event.id) ?? 0) + 1);
          latencies.push(Date.now() - Date.parse(event.occurredAt));
        },
      }),
    ),
  ),
);

// Each user goes round a cycle of real changes: subscribe, cancel, reactivate, upgrade, cancel, trial...
const now = () => Math.floor(Date.now() / 1000);
const cycle: Array<() => Command> = [
  () => ({ type: 'checkout_completed', plan: 'lite_monthly', period: periodFrom('lite_monthly', now()), amountCents: 999 }),
  () => ({ type: 'cancel' }),
  () => ({ type: 'reactivate' }),
  () => ({ type: 'change_plan', plan: 'pro_annual', period: periodFrom('pro_annual', now()), amountCents: 19999 }),
  () => ({ type: 'change_plan', plan: 'lite_annual', period: periodFrom('lite_annual', now()), amountCents: 0 }),
  () => ({ type: 'cancel' }),
  () => ({ type: 'start_trial' }),
  () => ({ type: 'admin_override', plan: 'elite_monthly', status: 'active' }),
  () => ({ type: 'admin_override', plan: 'elite_monthly', status: 'expired' }),
  () => ({ type: 'admin_override', plan: 'pro_monthly', status: 'active' }),
];
const users = Array.from({ length: USERS }, () => randomUUID());
let published = 0;
let changed = 0;
let outage: Promise<void> | undefined;
const started = performance.now();
for (let i = 0; i < CHANGES; i++) {
  const user = users[i % USERS]!;
  const step = cycle[Math.floor(i / USERS) % cycle.length]!;
  const result = await apply(ctx, user, step(), { refusedIsError: false });
  published += result?.notices.length ?? 0;
  if (result) changed++;
  if (i === Math.floor(CHANGES / 2)) {
    // The broker goes away mid-run: changes keep committing, their events wait in the outbox.
    await nats.stop();
    outage = new Promise<void>((resolve) => setTimeout(() => void nats.start().then(resolve), OUTAGE_MS));
  }
}
const changeSeconds = (performance.now() - started) / 1000;
await outage;
await eventually(() => applied.size >= published, 120_000, 100).catch(() => undefined);
await new Promise((r) => setTimeout(r, 1000));

const doubled = [...applied.values()].filter((n) => n > 1).length;
const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
console.log(`billing: ${CHANGES} subscription changes across ${USERS} users in ${changeSeconds.toFixed(1)} s, NATS stopped for ${OUTAGE_MS} ms mid-run`);
console.log(`  changes applied    ${changed} (the rest refused by the state machine)`);
console.log(`  events published   ${published}`);
console.log(`  events consumed    ${applied.size}`);
console.log(`  lost               ${published - applied.size}  (must be 0)`);
console.log(`  double-applied     ${doubled}  (must be 0)`);
console.log(`  end-to-end latency p50 ${pct(50)} ms, p99 ${pct(99)} ms (the p99 includes events that waited out the outage)`);

await Promise.all(subscriptions.map((s) => s.stop()));
await billing.close();
await nats.stop();
await dropDatabase(env.DATABASE_NAME);
if (published !== applied.size || doubled > 0) process.exitCode = 1;
