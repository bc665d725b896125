import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingStatus } from '@laneforge/contracts';
import { eventually } from '@laneforge/platform/testing';
import { SERVICE_TOKEN_HEADER } from '@laneforge/platform/internal';
import { startBillingStack, type BillingStack } from './billing-stack';
import { advance, DAY, notified, notifications, payLocally, startCheckout, subscribeLocally, tierOf } from './billing-helpers';

let stack: BillingStack;
let admin: string;
beforeAll(async () => {
  stack = await startBillingStack();
  admin = await stack.adminToken();
});
afterAll(() => stack?.close());

describe('billing through the gateway, local provider', () => {
  it('checkout: a declined card changes nothing; the test card pays, the user is told, and generates as Pro within seconds', async () => {
    const user = await stack.signUp();
    const { checkout_url, url } = await startCheckout(stack, user);
    expect(checkout_url).toMatch(/^\/api\/billing\/local\/checkout\/cs_[\w-]{32}$/);
    expect(url).toBe(checkout_url);
    const page = await stack.call(checkout_url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('Pay $19.99');

    const declined = await payLocally(stack, checkout_url, '4000 0000 0000 0002', 'application/json');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ detail: 'Your card was declined.' });
    expect((await stack.status(user.token)).subscription_type).toBe('free');

    const paid = await payLocally(stack, checkout_url);
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(location.pathname + location.search).toMatch(/^\/dashboard\?subscription=success&plan=pro_monthly&session_id=cs_/);

    const confirmed = await stack.call('/api/subscription/success?plan=pro_monthly', { token: user.token });
    expect(await confirmed.json()).toMatchObject({ id: user.id, subscription_type: 'pro_monthly', subscription_status: 'active' });
    const processed = await stack.call('/api/subscription/process-success', { method: 'POST', token: user.token, json: { session_id: location.searchParams.get('session_id'), plan: 'pro_monthly' } });
    expect(await processed.json()).toMatchObject({ success: true, user: { subscription_type: 'pro_monthly' } });

    await notified(stack, user.token, 'Your Pro Monthly subscription is active. Welcome aboard!');
    await notified(stack, user.token, 'Payment received: $19.99 for Pro Monthly. Thank you!');
    await eventually(async () => (await tierOf(stack, user.token)) === 'pro', 15_000);
    await eventually(async () => (await stack.me(user.token)).subscription_type === 'pro_monthly', 15_000);
    // Paying the same session again charges nothing more.
    expect((await payLocally(stack, checkout_url)).status).toBe(303);
    expect((await notifications(stack, user.token)).filter((n) => n.data.action === 'payment_succeeded')).toHaveLength(1);
  });

  it('cancel keeps access through the grace period, offers the trial, and reactivation restores it once', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'lite_annual');
    const cancelled = await stack.call('/api/subscription/cancel-with-options', { method: 'POST', token: user.token });
    const result = (await cancelled.json()) as { grace_period_end: number; pro_trial_offered: boolean; message: string };
    const status = await stack.status(user.token);
    expect(result).toMatchObject({ success: true, pro_trial_offered: true, grace_period_end: status.billing_period_end });
    expect(result.message).toMatch(/^Your subscription has been cancelled\. You keep access until \w+ \d+, \d{4}\.$/);
    expect(status).toMatchObject({ subscription_status: 'cancelled', in_grace_period: true, pro_trial_available: true, renews: false });
    await notified(stack, user.token, /^Your subscription is cancelled\. You keep Lite access until/);
    expect((await stack.call('/api/subscription/cancel', { method: 'POST', token: user.token })).status).toBe(409);

    const reactivated = await stack.call('/api/subscription/reactivate', { method: 'POST', token: user.token });
    expect(await reactivated.json()).toMatchObject({ success: true, message: 'Subscription reactivated successfully!', status: { subscription_status: 'active', in_grace_period: false } });
    await notified(stack, user.token, /^Your Lite Annual subscription is active again\. It renews on/);
    const again = await stack.call('/api/subscription/reactivate', { method: 'POST', token: user.token });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: 'Only a cancelled subscription can be reactivated.' });
  });

  it('cancel then trial: 30 days of Pro with no card from the day the paid access ends, then Free; offered only once', async () => {
    const user = await stack.signUp();
    expect((await stack.call('/api/subscription/pro-trial-offer', { method: 'POST', token: user.token })).status).toBe(409);
    await subscribeLocally(stack, user, 'lite_monthly');
    await stack.call('/api/subscription/cancel-with-options', { method: 'POST', token: user.token });
    const paidUntil = (await stack.status(user.token)).billing_period_end!;
    const trial = await stack.call('/api/subscription/pro-trial-offer', { method: 'POST', token: user.token });
    const accepted = (await trial.json()) as { message: string; status: BillingStatus };
    expect(accepted.message).toMatch(/^Pro trial accepted! Your 30 days of Pro start on \w+ \d+, \d{4}, when your paid access ends, and run until \w+ \d+, \d{4}\.$/);
    // The paid Lite month runs out first: the trial never restates it.
    expect(accepted.status).toMatchObject({ subscription_type: 'lite_monthly', subscription_status: 'cancelled', in_grace_period: true, pro_trial_available: false, pro_trial_starts_at: paidUntil });
    await notified(stack, user.token, /^Your 30-day Pro trial starts on \w+ \d+, \d{4}, when your paid access ends\.$/);
    expect(await tierOf(stack, user.token)).toBe('lite');

    await advance(stack, admin, user.id, paidUntil - Math.floor(Date.now() / 1000) + 60);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'pro_monthly', subscription_status: 'active', billing_period_start: paidUntil, billing_period_end: paidUntil + 30 * DAY, renews: false });
    await notified(stack, user.token, /^Your 30-day Pro trial has started\. It ends on/);
    await eventually(async () => (await tierOf(stack, user.token)) === 'pro', 15_000);

    await advance(stack, admin, user.id, 29 * DAY);
    expect((await stack.status(user.token)).subscription_type).toBe('pro_monthly');
    await advance(stack, admin, user.id, 2 * DAY);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'free', subscription_status: 'expired' });
    await notified(stack, user.token, 'Your Pro trial has ended. You are on the Free plan now.');
    await eventually(async () => (await tierOf(stack, user.token)) === 'free', 15_000);

    await subscribeLocally(stack, user, 'pro_monthly');
    const second = (await (await stack.call('/api/subscription/cancel-with-options', { method: 'POST', token: user.token })).json()) as { pro_trial_offered: boolean };
    expect(second.pro_trial_offered).toBe(false);
    const refused = await stack.call('/api/subscription/pro-trial-offer', { method: 'POST', token: user.token });
    expect(await refused.json()).toEqual({ detail: 'The Pro trial has already been used.' });
  });

  it('the trial with no paid time left starts at once: a past-due plan cancelled ends now', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'pro_monthly', '4000 0000 0000 0341');
    const { billing_period_end: end } = await stack.status(user.token);
    await advance(stack, admin, user.id, end! - Math.floor(Date.now() / 1000) + 60);
    expect((await stack.status(user.token)).subscription_status).toBe('past_due');
    const cancelled = (await (await stack.call('/api/subscription/cancel-with-options', { method: 'POST', token: user.token })).json()) as { pro_trial_offered: boolean; grace_period_end: number | null };
    expect(cancelled).toMatchObject({ pro_trial_offered: true, grace_period_end: null });
    const trial = await stack.call('/api/subscription/pro-trial-offer', { method: 'POST', token: user.token });
    expect(await trial.json()).toMatchObject({ message: 'Pro trial activated! You now have 30 days of Pro access.', status: { subscription_type: 'pro_monthly', subscription_status: 'active', pro_trial_starts_at: null } });
  });

  it('renewal failure with the 0341 card: past due, retries after 1, 3 and 5 days, then Free', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'pro_monthly', '4000 0000 0000 0341');
    const { billing_period_end: end } = await stack.status(user.token);
    const now = Math.floor(Date.now() / 1000);
    await advance(stack, admin, user.id, end! - now + 60);
    expect(await stack.status(user.token)).toMatchObject({ subscription_status: 'past_due', payment_issues: true, failed_payment_attempts: 1 });
    await notified(stack, user.token, /^Your payment of \$19\.99 for Pro Monthly failed \(attempt 1\)\. We will try again on/);
    await notified(stack, user.token, 'We could not renew your subscription. Please update your card in the billing portal.');
    for (const [days, attempts] of [[1, 2], [3, 3]] as const) {
      await advance(stack, admin, user.id, days * DAY);
      expect((await stack.status(user.token)).failed_payment_attempts).toBe(attempts);
    }
    expect((await tierOf(stack, user.token))).toBe('pro');
    await advance(stack, admin, user.id, 5 * DAY);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'free', subscription_status: 'expired', payment_issues: false });
    await notified(stack, user.token, 'Your payment of $19.99 for Pro Monthly failed again and no tries are left.');
    await eventually(async () => (await tierOf(stack, user.token)) === 'free', 15_000);
  });

  it('renews a paying card at period end with a payment notice, through the scheduler', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'elite_monthly');
    const first = await stack.status(user.token);
    await advance(stack, admin, user.id, 31 * DAY);
    const renewed = await stack.status(user.token);
    expect(renewed).toMatchObject({ subscription_type: 'elite_monthly', subscription_status: 'active', billing_period_start: first.billing_period_end });
    await notified(stack, user.token, /^Your Elite Monthly subscription has renewed until/);
    await eventually(async () => (await notifications(stack, user.token)).filter((n) => n.data.action === 'payment_succeeded').length === 2, 15_000);
  });

  it('the billing portal: none for someone who never paid; a hosted page that changes plan and cancels', async () => {
    const free = await stack.signUp();
    const none = await stack.call('/api/subscription/customer-portal', { method: 'POST', token: free.token });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ detail: 'No billing account found' });

    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'pro_monthly');
    const { portal_url } = (await (await stack.call('/api/subscription/customer-portal', { method: 'POST', token: user.token, headers: { origin: stack.base } })).json()) as { portal_url: string };
    const page = await (await stack.call(portal_url)).text();
    for (const text of ['Pro Monthly', 'Next payment', '$19.99', 'Change plan', 'Cancel subscription', 'Update card', 'Invoices', 'Paid']) expect(page).toContain(text);
    const form = (action: string, fields: Record<string, string>) =>
      stack.call(`${portal_url}/${action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams(fields).toString() });
    expect((await form('change-plan', { plan: 'elite_monthly' })).status).toBe(200);
    expect((await stack.status(user.token)).subscription_type).toBe('elite_monthly');
    expect((await form('change-plan', { plan: 'lite_monthly' })).status).toBe(200);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'elite_monthly', scheduled_plan: 'lite_monthly' });
    await notified(stack, user.token, /^Your plan changes to Lite Monthly on/);
    expect((await form('card', { card_number: '1234' })).status).toBe(400);
    expect((await form('cancel', {})).status).toBe(200);
    expect((await stack.status(user.token)).subscription_status).toBe('cancelled');
    expect((await stack.call(`${portal_url.slice(0, -4)}zzzz`)).status).toBe(404);
  });

  it('guards: the test clock is for administrators, bad input names the field, webhooks need the Stripe provider', async () => {
    const user = await stack.signUp();
    const asUser = await stack.call('/api/billing/local/test-clock/advance', { method: 'POST', token: user.token, json: { user_id: user.id, seconds: 60 } });
    expect(asUser.status).toBe(403);
    const bad = await stack.call('/api/billing/local/test-clock/advance', { method: 'POST', token: admin, json: { user_id: user.id, seconds: -5 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/seconds/);
    const badPlan = await stack.call('/api/subscription/create-checkout-session', { method: 'POST', token: user.token, json: { plan: 'gold', success_url: stack.base, cancel_url: stack.base } });
    expect(badPlan.status).toBe(400);
    expect(((await badPlan.json()) as { detail: string }).detail).toMatch(/plan/);
    const someoneElse = await stack.call('/api/subscription/create-checkout-session', { method: 'POST', token: user.token, json: { plan: 'pro_monthly', user_id: '00000000-0000-4000-8000-000000000000', success_url: stack.base, cancel_url: stack.base } });
    expect(someoneElse.status).toBe(403);
    const webhook = await stack.call('/api/subscription/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: '{}' });
    expect(webhook.status).toBe(400);
    expect((await stack.call('/api/billing/local/checkout/cs_unknown')).status).toBe(404);
  });

  it('internal routes for the admin service: overrides through the state machine, price review, deactivation', async () => {
    const user = await stack.signUp();
    const billingUrl = `http://127.0.0.1:${(stack.billing.app.server.address() as { port: number }).port}`;
    const credential = await stack.billing.context.credentials.tokenFor('billing');
    const internal = (pathname: string, init: RequestInit = {}) =>
      fetch(`${billingUrl}${pathname}`, { ...init, headers: { [SERVICE_TOKEN_HEADER]: credential, 'content-type': 'application/json', ...(init.headers as object) } });
    expect((await fetch(`${billingUrl}/internal/prices`)).status).toBe(401);
    const override = await internal(`/internal/subscriptions/${user.id}`, { method: 'PUT', body: JSON.stringify({ subscription_type: 'elite_annual', subscription_status: 'active', actor_id: user.id }) });
    expect(await override.json()).toMatchObject({ subscription_type: 'elite_annual', subscription_status: 'active' });
    await notified(stack, user.token, 'An administrator changed your plan to Elite Annual.');
    await eventually(async () => (await tierOf(stack, user.token)) === 'elite', 15_000);
    expect(await (await internal(`/internal/subscriptions/${user.id}`)).json()).toMatchObject({ subscription_type: 'elite_annual' });

    const review = (await (await internal('/internal/prices')).json()) as { products: Array<{ price_id: string; amount: number }>; suspicious_count: number };
    expect(review.products).toHaveLength(6);
    expect(review.suspicious_count).toBe(0);
    expect((await internal('/internal/prices/deactivate', { method: 'POST', body: JSON.stringify({ price_id: 'price_nope' }) })).status).toBe(404);
    expect((await internal('/internal/prices/deactivate', { method: 'POST', body: JSON.stringify({ price_id: 'price_local_lite_annual' }) })).status).toBe(200);
    const other = await stack.signUp();
    const offSale = await stack.call('/api/subscription/create-checkout-session', { method: 'POST', token: other.token, json: { plan: 'lite_annual', success_url: stack.base, cancel_url: stack.base } });
    expect(await offSale.json()).toEqual({ detail: 'This plan is not on sale right now. Please choose another plan.' });
  });
});
