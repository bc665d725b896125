import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@laneforge/platform/testing';
import { startBillingStack, type BillingStack } from './billing-stack';
import { notifications, notified, payLocally, startCheckout, tierOf } from './billing-helpers';

/** How a customer pays on each provider's hosted page. */
const drivers = {
  async local(stack: BillingStack, checkoutUrl: string) {
    expect((await payLocally(stack, checkoutUrl)).status).toBe(303);
  },
  async stripe(stack: BillingStack, checkoutUrl: string) {
    const session = [...stack.stripe!.sessions.values()].find((s) => s.url === checkoutUrl)!;
    for (const event of stack.stripe!.pay(session.id as string)) expect(await stack.stripe!.send(event)).toBe(200);
  },
};

describe.each(['local', 'stripe'] as const)('payment provider contract: %s', (provider) => {
  let stack: BillingStack;
  beforeAll(async () => {
    stack = await startBillingStack({ provider });
  });
  afterAll(() => stack?.close());

  const subscribe = async (plan = 'pro_monthly') => {
    const user = await stack.signUp();
    const { checkout_url } = await startCheckout(stack, user, plan);
    await drivers[provider](stack, checkout_url);
    await eventually(async () => (await stack.status(user.token)).subscription_status === 'active' && (await stack.status(user.token)).subscription_type === plan, 15_000);
    return user;
  };

  it('checkout by lookup key starts the plan and tells the user', async () => {
    const user = await subscribe('elite_annual');
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'elite_annual', renews: true, payment_issues: false });
    await notified(stack, user.token, 'Your Elite Annual subscription is active. Welcome aboard!');
    await notified(stack, user.token, 'Payment received: $299.99 for Elite Annual. Thank you!');
    await eventually(async () => (await tierOf(stack, user.token)) === 'elite', 15_000);
    const confirmed = await stack.call('/api/subscription/success?plan=elite_annual', { token: user.token });
    expect(await confirmed.json()).toMatchObject({ subscription_type: 'elite_annual' });
  });

  it('cancel at period end, then reactivate, mirrored at the provider', async () => {
    const user = await subscribe();
    const cancelled = (await (await stack.call('/api/subscription/cancel-with-options', { method: 'POST', token: user.token })).json()) as { grace_period_end: number };
    expect(cancelled.grace_period_end).toBe((await stack.status(user.token)).billing_period_end);
    const providerSub = () => [...(stack.stripe?.subscriptions.values() ?? [])].find((s) => (s.metadata as { user_id?: string }).user_id === user.id);
    if (provider === 'stripe') expect(providerSub()?.cancel_at_period_end).toBe(true);
    expect((await stack.call('/api/subscription/reactivate', { method: 'POST', token: user.token })).status).toBe(200);
    if (provider === 'stripe') expect(providerSub()?.cancel_at_period_end).toBe(false);
    expect((await stack.status(user.token)).subscription_status).toBe('active');
  });

  it('opens a billing portal for a customer who paid', async () => {
    const user = await subscribe();
    const portal = (await (await stack.call('/api/subscription/customer-portal', { method: 'POST', token: user.token, headers: { origin: stack.base } })).json()) as { portal_url: string };
    expect(portal.portal_url).toMatch(provider === 'local' ? /^\/api\/billing\/local\/portal\/bps_/ : /^\/api\/billing\/portal\/bps_/);
    if (provider === 'stripe') {
      // Stripe's own short-lived address is made when the link is followed, never handed out before.
      const followed = await stack.call(portal.portal_url, { redirect: 'manual' });
      expect(followed.status).toBe(303);
      expect(followed.headers.get('location')).toMatch(/^https:\/\/billing\.stripe\.test\//);
    }
  });

  it('reviews the active prices: the catalogue passes, unknown ids are 404, a deactivated price is off sale', async () => {
    const billingUrl = `http://127.0.0.1:${(stack.billing.app.server.address() as { port: number }).port}`;
    const credential = await stack.billing.context.credentials.tokenFor('billing');
    const internal = (pathname: string, body?: unknown) =>
      fetch(`${billingUrl}${pathname}`, { method: body ? 'POST' : 'GET', headers: { 'x-service-token': credential, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
    const review = (await (await internal('/internal/prices')).json()) as { products: Array<{ price_id: string; product_name: string; amount: number; interval: string }>; suspicious_count: number };
    expect(review.suspicious_count).toBe(0);
    expect(review.products.map((p) => [p.amount, p.interval]).sort()).toEqual([[19.99, 'month'], [199.99, 'year'], [29.99, 'month'], [299.99, 'year'], [9.99, 'month'], [99.99, 'year']].sort());
    expect((await internal('/internal/prices/deactivate', { price_id: 'price_missing' })).status).toBe(404);
    const lite = review.products.find((p) => p.amount === 9.99)!;
    expect((await internal('/internal/prices/deactivate', { price_id: lite.price_id })).status).toBe(200);
    const user = await stack.signUp();
    const offSale = await stack.call('/api/subscription/create-checkout-session', { method: 'POST', token: user.token, json: { plan: 'lite_monthly', success_url: stack.base, cancel_url: stack.base } });
    expect(offSale.status).toBe(400);
  });
});

describe('Stripe webhooks', () => {
  let stack: BillingStack;
  beforeAll(async () => {
    stack = await startBillingStack({ provider: 'stripe' });
  });
  afterAll(() => stack?.close());

  const checkout = async () => {
    const user = await stack.signUp();
    const { checkout_url } = await startCheckout(stack, user);
    const session = [...stack.stripe!.sessions.values()].find((s) => s.url === checkout_url)!;
    return { user, events: stack.stripe!.pay(session.id as string) };
  };

  it('refuses a forged or re-signed payload with 400 and changes nothing', async () => {
    const { user, events } = await checkout();
    const forged = await stack.stripe!.send(events[0]!, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` });
    expect(forged).toBe(400);
    const unsigned = await stack.call('/api/subscription/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(events[0]) });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ detail: 'The webhook signature does not match' });
    expect((await stack.status(user.token)).subscription_type).toBe('free');
  });

  it('a duplicate delivery has one effect', async () => {
    const { user, events } = await checkout();
    for (const event of [...events, ...events, events[0]!]) expect(await stack.stripe!.send(event)).toBe(200);
    await notified(stack, user.token, 'Payment received: $19.99 for Pro Monthly. Thank you!');
    await eventually(async () => (await notifications(stack, user.token)).length >= 2, 15_000);
    const all = await notifications(stack, user.token);
    expect(all.filter((n) => n.data.action === 'payment_succeeded')).toHaveLength(1);
    expect(all.filter((n) => n.data.action === 'subscription_updated')).toHaveLength(1);
  });

  it('out of order: a cancelling subscription.updated before checkout.session.completed ends in the right state', async () => {
    const { user, events } = await checkout();
    const sub = [...stack.stripe!.subscriptions.values()].find((s) => (s.metadata as { user_id?: string }).user_id === user.id)!;
    sub.cancel_at_period_end = true;
    const [completed] = events;
    const [updated] = stack.stripe!.renew(sub.id as string, { paid: true }).slice(1);
    expect(await stack.stripe!.send(updated!)).toBe(200);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'pro_monthly', subscription_status: 'cancelled', in_grace_period: true });
    expect(await stack.stripe!.send(completed!)).toBe(200);
    expect(await stack.status(user.token)).toMatchObject({ subscription_status: 'cancelled', in_grace_period: true });
  });

  it('renewal failure from the invoice: past due counted, then Stripe ends it and the user is Free', async () => {
    const { user, events } = await checkout();
    for (const event of events) await stack.stripe!.send(event);
    const sub = [...stack.stripe!.subscriptions.values()].find((s) => (s.metadata as { user_id?: string }).user_id === user.id)!;
    const now = Math.floor(Date.now() / 1000);
    for (const [attempt, next] of [[1, now + 86_400], [2, now + 3 * 86_400]] as const) {
      for (const event of stack.stripe!.renew(sub.id as string, { paid: false, attempt, nextAttempt: next })) expect(await stack.stripe!.send(event)).toBe(200);
      expect(await stack.status(user.token)).toMatchObject({ subscription_status: 'past_due', failed_payment_attempts: attempt, next_retry_at: next });
    }
    await notified(stack, user.token, /failed \(attempt 2\)/);
    for (const event of stack.stripe!.end(sub.id as string)) expect(await stack.stripe!.send(event)).toBe(200);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'free', subscription_status: 'expired' });
    await eventually(async () => (await tierOf(stack, user.token)) === 'free', 15_000);
  });

  it('the return from checkout settles the subscription before the webhook arrives', async () => {
    const user = await stack.signUp();
    const { checkout_url } = await startCheckout(stack, user, 'lite_annual');
    const session = [...stack.stripe!.sessions.values()].find((s) => s.url === checkout_url)!;
    const events = stack.stripe!.pay(session.id as string);
    const processed = await stack.call('/api/subscription/process-success', { method: 'POST', token: user.token, json: { session_id: session.id } });
    expect(await processed.json()).toMatchObject({ success: true, user: { subscription_type: 'lite_annual', subscription_status: 'active' } });
    for (const event of events) expect(await stack.stripe!.send(event)).toBe(200);
    await notified(stack, user.token, 'Your Lite Annual subscription is active. Welcome aboard!');
    expect((await notifications(stack, user.token)).filter((n) => n.data.action === 'payment_succeeded')).toHaveLength(1);
  });
});

describe('Stripe: plan changes and session-bound links', () => {
  let stack: BillingStack;
  beforeAll(async () => {
    stack = await startBillingStack({ provider: 'stripe' });
  });
  afterAll(() => stack?.close());

  const subscribe = async (plan = 'pro_monthly') => {
    const user = await stack.signUp();
    const { checkout_url } = await startCheckout(stack, user, plan);
    const session = [...stack.stripe!.sessions.values()].find((s) => s.url === checkout_url)!;
    for (const event of stack.stripe!.pay(session.id as string)) expect(await stack.stripe!.send(event)).toBe(200);
    return user;
  };

  it('another plan opens Stripe’s portal on the change to confirm; the plan held is refused', async () => {
    const user = await subscribe();
    const same = await stack.call('/api/subscription/create-checkout-session', { method: 'POST', token: user.token, json: { plan: 'pro_monthly', success_url: stack.base, cancel_url: stack.base } });
    expect(same.status).toBe(409);
    const sessionsBefore = stack.stripe!.sessions.size;
    const { checkout_url } = await startCheckout(stack, user, 'elite_annual');
    expect(checkout_url).toMatch(/^\/api\/billing\/portal\/bps_/);
    expect(stack.stripe!.sessions.size).toBe(sessionsBefore);
    const followed = await stack.call(checkout_url, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const sub = [...stack.stripe!.subscriptions.values()].find((s) => (s.metadata as { user_id?: string }).user_id === user.id)!;
    const item = (sub.items as { data: Array<{ id: string }> }).data[0]!;
    const elite = [...stack.stripe!.prices.values()].find((p) => p.lookup_key === 'laneforge_elite_annual')!;
    expect(stack.stripe!.portalSessions.at(-1)!.flow).toEqual({
      type: 'subscription_update_confirm',
      subscription_update_confirm: { subscription: sub.id, items: [{ id: item.id, price: elite.id, quantity: '1' }] },
      after_completion: { type: 'redirect', redirect: { return_url: `${stack.base}/dashboard?tab=profile` } },
    });
  });

  it('signing out expires the open Stripe checkout that session made, and closes its portal link', async () => {
    const user = await stack.signUp();
    const { checkout_url } = await startCheckout(stack, user, 'pro_monthly');
    const atStripe = [...stack.stripe!.sessions.values()].find((s) => s.url === checkout_url)!;
    expect(atStripe.status).toBe('open');
    expect((await stack.call('/api/auth/logout', { method: 'POST', token: user.token })).status).toBe(200);
    await eventually(() => atStripe.status === 'expired', 15_000);

    const paying = await subscribe();
    const portal = (await (await stack.call('/api/subscription/customer-portal', { method: 'POST', token: paying.token, headers: { origin: stack.base } })).json()) as { portal_url: string };
    expect((await stack.call('/api/auth/logout', { method: 'POST', token: paying.token })).status).toBe(200);
    const followed = await stack.call(portal.portal_url, { redirect: 'manual' });
    expect(followed.status).toBe(410);
    expect(await followed.text()).toContain('This billing portal link belonged to a sign-in that has ended.');
  });
});
