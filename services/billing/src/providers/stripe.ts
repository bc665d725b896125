import { billingTexts, lookupKeyOf, planOfLookupKey, type PlanId } from '@laneforge/contracts';
import { badRequest } from '@laneforge/platform';
import type Stripe from 'stripe';
import type { ProviderSubscription } from '../webhooks/reconcile';
import type { PaymentProvider, PortalChange, ProviderPrice } from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe-compatible server's address (tests); unset = Stripe's own. */
  apiBase?: string | undefined;
}

/**
 * The SDK, pointed at `apiBase` through its own host/port/protocol options when one is given. It is
 * loaded here, not at start: a billing process on the local provider never holds it (~12 MB).
 */
export async function stripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiBase'>): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** Stripe refused the request itself (a missing or finished object), as the SDK's StripeInvalidRequestError says. */
const refusedByStripe = (err: unknown, ...statuses: number[]) =>
  (err as { type?: unknown }).type === 'StripeInvalidRequestError' && statuses.includes((err as { statusCode?: number }).statusCode ?? 0);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** What billing reads of a Stripe subscription (periods live on its item since API 2025-03-31). */
export function readSubscription(sub: Stripe.Subscription, invoice: Stripe.Invoice | null): ProviderSubscription {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    status: sub.status as ProviderSubscription['status'],
    plan: planOfLookupKey(item?.price.lookup_key),
    periodStart: item?.current_period_start ?? sub.start_date,
    periodEnd: item?.current_period_end ?? sub.start_date,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    latestInvoice: invoice
      ? { amountPaid: invoice.amount_paid, amountDue: invoice.amount_due, attemptCount: invoice.attempt_count, nextPaymentAttempt: invoice.next_payment_attempt }
      : null,
  };
}

/** Stripe: Checkout Sessions by price lookup key, the Customer Portal, signed webhooks. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly selfRenewing = true;

  constructor(
    readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async startCheckout(start: Parameters<PaymentProvider['startCheckout']>[0]) {
    const customerId =
      start.providerCustomerId ??
      (await this.stripe.customers.create({ ...(start.email ? { email: start.email } : {}), ...(start.name ? { name: start.name } : {}), metadata: { user_id: start.userId } })).id;
    const price = await this.priceFor(start.plan);
    if (!price) throw badRequest('This plan is not on sale right now. Please choose another plan.');
    const separator = start.successUrl.includes('?') ? '&' : '?';
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: start.userId,
      line_items: [{ price, quantity: 1 }],
      success_url: start.successUrl.includes('{CHECKOUT_SESSION_ID}') ? start.successUrl : `${start.successUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: start.cancelUrl,
      metadata: { user_id: start.userId, session_id: start.sessionId, plan: start.plan },
      subscription_data: { metadata: { user_id: start.userId, plan: start.plan } },
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without an address');
    return { url: session.url, providerSessionId: session.id, providerCustomerId: start.providerCustomerId ? null : customerId };
  }

  async openPortal({ providerCustomerId, returnUrl, change }: { providerCustomerId: string | null; returnUrl: string; change: PortalChange | null }) {
    if (!providerCustomerId) throw badRequest(billingTexts.noBillingAccount);
    const flow = change ? await this.confirmChangeFlow(change, returnUrl) : null;
    return (await this.stripe.billingPortal.sessions.create({ customer: providerCustomerId, return_url: returnUrl, ...(flow ? { flow_data: flow } : {}) })).url;
  }

  /**
   * The portal's "confirm this update" page for a plan change (a deep link): Stripe shows the
   * prorated amount and charges it, or schedules a downgrade, as the portal's configuration says.
   */
  private async confirmChangeFlow(change: PortalChange, returnUrl: string): Promise<Stripe.BillingPortal.SessionCreateParams.FlowData | null> {
    if (!change.providerSubscriptionId) return null;
    const [subscription, price] = await Promise.all([this.stripe.subscriptions.retrieve(change.providerSubscriptionId), this.priceFor(change.plan)]);
    const item = subscription.items.data[0];
    if (!item || !price) return null;
    return {
      type: 'subscription_update_confirm',
      subscription_update_confirm: { subscription: subscription.id, items: [{ id: item.id, price, quantity: 1 }] },
      after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
    };
  }

  async expireCheckout(providerSessionId: string) {
    await this.stripe.checkout.sessions.expire(providerSessionId).catch((err: unknown) => {
      // Already paid, expired or gone at Stripe: nothing is left to close (a paid one's webhook is ignored for a deleted account).
      if (refusedByStripe(err, 400, 404)) return;
      throw err;
    });
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
  }

  async endNow(id: string) {
    await this.stripe.subscriptions.cancel(id);
  }

  async activePrices(): Promise<ProviderPrice[]> {
    const found: ProviderPrice[] = [];
    for await (const price of this.stripe.prices.list({ active: true, limit: 100, expand: ['data.product'] })) {
      const product = price.product as Stripe.Product | string;
      found.push({
        id: price.id,
        productName: typeof product === 'string' ? product : product.name,
        lookupKey: price.lookup_key,
        amountCents: price.unit_amount ?? 0,
        interval: price.recurring?.interval === 'year' ? 'year' : price.recurring?.interval === 'month' ? 'month' : null,
      });
    }
    return found;
  }

  async deactivatePrice(priceId: string) {
    const price = await this.stripe.prices.retrieve(priceId).catch((err: unknown) => {
      if (refusedByStripe(err, 404)) return null;
      throw err;
    });
    if (!price?.active) return false;
    await this.stripe.prices.update(priceId, { active: false });
    return true;
  }

  async priceFor(plan: PlanId) {
    const { data } = await this.stripe.prices.list({ lookup_keys: [lookupKeyOf(plan)], active: true, limit: 1 });
    return data[0]?.id ?? null;
  }

  /** A webhook's event, verified over its exact bytes; null when the signature does not match. */
  verify(raw: Buffer, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null;
    try {
      return this.stripe.webhooks.constructEvent(raw, signature, this.webhookSecret);
    } catch {
      return null;
    }
  }

  /** The subscription as Stripe has it now, with its latest invoice. */
  async currentSubscription(id: string): Promise<{ snapshot: ProviderSubscription; customerId: string | null; userId: string | null }> {
    const sub = await this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] });
    const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    return { snapshot: readSubscription(sub, invoice), customerId: idOf(sub.customer), userId: sub.metadata?.user_id ?? null };
  }

  /** The subscription a completed checkout session started, if it has. */
  async checkoutSubscription(sessionId: string): Promise<string | null> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    return session.status === 'complete' ? idOf(session.subscription) : null;
  }
}

/** Which subscription an event concerns: Stripe names it in a different place for each kind of object. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return object.id as string;
  if (event.type === 'checkout.session.completed') return idOf(object.subscription as string | null);
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null;
    return idOf(parent?.subscription_details?.subscription ?? null);
  }
  return null;
}
