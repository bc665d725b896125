import { describe, expect, it } from 'vitest';
import { FREE, type Subscription } from '../subscriptions/machine';
import { dueCommand } from './due';

const DAY = 86_400;
const NOW = Date.UTC(2026, 5, 1) / 1000;
const active: Subscription = { ...FREE, plan: 'pro_monthly', kind: 'paid', periodStart: NOW - 30 * DAY, periodEnd: NOW };

describe('what falls due', () => {
  it('renews a paying card for the next period, following on from the last', () => {
    expect(dueCommand(active, true, NOW)).toEqual({ type: 'renewal_paid', amountCents: 1999, period: { start: NOW, end: Date.UTC(2026, 6, 1) / 1000 } });
  });

  it('charges the plan a downgrade switches to', () => {
    expect(dueCommand({ ...active, pendingPlan: 'lite_annual' }, true, NOW)).toMatchObject({ amountCents: 9999 });
  });

  it('counts a failing card as the next attempt, with its retry date', () => {
    expect(dueCommand(active, false, NOW)).toEqual({ type: 'renewal_failed', amountCents: 1999, attempt: 1, nextRetryAt: NOW + DAY });
    expect(dueCommand({ ...active, status: 'past_due', failedAttempts: 3 }, false, NOW)).toMatchObject({ attempt: 4, nextRetryAt: null });
  });

  it('starts a fresh period when the old one lies far behind', () => {
    const longAgo = { ...active, status: 'past_due' as const, periodEnd: NOW - 60 * DAY };
    expect(dueCommand(longAgo, true, NOW)).toMatchObject({ period: { start: NOW } });
  });

  it('ends cancelled and trial periods', () => {
    expect(dueCommand({ ...active, status: 'cancelled' }, true, NOW)).toEqual({ type: 'period_ended' });
    expect(dueCommand({ ...active, kind: 'trial' }, false, NOW)).toEqual({ type: 'period_ended' });
  });
});
