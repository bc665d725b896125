import { describe, expect, it } from 'vitest';
import type { ProviderPrice } from '../providers/provider';
import { reviewPrices } from './review';

const price = (id: string, lookupKey: string | null, amountCents: number, interval: 'month' | 'year' = 'month', productName = 'LaneForge Pro'): ProviderPrice => ({
  id,
  lookupKey,
  amountCents,
  interval,
  productName,
});

describe('price review', () => {
  it('passes the catalogue as it is', () => {
    const review = reviewPrices([price('p1', 'laneforge_pro_monthly', 1999), price('p2', 'laneforge_elite_annual', 29999, 'year', 'LaneForge Elite')]);
    expect(review).toEqual({
      suspicious_count: 0,
      products: [
        { product_name: 'LaneForge Pro', price_id: 'p1', amount: 19.99, interval: 'month', is_suspicious: false },
        { product_name: 'LaneForge Elite', price_id: 'p2', amount: 299.99, interval: 'year', is_suspicious: false },
      ],
    });
  });

  it('flags a Pro price that is not $19.99, and every price of a plan sold twice', () => {
    const review = reviewPrices([price('p1', 'laneforge_pro_monthly', 1999), price('p2', null, 1998), price('p3', 'laneforge_lite_monthly', 999, 'month', 'LaneForge Lite')]);
    expect(review.products.map((p) => [p.price_id, p.is_suspicious])).toEqual([
      ['p1', true],
      ['p2', true],
      ['p3', false],
    ]);
    expect(review.suspicious_count).toBe(2);
  });

  it('flags a wrong interval and a price that sells no plan of the catalogue', () => {
    const review = reviewPrices([price('p1', 'laneforge_pro_annual', 19999, 'month'), price('p2', null, 500, 'month', 'Stickers')]);
    expect(review.products.every((p) => p.is_suspicious)).toBe(true);
  });
});
