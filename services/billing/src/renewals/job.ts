import { adminTexts } from '@laneforge/contracts';
import { defineJob, notFound } from '@laneforge/platform';
import { sql } from 'drizzle-orm';
import type { BillingContext } from '../context';
import { customers, subscriptions } from '../db/schema';
import { recordInvoice } from '../checkout/store';
import { applyInTx } from '../subscriptions/apply';
import { dueUserIds, findCustomer, toMachine } from '../subscriptions/store';
import { billingStatus } from '../subscriptions/use-cases';
import { eq } from 'drizzle-orm';
import { chargePays } from '../local/cards';
import { dueCommand } from './due';

export const DUE_JOB = 'billing-due';
const BATCH = 100;
const MAX_BATCHES = 50;

/** One user's due work, in one transaction: a renewal charge and its invoice, a retry, or a period's end. */
async function settle(ctx: BillingContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx, outbox) => {
    const applied = await applyInTx(ctx, tx, outbox, userId, (row, now, customer) => dueCommand(toMachine(row), chargePays(customer), now), {
      refusedIsError: false,
      mirror: false,
    });
    if (!applied) {
      await tx.update(subscriptions).set({ dueAt: null }).where(eq(subscriptions.userId, userId));
      return;
    }
    const { command, after, now } = applied;
    if (command.type === 'renewal_paid' || command.type === 'renewal_failed') {
      await recordInvoice(tx, {
        userId,
        plan: after.plan === 'free' ? applied.before.plan : after.plan,
        amountCents: command.amountCents,
        status: command.type === 'renewal_paid' ? 'paid' : 'failed',
        attempt: command.type === 'renewal_failed' ? command.attempt : 1,
        periodStart: command.type === 'renewal_paid' ? command.period.start : null,
        periodEnd: command.type === 'renewal_paid' ? command.period.end : null,
        createdAt: now,
      });
    }
  });
}

/** Everything due by each customer's own clock, until nothing is (a long test-clock jump renews several times). */
export async function runDue(ctx: BillingContext, now: Date): Promise<number> {
  let settled = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await dueUserIds(ctx.db, now, BATCH);
    if (due.length === 0) break;
    for (const userId of due) await settle(ctx, userId);
    settled += due.length;
  }
  return settled;
}

export const dueJob = defineJob<BillingContext>({ name: DUE_JOB, everyMs: 60_000, run: async (ctx, now) => void (await runDue(ctx, now)) });

const TURNS = 100;

/**
 * The local provider's test clock: moves one customer's time forward and runs what fell due
 * through the scheduler (the same path as its timer), waiting its turn if a timed run holds it.
 */
export async function advanceTestClock(ctx: BillingContext, userId: string, seconds: number) {
  if (ctx.provider.name !== 'local' || ctx.config.BILLING_TEST_CLOCK === 'false') throw notFound('The test clock is off: it runs only with the local payment provider and BILLING_TEST_CLOCK not false.');
  // Billing knows every account from auth's events; an id it never heard of (or a deleted account)
  // would otherwise get a customer row of its own, with a clock and nothing else.
  const customer = await findCustomer(ctx.db, userId);
  if (!customer || customer.deletedAt) throw notFound(adminTexts.userNotFound);
  await ctx.db
    .insert(customers)
    .values({ userId, clockOffsetSeconds: seconds })
    .onConflictDoUpdate({ target: customers.userId, set: { clockOffsetSeconds: sql`${customers.clockOffsetSeconds} + ${seconds}` } });
  for (let turn = 0; turn < TURNS; turn++) {
    if ((await ctx.scheduler.runNow(DUE_JOB)).length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { success: true as const, user_id: userId, status: await billingStatus(ctx, userId) };
}
