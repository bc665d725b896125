import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookupKeyOf, PRICE_CATALOGUE, type PlanId } from '@laneforge/contracts';
import Stripe from 'stripe';

/**
 * A local HTTP server that speaks Stripe's API for the calls billing makes (customers, prices,
 * Checkout Sessions and their expiry, the billing portal, subscriptions), so tests drive the real `stripe` SDK. What
 * happens on Stripe's side (a customer pays, a renewal succeeds or fails, a subscription ends) is
 * done by the test through its methods, which send webhooks signed by the SDK's own test helper.
 */

type Obj = Record<string, unknown>;
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const DAY = 86_400;

/** Stripe's form encoding (`a[b][0]=x`) back into objects and arrays. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Obj = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where webhooks go (the gateway's /api/subscription/webhook). */
  webhookUrl: string;
  prices: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  sessions: Map<string, Obj>;
  /** Billing portal sessions made, as billing asked for them (customer, return_url, flow_data). */
  portalSessions: Obj[];
  addPrice(plan: PlanId, amountCents: number, options?: { lookupKey?: string | null; productName?: string }): string;
  /** The customer pays on Stripe's page: the session completes, a subscription and a paid invoice exist. Answers the events Stripe would send. */
  pay(sessionId: string): Stripe.Event[];
  /** The subscription renews: paid, or a failed attempt (`attempt` counts them, `nextAttempt` null = none left). */
  renew(subscriptionId: string, outcome: { paid: true } | { paid: false; attempt: number; nextAttempt: number | null }): Stripe.Event[];
  end(subscriptionId: string): Stripe.Event[];
  /** Posts a signed event to the webhook address; answers the HTTP status. */
  send(event: Stripe.Event, options?: { signature?: string }): Promise<number>;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  const sdk = new Stripe(secretKey);
  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const portalSessions: Obj[] = [];
  let now = Math.floor(Date.now() / 1000);

  const addPrice: FakeStripe['addPrice'] = (plan, amountCents, options = {}) => {
    const productName = options.productName ?? `LaneForge ${plan.split('_')[0]![0]!.toUpperCase()}${plan.split('_')[0]!.slice(1)}`;
    let product = [...products.values()].find((p) => p.name === productName);
    if (!product) {
      product = { id: id('prod'), object: 'product', name: productName, active: true };
      products.set(product.id as string, product);
    }
    const price = {
      id: id('price'),
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: amountCents,
      lookup_key: options.lookupKey === undefined ? lookupKeyOf(plan) : options.lookupKey,
      recurring: { interval: PRICE_CATALOGUE[plan].interval },
      product: product.id,
      created: now,
    };
    prices.set(price.id, price);
    return price.id;
  };
  for (const plan of Object.keys(PRICE_CATALOGUE) as PlanId[]) addPrice(plan, PRICE_CATALOGUE[plan].amountCents);

  const event = (type: string, object: Obj): Stripe.Event => ({ id: id('evt'), object: 'event', type, created: now++, data: { object }, api_version: null, livemode: false, pending_webhooks: 1, request: null }) as unknown as Stripe.Event;
  const expandPrice = (price: Obj, expand: string[]) => (expand.includes('data.product') ? { ...price, product: products.get(price.product as string) } : price);
  const list = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '/v1/list' });
  const missing = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } });

  const invoiceFor = (sub: Obj, values: Obj): Obj => {
    const invoice = { id: id('in'), object: 'invoice', customer: sub.customer, currency: 'usd', parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } }, next_payment_attempt: null, ...values };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  };
  const item = (sub: Obj) => (sub.items as { data: Obj[] }).data[0]!;

  function route(method: string, path: string, query: Obj, body: Obj): { status?: number; body: unknown } {
    const [, , kind, key] = path.split('/');
    const expand = ((query.expand ?? body.expand ?? []) as string[]);
    if (method === 'POST' && kind === 'customers') {
      const customer = { id: id('cus'), object: 'customer', ...body };
      customers.set(customer.id, customer);
      return { body: customer };
    }
    if (kind === 'prices' && method === 'GET' && !key) {
      const keys = (query.lookup_keys as string[] | undefined) ?? null;
      const found = [...prices.values()].filter((p) => (query.active === 'true' ? p.active : true) && (!keys || keys.includes(p.lookup_key as string)));
      return { body: list(found.map((p) => expandPrice(p, expand))) };
    }
    if (kind === 'prices' && key) {
      const price = prices.get(key);
      if (!price) return missing(`price: '${key}'`);
      if (method === 'POST' && body.active !== undefined) price.active = body.active === 'true';
      return { body: price };
    }
    if (kind === 'checkout' && method === 'POST' && path.endsWith('/expire')) {
      const session = sessions.get(path.split('/')[4]!);
      if (!session) return missing('checkout.session');
      if (session.status !== 'open') return { status: 400, body: { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".` } } };
      Object.assign(session, { status: 'expired', url: null });
      return { body: session };
    }
    if (kind === 'checkout' && method === 'POST') {
      const session = { id: id('cs_test'), object: 'checkout.session', status: 'open', payment_status: 'unpaid', subscription: null, ...body, url: '' };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { body: session };
    }
    if (kind === 'checkout' && method === 'GET') {
      const session = sessions.get(path.split('/')[4]!);
      return session ? { body: session } : missing('checkout.session');
    }
    if (kind === 'billing_portal') {
      const portal = { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, flow: body.flow_data ?? null, url: `https://billing.stripe.test/p/session/${id('x')}` };
      portalSessions.push(portal);
      return { body: portal };
    }
    if (kind === 'subscriptions' && key) {
      const sub = subscriptions.get(key);
      if (!sub) return missing(`subscription: '${key}'`);
      if (method === 'POST' && body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      if (method === 'DELETE') sub.status = 'canceled';
      const expanded = expand.includes('latest_invoice') && sub.latest_invoice ? { ...sub, latest_invoice: invoices.get(sub.latest_invoice as string) } : sub;
      return { body: expanded };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stripe.test');
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      }
      const answer = route(req.method!, url.pathname, parseForm(url.search.slice(1)), parseForm(Buffer.concat(chunks).toString('utf8')));
      res.statusCode = answer.status ?? 200;
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    webhookSecret,
    webhookUrl: '',
    prices,
    subscriptions,
    sessions,
    portalSessions,
    addPrice,
    pay(sessionId) {
      const session = sessions.get(sessionId)!;
      const price = prices.get((session.line_items as Obj[])[0]!.price as string)!;
      const interval = (price.recurring as Obj).interval === 'year' ? 365 : 30;
      const sub: Obj = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        start_date: now,
        metadata: (session.subscription_data as Obj | undefined)?.metadata ?? {},
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price, current_period_start: now, current_period_end: now + interval * DAY }] },
        latest_invoice: null,
      };
      subscriptions.set(sub.id as string, sub);
      const invoice = invoiceFor(sub, { status: 'paid', amount_paid: price.unit_amount, amount_due: price.unit_amount, attempt_count: 1, billing_reason: 'subscription_create' });
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      return [event('checkout.session.completed', session), event('customer.subscription.created', sub), event('invoice.paid', invoice)];
    },
    renew(subscriptionId, outcome) {
      const sub = subscriptions.get(subscriptionId)!;
      const it = item(sub);
      const price = it.price as Obj;
      const length = (it.current_period_end as number) - (it.current_period_start as number);
      if (outcome.paid || outcome.attempt === 1) Object.assign(it, { current_period_start: it.current_period_end, current_period_end: (it.current_period_end as number) + length });
      if (outcome.paid) {
        sub.status = 'active';
        const invoice = invoiceFor(sub, { status: 'paid', amount_paid: price.unit_amount, amount_due: price.unit_amount, attempt_count: 1, billing_reason: 'subscription_cycle' });
        return [event('invoice.paid', invoice), event('customer.subscription.updated', sub)];
      }
      sub.status = 'past_due';
      const invoice = invoiceFor(sub, { status: 'open', amount_paid: 0, amount_due: price.unit_amount, attempt_count: outcome.attempt, next_payment_attempt: outcome.nextAttempt, billing_reason: 'subscription_cycle' });
      return [event('invoice.payment_failed', invoice), event('customer.subscription.updated', sub)];
    },
    end(subscriptionId) {
      const sub = subscriptions.get(subscriptionId)!;
      sub.status = 'canceled';
      return [event('customer.subscription.deleted', sub)];
    },
    async send(stripeEvent, options = {}) {
      const payload = JSON.stringify(stripeEvent);
      const signature = options.signature ?? sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      const response = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
      await response.body?.cancel();
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
