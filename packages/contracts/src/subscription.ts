import { z } from 'zod';
import { PlanId, SubscriptionStatus, SubscriptionType, User } from './user';

/**
 * The user-facing `/subscription/*` shapes (spec §3, §7) and the price catalogue (spec §9). Dates
 * are unix seconds, like the user's `current_period_end`.
 */

export interface CatalogueEntry {
  plan: PlanId;
  amountCents: number;
  interval: 'month' | 'year';
}

/** Spec §9 (USD): what each plan costs and how often. */
export const PRICE_CATALOGUE: Record<PlanId, CatalogueEntry> = {
  lite_monthly: { plan: 'lite_monthly', amountCents: 999, interval: 'month' },
  lite_annual: { plan: 'lite_annual', amountCents: 9999, interval: 'year' },
  pro_monthly: { plan: 'pro_monthly', amountCents: 1999, interval: 'month' },
  pro_annual: { plan: 'pro_annual', amountCents: 19999, interval: 'year' },
  elite_monthly: { plan: 'elite_monthly', amountCents: 2999, interval: 'month' },
  elite_annual: { plan: 'elite_annual', amountCents: 29999, interval: 'year' },
};

/** DECISIONS.md "Prices": provider prices are found by this lookup key. */
export const lookupKeyOf = (plan: PlanId) => `laneforge_${plan}`;

/** The plan a lookup key sells, or null when it is not one of ours. */
export function planOfLookupKey(key: string | null | undefined): PlanId | null {
  if (!key?.startsWith('laneforge_')) return null;
  const parsed = PlanId.safeParse(key.slice('laneforge_'.length));
  return parsed.success ? parsed.data : null;
}

/** Spec §7: `plan` is a plan id; `user_id` must be the caller's own. */
export const CheckoutRequest = z.object({
  plan: z.string({ error: 'plan is required' }).trim().pipe(PlanId.or(z.enum(['monthly', 'annual']))),
  user_id: z.uuid('user_id must be your user id').optional(),
  success_url: z.url('success_url must be an address').max(2000),
  cancel_url: z.url('cancel_url must be an address').max(2000),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/** Spec §3 "Checkout session result". */
export const CheckoutResult = z.object({ checkout_url: z.string(), url: z.string(), session_id: z.string() }).meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof CheckoutResult>;

export const ProcessSuccessRequest = z.object({
  session_id: z.string({ error: 'session_id is required' }).trim().min(1, 'No session ID found').max(255),
  plan: z.string().max(40).optional(),
});
export type ProcessSuccessRequest = z.infer<typeof ProcessSuccessRequest>;

export const SubscriptionUserResult = z.object({ success: z.literal(true), user: User }).meta({ id: 'SubscriptionUserResult' });
export type SubscriptionUserResult = z.infer<typeof SubscriptionUserResult>;

export const PortalResult = z.object({ success: z.literal(true), portal_url: z.string() }).meta({ id: 'PortalResult' });
export type PortalResult = z.infer<typeof PortalResult>;

/** Spec §3 "Billing status". */
export const BillingStatus = z
  .object({
    subscription_type: SubscriptionType,
    subscription_status: SubscriptionStatus,
    in_grace_period: z.boolean(),
    grace_period_end: z.number().int().nullable(),
    payment_issues: z.boolean(),
    failed_payment_attempts: z.number().int(),
    pro_trial_available: z.boolean(),
    billing_period_start: z.number().int().nullable(),
    billing_period_end: z.number().int().nullable(),
    /** A downgrade that takes effect at `billing_period_end`. */
    scheduled_plan: PlanId.nullable(),
    next_retry_at: z.number().int().nullable(),
    /** Whether the subscription renews (and charges) at the end of its period. */
    renews: z.boolean(),
    /** The Pro trial accepted during paid time: when its 30 days start (the paid access's end). */
    pro_trial_starts_at: z.number().int().nullable(),
  })
  .meta({ id: 'BillingStatus' });
export type BillingStatus = z.infer<typeof BillingStatus>;

/** Spec §3 "Cancel-with-options result". */
export const CancelResult = z
  .object({ success: z.literal(true), message: z.string(), grace_period_end: z.number().int().nullable(), pro_trial_offered: z.boolean() })
  .meta({ id: 'CancelResult' });
export type CancelResult = z.infer<typeof CancelResult>;

/** Trial and reactivation answers: what happened, in words, and the status as it now is. */
export const SubscriptionActionResult = z.object({ success: z.literal(true), message: z.string(), status: BillingStatus }).meta({ id: 'SubscriptionActionResult' });
export type SubscriptionActionResult = z.infer<typeof SubscriptionActionResult>;

/** Spec §8 texts of the billing actions. */
export const billingTexts = {
  trialActivated: 'Pro trial activated! You now have 30 days of Pro access.',
  reactivated: 'Subscription reactivated successfully!',
  cardDeclined: 'Your card was declined.',
  noBillingAccount: 'No billing account found',
} as const;
