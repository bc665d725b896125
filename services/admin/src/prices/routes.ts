import { DeactivatePriceRequest, ErrorBody, PriceReview } from '@laneforge/contracts';
import { defineFeature } from '@laneforge/platform';
import { z } from 'zod';
import { actorOf, type AdminContext } from '../context';
import { deactivatePrice, reviewPrices } from './use-cases';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody, 503: ErrorBody };
const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** Spec §6: the billing provider's prices, suspicious ones flagged, and deactivating one. */
export const prices = defineFeature<AdminContext>({
  name: 'prices',
  routes(app, ctx) {
    const admin = { preHandler: app.requireAdmin };
    app.get('/admin/stripe/products', { ...admin, schema: { ...secured, response: { 200: PriceReview, ...errors } } }, async (request) => reviewPrices(ctx, request.id));
    app.post(
      '/admin/stripe/deactivate-price',
      { ...admin, schema: { ...secured, body: DeactivatePriceRequest, response: { 200: z.object({ success: z.literal(true), message: z.string(), price_id: z.string() }), ...errors } } },
      async (request) => deactivatePrice(ctx, actorOf(request), request.body.price_id),
    );
  },
});
