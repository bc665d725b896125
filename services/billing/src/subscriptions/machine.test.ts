import { describe, expect, it } from 'vitest';
import { decide, FREE, isUpgrade, nextRetryAfter, periodFrom, upgradeCharge, type Command, type Notice, type Subscription } from './machine';

const DAY = 86_400;
const NOW = Date.UTC(2026, 2, 15, 12) / 1000;
const period = { start: NOW, end: NOW + 30 * DAY };

/** Every state a subscription can be in, each reached the way a user would reach it. */
const states: Record<string, Subscription> = {
  free: FREE,
  legacyMonthly: { ...FREE, plan: 'monthly', kind: 'paid', periodStart: NOW - 10 * DAY, periodEnd: NOW + 20 * DAY },
  active: { ...FREE, plan: 'pro_monthly', kind: 'paid', periodStart: NOW - 10 * DAY, periodEnd: NOW + 20 * DAY },
  activeDue: { ...FREE, plan: 'pro_monthly', kind: 'paid', periodStart: NOW - 31 * DAY, periodEnd: NOW - DAY },
  downgrading: { ...FREE, plan: 'elite_monthly', kind: 'paid', periodStart: NOW - 10 * DAY, periodEnd: NOW + 20 * DAY, pendingPlan: 'lite_monthly' },
  cancelledInGrace: { ...FREE, plan: 'pro_monthly', status: 'cancelled', kind: 'paid', periodStart: NOW - 10 * DAY, periodEnd: NOW + 20 * DAY, trialOffered: true },
  cancelledOver: { ...FREE, plan: 'pro_monthly', status: 'cancelled', kind: 'paid', periodStart: NOW - 31 * DAY, periodEnd: NOW - DAY, trialOffered: true },
  trialAfterPaid: { ...FREE, plan: 'pro_monthly', status: 'cancelled', kind: 'paid', periodStart: NOW - 10 * DAY, periodEnd: NOW + 20 * DAY, trialOffered: true, trialUsed: true, trialScheduled: true },
  trialAfterPaidOver: { ...FREE, plan: 'lite_monthly', status: 'cancelled', kind: 'paid', periodStart: NOW - 31 * DAY, periodEnd: NOW - DAY, trialOffered: true, trialUsed: true, trialScheduled: true },
  pastDue: { ...FREE, plan: 'pro_monthly', status: 'past_due', kind: 'paid', periodStart: NOW - 31 * DAY, periodEnd: NOW - DAY, failedAttempts: 1, nextRetryAt: NOW },
  trial: { ...FREE, plan: 'pro_monthly', kind: 'trial', periodStart: NOW - 5 * DAY, periodEnd: NOW + 25 * DAY, trialOffered: true, trialUsed: true },
  trialOver: { ...FREE, plan: 'pro_monthly', kind: 'trial', periodStart: NOW - 30 * DAY, periodEnd: NOW, trialOffered: true, trialUsed: true },
  expiredWithOffer: { ...FREE, status: 'expired', trialOffered: true },
  expiredTrialUsed: { ...FREE, status: 'expired', trialOffered: true, trialUsed: true },
  manual: { ...FREE, plan: 'elite_annual', kind: 'manual', periodStart: NOW - DAY },
  admin: { ...FREE, plan: 'admin', kind: 'manual' },
};
type StateName = keyof typeof states;

type Expected = 'refused' | { plan?: string; status?: string; kind?: string; notices: Notice['type'][]; reason?: string; check?: (s: Subscription) => void };

