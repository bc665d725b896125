import type { AdminMessageType, EventPayload, SubscriptionChangeReason } from '@laneforge/contracts';
import { planLabel, tierName } from '@laneforge/contracts/tiers';

/** "November 23, 2026" in the user's own time zone. */
export function longDate(unixSeconds: number | null, timeZone: string): string {
  if (unixSeconds === null) return 'the end of the period';
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(unixSeconds * 1000));
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

type Updated = EventPayload<'billing.subscription_updated'>;

const subscriptionTexts: Record<SubscriptionChangeReason, (change: Updated, until: string) => string> = {
  checkout: (c) => `Your ${planLabel(c.subscription_type)} subscription is active. Welcome aboard!`,
  plan_changed: (c) => `Your plan is now ${planLabel(c.subscription_type)}.`,
  downgrade_scheduled: (c, until) => `Your plan changes to ${planLabel(c.scheduled_type ?? c.subscription_type)} on ${until}.`,
  renewed: (c, until) => `Your ${planLabel(c.subscription_type)} subscription has renewed until ${until}.`,
  reactivated: (c, until) => `Your ${planLabel(c.subscription_type)} subscription is active again. It renews on ${until}.`,
  cancel_scheduled: (c, until) => `Your subscription is cancelled. You keep ${tierName(c.subscription_type)} access until ${until}.`,
  trial_scheduled: (_c, until) => `Your 30-day Pro trial starts on ${until}, when your paid access ends.`,
  trial_started: (_c, until) => `Your 30-day Pro trial has started. It ends on ${until}.`,
  trial_ended: () => 'Your Pro trial has ended. You are on the Free plan now.',
  expired: () => 'Your subscription has ended. You are on the Free plan now.',
  past_due: () => 'We could not renew your subscription. Please update your card in the billing portal.',
  admin_override: (c) => `An administrator changed your plan to ${planLabel(c.subscription_type)}.`,
};

/** How a change should look when it is shown: a failed renewal or a lost plan is a warning, never a success. */
export function subscriptionTone(reason: SubscriptionChangeReason | undefined): AdminMessageType {
  if (reason === 'past_due' || reason === 'expired') return 'warning';
  if (reason === 'trial_ended' || reason === 'admin_override') return 'info';
  return 'success';
}

/** The words of a subscription change, as the user's notification says them. */
export function subscriptionUpdatedText(change: Updated, timeZone: string): string {
  const until = longDate(change.current_period_end, timeZone);
  return subscriptionTexts[change.reason ?? 'plan_changed'](change, until);
}

export function subscriptionCancelledText(change: EventPayload<'billing.subscription_cancelled'>, timeZone: string): string {
  return subscriptionTexts.cancel_scheduled({ ...change, subscription_status: 'cancelled' }, longDate(change.current_period_end, timeZone));
}

export function paymentSucceededText(payment: EventPayload<'billing.payment_succeeded'>): string {
  return `Payment received: ${money(payment.amount_cents, payment.currency)} for ${planLabel(payment.subscription_type)}. Thank you!`;
}

export function paymentFailedText(payment: EventPayload<'billing.payment_failed'>, timeZone: string): string {
  const amount = `${money(payment.amount_cents, payment.currency)} for ${planLabel(payment.subscription_type)}`;
  return payment.next_retry_at === null
    ? `Your payment of ${amount} failed again and no tries are left.`
    : `Your payment of ${amount} failed (attempt ${payment.failed_payment_attempts}). We will try again on ${longDate(payment.next_retry_at, timeZone)}; you can update your card in the billing portal.`;
}
