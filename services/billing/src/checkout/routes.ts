import { CheckoutRequest, CheckoutResult, ErrorBody, PortalResult, ProcessSuccessRequest, SubscriptionUserResult, User } from '@laneforge/contracts';
import { AppError, defineFeature, principalOf } from '@laneforge/platform';
import { z } from 'zod';
import type { BillingContext } from '../context';
import { messagePage } from '../local/checkout-page';
import { PAGE_CSP } from '../local/html';
import { followPortalLink, openCustomerPortal } from './portal';
import { confirmSuccess, processSuccess } from './success';
import { createCheckout } from './use-cases';

const secured = { tags: ['subscription'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

/** Spec §7: checkout, the return from it, and the billing portal. */
export const checkout = defineFeature<BillingContext>({
  name: 'checkout',
  routes(app, ctx) {
    app.post(
      '/subscription/create-checkout-session',
      { preHandler: app.requireUser, schema: { ...secured, body: CheckoutRequest, response: { 200: CheckoutResult, ...errors } } },
      async (request) => createCheckout(ctx, principalOf(request), request.body),
    );
    app.post(
      '/subscription/process-success',
      { preHandler: app.requireUser, schema: { ...secured, body: ProcessSuccessRequest, response: { 200: SubscriptionUserResult, ...errors } } },
      async (request) => processSuccess(ctx, request, principalOf(request), request.body.session_id),
    );
    app.get(
      '/subscription/success',
      { preHandler: app.requireUser, schema: { ...secured, querystring: z.object({ plan: z.string().max(40).optional() }), response: { 200: User, ...errors } } },
      async (request) => confirmSuccess(ctx, request, principalOf(request)),
    );
    app.post('/subscription/customer-portal', { preHandler: app.requireUser, schema: { ...secured, response: { 200: PortalResult, ...errors } } }, async (request) =>
      openCustomerPortal(ctx, request, principalOf(request)),
    );
    // A followed portal link (a browser navigation, so no token: the link is the capability, and
    // only while the session that made it lasts) goes on to the provider's portal, opened now.
    app.get('/billing/portal/:id', { schema: { hide: true, params: z.object({ id: z.string().min(1).max(100) }) } }, async (request, reply) => {
      try {
        return reply.code(303).header('location', await followPortalLink(ctx, request.params.id)).header('cache-control', 'no-store').send();
      } catch (err) {
        if (!(err instanceof AppError) || String(request.headers.accept ?? '').includes('application/json')) throw err;
        const page = messagePage(ctx.config.PRODUCT_NAME, 'Link expired', err.message, { href: '/dashboard?tab=profile', label: 'Back to your profile' });
        return reply.code(err.statusCode).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store').send(page);
      }
    });
  },
});
