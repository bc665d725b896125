import { planOfLookupKey, PRICE_CATALOGUE, type PlanId, type PriceReview } from '@laneforge/contracts';
import type { ProviderPrice } from '../providers/provider';

/** The catalogue plan a price sells: by its lookup key, else by its product's tier and its interval. */
export function planOfPrice(price: ProviderPrice): PlanId | null {
  const byKey = planOfLookupKey(price.lookupKey);
  if (byKey) return byKey;
  const tier = /\b(lite|pro|elite)\b/i.exec(price.productName)?.[1]?.toLowerCase();
  if (!tier || !price.interval) return null;
  return `${tier}_${price.interval === 'year' ? 'annual' : 'monthly'}` as PlanId;
}

/**
 * DECISIONS.md "Prices": an active price is suspicious when its amount or interval differs from
 * the catalogue entry of its plan, when its plan has more than one active price, or when it sells
 * no catalogue plan at all.
 */
export function reviewPrices(prices: ProviderPrice[]): PriceReview {
  const plans = prices.map(planOfPrice);
  const perPlan = new Map<PlanId, number>();
  for (const plan of plans) if (plan) perPlan.set(plan, (perPlan.get(plan) ?? 0) + 1);
  const products = prices.map((price, i) => {
    const plan = plans[i];
    const entry = plan ? PRICE_CATALOGUE[plan] : undefined;
    const suspicious = !entry || entry.amountCents !== price.amountCents || entry.interval !== price.interval || (perPlan.get(plan!) ?? 0) > 1;
    return { product_name: price.productName, price_id: price.id, amount: price.amountCents / 100, interval: price.interval ?? 'month', is_suspicious: suspicious };
  });
  return { products, suspicious_count: products.filter((p) => p.is_suspicious).length };
}
