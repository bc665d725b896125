import { and, desc, eq, or } from 'drizzle-orm';
import { checkoutSessions, invoices } from '../db/schema';
import type { Db } from '../subscriptions/store';
import { capability } from '../providers/local';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export async function insertCheckoutSession(db: Db, row: typeof checkoutSessions.$inferInsert): Promise<void> {
  await db.insert(checkoutSessions).values(row);
}

/** A session by billing's id or the provider's (Stripe puts its own id in the success address). */
export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(or(eq(checkoutSessions.id, id), eq(checkoutSessions.providerSessionId, id)))
    .limit(1);
  return row;
}

export async function lockCheckoutSession(tx: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
  return row;
}

export async function latestOpenSession(db: Db, userId: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

export async function completeCheckoutSession(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(checkoutSessions).set({ status: 'complete', completedAt: at }).where(eq(checkoutSessions.id, id));
}

export async function recordInvoice(tx: Db, invoice: Omit<typeof invoices.$inferInsert, 'id'>): Promise<void> {
  await tx.insert(invoices).values({ id: capability('in'), ...invoice });
}

export async function invoicesOf(db: Db, userId: string, limit = 24) {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt)).limit(limit);
}

/** The address the provider sends the browser back to: Stripe's placeholder filled, or `session_id` added. */
export function successAddress(successUrl: string, sessionId: string): string {
  if (successUrl.includes('{CHECKOUT_SESSION_ID}')) return successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
  const url = new URL(successUrl);
  url.searchParams.set('session_id', sessionId);
  return url.toString();
}
