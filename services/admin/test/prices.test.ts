import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, PriceReview } from '@laneforge/contracts';
import { startFakeStripe, type FakeStripe } from '../../billing/test/stripe-server';
import { startAdminStack, type AdminStack } from './stack';

/**
 * Price review against the Stripe provider: billing talks through the real SDK to a local server
 * speaking Stripe's API, holding the catalogue's prices plus one an operator mistyped.
 */
let stripe: FakeStripe;
let stack: AdminStack;
let admin: { authorization: string };
let mistyped: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  // The spec's admin text targets a $19.98 plan: a second Pro Monthly price, a cent short.
  mistyped = stripe.addPrice('pro_monthly', 1998, { lookupKey: null });
  stack = await startAdminStack({}, { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url });
  admin = await stack.adminHeaders();
});
afterAll(async () => {
  await stack?.close();
  await stripe?.close();
});

const review = async () => (await stack.inject({ method: 'GET', url: '/admin/stripe/products', headers: admin })).json<PriceReview>();
const deactivate = (price_id: string) => stack.inject({ method: 'POST', url: '/admin/stripe/deactivate-price', headers: admin, payload: { price_id } });

describe('the billing provider’s prices', () => {
  it('flags the $19.98 Pro price, and the Pro plan that now has two active prices', async () => {
    const { products, suspicious_count } = await review();
    expect(products).toHaveLength(7);
    const flagged = products.filter((p) => p.is_suspicious);
    expect(suspicious_count).toBe(flagged.length);
    expect(flagged.map((p) => p.amount).sort()).toEqual([19.98, 19.99]);
    expect(products.find((p) => p.price_id === mistyped)).toMatchObject({ product_name: 'LaneForge Pro', amount: 19.98, interval: 'month', is_suspicious: true });
    expect(products.filter((p) => p.amount !== 19.98 && p.amount !== 19.99).every((p) => !p.is_suspicious)).toBe(true);
  });

  it('deactivates the mistyped price at Stripe; the review is clean again, and the log says who did it', async () => {
    const res = await deactivate(mistyped);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Price deactivated', price_id: mistyped });
    expect(stripe.prices.get(mistyped)?.active).toBe(false);
    const after = await review();
    expect(after.suspicious_count).toBe(0);
    expect(after.products.map((p) => p.price_id)).not.toContain(mistyped);
    const entry = (await stack.inject({ method: 'GET', url: '/admin/audit?limit=1', headers: admin })).json<AuditEntry[]>()[0]!;
    expect(entry).toMatchObject({
      action: 'price.deactivated',
      target_type: 'price',
      target_id: mistyped,
      target_label: 'LaneForge Pro $19.98/month',
      before: { active: true, amount: 19.98, interval: 'month', is_suspicious: true },
      after: { active: false },
    });
  });

  it('answers 404 for a price it does not have, and 400 naming the field for no price', async () => {
    const unknown = await deactivate('price_nobody_made');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toMatch(/price_nobody_made/);
    const again = await deactivate(mistyped);
    expect(again.statusCode).toBe(404);
    const empty = await stack.inject({ method: 'POST', url: '/admin/stripe/deactivate-price', headers: admin, payload: { price_id: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('price_id is required');
    const audits = (await stack.inject({ method: 'GET', url: '/admin/audit?limit=200', headers: admin })).json<AuditEntry[]>();
    expect(audits.filter((e) => e.action === 'price.deactivated')).toHaveLength(1);
  });
});
