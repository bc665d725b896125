import { PlanId, type CheckoutRequest, type CheckoutResult } from '@laneforge/contracts';
import { AppError, badRequest, conflict, forbidden, notFound, type Principal } from '@laneforge/platform';
import type { BillingContext } from '../context';
import { capability } from '../providers/local';
import { applyInTx, priceOf } from '../subscriptions/apply';
import { decide, effectivePlan, paidTimeLeft, periodFrom, secondSubscription, upgradeCharge, type Command, type Subscription } from '../subscriptions/machine';
import { findCustomer, upsertCustomer } from '../subscriptions/store';
import { currentSubscription } from '../subscriptions/use-cases';
import type { CardBehaviour } from '../local/cards';
import { assertAccountOpen, assertOwnSite } from './guards';
import { assertLinkSession } from './links';
import { createPortalLink } from './portal';
import { completeCheckoutSession, insertCheckoutSession, lockCheckoutSession, recordInvoice, successAddress, type CheckoutSessionRow } from './store';

const SESSION_HOURS = 24;

/** Spec §7 plan values: a plan id, or the legacy `monthly`/`annual` (Pro). */
export const planOf = (plan: string): PlanId => PlanId.parse(plan === 'monthly' ? 'pro_monthly' : plan === 'annual' ? 'pro_annual' : plan);

/** A new subscription to `plan`, paid in full now. */
export function subscribeCommand(plan: PlanId, now: number): Command {
  return { type: 'checkout_completed', plan, period: periodFrom(plan, now), amountCents: priceOf(plan) };
}

/** Change plan: an upgrade pays the new price less the unused part of the old one, now. */
export function changeCommand(s: Subscription, plan: PlanId, now: number): Extract<Command, { type: 'change_plan' }> {
  return { type: 'change_plan', plan, period: periodFrom(plan, now), amountCents: upgradeCharge(s, plan, now) };
}

/** A paid plan another plan is changed from (DECISIONS.md "One subscription at a time"): running, or cancelled with paid time left. */
const changesInstead = (s: Subscription, plan: PlanId, now: number) =>
  s.kind === 'paid' && (s.status === 'active' || paidTimeLeft(s, now)) && effectivePlan(s.plan) !== plan;

/**
 * Spec §7 create-checkout-session: the provider's hosted checkout for `plan`. Never a second
 * subscription: a coach who already pays is sent to Change plan in the billing portal, opened on
 * `plan` to confirm (an upgrade now with a prorated charge, a downgrade at the renewal); the plan
 * they already hold is refused, naming Reactivate when it is cancelled with paid time left.
 */
export async function createCheckout(ctx: BillingContext, principal: Principal, body: CheckoutRequest): Promise<CheckoutResult> {
  assertOwnSite({ success_url: body.success_url, cancel_url: body.cancel_url }, ctx.config.APP_URL, ctx.config.PRODUCT_NAME);
  if (body.user_id && body.user_id !== principal.userId) throw forbidden('user_id must be your own user id');
  const plan = planOf(body.plan);
  const { subscription, now } = await currentSubscription(ctx, principal.userId);
  if (!(await ctx.provider.priceFor(plan))) throw badRequest('This plan is not on sale right now. Please choose another plan.');
  if (changesInstead(subscription, plan, now)) {
    const preview = decide(subscription, changeCommand(subscription, plan, now), now);
    if (!preview.ok) throw new AppError(preview.status === 404 ? 400 : preview.status, preview.detail);
    // Back to the profile, whatever was chosen there: the success address would welcome the coach to a plan they may have kept.
    const link = await createPortalLink(ctx, principal, `${new URL(body.success_url).origin}/dashboard?tab=profile`, plan);
    return { checkout_url: link.url, url: link.url, session_id: link.id };
  }
  const twice = secondSubscription(subscription, plan, now);
  if (twice) throw conflict(twice);
  const customer = await findCustomer(ctx.db, principal.userId);
  const sessionId = capability('cs');
  const started = await ctx.provider.startCheckout({
    sessionId,
    userId: principal.userId,
    email: customer?.email ?? null,
    name: customer?.name ?? null,
    providerCustomerId: customer?.providerCustomerId ?? null,
    plan,
    successUrl: body.success_url,
    cancelUrl: body.cancel_url,
  });
  if (started.providerCustomerId) await upsertCustomer(ctx.db, principal.userId, { providerCustomerId: started.providerCustomerId });
  await insertCheckoutSession(ctx.db, {
    id: sessionId,
    userId: principal.userId,
    sid: principal.sid,
    plan,
    successUrl: body.success_url,
    cancelUrl: body.cancel_url,
    providerSessionId: started.providerSessionId,
    expiresAt: new Date(ctx.clock().getTime() + SESSION_HOURS * 3_600_000),
  });
  return { checkout_url: started.url, url: started.url, session_id: sessionId };
}

/** An open, unexpired checkout whose sign-in session lasts, or the reason there is none; a complete one stays readable. */
export async function usableSession(ctx: BillingContext, session: CheckoutSessionRow | undefined): Promise<CheckoutSessionRow> {
  if (!session) throw notFound('This checkout session does not exist.');
  if (session.status === 'complete') return session;
  // The session first: a checkout its sign-out closed says so, whenever the closing reached this row.
  await assertLinkSession(ctx, session, 'checkout');
  if (session.status === 'expired' || session.expiresAt <= ctx.clock()) throw conflict('This checkout session has expired. Please choose your plan again.');
  return session;
}

/**
 * Local provider: the customer paid on the hosted page. The subscription starts (or changes plan)
 * through the state machine, the invoice is kept, the session closes; all in one transaction.
 * Answers where the browser goes next. Paying twice for one session charges once.
 */
export async function completeLocalCheckout(ctx: BillingContext, sessionId: string, card: { last4: string; behaviour: CardBehaviour }): Promise<string> {
  return ctx.db.transaction(async (tx, outbox) => {
    const locked = await lockCheckoutSession(tx, sessionId);
    if (locked) await assertAccountOpen(tx, locked.userId, 'this checkout can no longer be paid');
    const session = await usableSession(ctx, locked);
    if (session.status === 'complete') return successAddress(session.successUrl, session.id);
    const applied = (await applyInTx(ctx, tx, outbox, session.userId, (_row, now) => subscribeCommand(planOf(session.plan), now)))!;
    const { command } = applied;
    await upsertCustomer(tx, session.userId, { cardLast4: card.last4, cardBehaviour: card.behaviour });
    if ('amountCents' in command && applied.notices.some((n) => n.type === 'payment_succeeded')) {
      await recordInvoice(tx, { userId: session.userId, plan: applied.after.plan, amountCents: command.amountCents, status: 'paid', periodStart: applied.after.periodStart, periodEnd: applied.after.periodEnd, createdAt: applied.now });
    }
    await completeCheckoutSession(tx, session.id, ctx.clock());
    return successAddress(session.successUrl, session.id);
  });
}
