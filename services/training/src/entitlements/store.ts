import type { UserSnapshot } from '@laneforge/contracts';
import { tierFor } from '@laneforge/contracts/tiers';
import type { Database } from '@laneforge/platform';
import { eq, sql } from 'drizzle-orm';
import { preparedFor } from '../db/prepared';
import { entitlements, generations, paces, workouts } from '../db/schema';

export type EntitlementRow = typeof entitlements.$inferSelect;

type Subscription = Pick<UserSnapshot, 'subscription_type' | 'subscription_status' | 'current_period_end'>;

const subscriptionValues = (change: Subscription, at: Date) => ({
  subscriptionType: change.subscription_type,
  subscriptionStatus: change.subscription_status,
  currentPeriodEnd: change.current_period_end,
  subscriptionAt: at,
});

/**
 * A new user: everything auth knows, including the free subscription every account starts with.
 * Each part only moves forward in time, so a late or replayed event changes nothing newer.
 */
export async function applyRegistration(tx: Database, user: UserSnapshot, at: Date): Promise<void> {
  // The plan an account starts with is where its allowance starts, not a change of tier.
  await applyChange(tx, user.id, { role: user.role, timezone: user.timezone, sourceAt: at }, at, (row) => row.sourceAt <= at, false);
  await applyChange(tx, user.id, subscriptionValues(user, at), at, (row) => row.subscriptionAt <= at, false);
}

/**
 * Applies a change that happened `at` to the user's row, unless a newer one of its kind is already
 * there. A change that moves the user to another tier starts the new tier's allowance period at
 * that moment (DECISIONS.md "Allowance on a tier change"): a coach who upgrades can use Pro at once,
 * whatever they made on Free, and a downgrade is not charged with plans made on the higher tier.
 */
async function applyChange(tx: Database, userId: string, values: Partial<EntitlementRow>, at: Date, isNewer: (row: EntitlementRow) => boolean, startsPeriod = true): Promise<void> {
  const row = await lockEntitlement(tx, userId);
  if (!isNewer(row)) return;
  const movesTier = startsPeriod && tierFor(row, at) !== tierFor({ ...row, ...values }, at);
  await tx
    .update(entitlements)
    .set({ ...values, ...(movesTier ? { tierSince: at } : {}) })
    .where(eq(entitlements.userId, userId));
}

/** What auth owns: role and time zone. Subscription fields in auth's events are a copy and never win over billing. */
export async function applyIdentity(tx: Database, user: Pick<UserSnapshot, 'id' | 'role' | 'timezone'>, at: Date): Promise<void> {
  await applyChange(tx, user.id, { role: user.role, timezone: user.timezone, sourceAt: at }, at, (row) => row.sourceAt <= at);
}

/** What billing owns: the subscription. */
export async function applySubscription(tx: Database, change: Subscription & { userId: string }, at: Date): Promise<void> {
  await applyChange(tx, change.userId, subscriptionValues(change, at), at, (row) => row.subscriptionAt <= at);
}

/** A deleted user leaves nothing behind here: plans (and their versions), usage, entitlement, paces. */
export async function forgetUser(tx: Database, userId: string): Promise<void> {
  await tx.delete(workouts).where(eq(workouts.userId, userId));
  await tx.delete(generations).where(eq(generations.userId, userId));
  await tx.delete(entitlements).where(eq(entitlements.userId, userId));
  await tx.delete(paces).where(eq(paces.userId, userId));
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

const byUser = preparedFor((db) => db.select().from(entitlements).where(eq(entitlements.userId, sql.placeholder('userId'))).limit(1).prepare('training_entitlement_by_user'));

export async function findEntitlement(db: Database, userId: string): Promise<EntitlementRow | undefined> {
  const [row] = await byUser(db).execute({ userId });
  return row;
}
