import type { SeasonDayOf } from '@laneforge/contracts';
import type { Database } from '@laneforge/platform';
import { and, eq } from 'drizzle-orm';
import { seasonDays, workouts } from '../db/schema';
import type { WorkoutRow } from '../workouts/workouts';

export interface DayKey {
  seasonId: string;
  seasonVersion: number;
  week: number;
  day: number;
}

/** The practice a season day was opened as, if it was. */
export async function openedDay(db: Database, key: DayKey): Promise<WorkoutRow | undefined> {
  const [row] = await db
    .select({ workout: workouts })
    .from(seasonDays)
    .innerJoin(workouts, eq(workouts.id, seasonDays.workoutId))
    .where(and(eq(seasonDays.seasonId, key.seasonId), eq(seasonDays.seasonVersion, key.seasonVersion), eq(seasonDays.week, key.week), eq(seasonDays.day, key.day)))
    .limit(1);
  return row?.workout;
}

/** Links the day to its practice; false when another request linked it first. */
export async function linkDay(tx: Database, key: DayKey, workoutId: string): Promise<boolean> {
  const rows = await tx.insert(seasonDays).values({ ...key, workoutId }).onConflictDoNothing().returning({ workoutId: seasonDays.workoutId });
  return rows.length > 0;
}

export interface OpenedDay {
  week: number;
  day: number;
  workoutId: string;
}

/** The season (and its day) a practice was opened from, if it was one of a season's days. */
export async function seasonDayOf(db: Database, workoutId: string): Promise<SeasonDayOf | null> {
  const [row] = await db
    .select({ season_id: seasonDays.seasonId, season_title: workouts.title, week: seasonDays.week, day: seasonDays.day })
    .from(seasonDays)
    .innerJoin(workouts, eq(workouts.id, seasonDays.seasonId))
    .where(eq(seasonDays.workoutId, workoutId))
    .limit(1);
  return row ?? null;
}

/** The days of one version of a season opened as practices. */
export async function openedDays(db: Database, seasonId: string, seasonVersion: number): Promise<OpenedDay[]> {
  return db.select({ week: seasonDays.week, day: seasonDays.day, workoutId: seasonDays.workoutId }).from(seasonDays).where(and(eq(seasonDays.seasonId, seasonId), eq(seasonDays.seasonVersion, seasonVersion)));
}
