import { BillingStatus, PriceReview, type AdminSubscriptionOverride, type User } from '@laneforge/contracts';
import type { InternalClient } from '@laneforge/platform';
import { z } from 'zod';

/** The subscription as a user record shows it (spec §3 User), from billing's status. */
export type BillingSubscription = Pick<User, 'subscription_type' | 'subscription_status' | 'current_period_end'>;

/** Billing's internal routes (packages/contracts/src/billing.ts): subscriptions and the provider's prices. */
export interface BillingAdmin {
  /** The subscription as billing, which owns it, has it now (auth's copy follows by event). */
  subscription(userId: string, requestId: string): Promise<BillingSubscription>;
  override(userId: string, change: AdminSubscriptionOverride, requestId: string): Promise<BillingSubscription>;
  prices(requestId: string): Promise<PriceReview>;
  deactivatePrice(priceId: string, requestId: string): Promise<void>;
}

const BILLING_DOWN = 'Billing cannot be reached right now. Please try again in a moment.';
const at = (userId: string) => `/internal/subscriptions/${encodeURIComponent(userId)}`;
const asSubscription = (status: BillingStatus): BillingSubscription => ({
  subscription_type: status.subscription_type,
  subscription_status: status.subscription_status,
  current_period_end: status.billing_period_end,
});

export function billingAdmin(billing: InternalClient): BillingAdmin {
  return {
    async subscription(userId, requestId) {
      return asSubscription(await billing.call('GET', at(userId), BillingStatus, { requestId, unavailable: BILLING_DOWN }));
    },
    async override(userId, change, requestId) {
      return asSubscription(await billing.call('PUT', at(userId), BillingStatus, { requestId, body: change, unavailable: BILLING_DOWN }));
    },
    prices: (requestId) => billing.call('GET', '/internal/prices', PriceReview, { requestId, unavailable: BILLING_DOWN }),
    async deactivatePrice(priceId, requestId) {
      await billing.call('POST', '/internal/prices/deactivate', z.object({ success: z.literal(true), price_id: z.string() }), { requestId, body: { price_id: priceId }, unavailable: BILLING_DOWN });
    },
  };
}
