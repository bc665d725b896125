import { PriceReview, SubscriptionStatus, SubscriptionType, type AdminSubscriptionOverride } from '@laneforge/contracts';
import type { InternalClient } from '@laneforge/platform';
import { z } from 'zod';

/** What the admin service reads of the subscription billing answers: what the user's record shows. */
export const BillingSubscription = z.object({
  subscription_type: SubscriptionType,
  subscription_status: SubscriptionStatus,
  current_period_end: z.number().int().nullable(),
});
export type BillingSubscription = z.infer<typeof BillingSubscription>;

/** Billing's internal routes (packages/contracts/src/billing.ts): subscriptions and the provider's prices. */
export interface BillingAdmin {
  override(userId: string, change: AdminSubscriptionOverride, requestId: string): Promise<BillingSubscription>;
  prices(requestId: string): Promise<PriceReview>;
  deactivatePrice(priceId: string, requestId: string): Promise<void>;
}

const BILLING_DOWN = 'Billing cannot be reached right now. Please try again in a moment.';

export function billingAdmin(billing: InternalClient): BillingAdmin {
  return {
    override: (userId, change, requestId) =>
      billing.call('PUT', `/internal/subscriptions/${encodeURIComponent(userId)}`, BillingSubscription, { requestId, body: change, unavailable: BILLING_DOWN }),
    prices: (requestId) => billing.call('GET', '/internal/prices', PriceReview, { requestId, unavailable: BILLING_DOWN }),
    async deactivatePrice(priceId, requestId) {
      await billing.call('POST', '/internal/prices/deactivate', z.unknown(), { requestId, body: { price_id: priceId }, unavailable: BILLING_DOWN });
    },
  };
}
