import { fileURLToPath } from 'node:url';
import { defineFeature, defineService } from '@laneforge/platform';
import { checkout } from './checkout/routes';
import { billingConfigSchema } from './config';
import type { BillingContext } from './context';
import { customerFeature } from './customers/subscribers';
import { schema } from './db/schema';
import { internalRoutes } from './internal/routes';
import { localPages } from './local/routes';
import { chooseProvider } from './providers';
import { seedLocalPrices } from './providers/local';
import { dueJob } from './renewals/job';
import { subscriptionRoutes } from './subscriptions/routes';
import { webhooks } from './webhooks/routes';

const renewals = defineFeature<BillingContext>({ name: 'renewals', jobs: [dueJob] });

/** Subscriptions, checkout, the billing portal, provider webhooks, renewals, and the price catalogue. */
export const billingService = defineService({
  name: 'billing',
  description: 'Subscriptions and their state machine, hosted checkout and portal, provider webhooks, renewals and prices',
  config: billingConfigSchema,
  database: { schema, migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) },
  bodyLimit: 64 * 1024,
  users: 'remote',
  context: async (kit): Promise<BillingContext> => ({ ...kit, provider: await chooseProvider(kit.config, kit.db) }),
  features: [subscriptionRoutes, checkout, webhooks, localPages, internalRoutes, customerFeature, renewals],
  async onStart(ctx) {
    // Which provider takes the money is the first thing an operator needs to know of billing.
    if (ctx.provider.name === 'stripe') ctx.logger.info({ provider: 'stripe' }, 'Payments: Stripe (STRIPE_SECRET_KEY is set)');
    else ctx.logger.warn({ provider: 'local' }, 'Payments: the local payment simulation — no money is taken; set STRIPE_SECRET_KEY to take payments with Stripe');
    if (ctx.provider.name === 'local') await seedLocalPrices(ctx.db, ctx.config.PRODUCT_NAME);
  },
});

export type BillingService = Awaited<ReturnType<typeof billingService.build>>;
