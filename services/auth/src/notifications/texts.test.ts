import { describe, expect, it } from 'vitest';
import { longDate, paymentFailedText, paymentSucceededText, subscriptionCancelledText, subscriptionTone, subscriptionUpdatedText } from './texts';

const userId = '6f1c2a9e-1b7e-4c1a-9a55-0c1d2e3f4a5b';
// 2026-12-01T03:00:00Z: still November 30 in Los Angeles.
const periodEnd = Date.UTC(2026, 11, 1, 3) / 1000;

describe('notification texts', () => {
  it('write dates in the user’s own time zone', () => {
    expect(longDate(periodEnd, 'UTC')).toBe('December 1, 2026');
    expect(longDate(periodEnd, 'America/Los_Angeles')).toBe('November 30, 2026');
  });

  it('say what happened to the subscription, by reason', () => {
    const change = { userId, subscription_type: 'pro_monthly' as const, subscription_status: 'active' as const, current_period_end: periodEnd };
    expect(subscriptionUpdatedText({ ...change, reason: 'checkout' }, 'UTC')).toBe('Your Pro Monthly subscription is active. Welcome aboard!');
    expect(subscriptionUpdatedText({ ...change, reason: 'renewed' }, 'UTC')).toBe('Your Pro Monthly subscription has renewed until December 1, 2026.');
    expect(subscriptionUpdatedText({ ...change, reason: 'trial_started' }, 'America/Los_Angeles')).toBe('Your 30-day Pro trial has started. It ends on November 30, 2026.');
    expect(subscriptionUpdatedText({ ...change, subscription_type: 'free', reason: 'expired' }, 'UTC')).toBe('Your subscription has ended. You are on the Free plan now.');
    expect(subscriptionUpdatedText({ ...change, subscription_type: 'free', reason: 'trial_ended' }, 'UTC')).toBe('Your Pro trial has ended. You are on the Free plan now.');
    expect(subscriptionUpdatedText({ ...change, subscription_type: 'lite_annual', subscription_status: 'cancelled', reason: 'trial_scheduled' }, 'UTC')).toBe(
      'Your 30-day Pro trial starts on December 1, 2026, when your paid access ends.',
    );
    expect(subscriptionUpdatedText({ ...change, subscription_type: 'elite_annual', reason: 'admin_override' }, 'UTC')).toBe('An administrator changed your plan to Elite Annual.');
    expect(subscriptionCancelledText({ userId, subscription_type: 'lite_annual', current_period_end: periodEnd }, 'UTC')).toBe(
      'Your subscription is cancelled. You keep Lite access until December 1, 2026.',
    );
  });

  it('show a failed renewal or a lost plan as a warning, never as a success', () => {
    expect(subscriptionTone('past_due')).toBe('warning');
    expect(subscriptionTone('expired')).toBe('warning');
    expect(subscriptionTone('checkout')).toBe('success');
    expect(subscriptionTone('trial_ended')).toBe('info');
  });

  it('name the amount of a payment and what comes next when it fails', () => {
    expect(paymentSucceededText({ userId, subscription_type: 'elite_monthly', amount_cents: 2999, currency: 'usd', current_period_end: periodEnd })).toBe(
      'Payment received: $29.99 for Elite Monthly. Thank you!',
    );
    const failed = { userId, subscription_type: 'pro_monthly' as const, amount_cents: 1999, currency: 'usd', failed_payment_attempts: 2 };
    expect(paymentFailedText({ ...failed, next_retry_at: periodEnd }, 'UTC')).toBe(
      'Your payment of $19.99 for Pro Monthly failed (attempt 2). We will try again on December 1, 2026; you can update your card in the billing portal.',
    );
    expect(paymentFailedText({ ...failed, next_retry_at: null }, 'UTC')).toBe('Your payment of $19.99 for Pro Monthly failed again and no tries are left.');
  });
});
