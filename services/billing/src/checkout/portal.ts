import { billingTexts, type PlanId } from '@laneforge/contracts';
import { badRequest, notFound, type Principal } from '@laneforge/platform';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { BillingContext } from '../context';
import { portalSessions } from '../db/schema';
import { capability, LOCAL_BASE } from '../providers/local';
import { findSubscription } from '../subscriptions/store';
import { currentSubscription } from '../subscriptions/use-cases';
import { assertLinkSession } from './links';
import { assertAccountOpen, isOwnSite } from './guards';

export type PortalLinkRow = typeof portalSessions.$inferSelect;

const LINK_MINUTES = 60;
const EXPIRED = 'This billing portal link has expired. Please open Manage Billing again from your profile.';

/** Back to the page the browser is on when that is the product (localhost or 127.0.0.1), else to the product's public address: never to a site the request names. */
function productOrigin(ctx: BillingContext, request: FastifyRequest): string {
  const page = typeof request.headers.origin === 'string' && URL.canParse(request.headers.origin) ? new URL(request.headers.origin) : undefined;
  return page && isOwnSite(page, ctx.config.APP_URL) ? page.origin : new URL(ctx.config.APP_URL).origin;
}

/**
 * A billing portal link for the caller, good for an hour and only while the session that asks for
 * it lasts; `plan`: a plan change it opens on, to confirm. The local provider's portal is the link's
 * own page; Stripe's is made when the link is followed (`GET /billing/portal/{id}`), so Stripe's
 * short-lived address is never handed out before the session is checked.
 */
export async function createPortalLink(ctx: BillingContext, principal: Principal, returnUrl: string, plan: PlanId | null = null): Promise<{ id: string; url: string }> {
  const id = capability('bps');
  await ctx.db.insert(portalSessions).values({ id, userId: principal.userId, sid: principal.sid, returnUrl, plan, expiresAt: new Date(ctx.clock().getTime() + LINK_MINUTES * 60_000) });
  return { id, url: ctx.provider.name === 'local' ? `${LOCAL_BASE}/portal/${id}` : `/api/billing/portal/${id}` };
}

/** Spec §7 customer-portal: the billing portal; 400 'No billing account found' for someone who never paid. */
export async function openCustomerPortal(ctx: BillingContext, request: FastifyRequest, principal: Principal): Promise<{ success: true; portal_url: string }> {
  const { customer, subscription } = await currentSubscription(ctx, principal.userId);
  const paidBefore = subscription.kind !== 'none' || Boolean(customer?.cardLast4 || customer?.providerCustomerId);
  if (!paidBefore || (ctx.provider.name === 'stripe' && !customer?.providerCustomerId)) throw badRequest(billingTexts.noBillingAccount);
  const { url } = await createPortalLink(ctx, principal, `${productOrigin(ctx, request)}/dashboard?tab=profile`);
  return { success: true, portal_url: url };
}

/** A portal link that may still be used: its account is open, its hour not over, its session alive. */
export async function openPortalLink(ctx: BillingContext, id: string): Promise<PortalLinkRow> {
  const [row] = await ctx.db.select().from(portalSessions).where(eq(portalSessions.id, id)).limit(1);
  if (!row) throw notFound(EXPIRED);
  await assertAccountOpen(ctx.db, row.userId, 'its billing portal is closed');
  // The session first: a link its sign-out closed says so, whenever the closing reached this row.
  await assertLinkSession(ctx, row, 'billing portal');
  if (row.expiresAt <= ctx.clock()) throw notFound(EXPIRED);
  return row;
}

/** Where a followed portal link leads: the provider's portal for the customer, opened now. */
export async function followPortalLink(ctx: BillingContext, id: string): Promise<string> {
  const link = await openPortalLink(ctx, id);
  const [{ customer }, subscription] = await Promise.all([currentSubscription(ctx, link.userId), findSubscription(ctx.db, link.userId)]);
  return ctx.provider.openPortal({
    linkId: link.id,
    providerCustomerId: customer?.providerCustomerId ?? null,
    returnUrl: link.returnUrl,
    change: link.plan ? { plan: link.plan as PlanId, providerSubscriptionId: subscription?.providerSubscriptionId ?? null } : null,
  });
}
