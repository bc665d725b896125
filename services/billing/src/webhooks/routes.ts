import { defineFeature, rawBodyRoutes } from '@laneforge/platform';
import type { BillingContext } from '../context';
import { handleWebhook } from './sync';

/** Spec §7 webhook: Stripe's signed events, taken as the exact bytes sent. */
export const webhooks = defineFeature<BillingContext>({
  name: 'webhooks',
  async routes(app, ctx) {
    await rawBodyRoutes(app, { bodyLimit: 512 * 1024 }, (scope) => {
      scope.post('/subscription/webhook', { schema: { tags: ['subscription'] } }, async (request) => {
        const signature = request.headers['stripe-signature'];
        return handleWebhook(ctx, request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      });
    });
  },
});
