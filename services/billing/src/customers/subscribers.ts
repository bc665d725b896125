import { defineFeature, defineSubscriber } from '@laneforge/platform';
import { and, eq, gt } from 'drizzle-orm';
import type { BillingContext } from '../context';
import { checkoutSessions, portalSessions, subscriptions } from '../db/schema';
import { mirrorAtProvider } from '../subscriptions/apply';
import { FREE } from '../subscriptions/machine';
import { lockSubscription, toMachine, upsertCustomer } from '../subscriptions/store';

/** Who each customer is (the provider's checkout is prefilled with it). */
const onUserRegistered = defineSubscriber<'auth.user_registered', BillingContext>({
  event: 'auth.user_registered',
  durable: 'billing-user-registered',
  handle: (event, { tx }) => upsertCustomer(tx, event.payload.user.id, { email: event.payload.user.email, name: event.payload.user.name }),
});

const onUserUpdated = defineSubscriber<'auth.user_updated', BillingContext>({
  event: 'auth.user_updated',
  durable: 'billing-user-updated',
  handle: (event, { tx }) => upsertCustomer(tx, event.payload.user.id, { email: event.payload.user.email, name: event.payload.user.name }),
});

/**
 * A deleted account's subscription ends at once at the provider and here, and the checkout and
 * portal pages it still had open close, so nobody pays for (or changes) an account that is gone.
 * No event follows: the services that would hear it have forgotten the user too.
 */
const onUserDeleted = defineSubscriber<'auth.user_deleted', BillingContext>({
  event: 'auth.user_deleted',
  durable: 'billing-user-deleted',
  async handle(event, { tx, ctx }) {
    const { userId } = event.payload;
    // Sessions before the subscription: the order paying a checkout takes its locks in.
    const closed = await tx
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')))
      .returning({ providerSessionId: checkoutSessions.providerSessionId });
    for (const { providerSessionId } of closed) if (providerSessionId) await ctx.provider.expireCheckout(providerSessionId);
    await tx.update(portalSessions).set({ expiresAt: ctx.clock() }).where(and(eq(portalSessions.userId, userId), gt(portalSessions.expiresAt, ctx.clock())));
    const row = await lockSubscription(tx, userId);
    await mirrorAtProvider(ctx.provider, toMachine(row), FREE, row.providerSubscriptionId);
    await tx.update(subscriptions).set({ ...FREE, status: 'expired', dueAt: null, providerSubscriptionId: null, updatedAt: new Date() }).where(eq(subscriptions.userId, userId));
    await upsertCustomer(tx, userId, { deletedAt: new Date(event.occurredAt), email: null, name: null, cardLast4: null });
  },
});

export const customerFeature = defineFeature<BillingContext>({
  name: 'customers',
  subscribers: [onUserRegistered, onUserUpdated, onUserDeleted],
});
