import { defineFeature } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { onSubscriptionCancelled } from './on-subscription-cancelled';
import { onSubscriptionUpdated } from './on-subscription-updated';
import { onUserDeleted } from './on-user-deleted';
import { onUserRegistered } from './on-user-registered';
import { onUserUpdated } from './on-user-updated';

/**
 * The entitlement projection: tier and time zone from auth and billing, kept by durable,
 * idempotent subscribers. A deleted user's plans go with them.
 */
export const entitlements = defineFeature<TrainingContext>({
  name: 'entitlements',
  subscribers: [onUserRegistered, onUserUpdated, onSubscriptionUpdated, onSubscriptionCancelled, onUserDeleted],
});
