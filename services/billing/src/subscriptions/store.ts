import type { PlanId, SubscriptionType } from '@laneforge/contracts';
import type { Database } from '@laneforge/platform';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { customers, subscriptions, type BillingSchema } from '../db/schema';
import { dueAt, type Subscription } from './machine';

export type Db = Database<BillingSchema>;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export const toMachine = (row: SubscriptionRow): Subscription => ({
  plan: row.plan as SubscriptionType,
  status: row.status,
  kind: row.kind,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  pendingPlan: row.pendingPlan as PlanId | null,
  failedAttempts: row.failedAttempts,
  nextRetryAt: row.nextRetryAt,
  trialOffered: row.trialOffered,
  trialUsed: row.trialUsed,
  trialScheduled: row.trialScheduled,
});

/** The user's subscription row, locked until the transaction ends; a user billing has not seen yet is free. */
export async function lockSubscription(tx: Db, userId: string): Promise<SubscriptionRow> {
  await tx.insert(subscriptions).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row!;
}

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
  return row;
}

/**
 * Saves the machine's state. `selfRenewing`: a Stripe subscription renews at Stripe, so the
 * scheduler only ends its period if Stripe never says so; everything else the scheduler drives.
 */
export async function saveSubscription(tx: Db, userId: string, s: Subscription, extra: { providerSubscriptionId?: string | null; selfRenewing: boolean }) {
  const due = s.kind === 'paid' && extra.selfRenewing && s.status !== 'cancelled' ? null : dueAt(s);
  await tx
    .update(subscriptions)
    .set({ ...s, dueAt: due, updatedAt: new Date(), ...(extra.providerSubscriptionId !== undefined ? { providerSubscriptionId: extra.providerSubscriptionId } : {}) })
    .where(eq(subscriptions.userId, userId));
}

export async function findCustomer(db: Db, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId)).limit(1);
  return row;
}

export async function findCustomerByProviderId(db: Db, providerCustomerId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.providerCustomerId, providerCustomerId)).limit(1);
  return row;
}

/** Creates or updates what billing knows of a user as a customer. */
export async function upsertCustomer(db: Db, userId: string, values: Partial<Omit<CustomerRow, 'userId' | 'createdAt'>>): Promise<void> {
  await db
    .insert(customers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: customers.userId, set: values });
}

/** The customer's "now" in unix seconds: the real clock, moved on by the local test clock. */
export const customerNow = (clock: Date, customer: Pick<CustomerRow, 'clockOffsetSeconds'> | undefined) =>
  Math.floor(clock.getTime() / 1000) + (customer?.clockOffsetSeconds ?? 0);

/** Users whose subscription has something due by their own clock. */
export async function dueUserIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const realNow = Math.floor(now.getTime() / 1000);
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .leftJoin(customers, eq(customers.userId, subscriptions.userId))
    .where(and(lte(subscriptions.dueAt, sql`${realNow} + coalesce(${customers.clockOffsetSeconds}, 0)`), isNull(customers.deletedAt)))
    .orderBy(subscriptions.dueAt)
    .limit(limit);
  return rows.map((r) => r.userId);
}
