import { defineSubscriber } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { applySubscription } from './store';

export const onSubscriptionUpdated = defineSubscriber<'billing.subscription_updated', TrainingContext>({
  event: 'billing.subscription_updated',
  durable: 'training-subscription-updated',
  handle: (event, { tx }) => applySubscription(tx, event.payload, new Date(event.occurredAt)),
});
