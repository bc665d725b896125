import { briefSummary, type Brief, type BriefCorrection, type Plan, type Workout, type WorkoutListItem } from '@laneforge/contracts';
import type { Database } from '@laneforge/platform';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, max, or, sql } from 'drizzle-orm';
import { preparedFor } from '../db/prepared';
import { workouts, workoutVersions } from '../db/schema';
import { toListItem, toWorkout, type VersionRow, type WorkoutRow } from './workouts';

const byId = preparedFor((db) => db.select().from(workouts).where(eq(workouts.id, sql.placeholder('id'))).limit(1).prepare('training_workout_by_id'));

export async function findWorkout(db: Database, id: string): Promise<WorkoutRow | undefined> {
  const [row] = await byId(db).execute({ id });
  return row;
}

const stampById = preparedFor((db) =>
  db.select({ updatedAt: workouts.updatedAt, version: workouts.version }).from(workouts).where(eq(workouts.id, sql.placeholder('id'))).limit(1).prepare('training_workout_stamp'),
);

/** What changes whenever the shown plan does (a refinement, a revert): enough to tell a kept copy is current. */
export async function workoutStamp(db: Database, id: string): Promise<string | undefined> {
  const [row] = await stampById(db).execute({ id });
  return row && stampOf(row);
}

export const stampOf = (row: Pick<WorkoutRow, 'updatedAt' | 'version'>) => `${row.updatedAt.getTime()}:${row.version}`;

async function refinementsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { prompt: string | null; createdAt: Date }[]>();
  const rows = await db
    .select({ workoutId: workoutVersions.workoutId, prompt: workoutVersions.prompt, createdAt: workoutVersions.createdAt })
    .from(workoutVersions)
    // A correction is a version too, but not a refinement: the refinements list the instructions alone.
    .where(and(inArray(workoutVersions.workoutId, ids), isNotNull(workoutVersions.prompt), isNull(workoutVersions.correction)))
    .orderBy(asc(workoutVersions.version));
  const byWorkout = new Map<string, { prompt: string | null; createdAt: Date }[]>();
  for (const row of rows) byWorkout.set(row.workoutId, [...(byWorkout.get(row.workoutId) ?? []), row]);
  return byWorkout;
}

/** Every kept version of a plan, oldest first. */
export async function versionsOf(db: Database, workoutId: string): Promise<VersionRow[]> {
  return db.select().from(workoutVersions).where(eq(workoutVersions.workoutId, workoutId)).orderBy(asc(workoutVersions.version));
}

export async function findVersion(db: Database, workoutId: string, version: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(workoutVersions)
    .where(and(eq(workoutVersions.workoutId, workoutId), eq(workoutVersions.version, version)))
    .limit(1);
  return row;
}

/** The newest version number: refinements count from it, whichever version is shown. */
export async function latestVersion(db: Database, workoutId: string): Promise<number> {
  const [row] = await db.select({ latest: max(workoutVersions.version) }).from(workoutVersions).where(eq(workoutVersions.workoutId, workoutId));
  return row?.latest ?? 1;
}

/** How often a plan was refined in words and corrected from its chips: each has its own limit. */
export async function changeCounts(db: Database, workoutId: string): Promise<{ refinements: number; corrections: number }> {
  const rows = await db
    .select({ corrected: sql<boolean>`${workoutVersions.correction} is not null`, n: count() })
    .from(workoutVersions)
    .where(and(eq(workoutVersions.workoutId, workoutId), isNotNull(workoutVersions.prompt)))
    .groupBy(sql`${workoutVersions.correction} is not null`);
  return { refinements: rows.find((r) => !r.corrected)?.n ?? 0, corrections: rows.find((r) => r.corrected)?.n ?? 0 };
}

export async function deleteWorkout(db: Database, id: string): Promise<void> {
  // Versions go with it (ON DELETE CASCADE).
  await db.delete(workouts).where(eq(workouts.id, id));
}

export async function workoutWithHistory(db: Database, row: WorkoutRow): Promise<Workout> {
  // A plan never refined has no history to read.
  return toWorkout(row, row.version > 1 ? ((await refinementsOf(db, [row.id])).get(row.id) ?? []) : []);
}

/**
 * One page of a user's plans, newest first. The cursor is the last plan of the previous page, so
 * plans created meanwhile never shift a page; `next` is the cursor of the page after, if any.
 */
/** Every column of a plan but its structured form, which the history list does not show. */
const { plan: _plan, brief: _brief, ...listColumns } = getTableColumns(workouts);

/** The first page (nearly every request): no cursor. */
const firstPage = preparedFor((db) =>
  db
    .select(listColumns)
    .from(workouts)
    .where(eq(workouts.userId, sql.placeholder('userId')))
    .orderBy(desc(workouts.createdAt), desc(workouts.id))
    .limit(sql.placeholder('limit'))
    .prepare('training_workouts_first_page'),
);

