import { ConfigError } from '@laneforge/platform';
import type { BillingConfig } from '../config';
import type { Db } from '../subscriptions/store';
import { localProvider } from './local';
import type { PaymentProvider } from './provider';
import { StripeProvider, stripeClient } from './stripe';

/**
 * Which provider takes payments: PAYMENT_PROVIDER when set, else `stripe` when STRIPE_SECRET_KEY is
 * set, else the embedded `local` simulation. The simulation takes no money and marks anyone paid
 * who types a test card, so a production process runs it only when told to in so many words: a
 * missing key there is a mistake to stop on, not a reason to give the product away.
 */
export function providerName(config: Pick<BillingConfig, 'NODE_ENV' | 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY'>): PaymentProvider['name'] {
  if (config.PAYMENT_PROVIDER === 'stripe' && !config.STRIPE_SECRET_KEY) throw new ConfigError(['STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe']);
  if (config.PAYMENT_PROVIDER === 'local' && config.STRIPE_SECRET_KEY) {
    throw new ConfigError(['PAYMENT_PROVIDER: local (the payment simulation) contradicts the STRIPE_SECRET_KEY that is set; unset one of them']);
  }
  const name = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (name === 'local' && !config.PAYMENT_PROVIDER && config.NODE_ENV === 'production') {
    throw new ConfigError([
      'STRIPE_SECRET_KEY: not set, and NODE_ENV=production does not fall back to the local payment simulation (no money is taken); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=local to run the simulation on purpose',
    ]);
  }
  return name;
}

export async function chooseProvider(config: BillingConfig, db: Db): Promise<PaymentProvider> {
  if (providerName(config) === 'local') return localProvider(db);
  if (!config.STRIPE_WEBHOOK_SECRET) throw new ConfigError(['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (webhooks are how Stripe tells billing what happened)']);
  return new StripeProvider(await stripeClient({ secretKey: config.STRIPE_SECRET_KEY!, apiBase: config.STRIPE_API_BASE }), config.STRIPE_WEBHOOK_SECRET);
}
