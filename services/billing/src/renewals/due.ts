import type { PlanId } from '@laneforge/contracts';
import { priceOf } from '../subscriptions/apply';
import { effectivePlan, nextRetryAfter, periodFrom, type Command, type Subscription } from '../subscriptions/machine';

/**
 * The charge for a running paid subscription's renewal, paid or failed: a paid one starts the
 * next period, following on from the old one as a card provider's would; a failed one is the next
 * attempt, with its retry date.
 */
export function renewalCharge(s: Subscription, pays: boolean, now: number): Extract<Command, { type: 'renewal_paid' | 'renewal_failed' }> {
  const plan = effectivePlan(s.pendingPlan ?? s.plan) as PlanId;
  const amountCents = priceOf(plan);
  if (!pays) {
    const attempt = s.failedAttempts + 1;
    return { type: 'renewal_failed', amountCents, attempt, nextRetryAt: nextRetryAfter(attempt, now) };
  }
  const followOn = periodFrom(plan, s.periodEnd ?? now);
  return { type: 'renewal_paid', period: followOn.end > now ? followOn : periodFrom(plan, now), amountCents };
}

/**
 * What falls due for a subscription the scheduler drives: the local provider charges the card on
 * file for a renewal or a retry (Stripe's test cards decide how that goes), and cancelled or trial
 * periods end.
 */
export function dueCommand(s: Subscription, pays: boolean, now: number): Command {
  if (s.kind !== 'paid' || (s.status !== 'active' && s.status !== 'past_due')) return { type: 'period_ended' };
  return renewalCharge(s, pays, now);
}
