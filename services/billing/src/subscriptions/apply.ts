import { PRICE_CATALOGUE, type PlanId } from '@laneforge/contracts';
import { AppError, type Outbox } from '@laneforge/platform';
import { eq } from 'drizzle-orm';
import type { BillingContext } from '../context';
import { customers } from '../db/schema';
import type { PaymentProvider } from '../providers/provider';
import { decide, type Command, type Notice, type Subscription } from './machine';
import { customerNow, lockSubscription, saveSubscription, toMachine, type CustomerRow, type Db, type SubscriptionRow } from './store';

export interface Applied {
  command: Command;
  before: Subscription;
  after: Subscription;
  notices: Notice[];
  /** The customer's clock when it happened (unix seconds). */
  now: number;
}

export const CURRENCY = 'usd';

/**
 * What the other services are told, from the machine's notices: the subscription as it now is,
 * payments, cancellations. A failed payment names the plan it was for, even when it ended it.
 */
export async function announce(outbox: Outbox, userId: string, before: Subscription, s: Subscription, notices: Notice[]): Promise<void> {
  const base = { userId, subscription_type: s.plan, current_period_end: s.periodEnd };
  for (const notice of notices) {
    if (notice.type === 'subscription_updated') {
      await outbox.add(
        'billing.subscription_updated',
        { ...base, subscription_status: s.status, reason: notice.reason, ...(notice.scheduledPlan ? { scheduled_type: notice.scheduledPlan } : {}) },
        userId,
      );
    } else if (notice.type === 'subscription_cancelled') {
      await outbox.add('billing.subscription_cancelled', base, userId);
    } else if (notice.type === 'payment_succeeded') {
      await outbox.add('billing.payment_succeeded', { ...base, amount_cents: notice.amountCents, currency: CURRENCY }, userId);
    } else {
      await outbox.add(
        'billing.payment_failed',
        { userId, subscription_type: before.plan, amount_cents: notice.amountCents, currency: CURRENCY, failed_payment_attempts: notice.attempts, next_retry_at: notice.nextRetryAt },
        userId,
      );
    }
  }
}

export interface ApplyOptions {
  providerSubscriptionId?: string | null;
  /** False for a webhook or job that may find the work already done: a refusal then changes nothing, silently. */
  refusedIsError?: boolean;
  /** False when the change comes from the provider (or its own schedule): nothing to mirror back. */
  mirror?: boolean;
}

/**
 * Mirrors a change the user or an administrator made at the provider, before it commits here: a
 * provider that refuses leaves billing unchanged.
 */
export async function mirrorAtProvider(provider: PaymentProvider, before: Subscription, after: Subscription, providerSubscriptionId: string | null): Promise<void> {
  if (!providerSubscriptionId || before.kind !== 'paid' || before.status === 'expired') return;
  if (after.kind !== 'paid') return provider.endNow(providerSubscriptionId);
  if (before.status !== 'cancelled' && after.status === 'cancelled') return provider.setCancelAtPeriodEnd(providerSubscriptionId, true);
  if (before.status === 'cancelled' && after.status === 'active') return provider.setCancelAtPeriodEnd(providerSubscriptionId, false);
}

/**
 * Runs one command through the state machine inside `tx`: locks the user's row, decides on the
 * customer's clock, saves, and announces in the same transaction. A refusal throws as a `{detail}`
 * answer, unless `refusedIsError` is false (a webhook or job that finds the work already done).
 */
export async function applyInTx(
  ctx: BillingContext,
  tx: Db,
  outbox: Outbox,
  userId: string,
  command: Command | ((row: SubscriptionRow, now: number, customer: CustomerRow | undefined) => Command | null),
  options: ApplyOptions = {},
): Promise<Applied | null> {
  const row = await lockSubscription(tx, userId);
  const [customer] = await tx.select().from(customers).where(eq(customers.userId, userId)).limit(1);
  const now = customerNow(ctx.clock(), customer);
  const chosen = typeof command === 'function' ? command(row, now, customer) : command;
  if (!chosen) return null;
  const before = toMachine(row);
  const outcome = decide(before, chosen, now);
  if (!outcome.ok) {
    if (options.refusedIsError === false) return null;
    throw new AppError(outcome.status, outcome.detail);
  }
  if (options.mirror !== false) await mirrorAtProvider(ctx.provider, before, outcome.next, row.providerSubscriptionId);
  await saveSubscription(tx, userId, outcome.next, {
    selfRenewing: ctx.provider.selfRenewing,
    ...(options.providerSubscriptionId !== undefined ? { providerSubscriptionId: options.providerSubscriptionId } : {}),
  });
  await announce(outbox, userId, before, outcome.next, outcome.notices);
  return { command: chosen, before, after: outcome.next, notices: outcome.notices, now };
}

/** The same, in a transaction of its own. */
export function apply(ctx: BillingContext, userId: string, command: Command, options: ApplyOptions = {}): Promise<Applied | null> {
  return ctx.db.transaction((tx, outbox) => applyInTx(ctx, tx, outbox, userId, command, options));
}

/** What one period of `plan` costs (legacy values are Pro). */
export const priceOf = (plan: PlanId) => PRICE_CATALOGUE[plan].amountCents;
