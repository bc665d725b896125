import { subscribe, type Database, type Logger, type RunningSubscription, type Bus } from '@laneforge/platform';
import { applyIdentity, applyRegistration, applySubscription, forgetUser } from './store';

/**
 * The entitlement projection: tier and time zone from auth and billing, kept by durable,
 * idempotent subscribers. A deleted user's plans go with them.
 */
export async function startEntitlementProjection(deps: { bus: Bus; db: Database; logger: Logger }): Promise<RunningSubscription[]> {
  return Promise.all([
    subscribe(deps, {
      durable: 'training-user-registered',
      type: 'auth.user_registered',
      handle: (event, tx) => applyRegistration(tx, event.payload.user, new Date(event.occurredAt)),
    }),
    subscribe(deps, {
      durable: 'training-user-updated',
      type: 'auth.user_updated',
      handle: (event, tx) => applyIdentity(tx, event.payload.user, new Date(event.occurredAt)),
    }),
    subscribe(deps, {
      durable: 'training-subscription-updated',
      type: 'billing.subscription_updated',
      handle: (event, tx) => applySubscription(tx, event.payload, new Date(event.occurredAt)),
    }),
    subscribe(deps, {
      durable: 'training-subscription-cancelled',
      type: 'billing.subscription_cancelled',
      handle: (event, tx) => applySubscription(tx, { ...event.payload, subscription_status: 'cancelled' }, new Date(event.occurredAt)),
    }),
    subscribe(deps, {
      durable: 'training-user-deleted',
      type: 'auth.user_deleted',
      handle: (event, tx) => forgetUser(tx, event.payload.userId),
    }),
  ]);
}
