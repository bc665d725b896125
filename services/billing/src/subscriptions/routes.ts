import { BillingStatus, CancelResult, ErrorBody, SubscriptionActionResult } from '@laneforge/contracts';
import { defineFeature, principalOf } from '@laneforge/platform';
import type { BillingContext } from '../context';
import { billingStatus, cancelSubscription, reactivateSubscription, startProTrial } from './use-cases';

const secured = { tags: ['subscription'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

/** Spec §7: the subscription's status and what the user may do with it. */
export const subscriptionRoutes = defineFeature<BillingContext>({
  name: 'subscriptions',
  routes(app, ctx) {
    const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
    app.get('/subscription/billing-status', { preHandler: app.requireUser, schema: { ...secured, response: { 200: BillingStatus, ...errors } } }, async (request) =>
      billingStatus(ctx, user(request)),
    );
    for (const path of ['/subscription/cancel-with-options', '/subscription/cancel']) {
      app.post(path, { preHandler: app.requireUser, schema: { ...secured, response: { 200: CancelResult, ...errors } } }, async (request) => cancelSubscription(ctx, user(request)));
    }
    app.post('/subscription/reactivate', { preHandler: app.requireUser, schema: { ...secured, response: { 200: SubscriptionActionResult, ...errors } } }, async (request) =>
      reactivateSubscription(ctx, user(request)),
    );
    app.post('/subscription/pro-trial-offer', { preHandler: app.requireUser, schema: { ...secured, response: { 200: SubscriptionActionResult, ...errors } } }, async (request) =>
      startProTrial(ctx, user(request)),
    );
  },
});
