import { randomUUID } from 'node:crypto';
import { GenerateJob, type SeasonPlan, type Workout } from '@laneforge/contracts';
import { conflict } from '@laneforge/platform';
import { localDate, safeTimeZone } from '../allowance/allowance';
import { findEntitlement } from '../entitlements/store';
import type { TrainingContext } from '../context';
import { requireTierFeature, tierOfRow } from '../entitlements/require';
import { pacesForPlan } from '../paces/use-cases';
import { askWorker, ownWorkout, versionOf } from '../workouts/use-cases';
import { insertWorkout, workoutWithHistory } from '../workouts/store';
import { dayOf, dayRequest } from './day-request';
import { type DayKey, linkDay, openedDay } from './store';

/** Another request opened the same day while this one was writing it: its practice is the one kept. */
class OpenedMeanwhile extends Error {}

/**
 * Opens one day of the user's season as a full practice: written by the workers from the day's
 * context with the same rules as any single workout, stored as a plan of its own, and linked to the
 * day so opening it again shows the same practice. No allowance is taken: the season took it.
 */
export async function openSeasonDay(ctx: TrainingContext, userId: string, seasonId: string, week: number, day: number, requestId: string): Promise<{ created: boolean; workout: Workout }> {
  const season = await ownWorkout(ctx, userId, seasonId);
  if (season.planType !== 'season' || !season.plan) throw conflict('Only the days of a season plan open as practices.');
  // One read of the entitlement: the tier for the feature checks and the paces, the zone for the day it counts toward.
  const now = ctx.clock();
  const entitlement = await findEntitlement(ctx.db, userId);
  const tier = tierOfRow(entitlement, now);
  requireTierFeature(tier, 'season_plans');
  const plan = season.plan as SeasonPlan;
  const found = dayOf(plan, week, day);
  const key: DayKey = { seasonId, seasonVersion: season.version, week, day };
  const existing = await openedDay(ctx.db, key);
  if (existing) return { created: false, workout: await workoutWithHistory(ctx.db, existing) };
  const request = dayRequest(plan, found.week, found.day);
  // A season written for lane groups opens its days for them too, on the coach's stored paces.
  const laneGroups = (plan.laneGroups?.length ?? 0) >= 2;
  const paces = await pacesForPlan(ctx, userId, laneGroups, tier);
  const job = GenerateJob.parse({ ...request, plan_type: 'workout', seed: `${seasonId}:${season.version}:${week}:${day}`, ...(paces ? { paces } : {}), ...(laneGroups ? { lane_groups: true } : {}) });
  const version = versionOf(ctx, await askWorker(ctx, 'training.generate', job, requestId));
  // The day it counts toward on the dashboard is the user's today; nothing is taken from the allowance.
  const today = localDate(now, safeTimeZone(entitlement?.timezone));
  try {
    const row = await ctx.db.transaction(async (tx, outbox) => {
      const created = await insertWorkout(tx, { id: randomUUID(), userId, date: job.date, description: job.description, coachNotes: job.coach_notes, planType: version.plan.kind, ...version });
      if (!(await linkDay(tx, key, created.id))) throw new OpenedMeanwhile();
      await outbox.add(
        'training.workout_created',
        { workoutId: created.id, planType: created.planType, provider: created.provider, total: created.total, localDate: today, usesAllowance: false },
        userId,
      );
      return created;
    });
    return { created: true, workout: await workoutWithHistory(ctx.db, row) };
  } catch (err) {
    if (!(err instanceof OpenedMeanwhile)) throw err;
    const kept = await openedDay(ctx.db, key);
    if (!kept) throw err;
    return { created: false, workout: await workoutWithHistory(ctx.db, kept) };
  }
}
