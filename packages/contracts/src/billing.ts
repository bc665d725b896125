import { z } from 'zod';
import { SubscriptionType } from './user';

/**
 * What the admin service asks billing on its internal routes (service credential required). The
 * user-facing `/subscription/*` shapes (spec §3) live beside the billing routes that answer them.
 */

/** `PUT /internal/subscriptions/:userId`: an administrator's change, run through billing's state machine and recorded as such. */
export const AdminSubscriptionOverride = z.object({
  subscription_type: SubscriptionType.exclude(['monthly', 'annual']),
  /** Spec §4: an admin can set the status to active, cancelled or expired. */
  subscription_status: z.enum(['active', 'cancelled', 'expired']),
  actor_id: z.uuid().describe('The administrator who made the change'),
});
export type AdminSubscriptionOverride = z.infer<typeof AdminSubscriptionOverride>;

/** Spec §3 "Billing-provider price item"; `amount` in dollars. */
export const PriceItem = z
  .object({
    product_name: z.string(),
    price_id: z.string(),
    amount: z.number(),
    interval: z.enum(['month', 'year']),
    is_suspicious: z.boolean(),
  })
  .meta({ id: 'PriceItem' });
export type PriceItem = z.infer<typeof PriceItem>;

/** `GET /internal/prices` (and `GET /admin/stripe/products`). */
export const PriceReview = z.object({ products: z.array(PriceItem), suspicious_count: z.number().int() }).meta({ id: 'PriceReview' });
export type PriceReview = z.infer<typeof PriceReview>;

/** `POST /internal/prices/deactivate` (and `POST /admin/stripe/deactivate-price`); unknown id → 404 {detail}. */
export const DeactivatePriceRequest = z.object({ price_id: z.string().trim().min(1, 'price_id is required').max(255) });
export type DeactivatePriceRequest = z.infer<typeof DeactivatePriceRequest>;