export async function listWorkouts(db: Database, userId: string, page: { limit: number; before?: string | undefined }): Promise<{ items: WorkoutListItem[]; next: string | null }> {
  const mine = eq(workouts.userId, userId);
  let where = mine;
  if (page.before) {
    const [cursor] = await db.select({ createdAt: workouts.createdAt, id: workouts.id }).from(workouts).where(and(mine, eq(workouts.id, page.before))).limit(1);
    if (!cursor) return { items: [], next: null };
    where = and(mine, or(lt(workouts.createdAt, cursor.createdAt), and(eq(workouts.createdAt, cursor.createdAt), lt(workouts.id, cursor.id))))!;
  }
  const rows = page.before
    ? await db.select(listColumns).from(workouts).where(where).orderBy(desc(workouts.createdAt), desc(workouts.id)).limit(page.limit + 1)
    : await firstPage(db).execute({ userId, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const refinements = await refinementsOf(
    db,
    shown.filter((r) => r.version > 1).map((r) => r.id),
  );
  return { items: shown.map((row) => toListItem(row, refinements.get(row.id) ?? [])), next: rows.length > page.limit ? shown.at(-1)!.id : null };
}

/** The history's line of a version: its brief in a few words, null for a version without one. */
const summaryOf = (brief: unknown, plan: unknown): string[] | null => (brief ? briefSummary(brief as Brief, plan as Plan | null) : null);

export interface NewVersion {
  plan: Plan;
  /** Absent for a version written with no brief (a model's plan read from text alone). */
  brief?: Brief | null | undefined;
  text: string;
  title: string;
  total: number;
  provider: Plan['provider'];
}

export async function insertWorkout(
  tx: Database,
  workout: { id: string; userId: string; date: string; description: string; coachNotes: string | null; planType: Plan['kind'] } & NewVersion,
): Promise<WorkoutRow> {
  const now = new Date();
  const [row] = await tx
    .insert(workouts)
    .values({
      id: workout.id,
      userId: workout.userId,
      date: workout.date,
      planType: workout.planType,
      description: workout.description,
      coachNotes: workout.coachNotes,
      title: workout.title,
      generatedWorkout: workout.text,
      plan: workout.plan,
      brief: workout.brief ?? null,
      briefSummary: summaryOf(workout.brief, workout.plan),
      total: workout.total,
      provider: workout.provider,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(workoutVersions).values({ workoutId: workout.id, version: 1, prompt: null, generatedWorkout: workout.text, plan: workout.plan, brief: workout.brief ?? null, total: workout.total, provider: workout.provider, createdAt: now });
  return row!;
}

/**
 * Makes a refined (or corrected) version the shown plan, keeping the earlier ones. Only applies on
 * top of the version it was refined from: undefined when another change (a refinement, a revert)
 * got there first. A correction keeps what the coach corrected beside the version.
 */
export async function saveRefinement(tx: Database, current: WorkoutRow, prompt: string, version: NewVersion & { number: number }, correction: BriefCorrection | null = null): Promise<WorkoutRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(workouts)
    .set({
      generatedWorkout: version.text,
      plan: version.plan,
      // A correction can turn a session into a season (or back): the plan's kind follows it.
      planType: version.plan.kind,
      brief: version.brief ?? null,
      briefSummary: summaryOf(version.brief, version.plan),
      total: version.total,
      title: version.title,
      provider: version.provider,
      version: version.number,
      updatedAt: now,
    })
    .where(and(eq(workouts.id, current.id), eq(workouts.version, current.version), eq(workouts.updatedAt, current.updatedAt)))
    .returning();
  if (!row) return undefined;
  await tx.insert(workoutVersions).values({
    workoutId: current.id,
    version: version.number,
    prompt,
    basedOn: current.version,
    generatedWorkout: version.text,
    plan: version.plan,
    brief: version.brief ?? null,
    correction,
    total: version.total,
    provider: version.provider,
    createdAt: now,
  });
  return row;
}

/** Shows a kept version again; every version stays, so a revert can itself be undone. */
export async function showVersion(tx: Database, current: WorkoutRow, version: VersionRow, title: string): Promise<WorkoutRow | undefined> {
  const [row] = await tx
    .update(workouts)
    .set({
      generatedWorkout: version.generatedWorkout,
      plan: version.plan,
      planType: (version.plan as Plan | null)?.kind ?? current.planType,
      brief: version.brief,
      briefSummary: summaryOf(version.brief, version.plan),
      total: version.total,
      title,
      provider: version.provider,
      version: version.version,
      updatedAt: new Date(),
    })
    .where(and(eq(workouts.id, current.id), eq(workouts.updatedAt, current.updatedAt)))
    .returning();
  return row;
}
