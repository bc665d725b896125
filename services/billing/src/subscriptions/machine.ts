import { PRICE_CATALOGUE, type PlanId, type SubscriptionChangeReason, type SubscriptionType } from '@laneforge/contracts';
import { planLabel } from '@laneforge/contracts/tiers';
import { dayText } from './dates';

/**
 * The subscription state machine (DECISIONS.md "Subscriptions"): pure, no I/O. Every way a
 * subscription changes — a checkout, a user's cancel, a renewal the scheduler charges, a Stripe
 * webhook, an administrator — is a command here; the answer is the next state and what to tell
 * the other services, or a refusal in words a person can act on. Times are unix seconds.
 */

export type Status = 'active' | 'cancelled' | 'past_due' | 'expired';
/** `paid`: renewed by the provider. `trial`: the Pro trial, no card. `manual`: set by an administrator, never charged. */
export type Kind = 'none' | 'paid' | 'trial' | 'manual';

export interface Subscription {
  plan: SubscriptionType;
  status: Status;
  kind: Kind;
  periodStart: number | null;
  periodEnd: number | null;
  /** A downgrade that takes effect at the next renewal. */
  pendingPlan: PlanId | null;
  failedAttempts: number;
  nextRetryAt: number | null;
  trialOffered: boolean;
  trialUsed: boolean;
  /**
   * The Pro trial, accepted while a cancelled plan's paid time lasts: its 30 days start when that
   * time ends, so they never restate a period already paid for (DECISIONS.md).
   */
  trialScheduled: boolean;
}

export const FREE: Subscription = {
  plan: 'free',
  status: 'active',
  kind: 'none',
  periodStart: null,
  periodEnd: null,
  pendingPlan: null,
  failedAttempts: 0,
  nextRetryAt: null,
  trialOffered: false,
  trialUsed: false,
  trialScheduled: false,
};

export const TRIAL_DAYS = 30;
export const TRIAL_PLAN: PlanId = 'pro_monthly';
/** After a failed renewal the card is tried again after these many days; after the last, the subscription ends. */
export const RETRY_DELAYS_DAYS = [1, 3, 5] as const;
const DAY = 86_400;

export interface Period {
  start: number;
  end: number;
}

export type Command =
  | { type: 'checkout_completed'; plan: PlanId; period: Period; amountCents: number }
  | { type: 'change_plan'; plan: PlanId; period: Period; amountCents: number }
  | { type: 'cancel' }
  | { type: 'reactivate' }
  | { type: 'start_trial' }
  | { type: 'renewal_paid'; period: Period; amountCents: number }
  | { type: 'renewal_failed'; amountCents: number; attempt: number; nextRetryAt: number | null }
  | { type: 'period_ended' }
  | { type: 'provider_ended' }
  | { type: 'admin_override'; plan: SubscriptionType; status: 'active' | 'cancelled' | 'expired' };

export type Notice =
  | { type: 'subscription_updated'; reason: SubscriptionChangeReason; scheduledPlan?: PlanId }
  | { type: 'subscription_cancelled' }
  | { type: 'payment_succeeded'; amountCents: number }
  | { type: 'payment_failed'; amountCents: number; attempts: number; nextRetryAt: number | null };

export type Outcome = { ok: true; next: Subscription; notices: Notice[] } | { ok: false; status: 400 | 404 | 409; detail: string };

const refuse = (status: 400 | 404 | 409, detail: string): Outcome => ({ ok: false, status, detail });
const done = (next: Subscription, ...notices: Notice[]): Outcome => ({ ok: true, next, notices });

/** Legacy `monthly` / `annual` are Pro (DECISIONS.md). */
export function effectivePlan(type: SubscriptionType): SubscriptionType {
  if (type === 'monthly') return 'pro_monthly';
  if (type === 'annual') return 'pro_annual';
  return type;
}

const TIER_RANK: Record<string, number> = { free: 0, lite: 1, pro: 2, elite: 3, admin: 4 };
const tierRank = (type: SubscriptionType) => TIER_RANK[effectivePlan(type).split('_')[0] ?? 'free'] ?? 0;

/** An upgrade takes effect at once: a higher tier, or the same tier paid yearly instead of monthly. */
export function isUpgrade(from: SubscriptionType, to: PlanId): boolean {
  const [fromTier = 'free', fromCycle] = effectivePlan(from).split('_');
  const [toTier = 'free', toCycle] = to.split('_');
  if (TIER_RANK[toTier]! !== TIER_RANK[fromTier]!) return TIER_RANK[toTier]! > TIER_RANK[fromTier]!;
  return fromCycle === 'monthly' && toCycle === 'annual';
}

