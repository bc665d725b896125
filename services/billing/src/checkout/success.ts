import type { User } from '@laneforge/contracts';
import { conflict, notFound, type Principal } from '@laneforge/platform';
import type { FastifyRequest } from 'fastify';
import type { BillingContext } from '../context';
import { StripeProvider } from '../providers/stripe';
import { currentSubscription } from '../subscriptions/use-cases';
import { syncSubscription } from '../webhooks/sync';
import { completeCheckoutSession, findCheckoutSession, latestOpenSession, type CheckoutSessionRow } from './store';
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
