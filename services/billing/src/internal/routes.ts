import { AdminSubscriptionOverride, BillingStatus, DeactivatePriceRequest, ErrorBody, PriceReview } from '@laneforge/contracts';
import { defineFeature, notFound } from '@laneforge/platform';
import { z } from 'zod';
import type { BillingContext } from '../context';
import { reviewPrices } from '../prices/review';
import { apply } from '../subscriptions/apply';
import { statusView } from '../subscriptions/status';
import { billingStatus } from '../subscriptions/use-cases';

const userParams = z.object({ userId: z.uuid('userId must be a user id') });
const hidden = { hide: true };

/** What the admin service asks billing (service credential required, as on every /internal route). */
export const internalRoutes = defineFeature<BillingContext>({
  name: 'internal',
  routes(app, ctx) {
    app.get('/internal/subscriptions/:userId', { schema: { ...hidden, params: userParams, response: { 200: BillingStatus, 400: ErrorBody } } }, async (request) =>
      billingStatus(ctx, request.params.userId),
    );

    app.put(
      '/internal/subscriptions/:userId',
      { schema: { ...hidden, params: userParams, body: AdminSubscriptionOverride, response: { 200: BillingStatus, 400: ErrorBody } } },
      async (request) => {
        const { subscription_type, subscription_status, actor_id } = request.body;
        const applied = (await apply(ctx, request.params.userId, { type: 'admin_override', plan: subscription_type, status: subscription_status }))!;
        request.log.info({ actor: actor_id, user: request.params.userId, plan: subscription_type, status: subscription_status }, 'administrator changed a subscription');
        return statusView(applied.after, applied.now);
      },
    );

    app.get('/internal/prices', { schema: { ...hidden, response: { 200: PriceReview } } }, async () => reviewPrices(await ctx.provider.activePrices()));

    app.post('/internal/prices/deactivate', { schema: { ...hidden, body: DeactivatePriceRequest, response: { 200: z.object({ success: z.literal(true), price_id: z.string() }), 400: ErrorBody, 404: ErrorBody } } }, async (request) => {
      if (!(await ctx.provider.deactivatePrice(request.body.price_id))) throw notFound(`No active price ${request.body.price_id}`);
      return { success: true as const, price_id: request.body.price_id };
    });
  },
});
