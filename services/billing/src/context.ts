import type { DataKit } from '@laneforge/platform';
import type { BillingConfig } from './config';
import type { BillingSchema } from './db/schema';
import type { PaymentProvider } from './providers/provider';

/** What billing's features share: the kit and the payment provider chosen at start. */
export interface BillingContext extends DataKit<BillingConfig, BillingSchema> {
  provider: PaymentProvider;
}
