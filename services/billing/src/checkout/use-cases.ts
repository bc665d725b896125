import { PlanId, type CheckoutRequest, type CheckoutResult } from '@laneforge/contracts';
import { AppError, badRequest, conflict, forbidden, notFound, type Principal } from '@laneforge/platform';
import type { BillingContext } from '../context';
import { capability } from '../providers/local';
import { applyInTx, priceOf } from '../subscriptions/apply';
import { decide, periodFrom, upgradeCharge, type Command, type Subscription } from '../subscriptions/machine';
import { findCustomer, toMachine, upsertCustomer, type Db } from '../subscriptions/store';
import { currentSubscription } from '../subscriptions/use-cases';
import { completeCheckoutSession, insertCheckoutSession, lockCheckoutSession, recordInvoice, successAddress, type CheckoutSessionRow } from './store';

const SESSION_HOURS = 24;

/** Spec §7 plan values: a plan id, or the legacy `monthly`/`annual` (Pro). */
export const planOf = (plan: string): PlanId => PlanId.parse(plan === 'monthly' ? 'pro_monthly' : plan === 'annual' ? 'pro_annual' : plan);

/** A running paid subscription changes plan; anyone else subscribes. */
const modeFor = (s: Subscription): CheckoutSessionRow['mode'] => (s.kind === 'paid' && s.status === 'active' ? 'change' : 'subscribe');

/** What paying for `session` does, decided on the locked subscription row at the customer's clock. */
export function commandFor(session: Pick<CheckoutSessionRow, 'mode' | 'plan'>, s: Subscription, now: number): Command {
  const plan = planOf(session.plan);
  const period = periodFrom(plan, now);
  if (session.mode === 'change') return { type: 'change_plan', plan, period, amountCents: upgradeCharge(s, plan, now) };
  return { type: 'checkout_completed', plan, period, amountCents: priceOf(plan) };
}

/** Spec §7 create-checkout-session: the provider's hosted page for `plan`, or the portal for a Stripe plan change. */
export async function createCheckout(ctx: BillingContext, principal: Principal, body: CheckoutRequest): Promise<CheckoutResult> {
  assertOwnSite({ success_url: body.success_url, cancel_url: body.cancel_url }, ctx.config.APP_URL, ctx.config.PRODUCT_NAME);
  if (body.user_id && body.user_id !== principal.userId) throw forbidden('user_id must be your own user id');
  const plan = planOf(body.plan);
  const { subscription, now } = await currentSubscription(ctx, principal.userId);
  const mode = modeFor(subscription);
  const preview = decide(subscription, commandFor({ mode, plan }, subscription, now), now);
  if (!preview.ok) throw new AppError(preview.status === 404 ? 400 : preview.status, preview.detail);
  if (!(await ctx.provider.priceFor(plan))) throw badRequest('This plan is not on sale right now. Please choose another plan.');
  const customer = await findCustomer(ctx.db, principal.userId);
  const sessionId = capability('cs');
  if (mode === 'change' && ctx.provider.selfRenewing) {
    const url = await ctx.provider.openPortal({ userId: principal.userId, providerCustomerId: customer?.providerCustomerId ?? null, returnUrl: body.success_url });
    return { checkout_url: url, url, session_id: sessionId };
  }
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
    plan,
    mode,
    successUrl: body.success_url,
    cancelUrl: body.cancel_url,
    providerSessionId: started.providerSessionId,
    expiresAt: new Date(ctx.clock().getTime() + SESSION_HOURS * 3_600_000),
  });
  return { checkout_url: started.url, url: started.url, session_id: sessionId };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `address` is a page of the product published at `appUrl` (APP_URL). A product on this
 * machine answers at localhost and 127.0.0.1 alike (npm start prints the first, browsers and tests
 * use either), so loopback names count as one, at the same scheme and port only.
 */
export function isOwnSite(address: URL, appUrl: string): boolean {
  const own = new URL(appUrl);
  if (address.origin === own.origin) return true;
  return LOOPBACK.has(own.hostname) && LOOPBACK.has(address.hostname) && address.protocol === own.protocol && address.port === own.port;
}

/**
 * Checkout and the portal send the user back to these addresses: only to the product itself,
 * never elsewhere — an open redirect would lend the product's name (and the session id it adds)
 * to any site. Judged against the configured public address, not anything the request says about
 * itself: whoever makes the session also writes its Origin header.
 */
export function assertOwnSite(urls: Record<string, string>, appUrl: string, product: string): void {
  for (const [field, url] of Object.entries(urls)) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) throw badRequest(`${field} must be an http or https address`);
    if (!isOwnSite(parsed, appUrl)) throw badRequest(`${field} must be an address of ${product} (${new URL(appUrl).origin})`);
  }
}

/** 410 for an account that was deleted: what it left open is not to be paid or changed any more. */
export async function assertAccountOpen(db: Db, userId: string, consequence: string): Promise<void> {
  if ((await findCustomer(db, userId))?.deletedAt) throw new AppError(410, `This account has been deleted, so ${consequence}.`);
}

/** An open, unexpired session, or the reason there is none. */
export function usableSession(session: CheckoutSessionRow | undefined, at: Date): CheckoutSessionRow {
  if (!session) throw notFound('This checkout session does not exist.');
  if (session.status === 'expired' || (session.status === 'open' && session.expiresAt <= at)) throw conflict('This checkout session has expired. Please choose your plan again.');
  return session;
}

/**
 * Local provider: the customer paid on the hosted page. The subscription starts (or changes plan)
 * through the state machine, the invoice is kept, the session closes; all in one transaction.
 * Answers where the browser goes next. Paying twice for one session charges once.
 */
export async function completeLocalCheckout(ctx: BillingContext, sessionId: string, card: { last4: string; behaviour: 'pays' | 'fails_renewals' }): Promise<string> {
  return ctx.db.transaction(async (tx, outbox) => {
    const locked = await lockCheckoutSession(tx, sessionId);
    if (locked) await assertAccountOpen(tx, locked.userId, 'this checkout can no longer be paid');
    const session = usableSession(locked, ctx.clock());
    if (session.status === 'complete') return successAddress(session.successUrl, session.id);
    const applied = (await applyInTx(ctx, tx, outbox, session.userId, (row, now) => commandFor(session, toMachine(row), now)))!;
    const { command } = applied;
    await upsertCustomer(tx, session.userId, { cardLast4: card.last4, cardBehaviour: card.behaviour });
    if ('amountCents' in command && applied.notices.some((n) => n.type === 'payment_succeeded')) {
      await recordInvoice(tx, { userId: session.userId, plan: applied.after.plan, amountCents: command.amountCents, status: 'paid', periodStart: applied.after.periodStart, periodEnd: applied.after.periodEnd, createdAt: applied.now });
    }
    await completeCheckoutSession(tx, session.id, ctx.clock());
    return successAddress(session.successUrl, session.id);
  });
}
