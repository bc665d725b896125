import type { CheckoutResult, UsageCheck } from '@laneforge/contracts';
import { eventually } from '@laneforge/platform/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../services/auth/src/db/schema';
import { startBillingStack, type BillingStack } from './billing-stack';
import { advance, headingsOf, notifications, notified, payLocally, portalForm, portalInvoices, portalOf, startCheckout, subscribeLocally, tierOf } from './billing-helpers';

/**
 * Money a coach can trust, through the gateway with the local provider: never a second charge for
 * a paid period, an upgrade that unlocks at once, every charge behaving as Stripe's test cards do,
 * a failed payment that stays in sight until it is paid, and links that end with the session.
 */
let stack: BillingStack;
let admin: string;
beforeAll(async () => {
  stack = await startBillingStack({ planWriter: true });
  admin = await stack.adminToken();
});
afterAll(() => stack?.close());

type User = Awaited<ReturnType<BillingStack['signUp']>>;
const checkout = (user: User, plan: string) =>
  stack.call('/api/subscription/create-checkout-session', {
    method: 'POST',
    token: user.token,
    json: { plan, success_url: `${stack.base}/dashboard?subscription=success&plan=${plan}`, cancel_url: `${stack.base}/subscription?cancelled=true` },
  });
const detailOf = async (response: Response) => ((await response.json()) as { detail: string }).detail;
const post = (path: string, token: string) => stack.call(path, { method: 'POST', token });

/** A coach whose renewal failed with the 0341 card: past due, after the test clock passed the period end. */
async function pastDueCoach(plan = 'pro_monthly') {
  const user = await stack.signUp();
  await subscribeLocally(stack, user, plan, '4000 0000 0000 0341');
  const { billing_period_end: end } = await stack.status(user.token);
  await advance(stack, admin, user.id, end! - Math.floor(Date.now() / 1000) + 60);
  expect(await stack.status(user.token)).toMatchObject({ subscription_status: 'past_due', payment_issues: true, failed_payment_attempts: 1 });
  return user;
}

describe('one subscription at a time: no second charge for a paid period', () => {
  it('a cancelled plan with paid time left is reactivated, not bought again', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'pro_monthly');
    expect((await post('/api/subscription/cancel-with-options', user.token)).status).toBe(200);

    const again = await checkout(user, 'pro_monthly');
    expect(again.status).toBe(409);
    expect(await detailOf(again)).toMatch(/^Your Pro Monthly plan is cancelled but paid until \w+ \d+, \d{4}\. Reactivate it instead of buying it again: you will not be charged until then\.$/);
    // The legacy name of the plan is the same plan.
    expect((await checkout(user, 'monthly')).status).toBe(409);

    expect((await post('/api/subscription/reactivate', user.token)).status).toBe(200);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'pro_monthly', subscription_status: 'active' });
    expect(await portalInvoices(stack, await portalOf(stack, user.token))).toEqual(['Pro Monthly | $19.99 | Paid']);
  });

  it('the plan already held is refused; another plan is a Change plan in the portal, never a parallel subscription', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'pro_monthly');
    const same = await checkout(user, 'pro_monthly');
    expect(same.status).toBe(409);
    expect(await detailOf(same)).toBe('You already have the Pro Monthly plan.');

    const upgrade = await checkout(user, 'elite_monthly');
    expect(upgrade.status).toBe(200);
    const { checkout_url } = (await upgrade.json()) as CheckoutResult;
    expect(checkout_url).toMatch(/^\/api\/billing\/local\/portal\/bps_/);
    const page = await (await stack.call(checkout_url)).text();
    expect(headingsOf(page)[0]).toBe('Change to Elite Monthly');
    // Keeping the plan (or coming back after confirming) leads to the profile, not to a welcome to a plan not bought.
    expect(page).toContain(`href="${stack.base}/dashboard?tab=profile">Keep my plan</a>`);
    expect(page).toMatch(/You pay \$\d+\.\d\d now with your card ending in 4242: the new plan&#39;s price less the unused part of Pro Monthly\./);
    const confirmed = await portalForm(stack, checkout_url, 'change-plan', { plan: 'elite_monthly' });
    expect(confirmed.status).toBe(200);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'elite_monthly', subscription_status: 'active' });
    const invoices = await portalInvoices(stack, checkout_url);
    expect(invoices).toHaveLength(2);
    const upgradeInvoice = invoices.find((i) => i.startsWith('Elite Monthly'))!;
    expect(upgradeInvoice).toMatch(/^Elite Monthly \| \$\d+\.\d\d \| Paid$/);
    // The upgrade is charged the difference, not the full price of a second plan.
    expect(Number(/\$(\d+\.\d\d)/.exec(upgradeInvoice)![1])).toBeLessThan(29.99);

    const downgrade = (await (await checkout(user, 'lite_monthly')).json()) as CheckoutResult;
    const downgradePage = await (await stack.call(downgrade.checkout_url)).text();
    expect(downgradePage).toMatch(/Lite Monthly starts on \w+ \d+, \d{4}, when this period ends; until then you keep Elite Monthly\. Nothing is charged now\./);
    expect((await portalForm(stack, downgrade.checkout_url, 'change-plan', { plan: 'lite_monthly' })).status).toBe(200);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'elite_monthly', scheduled_plan: 'lite_monthly' });
  });

  it('a cancelled plan with paid time left changes plan through the portal too, and keeps running', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'lite_monthly');
    await post('/api/subscription/cancel-with-options', user.token);
    const { checkout_url } = (await (await checkout(user, 'pro_monthly')).json()) as CheckoutResult;
    expect(checkout_url).toMatch(/^\/api\/billing\/local\/portal\//);
    expect((await portalForm(stack, checkout_url, 'change-plan', { plan: 'pro_monthly' })).status).toBe(200);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'pro_monthly', subscription_status: 'active', renews: true });
  });

  it('a past-due coach is told to settle the failed payment first, not that they already have the plan', async () => {
    const user = await pastDueCoach();
    for (const plan of ['elite_monthly', 'pro_monthly']) {
      const refused = await checkout(user, plan);
      expect(refused.status).toBe(409);
      expect(await detailOf(refused)).toBe('Your last payment for Pro Monthly failed. Update your card and use Pay now in the billing portal (Manage Billing) before changing plans.');
    }
  });
});

