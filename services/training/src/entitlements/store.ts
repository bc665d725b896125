import type { UserSnapshot } from '@laneforge/contracts';
import type { Database } from '@laneforge/platform';
import { eq, lte } from 'drizzle-orm';
import { entitlements, generations, workouts } from '../db/schema';

export type EntitlementRow = typeof entitlements.$inferSelect;

/** Applies a newer view of a user; an event older than what is stored changes nothing. */
export async function applyUserSnapshot(tx: Database, user: UserSnapshot, at: Date): Promise<void> {
  const values = {
    role: user.role,
    subscriptionType: user.subscription_type,
    subscriptionStatus: user.subscription_status,
    currentPeriodEnd: user.current_period_end,
    timezone: user.timezone,
    sourceAt: at,
  };
  await tx
    .insert(entitlements)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: entitlements.userId, set: values, setWhere: lte(entitlements.sourceAt, at) });
}

export async function applySubscription(
  tx: Database,
  change: { userId: string; subscription_type: string; subscription_status: string; current_period_end: number | null },
  at: Date,
): Promise<void> {
  const values = {
    subscriptionType: change.subscription_type,
    subscriptionStatus: change.subscription_status,
    currentPeriodEnd: change.current_period_end,
    sourceAt: at,
  };
  await tx
    .insert(entitlements)
    .values({ userId: change.userId, ...values })
    .onConflictDoUpdate({ target: entitlements.userId, set: values, setWhere: lte(entitlements.sourceAt, at) });
}

/** A deleted user leaves nothing behind here: plans (and their versions), usage, entitlement. */
export async function forgetUser(tx: Database, userId: string): Promise<void> {
  await tx.delete(workouts).where(eq(workouts.userId, userId));
  await tx.delete(generations).where(eq(generations.userId, userId));
  await tx.delete(entitlements).where(eq(entitlements.userId, userId));
}

/**
 * The user's entitlement row, locked for the rest of the transaction so that concurrent
 * reservations of one user run one after another. A user no event has told us about yet is free, UTC.
 */
export async function lockEntitlement(tx: Database, userId: string): Promise<EntitlementRow> {
  await tx.insert(entitlements).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(entitlements).where(eq(entitlements.userId, userId)).for('update');
  return row!;
}

export async function findEntitlement(db: Database, userId: string): Promise<EntitlementRow | undefined> {
  const [row] = await db.select().from(entitlements).where(eq(entitlements.userId, userId)).limit(1);
  return row;
}
