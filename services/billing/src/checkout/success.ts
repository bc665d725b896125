import { billingTexts, type User } from '@laneforge/contracts';
import { badRequest, conflict, notFound, type Principal } from '@laneforge/platform';
import type { FastifyRequest } from 'fastify';
import type { BillingContext } from '../context';
import { StripeProvider } from '../providers/stripe';
import { currentSubscription } from '../subscriptions/use-cases';
import { syncSubscription } from '../webhooks/sync';
import { completeCheckoutSession, findCheckoutSession, latestOpenSession, type CheckoutSessionRow } from './store';
import { isOwnSite } from './use-cases';
import { userWithSubscription } from './user';

/**
 * A Stripe checkout the browser came back from before its webhook arrived: Stripe is asked, and
 * what it says goes through the same sync as the webhook (which then finds nothing left to do).
 */
async function settleWithProvider(ctx: BillingContext, session: CheckoutSessionRow): Promise<boolean> {
  if (session.status === 'complete') return true;
  if (!(ctx.provider instanceof StripeProvider) || !session.providerSessionId) return false;
  const subscriptionId = await ctx.provider.checkoutSubscription(session.providerSessionId);
  if (!subscriptionId) return false;
  await syncSubscription(ctx, ctx.provider, subscriptionId);
  await completeCheckoutSession(ctx.db, session.id, ctx.clock());
  return true;
}

/** Spec §7 process-success: the session must be the caller's and paid; answers the user with the new plan. */
export async function processSuccess(ctx: BillingContext, request: FastifyRequest, principal: Principal, sessionId: string): Promise<{ success: true; user: User }> {
  const session = await findCheckoutSession(ctx.db, sessionId);
  if (!session || session.userId !== principal.userId) throw notFound('No checkout session found for this account.');
  if (!(await settleWithProvider(ctx, session))) throw conflict('The payment for this checkout has not completed yet. Please try again in a moment.');
  const { subscription } = await currentSubscription(ctx, principal.userId);
  return { success: true, user: await userWithSubscription(ctx, request, subscription) };
}

/** Spec §7 success?plan=: the dashboard's confirmation after checkout; the user, once the plan is theirs. */
export async function confirmSuccess(ctx: BillingContext, request: FastifyRequest, principal: Principal): Promise<User> {
  const open = await latestOpenSession(ctx.db, principal.userId);
  if (open) await settleWithProvider(ctx, open);
  const { subscription } = await currentSubscription(ctx, principal.userId);
  if (subscription.kind === 'none') throw conflict('We have not received your payment yet. Please refresh the page in a moment.');
  return userWithSubscription(ctx, request, subscription);
}

/** Spec §7 customer-portal: the provider's billing portal; 400 'No billing account found' for someone who never paid. */
export async function openCustomerPortal(ctx: BillingContext, request: FastifyRequest, principal: Principal): Promise<{ success: true; portal_url: string }> {
  const { customer, subscription } = await currentSubscription(ctx, principal.userId);
  const paidBefore = subscription.kind !== 'none' || Boolean(customer?.cardLast4 || customer?.providerCustomerId);
  if (!paidBefore) throw badRequest(billingTexts.noBillingAccount);
  // Back to the page the browser is on when that is the product (localhost or 127.0.0.1), else to
  // the product's public address: never to a site the request names.
  const page = typeof request.headers.origin === 'string' && URL.canParse(request.headers.origin) ? new URL(request.headers.origin) : undefined;
  const origin = page && isOwnSite(page, ctx.config.APP_URL) ? page.origin : new URL(ctx.config.APP_URL).origin;
  const portal = await ctx.provider.openPortal({
    userId: principal.userId,
    providerCustomerId: customer?.providerCustomerId ?? null,
    returnUrl: `${origin}/dashboard?tab=profile`,
  });
  return { success: true, portal_url: portal };
}
