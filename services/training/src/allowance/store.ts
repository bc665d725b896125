import { randomUUID } from 'node:crypto';
import { AppError, type Database } from '@laneforge/platform';
import { and, count, eq, gte, lt, or, sql } from 'drizzle-orm';
import { preparedFor } from '../db/prepared';
import { generations } from '../db/schema';
import { findEntitlement, lockEntitlement, type EntitlementRow } from '../entitlements/store';
import { tierFor } from '@laneforge/contracts/tiers';
import { allowanceWindow, canGenerate, dayStartIn, exhaustedDetail, type AllowanceWindow } from './allowance';

export interface Reservation {
  id: string;
  window: AllowanceWindow;
}

const windowOf = (row: Pick<EntitlementRow, 'role' | 'subscriptionType' | 'subscriptionStatus' | 'currentPeriodEnd' | 'timezone'>, now: Date) =>
  allowanceWindow(tierFor(row, now), row.timezone, now);

/**
 * Plans counted in the window: those asked for on its days as the user then counted days, and those
 * asked for since the window began as the user counts days now. The second half keeps a time zone
 * change from giving plans back: moving east starts "tomorrow" early, but a plan asked for since that
 * new day's midnight still counts. Either way, only plans made on the current tier: its period
 * starts when the user moved to it.
 */
const usedInPeriod = preparedFor((db) =>
  db
    .select({ used: count() })
    .from(generations)
    .where(
      and(
        eq(generations.userId, sql.placeholder('userId')),
        or(
          and(gte(generations.localDate, sql.placeholder('start')), lt(generations.localDate, sql.placeholder('end'))),
          and(gte(generations.createdAt, sql.placeholder('since')), lt(generations.createdAt, sql.placeholder('until'))),
        ),
        gte(generations.createdAt, sql.placeholder('tierSince')),
      ),
    )
    .prepare('training_generations_in_period'),
);
const usedEver = preparedFor((db) => db.select({ used: count() }).from(generations).where(eq(generations.userId, sql.placeholder('userId'))).prepare('training_generations_ever'));

const EVER = new Date(0);

async function usedIn(db: Database, userId: string, window: AllowanceWindow, tierSince: Date | null): Promise<number> {
  const [row] =
    window.range && window.renewsAt
      ? await usedInPeriod(db).execute({ userId, ...window.range, since: dayStartIn(window.range.start, window.timeZone), until: window.renewsAt, tierSince: tierSince ?? EVER })
      : await usedEver(db).execute({ userId });
  return row?.used ?? 0;
}

/** The user's allowance now and how much of it is used (nothing is locked). */
export async function currentUsage(db: Database, userId: string, now: Date): Promise<{ window: AllowanceWindow; used: number }> {
  const row = await findEntitlement(db, userId);
  const window = windowOf(row ?? { role: 'user', subscriptionType: 'free', subscriptionStatus: 'active', currentPeriodEnd: null, timezone: 'UTC' }, now);
  return { window, used: await usedIn(db, userId, window, row?.tierSince ?? null) };
}

/**
 * Takes one plan from the user's allowance, or refuses with when it renews. The user's entitlement
 * row is locked while counting, so concurrent requests of one user cannot both take the last plan.
 */
export async function reserveGeneration(db: Database, userId: string, now: Date, known?: EntitlementRow): Promise<Reservation> {
  // An unlimited tier (Elite, administrators) has no last plan to race for: no lock, no count, one
  // insert instead of a four-statement transaction that made one user's plans queue on their row.
  // `known` is the row the caller just read; a downgrade landing meanwhile orders after this plan.
  const fast = known ? windowOf(known, now) : undefined;
  if (fast && fast.allowance === null) {
    const id = randomUUID();
    await db.insert(generations).values({ id, userId, localDate: fast.today, createdAt: now });
    return { id, window: fast };
  }
  return db.transaction(async (tx) => {
    const row = await lockEntitlement(tx, userId);
    const window = windowOf(row, now);
    if (window.allowance !== null && !canGenerate(window, await usedIn(tx, userId, window, row.tierSince))) {
      const retryAfter = window.renewsAt ? Math.max(1, Math.ceil((window.renewsAt.getTime() - now.getTime()) / 1000)) : 60;
      throw new AppError(429, exhaustedDetail(window), { 'retry-after': String(retryAfter) });
    }
    const id = randomUUID();
    await tx.insert(generations).values({ id, userId, localDate: window.today, createdAt: now });
    return { id, window };
  });
}

/** Gives a reserved plan back when no plan came of it. */
export async function releaseGeneration(db: Database, reservationId: string): Promise<void> {
  await db.delete(generations).where(eq(generations.id, reservationId));
}

export async function markGenerationUsed(tx: Database, reservationId: string, workoutId: string): Promise<void> {
  await tx.update(generations).set({ workoutId }).where(eq(generations.id, reservationId));
}
