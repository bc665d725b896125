import { describe, expect, it } from 'vitest';
import { decide, FREE, type Command, type Subscription } from '../subscriptions/machine';
import { reconcile, type ProviderSubscription } from './reconcile';

const DAY = 86_400;
const NOW = Date.UTC(2026, 4, 1) / 1000;
const provider: ProviderSubscription = {
  id: 'sub_1',
  status: 'active',
  plan: 'pro_monthly',
  periodStart: NOW,
  periodEnd: NOW + 30 * DAY,
  cancelAtPeriodEnd: false,
  latestInvoice: { amountPaid: 1999, amountDue: 1999, attemptCount: 1, nextPaymentAttempt: null },
};

const run = (s: Subscription, commands: Command[]) =>
  commands.reduce((state, command) => {
    const outcome = decide(state, command, NOW);
    if (!outcome.ok) throw new Error(outcome.detail);
    return outcome.next;
  }, s);

describe('reconciling with the provider subscription', () => {
  it('starts a subscription the provider has and billing does not, once', () => {
    const commands = reconcile(FREE, provider, null, NOW);
    expect(commands.map((c) => c.type)).toEqual(['checkout_completed']);
    const after = run(FREE, commands);
    expect(after).toMatchObject({ plan: 'pro_monthly', status: 'active', kind: 'paid', periodEnd: NOW + 30 * DAY });
    expect(reconcile(after, provider, 'sub_1', NOW)).toEqual([]);
  });

  it('reaches the same state whichever event came first: an update already cancelling before the checkout was seen', () => {
    const cancelling = { ...provider, cancelAtPeriodEnd: true };
    const after = run(FREE, reconcile(FREE, cancelling, null, NOW));
    expect(after).toMatchObject({ status: 'cancelled', kind: 'paid', periodEnd: NOW + 30 * DAY });
    expect(reconcile(after, cancelling, 'sub_1', NOW)).toEqual([]);
  });

  it('renews when the provider period moves on, counts failed attempts from the invoice, and ends when the provider does', () => {
    const active = run(FREE, reconcile(FREE, provider, null, NOW));
    const renewed = { ...provider, periodStart: NOW + 30 * DAY, periodEnd: NOW + 61 * DAY };
    expect(reconcile(active, renewed, 'sub_1', NOW).map((c) => c.type)).toEqual(['renewal_paid']);
    const failing = { ...renewed, status: 'past_due' as const, latestInvoice: { amountPaid: 0, amountDue: 1999, attemptCount: 2, nextPaymentAttempt: NOW + 3 * DAY } };
    const pastDue = run(active, reconcile(active, failing, 'sub_1', NOW));
    expect(pastDue).toMatchObject({ status: 'past_due', failedAttempts: 2, nextRetryAt: NOW + 3 * DAY });
    expect(reconcile(pastDue, failing, 'sub_1', NOW)).toEqual([]);
    expect(reconcile(pastDue, { ...failing, status: 'canceled' }, 'sub_1', NOW).map((c) => c.type)).toEqual(['provider_ended']);
  });

  it('reactivates when the provider no longer cancels, and ignores a subscription it ended that is not ours', () => {
    const cancelled = run(FREE, reconcile(FREE, { ...provider, cancelAtPeriodEnd: true }, null, NOW));
    expect(reconcile(cancelled, provider, 'sub_1', NOW).map((c) => c.type)).toEqual(['reactivate']);
    expect(reconcile(FREE, { ...provider, status: 'canceled' }, null, NOW)).toEqual([]);
  });
});
