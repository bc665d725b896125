import type { PlanId } from '@laneforge/contracts';
import { priceOf } from '../subscriptions/apply';
import { effectivePlan, nextRetryAfter, periodFrom, type Command, type Subscription } from '../subscriptions/machine';

/**
 * What falls due for a subscription the scheduler drives: the local provider charges the card on
 * file for a renewal or a retry (Stripe's test cards decide how that goes), and cancelled or trial
 * periods end. A new period follows on from the old one, as a card provider's would.
 */
export function dueCommand(s: Subscription, card: 'pays' | 'fails_renewals' | null, now: number): Command {
  if (s.kind !== 'paid' || (s.status !== 'active' && s.status !== 'past_due')) return { type: 'period_ended' };
  const plan = effectivePlan(s.pendingPlan ?? s.plan) as PlanId;
  const amountCents = priceOf(plan);
  if (card !== 'pays') {
    const attempt = s.failedAttempts + 1;
    return { type: 'renewal_failed', amountCents, attempt, nextRetryAt: nextRetryAfter(attempt, now) };
  }
  const followOn = periodFrom(plan, s.periodEnd ?? now);
  return { type: 'renewal_paid', period: followOn.end > now ? followOn : periodFrom(plan, now), amountCents };
}