describe('an upgrade takes effect for the allowance at once', () => {
  it('a Free coach who made the week’s plan upgrades to Pro and makes today’s Pro plan', async () => {
    const user = await stack.signUp();
    const generate = () => stack.call('/api/training/generate', { method: 'POST', token: user.token, json: { date: new Date().toISOString().slice(0, 10), description: 'age group 3000 SCY aerobic freestyle' } });
    expect((await generate()).status).toBe(201);
    const refused = await generate();
    expect(refused.status).toBe(429);
    expect(await detailOf(refused)).toMatch(/^You have used your 1 plan for this week on the Free plan\./);

    await subscribeLocally(stack, user, 'pro_monthly');
    await eventually(async () => (await tierOf(stack, user.token)) === 'pro', 15_000);
    const usage = (await (await stack.call('/api/usage/check', { token: user.token })).json()) as UsageCheck;
    expect(usage).toMatchObject({ tier: 'pro', can_use: true, used: 0, allowance: 1, period: 'day' });
    expect((await generate()).status).toBe(201);
    const tomorrow = await generate();
    expect(tomorrow.status).toBe(429);
    expect(await detailOf(tomorrow)).toMatch(/^You have used your 1 plan for today on the Pro plan\./);
  });
});

describe('every local charge behaves as Stripe’s test cards do', () => {
  it('0341 fails an upgrade’s prorated charge: the upgrade is not granted and the coach is told why; 4242 then pays it', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'lite_monthly', '4000 0000 0000 0341');
    const portal = await portalOf(stack, user.token);
    const declined = await portalForm(stack, portal, 'change-plan', { plan: 'elite_annual' });
    expect(declined.status).toBe(402);
    expect(await detailOf(declined)).toMatch(
      /^Your card ending in 0341 was declined, so your plan stays Lite Monthly: Elite Annual starts once its charge of \$\d+\.\d\d is paid\. Update your card in the billing portal and try again\.$/,
    );
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'lite_monthly', subscription_status: 'active' });
    expect((await portalInvoices(stack, portal)).sort()).toEqual([expect.stringMatching(/^Elite Annual \| \$\d+\.\d\d \| Failed \(attempt 1\)$/), 'Lite Monthly | $9.99 | Paid']);
    // As a browser sees it: the page again, with the reason in an alert.
    const asPage = await stack.call(`${portal}/change-plan`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'plan=elite_annual' });
    expect(asPage.status).toBe(402);
    expect(await asPage.text()).toMatch(/role="alert"[^>]*>Your card ending in 0341 was declined/);

    const refusedCard = await portalForm(stack, portal, 'card', { card_number: '4000 0000 0000 0002' });
    expect(refusedCard.status).toBe(402);
    expect(await detailOf(refusedCard)).toBe('Your card was declined.');
    expect((await portalForm(stack, portal, 'card', { card_number: '4242 4242 4242 4242' })).status).toBe(200);
    const upgraded = await portalForm(stack, portal, 'change-plan', { plan: 'elite_annual' });
    expect(upgraded.status).toBe(200);
    expect(((await upgraded.json()) as { message: string }).message).toMatch(/^Your plan is now Elite Annual\. \$\d+\.\d\d was charged to your card\. The next payment is on/);
    expect(await stack.status(user.token)).toMatchObject({ subscription_type: 'elite_annual', subscription_status: 'active' });
    await eventually(async () => (await tierOf(stack, user.token)) === 'elite', 15_000);
  });

  it('a good card saved in the portal pays a past-due invoice at once with Pay now, which clears the payment issue', async () => {
    const user = await pastDueCoach();
    const oldEnd = (await stack.status(user.token)).billing_period_end!;
    const portal = await portalOf(stack, user.token);
    const page = await (await stack.call(portal)).text();
    // What fixes the problem comes before what ends the subscription.
    const headings = headingsOf(page);
    expect(headings.slice(0, 2)).toEqual(['Pay now', 'Update card']);
    expect(headings.indexOf('Cancel subscription')).toBe(headings.length - 2);
    expect(page).toContain('Pay $19.99 now');

    const stillFailing = await portalForm(stack, portal, 'pay-now');
    expect(stillFailing.status).toBe(402);
    expect(await detailOf(stillFailing)).toBe('Your card ending in 0341 was declined, so the payment of $19.99 is still due. Update your card in the billing portal and try again.');
    expect((await stack.status(user.token)).payment_issues).toBe(true);

    const saved = await portalForm(stack, portal, 'card', { card_number: '4242 4242 4242 4242' });
    expect(((await saved.json()) as { message: string }).message).toBe('Your card ending in 4242 is saved. Use Pay now to pay the renewal that failed.');
    expect((await stack.status(user.token)).subscription_status).toBe('past_due');
    const paid = await portalForm(stack, portal, 'pay-now');
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { message: string }).message).toMatch(/^Payment received: \$19\.99 for Pro Monthly\. Your subscription is active again and renews on/);
    expect(await stack.status(user.token)).toMatchObject({ subscription_status: 'active', payment_issues: false, failed_payment_attempts: 0, billing_period_start: oldEnd, renews: true });
    await notified(stack, user.token, 'Payment received: $19.99 for Pro Monthly. Thank you!');
    await eventually(async () => (await stack.me(user.token)).subscription_status === 'active', 15_000);
    expect((await portalForm(stack, portal, 'pay-now')).status).toBe(409);
  });
});

