import { BillingStatus, ErrorBody } from '@laneforge/contracts';
import { AppError, defineFeature, type ServiceApp } from '@laneforge/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BillingContext } from '../context';
import { findCheckoutSession } from '../checkout/store';
import { assertAccountOpen } from '../checkout/guards';
import { completeLocalCheckout, usableSession } from '../checkout/use-cases';
import { advanceTestClock } from '../renewals/job';
import { checkCard } from './cards';
import { checkoutPage, messagePage } from './checkout-page';
import { PAGE_CSP } from './html';
import { openPortalLink } from '../checkout/portal';
import { PORTAL_ACTIONS, portalAction, renderPortal } from './portal';

const FORM_LIMIT = 16 * 1024;
const wantsJson = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('application/json');
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store').send(body);
const formOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

const sessionParams = z.object({ id: z.string().min(1).max(100) });
const hidden = { hide: true };

function hostedCheckout(app: ServiceApp, ctx: BillingContext) {
  const product = ctx.config.PRODUCT_NAME;
  app.get('/billing/local/checkout/:id', { schema: { ...hidden, params: sessionParams } }, async (request, reply) => {
    const session = await findCheckoutSession(ctx.db, request.params.id);
    try {
      if (session) await assertAccountOpen(ctx.db, session.userId, 'this checkout can no longer be paid');
      const open = await usableSession(ctx, session);
      if (open.status === 'complete') return html(reply, 200, messagePage(product, 'Already paid', 'This checkout is complete.', { href: open.successUrl, label: 'Continue' }));
      return html(reply, 200, checkoutPage(product, open));
    } catch (err) {
      // A browser gets a page; a client that asks for JSON, the error as {detail}.
      if (!(err instanceof AppError) || wantsJson(request)) throw err;
      return html(reply, err.statusCode, messagePage(product, 'Checkout unavailable', err.message, { href: '/subscription', label: 'Choose a plan' }));
    }
  });

  app.post('/billing/local/checkout/:id/complete', { schema: { ...hidden, params: sessionParams } }, async (request, reply) => {
    const card = checkCard(formOf(request.body).card_number);
    try {
      if (!card.ok) throw new AppError(card.status, card.detail);
      const redirect = await completeLocalCheckout(ctx, request.params.id, card);
      return wantsJson(request) ? reply.send({ redirect_url: redirect }) : reply.code(303).header('location', redirect).send();
    } catch (err) {
      const session = await findCheckoutSession(ctx.db, request.params.id);
      if (!(err instanceof AppError) || wantsJson(request) || !session) throw err;
      // The account or the sign-in that made the checkout is gone: no card form to try again.
      if (err.statusCode === 410) return html(reply, 410, messagePage(product, 'Checkout unavailable', err.message, { href: '/', label: `Back to ${product}` }));
      return html(reply, err.statusCode, checkoutPage(product, session, err.message));
    }
  });
}

function hostedPortal(app: ServiceApp, ctx: BillingContext) {
  /** The link, or (for a browser) a page saying why it no longer opens: expired, its sign-in ended, its account gone. */
  const openLink = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    try {
      return await openPortalLink(ctx, request.params.id);
    } catch (err) {
      if (!(err instanceof AppError) || wantsJson(request)) throw err;
      await html(reply, err.statusCode, messagePage(ctx.config.PRODUCT_NAME, 'Link expired', err.message, { href: '/dashboard?tab=profile', label: 'Back to your profile' }));
      return null;
    }
  };

  app.get('/billing/local/portal/:id', { schema: { ...hidden, params: sessionParams } }, async (request, reply) => {
    const session = await openLink(request, reply);
    return session ? html(reply, 200, await renderPortal(ctx, session)) : reply;
  });

  app.post(
    '/billing/local/portal/:id/:action',
    { schema: { ...hidden, params: sessionParams.extend({ action: z.enum(PORTAL_ACTIONS, { error: 'action must be cancel, reactivate, change-plan, card or pay-now' }) }) } },
    async (request, reply) => {
      const session = await openLink(request, reply);
      if (!session) return reply;
      try {
        const notice = await portalAction(ctx, session, request.params.action, formOf(request.body));
        return wantsJson(request) ? reply.send({ success: true, message: notice }) : html(reply, 200, await renderPortal(ctx, session, { notice }));
      } catch (err) {
        if (!(err instanceof AppError) || wantsJson(request)) throw err;
        return html(reply, err.statusCode, await renderPortal(ctx, session, { error: err.message }));
      }
    },
  );
}

const AdvanceRequest = z.object({
  user_id: z.uuid('user_id must be a user id'),
  seconds: z.number({ error: 'seconds must be a number' }).int('seconds must be a whole number').min(1, 'seconds must be at least 1').max(5 * 366 * 86_400, 'seconds must be at most five years'),
});

const AdvanceResult = z.object({ success: z.literal(true), user_id: z.uuid(), status: BillingStatus });

/**
 * The local provider's hosted pages (public: the random session id is the capability, as a
 * browser navigation carries no token) and its test clock (administrators only).
 */
export const localPages = defineFeature<BillingContext>({
  name: 'local-provider',
  async routes(app, ctx) {
    if (ctx.provider.name !== 'local') return;
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      hostedCheckout(scope as ServiceApp, ctx);
      hostedPortal(scope as ServiceApp, ctx);
    });
    app.post(
      '/billing/local/test-clock/advance',
      { preHandler: app.requireAdmin, schema: { tags: ['billing'], security: [{ bearer: [] }], body: AdvanceRequest, response: { 200: AdvanceResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } } },
      async (request) => advanceTestClock(ctx, request.body.user_id, request.body.seconds),
    );
  },
});