/** One billing period of `plan` from `start`: a calendar month or year later (UTC), as card providers count. */
export function periodFrom(plan: PlanId, start: number): Period {
  const date = new Date(start * 1000);
  if (PRICE_CATALOGUE[plan].interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else {
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + 1);
    const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, lastDay));
  }
  return { start, end: Math.floor(date.getTime() / 1000) };
}

/** What an upgrade costs now: the new plan's price less the unused share of what was paid for the old one. */
export function upgradeCharge(current: Subscription, to: PlanId, now: number): number {
  const price = PRICE_CATALOGUE[to].amountCents;
  const from = effectivePlan(current.plan);
  if (current.kind !== 'paid' || !(from in PRICE_CATALOGUE) || current.periodStart === null || current.periodEnd === null) return price;
  const length = current.periodEnd - current.periodStart;
  const unused = length > 0 ? Math.max(0, current.periodEnd - now) / length : 0;
  const credit = Math.round(PRICE_CATALOGUE[from as PlanId].amountCents * unused);
  return Math.max(0, price - credit);
}

/** When the next try after `attempt` failed tries falls, or null when none is left. */
export function nextRetryAfter(attempt: number, now: number): number | null {
  const days = RETRY_DELAYS_DAYS[attempt - 1];
  return days === undefined ? null : now + days * DAY;
}

export const inGracePeriod = (s: Subscription, now: number) => s.status === 'cancelled' && s.periodEnd !== null && now < s.periodEnd;

/** A cancelled plan the user paid for, with paid time left: Reactivate keeps it, nothing buys it again. */
export const paidTimeLeft = (s: Subscription, now: number) => s.kind === 'paid' && inGracePeriod(s, now);

/** The Pro trial: offered after a cancellation, once per user, while the user has no running paid plan. */
export const trialAvailable = (s: Subscription) =>
  s.trialOffered && !s.trialUsed && (s.status === 'cancelled' || s.status === 'expired' || s.kind === 'none');

/** Whether the period end of `s` has come: what the scheduler acts on. */
export function dueAt(s: Subscription): number | null {
  if (s.status === 'past_due') return s.nextRetryAt;
  if (s.status === 'cancelled') return s.periodEnd ?? 0;
  if (s.status === 'active' && (s.kind === 'paid' || s.kind === 'trial')) return s.periodEnd;
  return null;
}

const ended = (s: Subscription): Subscription => ({ ...FREE, status: 'expired', trialOffered: s.trialOffered, trialUsed: s.trialUsed });

const startPaid = (s: Subscription, plan: PlanId, period: Period): Subscription => ({
  ...s,
  plan,
  status: 'active',
  kind: 'paid',
  periodStart: period.start,
  periodEnd: period.end,
  pendingPlan: null,
  failedAttempts: 0,
  nextRetryAt: null,
});

type Handler<C extends Command['type']> = (s: Subscription, command: Extract<Command, { type: C }>, now: number) => Outcome;

/** What a past-due user is told when they try to buy or change a plan: the failed payment comes first. */
export const pastDueDetail = (s: Subscription) =>
  `Your last payment for ${planLabel(s.plan)} failed. Update your card and use Pay now in the billing portal (Manage Billing) before changing plans.`;

/** What Reactivate keeps: the plan the user already paid for, until its period end. */
export const reactivateDetail = (s: Subscription) =>
  `Your ${planLabel(s.plan)} plan is cancelled but paid until ${dayText(s.periodEnd)}. Reactivate it instead of buying it again: you will not be charged until then.`;

/**
 * Why buying `plan` as a new subscription would charge twice (DECISIONS.md "One subscription at a
 * time"), or null when it would not: the same plan is kept or reactivated, another one is a Change
 * plan of the running subscription, and a failed payment is settled first.
 */
export function secondSubscription(s: Subscription, plan: PlanId, now: number): string | null {
  if (s.kind !== 'paid') return null;
  if (s.status === 'past_due') return pastDueDetail(s);
  const same = effectivePlan(s.plan) === plan;
  if (s.status === 'active') {
    return same
      ? `You already have the ${planLabel(plan)} plan.`
      : `You already have the ${planLabel(s.plan)} plan. Switch to ${planLabel(plan)} with Change plan, so you are never charged twice.`;
  }
  if (paidTimeLeft(s, now)) {
    return same ? reactivateDetail(s) : `Your ${planLabel(s.plan)} plan is paid until ${dayText(s.periodEnd)}. Switch to ${planLabel(plan)} with Change plan, so you are never charged twice.`;
  }
  return null;
}

