import { baseConfigSchema, portSchema } from '@laneforge/platform';
import { z } from 'zod';

export const billingConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8083).describe('Port of the billing service'),
  APP_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('Public URL of the product (what the browser opens): links in emails, and the only site checkout and the billing portal send people back to'),
  PAYMENT_PROVIDER: z
    .enum(['stripe', 'local'], { error: 'PAYMENT_PROVIDER must be stripe or local' })
    .optional()
    .describe(
      'How billing takes payments: stripe (needs STRIPE_SECRET_KEY) or local (the embedded payment simulation: no money is taken); unset = stripe when STRIPE_SECRET_KEY is set, else local, which NODE_ENV=production refuses (npm start sets local when no key is set)',
    ),
  STRIPE_SECRET_KEY: z.string().optional().describe('Secret API key of the Stripe account that takes payments (provider stripe)'),
  STRIPE_WEBHOOK_SECRET: z.string().optional().describe('Signing secret of the Stripe webhook endpoint /api/subscription/webhook (required with STRIPE_SECRET_KEY)'),
  STRIPE_API_BASE: z.string().url().optional().describe("Stripe API address, e.g. a local Stripe-compatible server in tests; unset = Stripe's own"),
  BILLING_TEST_CLOCK: z
    .enum(['true', 'false'])
    .default('true')
    .describe('Local provider: whether administrators may move a customer\'s clock forward (POST /api/billing/local/test-clock/advance); "false" turns it off'),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
