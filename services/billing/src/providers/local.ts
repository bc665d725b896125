import { randomBytes } from 'node:crypto';
import { lookupKeyOf, PRICE_CATALOGUE, type PlanId } from '@laneforge/contracts';
import { tierName } from '@laneforge/contracts/tiers';
import { and, eq } from 'drizzle-orm';
import { prices } from '../db/schema';
import type { Db } from '../subscriptions/store';
import type { PaymentProvider } from './provider';

export const LOCAL_BASE = '/api/billing/local';

/** A random id that is the whole capability of a hosted page: 192 bits, URL-safe. */
export const capability = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

/** The spec §9 catalogue as the local provider's prices, made sure of at every start (a deactivated one stays so). */
export async function seedLocalPrices(db: Db, productName: string): Promise<void> {
  const rows = (Object.keys(PRICE_CATALOGUE) as PlanId[]).map((plan) => ({
    id: `price_local_${plan}`,
    lookupKey: lookupKeyOf(plan),
    plan,
    productName: `${productName} ${tierName(plan)}`,
    amountCents: PRICE_CATALOGUE[plan].amountCents,
    interval: PRICE_CATALOGUE[plan].interval,
  }));
  await db.insert(prices).values(rows).onConflictDoNothing();
}

/** The embedded provider: hosted pages served by billing itself; renewals charged by billing's scheduler. */
export function localProvider(db: Db): PaymentProvider {
  return {
    name: 'local',
    selfRenewing: false,
    async startCheckout(start) {
      return { url: `${LOCAL_BASE}/checkout/${start.sessionId}`, providerSessionId: null, providerCustomerId: null };
    },
    // The portal page is billing's own, opened by the link itself (which it checks on every use).
    async openPortal({ linkId }) {
      return `${LOCAL_BASE}/portal/${linkId}`;
    },
    // The hosted page is billing's own: its session row is what closes it.
    async expireCheckout() {},
    async setCancelAtPeriodEnd() {},
    async endNow() {},
    async activePrices() {
      const rows = await db.select().from(prices).where(eq(prices.active, true)).orderBy(prices.amountCents);
      return rows.map((row) => ({ id: row.id, productName: row.productName, lookupKey: row.lookupKey, amountCents: row.amountCents, interval: row.interval }));
    },
    async deactivatePrice(priceId) {
      const changed = await db.update(prices).set({ active: false }).where(and(eq(prices.id, priceId), eq(prices.active, true))).returning({ id: prices.id });
      return changed.length > 0;
    },
    async priceFor(plan) {
      const [row] = await db.select({ id: prices.id }).from(prices).where(and(eq(prices.lookupKey, lookupKeyOf(plan)), eq(prices.active, true))).limit(1);
      return row?.id ?? null;
    },
  };
}