const checkoutCompleted: Handler<'checkout_completed'> = (s, c, now) => {
  const twice = secondSubscription(s, c.plan, now);
  if (twice) return refuse(409, twice);
  return done(startPaid(s, c.plan, c.period), { type: 'subscription_updated', reason: 'checkout' }, { type: 'payment_succeeded', amountCents: c.amountCents });
};

/** A cancelled plan running again: the trial it had scheduled is given back, unused. */
const resumed = (s: Subscription): Subscription => ({ ...s, status: 'active', ...(s.trialScheduled ? { trialScheduled: false, trialUsed: false } : {}) });

/**
 * Change plan: an upgrade starts now with a prorated charge, a downgrade at the renewal. A
 * cancelled plan with paid time left may change too: choosing a plan to pay for resumes it.
 */
const changePlan: Handler<'change_plan'> = (s, c, now) => {
  if (s.kind === 'paid' && s.status === 'past_due') return refuse(409, pastDueDetail(s));
  if (s.kind !== 'paid' || !(s.status === 'active' || paidTimeLeft(s, now))) return refuse(409, 'Only a paid subscription can change plans. Please choose a plan to subscribe.');
  const current = effectivePlan(s.plan);
  if (current === c.plan && s.status === 'cancelled') return refuse(409, reactivateDetail(s));
  if (current === c.plan && s.pendingPlan === null) return refuse(400, `You are already on the ${planLabel(c.plan)} plan.`);
  if (current === c.plan) return done({ ...s, pendingPlan: null }, { type: 'subscription_updated', reason: 'plan_changed' });
  if (s.pendingPlan === c.plan) return refuse(400, `Your plan already changes to ${planLabel(c.plan)} at the end of this period.`);
  if (!isUpgrade(s.plan, c.plan)) {
    return done({ ...resumed(s), pendingPlan: c.plan }, { type: 'subscription_updated', reason: 'downgrade_scheduled', scheduledPlan: c.plan });
  }
  const paid: Notice[] = c.amountCents > 0 ? [{ type: 'payment_succeeded', amountCents: c.amountCents }] : [];
  return done(startPaid(resumed(s), c.plan, c.period), { type: 'subscription_updated', reason: 'plan_changed' }, ...paid);
};

const cancel: Handler<'cancel'> = (s) => {
  if (s.status === 'cancelled') return refuse(409, 'Your subscription is already cancelled.');
  // Pro for 30 days is no gift to someone whose plan is above Pro.
  const offer = s.kind === 'paid' && !s.trialUsed && tierRank(s.plan) <= tierRank('pro_monthly');
  // An unpaid period gives no access to keep: it ends now, and the trial is offered all the same.
  if (s.status === 'past_due') return done({ ...ended(s), trialOffered: s.trialOffered || offer }, { type: 'subscription_updated', reason: 'expired' });
  if (s.status !== 'active' || s.kind === 'none' || s.plan === 'admin') return refuse(404, 'You have no paid subscription to cancel.');
  return done({ ...s, status: 'cancelled', pendingPlan: null, trialOffered: s.trialOffered || offer }, { type: 'subscription_cancelled' });
};

const reactivate: Handler<'reactivate'> = (s, _c, now) => {
  if (s.status !== 'cancelled') return refuse(409, 'Only a cancelled subscription can be reactivated.');
  if (!inGracePeriod(s, now)) return refuse(409, 'The grace period has ended. Please choose a plan to subscribe again.');
  return done(resumed(s), { type: 'subscription_updated', reason: 'reactivated' });
};

/** The Pro trial's 30 days from `start`. */
const trialFrom = (s: Subscription, start: number): Subscription => ({
  ...s,
  plan: TRIAL_PLAN,
  status: 'active',
  kind: 'trial',
  periodStart: start,
  periodEnd: start + TRIAL_DAYS * DAY,
  pendingPlan: null,
  failedAttempts: 0,
  nextRetryAt: null,
  trialUsed: true,
  trialScheduled: false,
});

/** The trial starts when paid access ends: now when none is left, else at the paid period's end. */
const startTrial: Handler<'start_trial'> = (s, _c, now) => {
  if (s.trialUsed) return refuse(409, 'The Pro trial has already been used.');
  if (!s.trialOffered) return refuse(409, 'The Pro trial is offered after a cancellation.');
  if (!trialAvailable(s)) return refuse(409, 'You already have an active subscription.');
  if (paidTimeLeft(s, now)) return done({ ...s, trialUsed: true, trialScheduled: true }, { type: 'subscription_updated', reason: 'trial_scheduled' });
  return done(trialFrom(s, now), { type: 'subscription_updated', reason: 'trial_started' });
};