const commands: Record<string, Command> = {
  checkout: { type: 'checkout_completed', plan: 'elite_annual', period, amountCents: 29999 },
  upgrade: { type: 'change_plan', plan: 'elite_monthly', period, amountCents: 2999 },
  downgrade: { type: 'change_plan', plan: 'lite_monthly', period, amountCents: 999 },
  cancel: { type: 'cancel' },
  reactivate: { type: 'reactivate' },
  trial: { type: 'start_trial' },
  renewalPaid: { type: 'renewal_paid', period, amountCents: 1999 },
  renewalFailed: { type: 'renewal_failed', amountCents: 1999, attempt: 2, nextRetryAt: NOW + 3 * DAY },
  lastRenewalFailed: { type: 'renewal_failed', amountCents: 1999, attempt: 4, nextRetryAt: null },
  periodEnded: { type: 'period_ended' },
  providerEnded: { type: 'provider_ended' },
  adminElite: { type: 'admin_override', plan: 'elite_monthly', status: 'active' },
  adminCancel: { type: 'admin_override', plan: 'pro_monthly', status: 'cancelled' },
  adminExpire: { type: 'admin_override', plan: 'pro_monthly', status: 'expired' },
};
type CommandName = keyof typeof commands;

const updated = (reason: string, ...more: Notice['type'][]): Pick<Exclude<Expected, 'refused'>, 'notices' | 'reason'> => ({ notices: ['subscription_updated', ...more], reason });
const paidAgain = { plan: 'elite_annual', status: 'active', kind: 'paid', ...updated('checkout', 'payment_succeeded') };
/** The Pro trial's 30 days, starting at `start`. */
const trialFrom = (start: number, reason = 'trial_started'): Exclude<Expected, 'refused'> => ({
  plan: 'pro_monthly',
  status: 'active',
  kind: 'trial',
  ...updated(reason),
  check: (s) => expect([s.periodStart, s.periodEnd, s.trialUsed, s.trialScheduled]).toEqual([start, start + 30 * DAY, true, false]),
});
const toFree = (reason: string, ...notices: Notice['type'][]): Exclude<Expected, 'refused'> => ({ plan: 'free', status: 'expired', kind: 'none', notices: [...notices, 'subscription_updated'], reason });

