import { defineFeature, defineSubscriber } from '@laneforge/platform';
import { eq } from 'drizzle-orm';
import { closeLinks } from '../checkout/links';
import type { BillingContext } from '../context';
import { subscriptions } from '../db/schema';
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
    await closeLinks(ctx, tx, userId, null);
    const row = await lockSubscription(tx, userId);
    await mirrorAtProvider(ctx.provider, toMachine(row), FREE, row.providerSubscriptionId);
    await tx.update(subscriptions).set({ ...FREE, status: 'expired', dueAt: null, providerSubscriptionId: null, updatedAt: new Date() }).where(eq(subscriptions.userId, userId));
    await upsertCustomer(tx, userId, { deletedAt: new Date(event.occurredAt), email: null, name: null, cardLast4: null });
  },
});

/** A sign-out, a password change or reset: the checkout and portal links those sessions made close. */
const onSessionsEnded = defineSubscriber<'auth.sessions_ended', BillingContext>({
  event: 'auth.sessions_ended',
  durable: 'billing-sessions-ended',
  handle: (event, { tx, ctx }) => closeLinks(ctx, tx, event.payload.userId, event.payload.sid),
});

export const customerFeature = defineFeature<BillingContext>({
  name: 'customers',
  subscribers: [onUserRegistered, onUserUpdated, onUserDeleted, onSessionsEnded],
});
