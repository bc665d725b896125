import { randomUUID } from 'node:crypto';
import type { CheckoutResult } from '@laneforge/contracts';
import { eventually, isolatedEnv } from '@laneforge/platform/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, customers, invoices, portalSessions } from '../src/db/schema';
import { billingService } from '../src/service';
import { findCustomer, findSubscription, upsertCustomer } from '../src/subscriptions/store';
import { startTestBilling, type TestBilling } from './helpers';

const OWN = 'http://localhost:8080';
const json = <T>(response: { json(): unknown }) => response.json() as T;

type User = Awaited<ReturnType<TestBilling['user']>>;

const checkout = (t: TestBilling, user: User, urls: { success_url: string; cancel_url: string }, headers: Record<string, string> = {}, plan = 'pro_monthly') =>
  t.inject({ method: 'POST', url: '/subscription/create-checkout-session', headers: { ...user.auth, ...headers }, payload: { plan, ...urls } });

const ownUrls = { success_url: `${OWN}/dashboard?subscription=success&plan=pro_monthly`, cancel_url: `${OWN}/subscription?cancelled=true` };

/** Pays on the local hosted page as its form does (303 to the success address), or as a JSON client. */
const pay = (t: TestBilling, checkoutUrl: string, accept?: string) =>
  t.inject({
    method: 'POST',
    url: `${checkoutUrl.replace(/^\/api/, '')}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(accept ? { accept } : {}) },
    payload: new URLSearchParams({ card_number: '4242 4242 4242 4242', exp: '12 / 34', cvc: '123' }).toString(),
  });

const sessionsOf = (t: TestBilling, userId: string) => t.service.context.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));

describe('billing on the local provider', () => {
  let t: TestBilling;
  beforeAll(async () => {
    t = await startTestBilling();
  });
  afterAll(() => t?.close());

  describe('checkout sends people back only to the product (APP_URL)', () => {
    it('refuses another site with 400 naming the field, with no Origin, Origin: null or a forged Origin, and makes no session', async () => {
      const user = await t.user();
      const origins: Array<Record<string, string>> = [{}, { origin: 'null' }, { origin: 'https://evil.example' }];
      for (const headers of origins) {
        const offSite = await checkout(t, user, { success_url: 'https://evil.example/phish', cancel_url: ownUrls.cancel_url }, headers);
        expect(offSite.statusCode).toBe(400);
        expect(json<{ detail: string }>(offSite).detail).toBe(`success_url must be an address of LaneForge (${OWN})`);
        const cancelOffSite = await checkout(t, user, { success_url: ownUrls.success_url, cancel_url: 'https://evil.example/back' }, headers);
        expect(cancelOffSite.statusCode).toBe(400);
        expect(json<{ detail: string }>(cancelOffSite).detail).toMatch(/^cancel_url must be an address of LaneForge/);
      }
      // Another port of this machine is another site.
      const otherPort = await checkout(t, user, { success_url: 'http://127.0.0.1:9999/dashboard', cancel_url: ownUrls.cancel_url });
      expect(otherPort.statusCode).toBe(400);
      expect(await sessionsOf(t, user.id)).toEqual([]);
    });

    it('accepts the product at localhost or 127.0.0.1 on its port; the hosted page and the payment lead back there only', async () => {
      const user = await t.user();
      const loopback = await checkout(t, user, { success_url: 'http://127.0.0.1:8080/dashboard', cancel_url: 'http://127.0.0.1:8080/subscription' });
      expect(loopback.statusCode).toBe(200);
      const started = await checkout(t, user, ownUrls);
      expect(started.statusCode).toBe(200);
      const { checkout_url } = json<CheckoutResult>(started);
      const page = await t.inject({ method: 'GET', url: checkout_url.replace(/^\/api/, '') });
      expect(page.statusCode).toBe(200);
      const links = [...page.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      expect(links).toContain(ownUrls.cancel_url);
      expect(links.filter((href) => /^https?:/.test(href)).every((href) => href.startsWith(`${OWN}/`))).toBe(true);
      const paid = await pay(t, checkout_url);
      expect(paid.statusCode).toBe(303);
      expect(new URL(paid.headers.location as string).origin).toBe(OWN);
    });

    it('the billing portal returns to APP_URL when the request names another site as its Origin', async () => {
      const user = await t.user();
      expect((await pay(t, json<CheckoutResult>(await checkout(t, user, ownUrls)).checkout_url)).statusCode).toBe(303);
      const portal = await t.inject({ method: 'POST', url: '/subscription/customer-portal', headers: { ...user.auth, origin: 'https://evil.example' } });
      expect(portal.statusCode).toBe(200);
      const [session] = await t.service.context.db.select().from(portalSessions).where(eq(portalSessions.userId, user.id));
      expect(session!.returnUrl).toBe(`${OWN}/dashboard?tab=profile`);
    });
  });

  describe("a deleted account's open checkout and portal", () => {
    it('close when the account is deleted: paying answers 410 and no subscription, invoice or card appears', async () => {
      const user = await t.user();
      // A paying customer (so the portal opens), with a second checkout made before the first was paid left open.
      const change = json<CheckoutResult>(await checkout(t, user, ownUrls, {}, 'elite_monthly'));
      expect((await pay(t, json<CheckoutResult>(await checkout(t, user, ownUrls)).checkout_url)).statusCode).toBe(303);
      const portal = json<{ portal_url: string }>(await t.inject({ method: 'POST', url: '/subscription/customer-portal', headers: user.auth }));
      const invoicesBefore = (await t.service.context.db.select().from(invoices).where(eq(invoices.userId, user.id))).length;

      await t.publish('auth.user_deleted', { userId: user.id }, user.id);
      await eventually(async () => (await findCustomer(t.service.context.db, user.id))?.deletedAt, 10_000);

      const refused = await pay(t, change.checkout_url, 'application/json');
      expect(refused.statusCode).toBe(410);
      expect(json<{ detail: string }>(refused).detail).toBe('This account has been deleted, so this checkout can no longer be paid.');
      const asPage = await pay(t, change.checkout_url);
      expect(asPage.statusCode).toBe(410);
      expect(asPage.body).not.toContain('card_number');
      const session = (await sessionsOf(t, user.id)).find((s) => s.id === change.session_id)!;
      expect(session.status).toBe('expired');

      const portalUrl = portal.portal_url.replace(/^\/api/, '');
      const card = await t.inject({
        method: 'POST',
        url: `${portalUrl}/card`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: 'card_number=4242424242424242',
      });
      expect(card.statusCode).toBe(410);
      expect(json<{ detail: string }>(card).detail).toBe('This account has been deleted, so its billing portal is closed.');
      expect((await t.inject({ method: 'GET', url: portalUrl })).statusCode).toBe(410);

      const subscription = await findSubscription(t.service.context.db, user.id);
      expect(subscription).toMatchObject({ plan: 'free', status: 'expired' });
      expect((await t.service.context.db.select().from(invoices).where(eq(invoices.userId, user.id))).length).toBe(invoicesBefore);
      expect((await findCustomer(t.service.context.db, user.id))?.cardLast4).toBeNull();
    });

    it('are refused for a deleted customer even while the session row is still open', async () => {
      const user = await t.user();
      const open = json<CheckoutResult>(await checkout(t, user, ownUrls));
      // The account is marked deleted but nothing else has happened yet: the payment path checks on its own.
      await upsertCustomer(t.service.context.db, user.id, { deletedAt: new Date() });
      const refused = await pay(t, open.checkout_url, 'application/json');
      expect(refused.statusCode).toBe(410);
      expect(await findSubscription(t.service.context.db, user.id)).toBeUndefined();
      expect((await findCustomer(t.service.context.db, user.id))?.cardLast4).toBeNull();
      expect((await sessionsOf(t, user.id))[0]!.status).toBe('open');
    });
  });

  describe('the test clock', () => {
    it('answers 404 for a user billing does not know, or a deleted one, and remembers nothing of them', async () => {
      const admin = await t.adminAuth();
      const advance = (userId: string) => t.inject({ method: 'POST', url: '/billing/local/test-clock/advance', headers: admin, payload: { user_id: userId, seconds: 86_400 } });
      const stranger = randomUUID();
      const unknown = await advance(stranger);
      expect(unknown.statusCode).toBe(404);
      expect(json<{ detail: string }>(unknown).detail).toBe('User not found');
      expect(await t.service.context.db.select().from(customers).where(eq(customers.userId, stranger))).toEqual([]);

      const user = await t.user();
      expect((await advance(user.id)).statusCode).toBe(200);
      await t.publish('auth.user_deleted', { userId: user.id }, user.id);
      await eventually(async () => (await findCustomer(t.service.context.db, user.id))?.deletedAt, 10_000);
      expect((await advance(user.id)).statusCode).toBe(404);
    });
  });
});

describe('billing on Stripe', () => {
  let t: TestBilling;
  beforeAll(async () => {
    t = await startTestBilling({ provider: 'stripe' });
  });
  afterAll(() => t?.close());

  it("expires a deleted account's open Checkout Session at Stripe, and a paid one is left alone", async () => {
    const user = await t.user();
    const started = await checkout(t, user, ownUrls);
    expect(started.statusCode).toBe(200);
    const [row] = await sessionsOf(t, user.id);
    const atStripe = t.stripe!.sessions.get(row!.providerSessionId!)!;
    expect(atStripe.status).toBe('open');
    expect(atStripe.success_url).toBe(`${ownUrls.success_url}&session_id={CHECKOUT_SESSION_ID}`);

    await t.publish('auth.user_deleted', { userId: user.id }, user.id);
    // Stripe is told inside the deletion's transaction; billing's row shows it once that commits.
    await eventually(async () => (await sessionsOf(t, user.id))[0]!.status === 'expired', 10_000);
    expect(atStripe.status).toBe('expired');

    // A session Stripe already closed is no error: the deletion still goes through.
    const other = await t.user();
    await checkout(t, other, ownUrls);
    const [otherRow] = await sessionsOf(t, other.id);
    t.stripe!.pay(otherRow!.providerSessionId!);
    await t.publish('auth.user_deleted', { userId: other.id }, other.id);
    await eventually(async () => (await findCustomer(t.service.context.db, other.id))?.deletedAt, 10_000);
    expect(t.stripe!.sessions.get(otherRow!.providerSessionId!)!.status).toBe('complete');
  });

  it('refuses a return address off the product in Stripe mode too', async () => {
    const user = await t.user();
    const offSite = await checkout(t, user, { success_url: 'https://evil.example/', cancel_url: ownUrls.cancel_url });
    expect(offSite.statusCode).toBe(400);
    expect([...t.stripe!.sessions.values()].some((s) => String(s.success_url).includes('evil.example'))).toBe(false);
  });
});

describe('starting billing', () => {
  it('in production without a Stripe key refuses to start unless PAYMENT_PROVIDER=local asks for the simulation', async () => {
    const iso = await isolatedEnv('billing', { NODE_ENV: 'production' });
    try {
      await expect(billingService.build(iso.env)).rejects.toThrow(/STRIPE_SECRET_KEY: not set, and NODE_ENV=production does not fall back/);
      const local = await billingService.build({ ...iso.env, PAYMENT_PROVIDER: 'local' });
      expect(local.context.provider.name).toBe('local');
      await local.close();
    } finally {
      await iso.cleanup();
    }
  });
});