/** The whole table: what each command does in each state. Anything not listed is refused. */
const table: Record<CommandName, Partial<Record<StateName, Expected>>> = {
  checkout: {
    free: paidAgain,
    cancelledOver: paidAgain,
    trialAfterPaidOver: paidAgain,
    trial: paidAgain,
    trialOver: paidAgain,
    expiredWithOffer: paidAgain,
    expiredTrialUsed: paidAgain,
    manual: paidAgain,
    admin: paidAgain,
  },
  upgrade: {
    active: { plan: 'elite_monthly', status: 'active', ...updated('plan_changed', 'payment_succeeded'), check: (s) => expect(s.periodEnd).toBe(period.end) },
    legacyMonthly: { plan: 'elite_monthly', ...updated('plan_changed', 'payment_succeeded') },
    activeDue: { plan: 'elite_monthly', ...updated('plan_changed', 'payment_succeeded') },
    downgrading: { plan: 'elite_monthly', ...updated('plan_changed'), check: (s) => expect(s.pendingPlan).toBeNull() },
    // Choosing a plan to pay for keeps a cancelled one with paid time left: it runs again, changed.
    cancelledInGrace: { plan: 'elite_monthly', status: 'active', kind: 'paid', ...updated('plan_changed', 'payment_succeeded') },
    trialAfterPaid: { plan: 'elite_monthly', status: 'active', ...updated('plan_changed', 'payment_succeeded'), check: (s) => expect([s.trialScheduled, s.trialUsed]).toEqual([false, false]) },
  },
  downgrade: {
    active: { plan: 'pro_monthly', ...updated('downgrade_scheduled'), check: (s) => expect(s.pendingPlan).toBe('lite_monthly') },
    legacyMonthly: { plan: 'monthly', ...updated('downgrade_scheduled'), check: (s) => expect(s.pendingPlan).toBe('lite_monthly') },
    activeDue: { plan: 'pro_monthly', ...updated('downgrade_scheduled') },
    cancelledInGrace: { plan: 'pro_monthly', status: 'active', ...updated('downgrade_scheduled'), check: (s) => expect(s.pendingPlan).toBe('lite_monthly') },
    trialAfterPaid: { plan: 'pro_monthly', status: 'active', ...updated('downgrade_scheduled') },
  },
  cancel: {
    active: { plan: 'pro_monthly', status: 'cancelled', kind: 'paid', notices: ['subscription_cancelled'], check: (s) => expect(s.trialOffered).toBe(true) },
    legacyMonthly: { plan: 'monthly', status: 'cancelled', notices: ['subscription_cancelled'] },
    activeDue: { status: 'cancelled', notices: ['subscription_cancelled'] },
    downgrading: { plan: 'elite_monthly', status: 'cancelled', notices: ['subscription_cancelled'], check: (s) => expect(s.pendingPlan).toBeNull() },
    pastDue: { ...toFree('expired'), check: (s) => expect(s.trialOffered).toBe(true) },
    trial: { plan: 'pro_monthly', status: 'cancelled', kind: 'trial', notices: ['subscription_cancelled'] },
    trialOver: { status: 'cancelled', kind: 'trial', notices: ['subscription_cancelled'] },
    manual: { plan: 'elite_annual', status: 'cancelled', kind: 'manual', notices: ['subscription_cancelled'], check: (s) => expect(s.trialOffered).toBe(false) },
  },
  reactivate: {
    cancelledInGrace: { plan: 'pro_monthly', status: 'active', kind: 'paid', ...updated('reactivated') },
    // The trial waiting for the paid time to end is given back, unused.
    trialAfterPaid: { plan: 'pro_monthly', status: 'active', kind: 'paid', ...updated('reactivated'), check: (s) => expect([s.trialScheduled, s.trialUsed]).toEqual([false, false]) },
  },
  trial: {
    // The 30 days start when the paid access ends, never over a period already paid for.
    cancelledInGrace: {
      plan: 'pro_monthly',
      status: 'cancelled',
      kind: 'paid',
      ...updated('trial_scheduled'),
      check: (s) => expect([s.periodEnd, s.trialUsed, s.trialScheduled]).toEqual([NOW + 20 * DAY, true, true]),
    },
    cancelledOver: trialFrom(NOW),
    expiredWithOffer: trialFrom(NOW),
  },
  renewalPaid: {
    active: { plan: 'pro_monthly', status: 'active', ...updated('renewed', 'payment_succeeded'), check: (s) => expect([s.periodStart, s.periodEnd]).toEqual([period.start, period.end]) },
    legacyMonthly: { plan: 'pro_monthly', ...updated('renewed', 'payment_succeeded') },
    activeDue: { plan: 'pro_monthly', ...updated('renewed', 'payment_succeeded') },
    downgrading: { plan: 'lite_monthly', ...updated('plan_changed', 'payment_succeeded'), check: (s) => expect(s.pendingPlan).toBeNull() },
    pastDue: { plan: 'pro_monthly', status: 'active', ...updated('renewed', 'payment_succeeded'), check: (s) => expect([s.failedAttempts, s.nextRetryAt]).toEqual([0, null]) },
  },
  renewalFailed: {
    active: { status: 'past_due', notices: ['payment_failed', 'subscription_updated'], reason: 'past_due', check: (s) => expect([s.failedAttempts, s.nextRetryAt]).toEqual([2, NOW + 3 * DAY]) },
    legacyMonthly: { status: 'past_due', notices: ['payment_failed', 'subscription_updated'] },
    activeDue: { status: 'past_due', notices: ['payment_failed', 'subscription_updated'] },
    downgrading: { status: 'past_due', notices: ['payment_failed', 'subscription_updated'] },
    pastDue: { status: 'past_due', notices: ['payment_failed'], check: (s) => expect(s.failedAttempts).toBe(2) },
  },
  lastRenewalFailed: {
    active: toFree('expired', 'payment_failed'),
    legacyMonthly: toFree('expired', 'payment_failed'),
    activeDue: toFree('expired', 'payment_failed'),
    downgrading: toFree('expired', 'payment_failed'),
    pastDue: toFree('expired', 'payment_failed'),
  },
  periodEnded: {
    cancelledOver: toFree('expired'),
    trialOver: toFree('trial_ended'),
    trialAfterPaidOver: trialFrom(NOW - DAY),
  },
  providerEnded: {
    legacyMonthly: toFree('expired'),
    active: toFree('expired'),
    activeDue: toFree('expired'),
    downgrading: toFree('expired'),
    cancelledInGrace: toFree('expired'),
    cancelledOver: toFree('expired'),
    pastDue: toFree('expired'),
    // Ended early at the provider: the trial starts now; ended at its period end: from then.
    trialAfterPaid: trialFrom(NOW),
    trialAfterPaidOver: trialFrom(NOW - DAY),
  },
  adminElite: {
    ...Object.fromEntries(Object.keys(states).map((name) => [name, { plan: 'elite_monthly', status: 'active', kind: 'manual', ...updated('admin_override') }])),
    downgrading: { plan: 'elite_monthly', status: 'active', kind: 'paid', notices: [] },
  } as Record<StateName, Expected>,
  adminCancel: {
    ...Object.fromEntries(Object.keys(states).map((name) => [name, { plan: 'pro_monthly', status: 'cancelled', kind: 'manual', ...updated('admin_override') }])),
    active: { plan: 'pro_monthly', status: 'cancelled', kind: 'paid', ...updated('admin_override'), check: (s) => expect(s.periodEnd).toBe(NOW + 20 * DAY) },
    activeDue: { status: 'cancelled', kind: 'paid', ...updated('admin_override'), check: (s) => expect(s.periodEnd).toBe(NOW) },
    pastDue: { status: 'cancelled', kind: 'paid', ...updated('admin_override') },
    legacyMonthly: { status: 'cancelled', kind: 'paid', ...updated('admin_override') },
    cancelledInGrace: { status: 'cancelled', kind: 'paid', notices: [] },
    cancelledOver: { status: 'cancelled', kind: 'paid', notices: [] },
    trialAfterPaid: { status: 'cancelled', kind: 'paid', notices: [] },
    trialAfterPaidOver: { status: 'cancelled', kind: 'manual', ...updated('admin_override') },
  } as Record<StateName, Expected>,
  adminExpire: {
    ...Object.fromEntries(Object.keys(states).map((name) => [name, toFree('admin_override')])),
    expiredWithOffer: { plan: 'free', status: 'expired', notices: [] },
    expiredTrialUsed: { plan: 'free', status: 'expired', notices: [] },
  } as Record<StateName, Expected>,
};

