import { defineSubscriber } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { applySubscription } from './store';

export const onSubscriptionCancelled = defineSubscriber<'billing.subscription_cancelled', TrainingContext>({
  event: 'billing.subscription_cancelled',
  durable: 'training-subscription-cancelled',
  handle: (event, { tx }) => applySubscription(tx, { ...event.payload, subscription_status: 'cancelled' }, new Date(event.occurredAt)),
});
