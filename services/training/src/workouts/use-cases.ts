import { randomUUID } from 'node:crypto';
import { messages, type GenerateRequest, type RefineRequest, type RevertRequest, type Workout, type WorkoutDetail } from '@laneforge/contracts';
import { conflict, notFound, type Principal } from '@laneforge/platform';
import { z } from 'zod';
import { markGenerationUsed, releaseGeneration, reserveGeneration } from '../allowance/store';
import type { TrainingContext } from '../context';
import { askWorker } from '../generation/client';
import { GenerateJob, subjects, type WorkerSuccess } from '../generation/protocol';
import { deleteWorkout, findVersion, findWorkout, insertWorkout, latestVersion, saveRefinement, showVersion, versionsOf, workoutWithHistory } from './store';
import { MAX_REFINEMENTS, titleOf, toWorkoutDetail, totalOf, type WorkoutRow } from './workouts';

export const WORKOUT_NOT_FOUND = messages.planNotFound;
const planId = z.uuid();

const versionOf = (ctx: TrainingContext, reply: WorkerSuccess) => ({
  plan: reply.plan,
  text: reply.text,
  title: titleOf(reply.text, ctx.config.PRODUCT_NAME),
  total: totalOf(reply.plan),
  provider: reply.provider,
});

/** Reserve allowance, ask a worker, store the plan and announce it; no plan means the allowance is given back. */
export async function generateWorkout(ctx: TrainingContext, userId: string, request: GenerateRequest, requestId: string): Promise<Workout> {
  const { runtime, config } = ctx;
  const job = GenerateJob.parse({ ...request, coach_notes: request.coach_notes?.trim() || null });
  const reservation = await reserveGeneration(runtime.db, userId, ctx.clock());
  let row: WorkoutRow;
  try {
    const reply = await askWorker(runtime.bus.nc, subjects(config.EVENT_SUBJECT_PREFIX).generate, job, { timeoutMs: config.GENERATION_WAIT_MS, requestId });
    const version = versionOf(ctx, reply);
    row = await runtime.db.transaction(async (tx) => {
      const created = await insertWorkout(tx, {
        id: randomUUID(),
        userId,
        date: job.date,
        description: job.description,
        coachNotes: job.coach_notes,
        planType: reply.plan.kind,
        ...version,
      });
      await markGenerationUsed(tx, reservation.id, created.id);
      await runtime.events.add(
        tx,
        'training.workout_created',
        { workoutId: created.id, planType: created.planType, provider: created.provider, total: created.total, localDate: reservation.window.today },
        userId,
      );
      return created;
    });
  } catch (err) {
    // The user hears about the first failure; a failed release only costs them this one plan.
    await releaseGeneration(runtime.db, reservation.id).catch((releaseError: unknown) =>
      runtime.logger.error({ err: releaseError, reservation: reservation.id }, 'allowance reservation not released'),
    );
    throw err;
  }
  runtime.events.flush();
  return workoutWithHistory(runtime.db, row);
}

/** The owner's plan, or 404 whether it is missing or someone else's (ids are not confirmed to strangers). */
export async function ownWorkout(ctx: TrainingContext, userId: string, id: string): Promise<WorkoutRow> {
  const row = await findWorkout(ctx.runtime.db, id);
  if (!row || row.userId !== userId) throw notFound(WORKOUT_NOT_FOUND);
  return row;
}

/** The plan page's plans: the owner's own, or any plan for an administrator; 404 for everyone else. */
async function managedWorkout(ctx: TrainingContext, principal: Principal, id: string): Promise<WorkoutRow> {
  // Plan ids are UUIDs: anything else names no plan, the same 404 as an unknown one.
  const row = planId.safeParse(id).success ? await findWorkout(ctx.runtime.db, id) : undefined;
  if (!row || (row.userId !== principal.userId && principal.role !== 'admin')) throw notFound(WORKOUT_NOT_FOUND);
  return row;
}

async function detailOf(ctx: TrainingContext, row: WorkoutRow): Promise<WorkoutDetail> {
  return toWorkoutDetail(row, await versionsOf(ctx.runtime.db, row.id), ctx.config.PRODUCT_NAME);
}

/** The plan with every version kept of it (the plan page). */
export async function workoutDetail(ctx: TrainingContext, principal: Principal, id: string): Promise<WorkoutDetail> {
  return detailOf(ctx, await managedWorkout(ctx, principal, id));
}

/** Shows an earlier (or later) version again; nothing is lost, so a revert can be reverted. */
export async function revertWorkout(ctx: TrainingContext, principal: Principal, id: string, request: RevertRequest): Promise<WorkoutDetail> {
  const { db } = ctx.runtime;
  const current = await managedWorkout(ctx, principal, id);
  const target = await findVersion(db, id, request.version);
  if (!target) throw notFound(`This plan has no version ${request.version}.`);
  if (target.version === current.version) return detailOf(ctx, current);
  const shown = await showVersion(db, current, target, titleOf(target.generatedWorkout, ctx.config.PRODUCT_NAME));
  if (!shown) throw conflict('The plan changed elsewhere at the same time. Please reload it and try again.');
  return detailOf(ctx, shown);
}

/** Deletes the plan and every version of it; the share link stops working at once. */
export async function removeWorkout(ctx: TrainingContext, principal: Principal, id: string): Promise<void> {
  const row = await managedWorkout(ctx, principal, id);
  await deleteWorkout(ctx.runtime.db, row.id);
}

/**
 * Ask a worker to apply the instruction to the shown version; the refined version becomes the
 * shown plan and every earlier one is kept.
 */
export async function refineWorkout(ctx: TrainingContext, userId: string, request: RefineRequest, requestId: string): Promise<Workout> {
  const { runtime, config } = ctx;
  const current = await ownWorkout(ctx, userId, request.workout_id);
  const latest = await latestVersion(runtime.db, current.id);
  if (latest - 1 >= MAX_REFINEMENTS) {
    throw conflict(`This plan has been refined ${MAX_REFINEMENTS} times, the most a plan can be. Generate a new plan to keep adjusting.`);
  }
  if (!current.plan) throw conflict('This plan is kept as text only and cannot be refined. Generate a new plan instead.');
  const reply = await askWorker(
    runtime.bus.nc,
    subjects(config.EVENT_SUBJECT_PREFIX).refine,
    { plan: current.plan as WorkerSuccess['plan'], text: current.generatedWorkout, instruction: request.refinement_prompt },
    { timeoutMs: config.GENERATION_WAIT_MS, requestId },
  );
  const refined = await runtime.db.transaction(async (tx) => {
    const row = await saveRefinement(tx, current, request.refinement_prompt, { ...versionOf(ctx, reply), number: latest + 1 });
    if (!row) throw conflict('The plan was refined elsewhere at the same time. Please try again.');
    await runtime.events.add(tx, 'training.workout_refined', { workoutId: row.id, version: row.version, provider: row.provider }, userId);
    return row;
  });
  runtime.events.flush();
  return workoutWithHistory(runtime.db, refined);
}