const cases = Object.entries(table).flatMap(([command, byState]) =>
  Object.keys(states).map((state) => ({ command: command as CommandName, state: state as StateName, expected: byState[state as StateName] ?? ('refused' as const) })),
);

describe('the subscription state machine', () => {
  it.each(cases)('$command from $state', ({ command, state, expected }) => {
    const outcome = decide(states[state]!, commands[command]!, NOW);
    if (expected === 'refused') {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.detail).toMatch(/\w+/);
      return;
    }
    if (!outcome.ok) throw new Error(`refused: ${outcome.detail}`);
    const { next, notices } = outcome;
    if (expected.plan) expect(next.plan).toBe(expected.plan);
    if (expected.status) expect(next.status).toBe(expected.status);
    if (expected.kind) expect(next.kind).toBe(expected.kind);
    expect(notices.map((n) => n.type)).toEqual(expected.notices);
    if (expected.reason) expect(notices.find((n) => n.type === 'subscription_updated')).toMatchObject({ reason: expected.reason });
    expected.check?.(next);
  });

  it('refuses what a person could try, with a reason they can act on', () => {
    const refusal = (state: StateName, command: Command) => {
      const outcome = decide(states[state]!, command, NOW);
      return outcome.ok ? 'accepted' : outcome.detail;
    };
    expect(refusal('active', commands.checkout!)).toBe('You already have the Pro Monthly plan. Switch to Elite Annual with Change plan, so you are never charged twice.');
    expect(refusal('active', { ...commands.checkout!, plan: 'pro_monthly' } as Command)).toBe('You already have the Pro Monthly plan.');
    expect(refusal('cancelledInGrace', { ...commands.checkout!, plan: 'pro_monthly' } as Command)).toBe(
      'Your Pro Monthly plan is cancelled but paid until April 4, 2026. Reactivate it instead of buying it again: you will not be charged until then.',
    );
    expect(refusal('cancelledInGrace', { type: 'change_plan', plan: 'pro_monthly', period, amountCents: 0 })).toMatch(/^Your Pro Monthly plan is cancelled but paid until April 4, 2026\. Reactivate it/);
    expect(refusal('pastDue', commands.checkout!)).toBe('Your last payment for Pro Monthly failed. Update your card and use Pay now in the billing portal (Manage Billing) before changing plans.');
    expect(refusal('pastDue', commands.upgrade!)).toMatch(/^Your last payment for Pro Monthly failed\./);
    expect(refusal('free', commands.cancel!)).toBe('You have no paid subscription to cancel.');
    expect(refusal('cancelledInGrace', commands.cancel!)).toBe('Your subscription is already cancelled.');
    expect(refusal('cancelledOver', commands.reactivate!)).toBe('The grace period has ended. Please choose a plan to subscribe again.');
    expect(refusal('active', commands.reactivate!)).toBe('Only a cancelled subscription can be reactivated.');
    expect(refusal('expiredTrialUsed', commands.trial!)).toBe('The Pro trial has already been used.');
    expect(refusal('free', commands.trial!)).toBe('The Pro trial is offered after a cancellation.');
    expect(refusal('active', { type: 'change_plan', plan: 'pro_monthly', period, amountCents: 0 })).toBe('You are already on the Pro Monthly plan.');
    expect(refusal('downgrading', commands.downgrade!)).toBe('Your plan already changes to Lite Monthly at the end of this period.');
    expect(refusal('pastDue', { type: 'renewal_failed', amountCents: 1999, attempt: 1, nextRetryAt: NOW + DAY })).toBe('Attempt 1 was already counted.');
  });

  it('starts the Pro trial when the paid access ends: a cancelled Lite year keeps Lite, then 30 days of Pro, then Free', () => {
    const liteAnnual = { ...FREE, plan: 'lite_annual' as const, kind: 'paid' as const, periodStart: NOW - 30 * DAY, periodEnd: NOW + 335 * DAY };
    const cancelled = decide(liteAnnual, { type: 'cancel' }, NOW);
    if (!cancelled.ok) throw new Error('cancel refused');
    const accepted = decide(cancelled.next, { type: 'start_trial' }, NOW);
    if (!accepted.ok) throw new Error('trial refused');
    expect(accepted.next).toMatchObject({ plan: 'lite_annual', status: 'cancelled', kind: 'paid', periodEnd: NOW + 335 * DAY, trialScheduled: true });
    expect(decide(accepted.next, { type: 'period_ended' }, NOW + 334 * DAY)).toMatchObject({ ok: false });
    const started = decide(accepted.next, { type: 'period_ended' }, NOW + 335 * DAY + 60);
    if (!started.ok) throw new Error('the trial did not start');
    expect(started.next).toMatchObject({ plan: 'pro_monthly', kind: 'trial', status: 'active', periodStart: NOW + 335 * DAY, periodEnd: NOW + 365 * DAY });
    expect(started.notices).toEqual([{ type: 'subscription_updated', reason: 'trial_started' }]);
    const over = decide(started.next, { type: 'period_ended' }, NOW + 365 * DAY);
    expect(over.ok && over.next).toMatchObject({ plan: 'free', status: 'expired', trialUsed: true });
  });

  it('never lets a paid-for period be bought twice, and Reactivate keeps it for free', () => {
    const cancelled = states.cancelledInGrace!;
    const again = decide(cancelled, { type: 'checkout_completed', plan: 'pro_monthly', period, amountCents: 1999 }, NOW);
    expect(again).toMatchObject({ ok: false, status: 409, detail: expect.stringMatching(/Reactivate/) });
    const reactivated = decide(cancelled, { type: 'reactivate' }, NOW);
    expect(reactivated.ok && reactivated.notices.map((n) => n.type)).toEqual(['subscription_updated']);
  });

  it('charges nothing for an upgrade the unused part of the old plan pays for', () => {
    const liteYear = { ...FREE, plan: 'lite_annual' as const, kind: 'paid' as const, periodStart: NOW, periodEnd: NOW + 365 * DAY };
    expect(upgradeCharge(liteYear, 'elite_monthly', NOW)).toBe(0);
    const changed = decide(liteYear, { type: 'change_plan', plan: 'elite_monthly', period, amountCents: 0 }, NOW);
    expect(changed.ok && changed.notices.map((n) => n.type)).toEqual(['subscription_updated']);
  });

  it('offers no Pro trial to someone cancelling a plan above Pro', () => {
    const elite = { ...FREE, plan: 'elite_monthly' as const, kind: 'paid' as const, periodStart: NOW - 5 * DAY, periodEnd: NOW + 25 * DAY };
    const cancelled = decide(elite, { type: 'cancel' }, NOW);
    expect(cancelled.ok && cancelled.next.trialOffered).toBe(false);
  });

  it('offers the Pro trial once: a second cancellation after the trial offers nothing', () => {
    const cancelled = decide(states.active!, { type: 'cancel' }, NOW);
    if (!cancelled.ok) throw new Error('cancel refused');
    const trial = decide(cancelled.next, { type: 'start_trial' }, NOW);
    if (!trial.ok) throw new Error('trial refused');
    const started = decide(trial.next, { type: 'period_ended' }, NOW + 20 * DAY);
    if (!started.ok) throw new Error('trial did not start');
    const over = decide(started.next, { type: 'period_ended' }, NOW + 50 * DAY);
    if (!over.ok) throw new Error('trial did not end');
    expect(over.next).toMatchObject({ plan: 'free', status: 'expired', trialUsed: true });
    const again = decide(over.next, { type: 'checkout_completed', plan: 'pro_monthly', period, amountCents: 1999 }, NOW + 31 * DAY);
    if (!again.ok) throw new Error('checkout refused');
    const cancelledAgain = decide(again.next, { type: 'cancel' }, NOW + 32 * DAY);
    expect(cancelledAgain.ok && cancelledAgain.next.trialUsed).toBe(true);
    expect(decide(cancelledAgain.ok ? cancelledAgain.next : FREE, { type: 'start_trial' }, NOW + 32 * DAY)).toMatchObject({ ok: false, detail: 'The Pro trial has already been used.' });
  });

  it('retries a failed renewal after 1, 3 and 5 days, then gives up', () => {
    expect([1, 2, 3, 4].map((attempt) => nextRetryAfter(attempt, NOW))).toEqual([NOW + DAY, NOW + 3 * DAY, NOW + 5 * DAY, null]);
  });

  it('counts periods in calendar months and years, keeping the day where the month has it', () => {
    const jan31 = Date.UTC(2026, 0, 31) / 1000;
    expect(new Date(periodFrom('pro_monthly', jan31).end * 1000).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(new Date(periodFrom('pro_annual', jan31).end * 1000).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('calls a higher tier, or a year instead of a month, an upgrade; legacy monthly is Pro', () => {
    expect(isUpgrade('lite_annual', 'pro_monthly')).toBe(true);
    expect(isUpgrade('pro_monthly', 'pro_annual')).toBe(true);
    expect(isUpgrade('pro_annual', 'pro_monthly')).toBe(false);
    expect(isUpgrade('monthly', 'lite_annual')).toBe(false);
    expect(isUpgrade('annual', 'elite_monthly')).toBe(true);
  });

  it('credits the unused part of the old plan against an upgrade', () => {
    const half = { ...states.active!, periodStart: NOW - 15 * DAY, periodEnd: NOW + 15 * DAY };
    expect(upgradeCharge(half, 'elite_monthly', NOW)).toBe(2999 - Math.round(1999 / 2));
    expect(upgradeCharge(states.trial!, 'elite_monthly', NOW)).toBe(2999);
  });
});
