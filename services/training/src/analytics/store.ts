import { Plan, type StrokeDistances, type ZoneDistances } from '@laneforge/contracts';
import type { Database } from '@laneforge/platform';
import { and, eq, gte, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import { planStats, workouts } from '../db/schema';
import type { Range } from './report';
import { planStats as statsOf, type PlannedWeek, type PlanStats } from './stats';

type StatsRow = typeof planStats.$inferSelect;

const toStats = (row: StatsRow): PlanStats => ({
  kind: row.kind,
  unit: row.unit,
  date: row.date,
  endDate: row.endDate,
  distance: row.distance,
  minutes: row.minutes,
  byZone: row.byZone as ZoneDistances,
  byStroke: row.byStroke as StrokeDistances,
  weeks: row.weeks as PlannedWeek[],
});

/**
 * Brings the user's per-plan figures up to date: plans with no row, or whose shown version changed
 * (a refinement, a revert), are read once and stored. Usually finds nothing: an anti-join on indexes.
 * Plans kept only as text have nothing to count. Returns how many were (re)computed.
 */
export async function refreshPlanStats(db: Database, userId: string): Promise<number> {
  const stale = await db
    .select({ id: workouts.id, version: workouts.version, date: workouts.date, plan: workouts.plan })
    .from(workouts)
    .leftJoin(planStats, and(eq(planStats.workoutId, workouts.id), eq(planStats.version, workouts.version)))
    .where(and(eq(workouts.userId, userId), isNotNull(workouts.plan), isNull(planStats.workoutId)));
  const rows = stale.flatMap((w) => {
    const plan = Plan.safeParse(w.plan);
    return plan.success ? [{ workoutId: w.id, userId, version: w.version, ...statsOf(plan.data, w.date) }] : [];
  });
  if (rows.length === 0) return 0;
  await db
    .insert(planStats)
    .values(rows)
    .onConflictDoUpdate({
      target: planStats.workoutId,
      set: Object.fromEntries(
        ['version', 'kind', 'unit', 'date', 'end_date', 'distance', 'minutes', 'by_zone', 'by_stroke', 'weeks'].map((column) => [toCamel(column), sql.raw(`excluded.${column}`)]),
      ),
    });
  return rows.length;
}

const toCamel = (column: string) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The latest day any of the user's plans covers (a season's last week, a practice's date), or null. */
export async function lastPlannedDay(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ last: max(planStats.endDate) }).from(planStats).where(eq(planStats.userId, userId));
  return row?.last ?? null;
}

/** The figures of every plan that touches the range (a season that started before it included). */
export async function planStatsIn(db: Database, userId: string, range: Range): Promise<PlanStats[]> {
  const rows = await db
    .select()
    .from(planStats)
    .where(and(eq(planStats.userId, userId), gte(planStats.endDate, range.from), lte(planStats.date, range.to)));
  return rows.map(toStats);
}
