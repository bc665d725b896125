import type { PlanId } from '@laneforge/contracts';

export interface CheckoutStart {
  /** Billing's own session id: the capability of a hosted page, or the reference kept in the provider's metadata. */
  sessionId: string;
  userId: string;
  email: string | null;
  name: string | null;
  providerCustomerId: string | null;
  plan: PlanId;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderPrice {
  id: string;
  productName: string;
  lookupKey: string | null;
  amountCents: number;
  interval: 'month' | 'year' | null;
}

/** A plan change the billing portal opens on, for the customer to confirm. */
export interface PortalChange {
  plan: PlanId;
  /** The provider's subscription to change (Stripe); null when the provider keeps none. */
  providerSubscriptionId: string | null;
}

/**
 * How money is taken (ARCHITECTURE.md "Payments"). Both providers drive the same state machine
 * through the same code path: `local` completes its hosted checkout and charges renewals from the
 * scheduler; `stripe` is told by signed webhooks.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Whether the provider renews paid subscriptions itself (Stripe) or billing's scheduler charges them (local). */
  readonly selfRenewing: boolean;
  /** The hosted checkout page's address; a new provider customer id when one was made. */
  startCheckout(start: CheckoutStart): Promise<{ url: string; providerSessionId: string | null; providerCustomerId: string | null }>;
  /**
   * Where the browser goes for one customer's billing portal, when they follow billing's portal link
   * `linkId` (which checks that the session that made it lasts); `change`: a plan change to confirm.
   */
  openPortal(input: { linkId: string; providerCustomerId: string | null; returnUrl: string; change: PortalChange | null }): Promise<string>;
  /** Mirrors a cancel (true) or a reactivation (false) at the provider. */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Closes an open hosted checkout at the provider so it can no longer be paid (account deleted); one no longer open is left as it is. */
  expireCheckout(providerSessionId: string): Promise<void>;
  /** Ends a provider subscription at once (trial taken, account deleted, administrator's change). */
  endNow(providerSubscriptionId: string): Promise<void>;
  /** The prices the provider sells, active ones only. */
  activePrices(): Promise<ProviderPrice[]>;
  /** Stops selling a price; false when the provider has no such active price. */
  deactivatePrice(priceId: string): Promise<boolean>;
  /** The id of the active price that sells `plan`, or null when none does. */
  priceFor(plan: PlanId): Promise<string | null>;
}
