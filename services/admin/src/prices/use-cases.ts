import type { PriceReview } from '@laneforge/contracts';
import { actorIdentity } from '../audit/actor';
import { recordAudit } from '../audit/store';
import type { Actor, AdminContext } from '../context';

/** The payment provider's prices as billing reviews them against the catalogue (DECISIONS.md "Prices"). */
export const reviewPrices = (ctx: AdminContext, requestId: string): Promise<PriceReview> => ctx.billing.prices(requestId);

/** Deactivates a price at the provider through billing; an unknown id is billing's 404. */
export async function deactivatePrice(ctx: AdminContext, actor: Actor, priceId: string): Promise<{ success: true; message: string; price_id: string }> {
  const [admin, review] = await Promise.all([actorIdentity(ctx, actor), ctx.billing.prices(actor.requestId)]);
  await ctx.billing.deactivatePrice(priceId, actor.requestId);
  const price = review.products.find((item) => item.price_id === priceId);
  await recordAudit(
    ctx.db,
    {
      actor: admin,
      action: 'price.deactivated',
      target: { type: 'price', id: priceId, label: price ? `${price.product_name} $${price.amount.toFixed(2)}/${price.interval}` : priceId },
      before: price ? { active: true, amount: price.amount, interval: price.interval, is_suspicious: price.is_suspicious } : { active: true },
      after: { active: false },
    },
    ctx.clock(),
  );
  return { success: true, message: 'Price deactivated', price_id: priceId };
}
