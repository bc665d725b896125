import { baseConfigSchema, portSchema } from '@laneforge/platform';
import { z } from 'zod';

export const billingConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8083).describe('Port of the billing service'),
  STRIPE_SECRET_KEY: z.string().optional().describe('Set to take payments with Stripe (provider stripe); unset = the embedded local payment simulation (provider local)'),
  STRIPE_WEBHOOK_SECRET: z.string().optional().describe('Signing secret of the Stripe webhook endpoint /api/subscription/webhook (required with STRIPE_SECRET_KEY)'),
  STRIPE_API_BASE: z.string().url().optional().describe("Stripe API address, e.g. a local Stripe-compatible server in tests; unset = Stripe's own"),
  BILLING_TEST_CLOCK: z
    .enum(['true', 'false'])
    .default('true')
    .describe('Local provider: whether administrators may move a customer\'s clock forward (POST /api/billing/local/test-clock/advance); "false" turns it off'),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
