import { badRequest } from '@laneforge/platform';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { BillingContext } from '../context';
import { customers, providerEvents } from '../db/schema';
import { StripeProvider, subscriptionIdOf } from '../providers/stripe';
import { applyInTx } from '../subscriptions/apply';
import { customerNow, findCustomerByProviderId, lockSubscription, toMachine } from '../subscriptions/store';
import { reconcile } from './reconcile';

/** The events billing acts on (any other is acknowledged and recorded). */
export const HANDLED_EVENTS = new Set(['checkout.session.completed', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.paid', 'invoice.payment_failed']);

export function stripeOf(ctx: BillingContext): StripeProvider {
  if (!(ctx.provider instanceof StripeProvider)) throw badRequest('Webhooks are for the Stripe provider; this server takes payments with the local provider.');
  return ctx.provider;
}

/**
 * Brings one Stripe subscription's state into billing: Stripe is asked what the subscription is
 * now, and the state machine is walked there. The event id is recorded in the same transaction, so
 * a repeated delivery finds it and changes nothing.
 */
export async function syncSubscription(ctx: BillingContext, stripe: StripeProvider, subscriptionId: string, event?: { id: string; type: string }): Promise<void> {
  const { snapshot, customerId, userId: named } = await stripe.currentSubscription(subscriptionId);
  const customer = customerId ? await findCustomerByProviderId(ctx.db, customerId) : undefined;
  const userId = customer?.userId ?? named;
  await ctx.db.transaction(async (tx, outbox) => {
    if (event) {
      const fresh = await tx.insert(providerEvents).values(event).onConflictDoNothing().returning({ id: providerEvents.id });
      if (fresh.length === 0) return;
    }
    if (!userId) {
      ctx.logger.warn({ subscriptionId, eventId: event?.id }, 'a Stripe subscription names no LaneForge customer; ignored');
      return;
    }
    const row = await lockSubscription(tx, userId);
    const [owner] = await tx.select().from(customers).where(eq(customers.userId, userId)).limit(1);
    if (owner?.deletedAt) return;
    const commands = reconcile(toMachine(row), snapshot, row.providerSubscriptionId, customerNow(ctx.clock(), owner));
    for (const command of commands) {
      await applyInTx(ctx, tx, outbox, userId, command, { providerSubscriptionId: snapshot.id, refusedIsError: false, mirror: false });
    }
  });
}

/** `POST /subscription/webhook`: verified on the exact bytes, idempotent by event id. */
export async function handleWebhook(ctx: BillingContext, raw: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
  const stripe = stripeOf(ctx);
  const event: Stripe.Event | null = stripe.verify(raw, signature);
  if (!event) throw badRequest('The webhook signature does not match');
  const [seen] = await ctx.db.select().from(providerEvents).where(eq(providerEvents.id, event.id)).limit(1);
  if (seen) return { received: true, duplicate: true };
  const subscriptionId = HANDLED_EVENTS.has(event.type) ? subscriptionIdOf(event) : null;
  if (!subscriptionId) {
    await ctx.db.insert(providerEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return { received: true, duplicate: false };
  }
  await syncSubscription(ctx, stripe, subscriptionId, { id: event.id, type: event.type });
  return { received: true, duplicate: false };
}
