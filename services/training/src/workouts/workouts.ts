import { titleLineOf, type Brief, type Plan, type SharedPlan, type Workout, type WorkoutDetail, type WorkoutListItem, type WorkoutVersion } from '@laneforge/contracts';
import { sharedPlanWords, sharedWords } from '@laneforge/contracts/shared-words';
import type { workouts, workoutVersions } from '../db/schema';

export type WorkoutRow = typeof workouts.$inferSelect;
export type VersionRow = typeof workoutVersions.$inferSelect;

/** A plan can be refined this many times (DECISIONS.md); refinements use no allowance. */
export const MAX_REFINEMENTS = 10;

/**
 * A plan can be rewritten from the coach's corrections of its brief this many times, on top of its
 * refinements: a correction fixes what was misread, so it costs neither allowance nor a refinement,
 * but each is a full rewrite by a worker (a model call with the openai provider), so it is bounded.
 */
export const MAX_CORRECTIONS = 10;

/** The title is the plan text's `**Title**` line (spec §2); the spec's default when there is none. */
export const titleOf = (text: string, product: string): string => titleLineOf(text)?.title ?? `${product} Workout`;

/** Total distance of a workout, or the whole season's volume. */
export const totalOf = (plan: Plan): number => plan.totals.distance;

/** A kept version as the refinements list reads it: a correction (when it is read) is left out. */
type Change = Pick<VersionRow, 'prompt' | 'createdAt'> & { correction?: unknown };

export function toWorkout(row: WorkoutRow, refinements: Change[]): Workout {
  const { brief_summary: _summary, ...item } = toListItem(row, refinements);
  return { ...item, plan: (row.plan as Plan | null) ?? null, brief: (row.brief as Brief | null) ?? null };
}

export function toListItem(row: Omit<WorkoutRow, 'plan' | 'brief'>, refinements: Change[]): WorkoutListItem {
  return {
    id: row.id,
    user_id: row.userId,
    date: row.date,
    plan_type: row.planType,
    description: row.description,
    coach_notes: row.coachNotes,
    title: row.title,
    generated_workout: row.generatedWorkout,
    total: row.total,
    provider: row.provider,
    version: row.version,
    refinements: refinements.filter((r) => r.prompt !== null && !r.correction).map((r) => ({ prompt: r.prompt!, created_at: r.createdAt.toISOString() })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    brief_summary: row.briefSummary ?? [],
  };
}

/** A plan's kept versions as the plan page lists them. */
export function toVersion(row: VersionRow, product: string): WorkoutVersion {
  return {
    version: row.version,
    prompt: row.prompt,
    kind: row.prompt === null ? 'generated' : row.correction === null ? 'refinement' : 'correction',
    based_on: row.basedOn,
    title: titleOf(row.generatedWorkout, product),
    total: row.total,
    created_at: row.createdAt.toISOString(),
  };
}

/** The shown plan with every version kept of it; the refinements are read off the same versions. */
export function toWorkoutDetail(row: WorkoutRow, versions: VersionRow[], product: string): WorkoutDetail {
  return { ...toWorkout(row, versions), versions: versions.map((v) => toVersion(v, product)) };
}

/**
 * What anyone holding the link sees (spec §3 Shared plan, plus the title and the structured plan
 * the set table is drawn from): never the owner, the description or the history.
 */
export function toSharedPlan(row: WorkoutRow): SharedPlan {
  return {
    plan_type: row.planType,
    date: row.date,
    generated_workout: sharedWords(row.generatedWorkout),
    coach_notes: row.coachNotes,
    title: sharedWords(row.title),
    plan: sharedPlanWords((row.plan as Plan | null) ?? null),
  };
}
