import { AppError } from '@laneforge/platform';
import { and, eq, gt } from 'drizzle-orm';
import type { BillingContext } from '../context';
import { checkoutSessions, portalSessions } from '../db/schema';
import type { Db } from '../subscriptions/store';

/**
 * Checkout and billing portal links belong to the sign-in session that made them (DECISIONS.md):
 * a sign-out, a password change or reset, or a deleted account ends them.
 *
 * Two mechanisms, each for what it is sure of. Billing's own hosted pages ask auth's session state
 * every time they are used (through the session cache every service has: a revocation reaches it
 * at once, and auth's table is the truth behind it). That check cannot be missed or arrive late —
 * an event can wait in an outbox while NATS or billing is down — and it also covers a session that
 * simply ran out, for which no event exists; when auth cannot answer, the page is refused rather than
 * opened. What billing cannot check at use time — Stripe's hosted checkout, which Stripe serves —
 * is closed when auth's `auth.sessions_ended` event arrives: the subscriber expires it at Stripe.
 */
export async function assertLinkSession(ctx: BillingContext, link: { userId: string; sid: string | null }, what: 'checkout' | 'billing portal'): Promise<void> {
  if (link.sid && (await ctx.sessions.isActive({ sid: link.sid, userId: link.userId }))) return;
  throw new AppError(410, `This ${what} link belonged to a sign-in that has ended. Sign in to ${ctx.config.PRODUCT_NAME} and open it again from there.`);
}

/**
 * Closes the links a user's session made (`sid`), or every link of the user (`sid` null): portal
 * links expire, open checkouts expire here and at the provider. Sessions before the subscription:
 * the order paying a checkout takes its locks in.
 */
export async function closeLinks(ctx: BillingContext, tx: Db, userId: string, sid: string | null): Promise<void> {
  const checkoutsOfSession = sid ? eq(checkoutSessions.sid, sid) : undefined;
  const closed = await tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.userId, userId), checkoutsOfSession, eq(checkoutSessions.status, 'open')))
    .returning({ providerSessionId: checkoutSessions.providerSessionId });
  for (const { providerSessionId } of closed) if (providerSessionId) await ctx.provider.expireCheckout(providerSessionId);
  const portalsOfSession = sid ? eq(portalSessions.sid, sid) : undefined;
  await tx.update(portalSessions).set({ expiresAt: ctx.clock() }).where(and(eq(portalSessions.userId, userId), portalsOfSession, gt(portalSessions.expiresAt, ctx.clock())));
}
