import type { Plan, Workout } from '@laneforge/contracts';
import type { Database } from '@laneforge/platform';
import { and, asc, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { workouts, workoutVersions } from '../db/schema';
import { toWorkout, type WorkoutRow } from './workouts';

export async function findWorkout(db: Database, id: string): Promise<WorkoutRow | undefined> {
  const [row] = await db.select().from(workouts).where(eq(workouts.id, id)).limit(1);
  return row;
}

async function refinementsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { prompt: string | null; createdAt: Date }[]>();
  const rows = await db
    .select({ workoutId: workoutVersions.workoutId, prompt: workoutVersions.prompt, createdAt: workoutVersions.createdAt })
    .from(workoutVersions)
    .where(and(inArray(workoutVersions.workoutId, ids), isNotNull(workoutVersions.prompt)))
    .orderBy(asc(workoutVersions.version));
  const byWorkout = new Map<string, { prompt: string | null; createdAt: Date }[]>();
  for (const row of rows) byWorkout.set(row.workoutId, [...(byWorkout.get(row.workoutId) ?? []), row]);
  return byWorkout;
}

export async function workoutWithHistory(db: Database, row: WorkoutRow): Promise<Workout> {
  // A plan never refined has no history to read.
  return toWorkout(row, row.version > 1 ? ((await refinementsOf(db, [row.id])).get(row.id) ?? []) : []);
}

/**
 * One page of a user's plans, newest first. The cursor is the last plan of the previous page, so
 * plans created meanwhile never shift a page; `next` is the cursor of the page after, if any.
 */
export async function listWorkouts(db: Database, userId: string, page: { limit: number; before?: string | undefined }): Promise<{ items: Workout[]; next: string | null }> {
  const mine = eq(workouts.userId, userId);
  let where = mine;
  if (page.before) {
    const [cursor] = await db.select({ createdAt: workouts.createdAt, id: workouts.id }).from(workouts).where(and(mine, eq(workouts.id, page.before))).limit(1);
    if (!cursor) return { items: [], next: null };
    where = and(mine, or(lt(workouts.createdAt, cursor.createdAt), and(eq(workouts.createdAt, cursor.createdAt), lt(workouts.id, cursor.id))))!;
  }
  const rows = await db.select().from(workouts).where(where).orderBy(desc(workouts.createdAt), desc(workouts.id)).limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const refinements = await refinementsOf(
    db,
    shown.filter((r) => r.version > 1).map((r) => r.id),
  );
  return { items: shown.map((row) => toWorkout(row, refinements.get(row.id) ?? [])), next: rows.length > page.limit ? shown.at(-1)!.id : null };
}

export interface NewVersion {
  plan: Plan;
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
      total: workout.total,
      provider: workout.provider,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(workoutVersions).values({ workoutId: workout.id, version: 1, prompt: null, generatedWorkout: workout.text, plan: workout.plan, total: workout.total, provider: workout.provider, createdAt: now });
  return row!;
}

/**
 * Makes a refined version the shown plan, keeping the earlier ones. Only applies on top of the
 * version it was refined from: undefined when another refinement got there first.
 */
export async function saveRefinement(tx: Database, current: WorkoutRow, prompt: string, version: NewVersion): Promise<WorkoutRow | undefined> {
  const now = new Date();
  const next = current.version + 1;
  const [row] = await tx
    .update(workouts)
    .set({ generatedWorkout: version.text, plan: version.plan, total: version.total, title: version.title, provider: version.provider, version: next, updatedAt: now })
    .where(and(eq(workouts.id, current.id), eq(workouts.version, current.version)))
    .returning();
  if (!row) return undefined;
  await tx.insert(workoutVersions).values({ workoutId: current.id, version: next, prompt, generatedWorkout: version.text, plan: version.plan, total: version.total, provider: version.provider, createdAt: now });
  return row;
}
