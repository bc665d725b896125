import { billingTexts, type BillingStatus, type CancelResult, type SubscriptionActionResult } from '@laneforge/contracts';
import type { BillingContext } from '../context';
import { apply } from './apply';
import { FREE, TRIAL_DAYS, trialAvailable } from './machine';
import { dayText } from './dates';
import { statusView } from './status';
import { customerNow, findCustomer, findSubscription, toMachine } from './store';

/** The user's subscription and the customer's clock, read without a lock. */
export async function currentSubscription(ctx: BillingContext, userId: string) {
  const [row, customer] = await Promise.all([findSubscription(ctx.db, userId), findCustomer(ctx.db, userId)]);
  return { row, customer, subscription: row ? toMachine(row) : FREE, now: customerNow(ctx.clock(), customer) };
}

export async function billingStatus(ctx: BillingContext, userId: string): Promise<BillingStatus> {
  const { subscription, now } = await currentSubscription(ctx, userId);
  return statusView(subscription, now);
}

/** Cancel at period end; the Pro trial is offered when the user has never had it. */
export async function cancelSubscription(ctx: BillingContext, userId: string): Promise<CancelResult> {
  const applied = (await apply(ctx, userId, { type: 'cancel' }))!;
  const { after } = applied;
  const message =
    after.status === 'cancelled'
      ? `Your subscription has been cancelled. You keep access until ${dayText(after.periodEnd)}.`
      : 'Your subscription has been cancelled.';
  return { success: true, message, grace_period_end: after.status === 'cancelled' ? after.periodEnd : null, pro_trial_offered: trialAvailable(after) };
}

export async function reactivateSubscription(ctx: BillingContext, userId: string): Promise<SubscriptionActionResult> {
  const applied = (await apply(ctx, userId, { type: 'reactivate' }))!;
  return { success: true, message: billingTexts.reactivated, status: statusView(applied.after, applied.now) };
}

/** The Pro trial: at once when no paid time is left, else from the day paid access ends (DECISIONS.md). */
export async function startProTrial(ctx: BillingContext, userId: string): Promise<SubscriptionActionResult> {
  const { after, now } = (await apply(ctx, userId, { type: 'start_trial' }))!;
  const starts = after.trialScheduled ? after.periodEnd : null;
  const message =
    starts === null
      ? billingTexts.trialActivated
      : `Pro trial accepted! Your ${TRIAL_DAYS} days of Pro start on ${dayText(starts)}, when your paid access ends, and run until ${dayText(starts + TRIAL_DAYS * 86_400)}.`;
  return { success: true, message, status: statusView(after, now) };
}
