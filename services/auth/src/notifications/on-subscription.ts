import { defineSubscriber } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { addNotification, applySubscription } from './store';
import { subscriptionCancelledText, subscriptionTone, subscriptionUpdatedText } from './texts';

/** Billing's subscription, kept on the user; the user is told what changed, in their own time zone. */
export const onSubscriptionUpdated = defineSubscriber<'billing.subscription_updated', AuthContext>({
  event: 'billing.subscription_updated',
  durable: 'auth-subscription-updated',
  async handle(event, { tx }) {
    const at = new Date(event.occurredAt);
    const user = await applySubscription(tx, event.payload, at);
    if (!user) return;
    const { reason, subscription_type } = event.payload;
    await addNotification(tx, user.id, 'subscription_updated', { message: subscriptionUpdatedText(event.payload, user.timezone), message_type: subscriptionTone(reason), subscription_type }, at);
  },
});

export const onSubscriptionCancelled = defineSubscriber<'billing.subscription_cancelled', AuthContext>({
  event: 'billing.subscription_cancelled',
  durable: 'auth-subscription-cancelled',
  async handle(event, { tx }) {
    const at = new Date(event.occurredAt);
    const user = await applySubscription(tx, { ...event.payload, subscription_status: 'cancelled' }, at);
    if (!user) return;
    await addNotification(tx, user.id, 'subscription_cancelled', { message: subscriptionCancelledText(event.payload, user.timezone), subscription_type: event.payload.subscription_type }, at);
  },
});
