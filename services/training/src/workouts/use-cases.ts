import { randomUUID } from 'node:crypto';
import { messages, type GenerateRequest, type RefineRequest, type Workout } from '@laneforge/contracts';
import { conflict, notFound } from '@laneforge/platform';
import { markGenerationUsed, releaseGeneration, reserveGeneration } from '../allowance/store';
import type { TrainingContext } from '../context';
import { askWorker } from '../generation/client';
import { GenerateJob, subjects, type WorkerSuccess } from '../generation/protocol';
import { findWorkout, insertWorkout, saveRefinement, workoutWithHistory } from './store';
import { MAX_REFINEMENTS, titleOf, totalOf, type WorkoutRow } from './workouts';

export const WORKOUT_NOT_FOUND = messages.planNotFound;

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
  // Each generate is its own draw, so asking again for the same request gives another plan.
  const job = GenerateJob.parse({ ...request, coach_notes: request.coach_notes?.trim() || null, seed: randomUUID() });
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

/** Ask a worker to apply the instruction; the refined version replaces the shown plan, earlier ones are kept. */
export async function refineWorkout(ctx: TrainingContext, userId: string, request: RefineRequest, requestId: string): Promise<Workout> {
  const { runtime, config } = ctx;
  const current = await ownWorkout(ctx, userId, request.workout_id);
  if (current.version - 1 >= MAX_REFINEMENTS) {
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
    const row = await saveRefinement(tx, current, request.refinement_prompt, versionOf(ctx, reply));
    if (!row) throw conflict('The plan was refined elsewhere at the same time. Please try again.');
    await runtime.events.add(tx, 'training.workout_refined', { workoutId: row.id, version: row.version, provider: row.provider }, userId);
    return row;
  });
  runtime.events.flush();
  return workoutWithHistory(runtime.db, refined);
}