describe('a failed payment stays visible until it is fixed', () => {
  it('the user is past due everywhere, and the failure is told as a warning, never a success', async () => {
    const user = await pastDueCoach();
    await eventually(async () => (await stack.me(user.token)).subscription_status === 'past_due', 15_000);
    const pastDue = await notified(stack, user.token, 'We could not renew your subscription. Please update your card in the billing portal.');
    expect(pastDue.data).toMatchObject({ action: 'subscription_updated', message_type: 'warning' });
    const welcome = (await notifications(stack, user.token)).find((n) => n.data.message.startsWith('Your Pro Monthly subscription is active'));
    expect(welcome?.data.message_type).toBe('success');
  });
});

describe('portal and checkout links belong to the session that made them', () => {
  const login = async (email: string) => {
    const response = await stack.call('/api/auth/login', { method: 'POST', json: { email, password: 'swimfast1' } });
    return ((await response.json()) as { access_token: string }).access_token;
  };

  it('signing out ends the links that session made, and only those', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'lite_monthly');
    const portal = await portalOf(stack, user.token);
    const other = await login(user.email);
    const otherPortal = await portalOf(stack, other);
    expect((await stack.call(portal)).status).toBe(200);

    expect((await post('/api/auth/logout', user.token)).status).toBe(200);
    const closed = await stack.call(portal);
    expect(closed.status).toBe(410);
    const closedPage = await closed.text();
    expect(closedPage).toContain('This billing portal link belonged to a sign-in that has ended.');
    expect(closedPage).not.toContain('4242');
    const cancel = await portalForm(stack, portal, 'cancel');
    expect(cancel.status).toBe(410);
    expect(await detailOf(cancel)).toBe('This billing portal link belonged to a sign-in that has ended. Sign in to LaneForge and open it again from there.');
    expect((await stack.status(other)).subscription_status).toBe('active');
    expect((await stack.call(otherPortal)).status).toBe(200);
  });

  it('a checkout link closes with its session: the page and the payment are refused, nothing is charged', async () => {
    const user = await stack.signUp();
    const { checkout_url } = await startCheckout(stack, user, 'pro_monthly');
    expect((await stack.call(checkout_url)).status).toBe(200);
    expect((await post('/api/auth/logout', user.token)).status).toBe(200);
    const page = await stack.call(checkout_url);
    expect(page.status).toBe(410);
    expect(await page.text()).not.toContain('card_number');
    const paid = await payLocally(stack, checkout_url, '4242 4242 4242 4242', 'application/json');
    expect(paid.status).toBe(410);
    const again = await login(user.email);
    expect(await stack.status(again)).toMatchObject({ subscription_type: 'free' });
  });

  it('a session that simply ran out ends its links too: no event says so, the link asks at use', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'pro_monthly');
    const portal = await portalOf(stack, user.token);
    expect((await stack.call(portal)).status).toBe(200);
    await stack.auth.context.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    await eventually(async () => (await stack.call(portal)).status === 410, 5_000);
  });

  it('a password change ends the links of every session of the account', async () => {
    const user = await stack.signUp();
    await subscribeLocally(stack, user, 'pro_monthly');
    const other = await login(user.email);
    const portals = [await portalOf(stack, user.token), await portalOf(stack, other)];
    const changed = await stack.call('/api/auth/change-password', { method: 'POST', token: user.token, json: { current_password: 'swimfast1', new_password: 'swimfaster2', confirm_password: 'swimfaster2' } });
    expect(changed.status).toBe(200);
    for (const portal of portals) expect((await stack.call(portal)).status).toBe(410);
  });
});
