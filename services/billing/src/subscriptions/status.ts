import type { BillingStatus } from '@laneforge/contracts';
import { inGracePeriod, trialAvailable, type Subscription } from './machine';

/** Spec §3 "Billing status" of a subscription at the customer's `now`. */
export function statusView(s: Subscription, now: number): BillingStatus {
  return {
    subscription_type: s.plan,
    subscription_status: s.status,
    in_grace_period: inGracePeriod(s, now),
    grace_period_end: s.status === 'cancelled' ? s.periodEnd : null,
    payment_issues: s.status === 'past_due',
    failed_payment_attempts: s.failedAttempts,
    pro_trial_available: trialAvailable(s),
    billing_period_start: s.periodStart,
    billing_period_end: s.periodEnd,
    scheduled_plan: s.pendingPlan,
    next_retry_at: s.nextRetryAt,
    renews: s.kind === 'paid' && s.status === 'active',
    pro_trial_starts_at: s.trialScheduled ? s.periodEnd : null,
  };
}

