import { ConfigError } from '@laneforge/platform';
import type { BillingConfig } from '../config';
import type { Db } from '../subscriptions/store';
import { localProvider } from './local';
import type { PaymentProvider } from './provider';
import { StripeProvider, stripeClient } from './stripe';

/** `stripe` when STRIPE_SECRET_KEY is set, else the embedded `local` simulation. */
export function chooseProvider(config: BillingConfig, db: Db, clock: () => Date): PaymentProvider {
  if (!config.STRIPE_SECRET_KEY) return localProvider(db, clock);
  if (!config.STRIPE_WEBHOOK_SECRET) throw new ConfigError(['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (webhooks are how Stripe tells billing what happened)']);
  return new StripeProvider(stripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE }), config.STRIPE_WEBHOOK_SECRET);
}