/** A cancelled paid plan's access is over: the trial it scheduled starts then, or the user is Free. */
const paidAccessEnded = (s: Subscription, endedAt: number): Outcome =>
  s.trialScheduled ? done(trialFrom(s, endedAt), { type: 'subscription_updated', reason: 'trial_started' }) : done(ended(s), { type: 'subscription_updated', reason: 'expired' });

const renewalPaid: Handler<'renewal_paid'> = (s, c) => {
  if (s.kind !== 'paid' || (s.status !== 'active' && s.status !== 'past_due')) return refuse(409, 'Only a running paid subscription renews.');
  const plan = s.pendingPlan ?? s.plan;
  return done(startPaid(s, effectivePlan(plan) as PlanId, c.period), { type: 'subscription_updated', reason: s.pendingPlan ? 'plan_changed' : 'renewed' }, { type: 'payment_succeeded', amountCents: c.amountCents });
};

const renewalFailed: Handler<'renewal_failed'> = (s, c) => {
  if (s.kind !== 'paid' || (s.status !== 'active' && s.status !== 'past_due')) return refuse(409, 'Only a running paid subscription renews.');
  if (c.attempt <= s.failedAttempts) return refuse(409, `Attempt ${c.attempt} was already counted.`);
  const failed: Notice = { type: 'payment_failed', amountCents: c.amountCents, attempts: c.attempt, nextRetryAt: c.nextRetryAt };
  if (c.nextRetryAt === null) return done(ended(s), failed, { type: 'subscription_updated', reason: 'expired' });
  const next: Subscription = { ...s, status: 'past_due', failedAttempts: c.attempt, nextRetryAt: c.nextRetryAt };
  return s.status === 'past_due' ? done(next, failed) : done(next, failed, { type: 'subscription_updated', reason: 'past_due' });
};

const periodEnded: Handler<'period_ended'> = (s, _c, now) => {
  const over = s.periodEnd === null || now >= s.periodEnd;
  if (s.kind === 'trial' && (s.status === 'active' || s.status === 'cancelled') && over) return done(ended(s), { type: 'subscription_updated', reason: 'trial_ended' });
  if (s.status === 'cancelled' && over) return s.kind === 'paid' ? paidAccessEnded(s, s.periodEnd ?? now) : done(ended(s), { type: 'subscription_updated', reason: 'expired' });
  return refuse(409, 'The subscription has not come to its end.');
};

/** The provider ended the subscription: at its period end when it was cancelled, else now. */
const providerEnded: Handler<'provider_ended'> = (s, _c, now) => {
  if (s.kind !== 'paid' || s.status === 'expired') return refuse(409, 'There is no running paid subscription to end.');
  if (s.status === 'cancelled') return paidAccessEnded(s, Math.min(now, s.periodEnd ?? now));
  return done(ended(s), { type: 'subscription_updated', reason: 'expired' });
};

const adminOverride: Handler<'admin_override'> = (s, c, now) => {
  const plan = c.status === 'expired' ? 'free' : effectivePlan(c.plan);
  if (effectivePlan(s.plan) === plan && s.status === c.status) return done(s);
  const notice: Notice = { type: 'subscription_updated', reason: 'admin_override' };
  if (c.status === 'expired' || plan === 'free') {
    return done(c.status === 'expired' ? ended(s) : { ...ended(s), status: 'active' }, notice);
  }
  const keepsPaid = s.kind === 'paid' && effectivePlan(s.plan) === plan;
  if (c.status === 'cancelled') {
    const periodEnd = s.periodEnd !== null && s.periodEnd > now ? s.periodEnd : now;
    return done({ ...s, plan, status: 'cancelled', kind: keepsPaid ? 'paid' : 'manual', periodEnd, pendingPlan: null, failedAttempts: 0, nextRetryAt: null }, notice);
  }
  if (keepsPaid) return done({ ...s, status: 'active', failedAttempts: 0, nextRetryAt: null }, notice);
  return done({ ...s, plan, status: 'active', kind: 'manual', periodStart: now, periodEnd: null, pendingPlan: null, failedAttempts: 0, nextRetryAt: null }, notice);
};

const handlers: { [C in Command['type']]: Handler<C> } = {
  checkout_completed: checkoutCompleted,
  change_plan: changePlan,
  cancel,
  reactivate,
  start_trial: startTrial,
  renewal_paid: renewalPaid,
  renewal_failed: renewalFailed,
  period_ended: periodEnded,
  provider_ended: providerEnded,
  admin_override: adminOverride,
};

/** The one entry point: what `command` does to `s` at `now`. */
export function decide(s: Subscription, command: Command, now: number): Outcome {
  return (handlers[command.type] as Handler<Command['type']>)(s, command, now);
}
