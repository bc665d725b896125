import { randomUUID } from 'node:crypto';
import {
  BriefCorrection,
  GenerateJob,
  fieldPath,
  isUuid,
  messages,
  type Brief,
  type Plan,
  type GenerateRequest,
  type PlanReply,
  type PlanWritten,
  type RefineRequest,
  type RefinedWorkout,
  type RevertRequest,
  type SeasonPlan,
  type RpcName,
  type RpcRequest,
  type Workout,
  type WorkoutDetail,
  SharedPlan,
  WorkoutListItem,
} from '@laneforge/contracts';
import { AppError, badRequest, conflict, notFound, rpcRequest, type Database, type Principal } from '@laneforge/platform';
import { markGenerationUsed, releaseGeneration, reserveGeneration } from '../allowance/store';
import type { TrainingContext } from '../context';
import { requireFeature, requireTierFeature, tierOfRow } from '../entitlements/require';
import { findEntitlement } from '../entitlements/store';
import { pacesForPlan } from '../paces/use-cases';
import { planKindOf } from '../plan';
import { CorrectionRefused, correctBrief } from '../plan/understand/correct';
import { briefOfPlan } from '../plan/understand/from-plan';
import { z } from 'zod';
import type { JsonCache } from './json-cache';
import { changeCounts, deleteWorkout, findVersion, findWorkout, insertWorkout, latestVersion, saveRefinement, showVersion, stampOf, versionsOf, workoutStamp, workoutWithHistory } from './store';
import { MAX_CORRECTIONS, MAX_REFINEMENTS, titleOf, toSharedPlan, toWorkoutDetail, totalOf, type WorkoutRow } from './workouts';
import { type OpenedDay, linkDay, openedDays, seasonDayOf } from '../seasons/store';

export const WORKOUT_NOT_FOUND = messages.planNotFound;

/** Asks a worker (the queue group), bounded by GENERATION_WAIT_MS; a refusal reaches the user as the worker said it. */
export async function askWorker<N extends Extract<RpcName, 'training.generate' | 'training.refine' | 'training.rewrite'>>(ctx: TrainingContext, name: N, job: RpcRequest<N>, requestId: string): Promise<PlanWritten> {
  const reply: PlanReply = await rpcRequest(ctx.bus, name, job, {
    timeoutMs: ctx.config.GENERATION_WAIT_MS,
    requestId,
    noResponder: 'No plan writer is available right now. Please try again in a moment.',
    tooSlow: 'Writing the plan took too long. Please try again in a moment.',
  });
  if (!reply.ok) throw new AppError(reply.status, reply.detail);
  return reply;
}

export const versionOf = (ctx: TrainingContext, reply: PlanWritten) => ({
  plan: reply.plan,
  brief: reply.brief ?? null,
  text: reply.text,
  title: titleOf(reply.text, ctx.config.PRODUCT_NAME),
  total: totalOf(reply.plan),
  provider: reply.provider,
});

/** Reserve allowance, ask a worker, store the plan and announce it; no plan means the allowance is given back. */
export async function generateWorkout(ctx: TrainingContext, userId: string, request: GenerateRequest, requestId: string): Promise<Workout> {
  // Each generate is its own draw, so asking again for the same request gives another plan.
  const asked = GenerateJob.parse({ ...request, coach_notes: request.coach_notes?.trim() || null, seed: randomUUID() });
  // The entitlement is read once for the feature checks, the paces and the reservation.
  const now = ctx.clock();
  const entitlement = await findEntitlement(ctx.db, userId);
  const tier = tierOfRow(entitlement, now);
  // Season plans are a Lite feature, lane groups Elite's: a locked request is refused before any allowance is taken.
  if (planKindOf(asked) === 'season') requireTierFeature(tier, 'season_plans');
  const paces = await pacesForPlan(ctx, userId, request.lane_groups === true, tier);
  const job = paces ? { ...asked, paces } : asked;
  const reservation = await reserveGeneration(ctx.db, userId, now, entitlement);
  let row: WorkoutRow;
  try {
    const version = versionOf(ctx, await askWorker(ctx, 'training.generate', job, requestId));
    row = await ctx.db.transaction(async (tx, outbox) => {
      const created = await insertWorkout(tx, {
        id: randomUUID(),
        userId,
        date: job.date,
        description: job.description,
        coachNotes: job.coach_notes,
        planType: version.plan.kind,
        ...version,
      });
      await markGenerationUsed(tx, reservation.id, created.id);
      await outbox.add(
        'training.workout_created',
        { workoutId: created.id, planType: created.planType, provider: created.provider, total: created.total, localDate: reservation.window.today },
        userId,
      );
      return created;
    });
  } catch (err) {
    // The user hears about the first failure; a failed release only costs them this one plan.
    await releaseGeneration(ctx.db, reservation.id).catch((releaseError: unknown) =>
      ctx.logger.error({ err: releaseError, reservation: reservation.id }, 'allowance reservation not released'),
    );
    throw err;
  }
  return workoutWithHistory(ctx.db, row);
}

/** The owner's plan, or 404 whether it is missing or someone else's (ids are not confirmed to strangers). */
export async function ownWorkout(ctx: TrainingContext, userId: string, id: string): Promise<WorkoutRow> {
  // Plan ids are UUIDs: anything else names no plan, the same 404 as an unknown one.
  const row = isUuid(id) ? await findWorkout(ctx.db, id) : undefined;
  if (!row || row.userId !== userId) throw notFound(WORKOUT_NOT_FOUND);
  return row;
}

/** The plan page's plans: the owner's own, or any plan for an administrator; 404 for everyone else. */
async function managedWorkout(ctx: TrainingContext, principal: Principal, id: string): Promise<WorkoutRow> {
  // Plan ids are UUIDs: anything else names no plan, the same 404 as an unknown one.
  const row = isUuid(id) ? await findWorkout(ctx.db, id) : undefined;
  if (!row || (row.userId !== principal.userId && principal.role !== 'admin')) throw notFound(WORKOUT_NOT_FOUND);
  return row;
}

async function detailOf(ctx: TrainingContext, row: WorkoutRow): Promise<WorkoutDetail> {
  const [versions, seasonDay] = await Promise.all([versionsOf(ctx.db, row.id), row.planType === 'workout' ? seasonDayOf(ctx.db, row.id) : null]);
  return { ...toWorkoutDetail(row, versions, ctx.config.PRODUCT_NAME), season_day: seasonDay };
}

/** The plan with every version kept of it (the plan page). */
export async function workoutDetail(ctx: TrainingContext, principal: Principal, id: string): Promise<WorkoutDetail> {
  return detailOf(ctx, await managedWorkout(ctx, principal, id));
}

/** Shows an earlier (or later) version again; nothing is lost, so a revert can be reverted. */
export async function revertWorkout(ctx: TrainingContext, principal: Principal, id: string, request: RevertRequest): Promise<WorkoutDetail> {
  const { db } = ctx;
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
  await deleteWorkout(ctx.db, row.id);
}

/**
 * Ask a worker to apply the instruction to the shown version; the refined version becomes the
 * shown plan and every earlier one is kept.
 */
export async function refineWorkout(ctx: TrainingContext, userId: string, request: RefineRequest, requestId: string): Promise<RefinedWorkout> {
  const current = await ownWorkout(ctx, userId, request.workout_id);
  // A season plan kept after a downgrade can be read, but refining it is the Lite feature again.
  if (current.planType === 'season') await requireFeature(ctx.db, userId, 'season_plans', ctx.clock());
  const [latest, { refinements }] = await Promise.all([latestVersion(ctx.db, current.id), changeCounts(ctx.db, current.id)]);
  if (refinements >= MAX_REFINEMENTS) {
    throw conflict(`This plan has been refined ${MAX_REFINEMENTS} times, the most a plan can be. Generate a new plan to keep adjusting.`);
  }
  if (!current.plan) throw conflict('This plan is kept as text only and cannot be refined. Generate a new plan instead.');
  // A season's days already opened as practices keep their dates, and stay linked to the practices they opened.
  const opened = current.planType === 'season' ? await openedDays(ctx.db, current.id, current.version) : [];
  const plan = current.plan as PlanWritten['plan'];
  const openedDates = plan.kind === 'season' ? opened.map((o) => dayDate(plan, o.week, o.day)).filter((d): d is string => d !== null) : [];
  const reply = await askWorker(
    ctx,
    'training.refine',
    { plan, text: current.generatedWorkout, instruction: request.refinement_prompt, ...(current.brief ? { brief: current.brief as Brief } : {}), ...(openedDates.length > 0 ? { opened: openedDates } : {}) },
    requestId,
  );
  const refined = await ctx.db.transaction(async (tx, outbox) => {
    const row = await saveRefinement(tx, current, request.refinement_prompt, { ...versionOf(ctx, reply), number: latest + 1 });
    if (!row) throw conflict('The plan was refined elsewhere at the same time. Please try again.');
    if (plan.kind === 'season' && reply.plan.kind === 'season') await carryOpenedDays(tx, current.id, row.version, opened, plan, reply.plan);
    await outbox.add('training.workout_refined', { workoutId: row.id, version: row.version, provider: row.provider }, userId);
    return row;
  });
  return { ...(await workoutWithHistory(ctx.db, refined)), applied: reply.applied, not_applied: reply.not_applied ?? [] };
}

/** The date of a season's day (week and day numbers, 1-based), if it has one. */
function dayDate(plan: SeasonPlan, week: number, day: number): string | null {
  return plan.weeks.find((w) => w.week === week)?.days?.[day - 1]?.date ?? null;
}

/** The opened days of the refined version: the same practice for the same day (date and slot) wherever the day now stands. */
async function carryOpenedDays(tx: Database, seasonId: string, to: number, opened: OpenedDay[], before: SeasonPlan, after: SeasonPlan): Promise<void> {
  for (const o of opened) {
    const was = before.weeks.find((w) => w.week === o.week)?.days?.[o.day - 1];
    if (!was) continue;
    for (const week of after.weeks) {
      const i = (week.days ?? []).findIndex((d) => d.date === was.date && d.slot === was.slot && d.kind === was.kind);
      if (i >= 0) {
        await linkDay(tx, { seasonId, seasonVersion: to, week: week.week, day: i + 1 }, o.workoutId);
        break;
      }
    }
  }
}

/** A correction the contract refuses, naming the field: "pool.course: must be SCY, SCM or LCM". */
function correctionOf(body: unknown): BriefCorrection {
  const parsed = BriefCorrection.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = fieldPath(issue.path);
  throw badRequest(field ? `${field}: ${issue.message}` : issue.message);
}

/**
 * The coach's corrections of what was understood: the shown version's brief corrected, the plan
 * written again from it by a worker, kept as a new version of the same plan. It is the same request
 * read again, so it uses no allowance and no refinement; the tier rules apply to what the corrected
 * brief asks for (a season, stored lane groups).
 */
export async function correctWorkout(ctx: TrainingContext, userId: string, id: string, body: unknown, requestId: string): Promise<WorkoutDetail> {
  // Strangers learn nothing, not even whether their correction would have been valid.
  const current = await ownWorkout(ctx, userId, id);
  const correction = correctionOf(body);
  if (!current.plan) throw conflict('This plan is kept as text only and cannot be corrected. Generate a new plan instead.');
  const [latest, { corrections }] = await Promise.all([latestVersion(ctx.db, current.id), changeCounts(ctx.db, current.id)]);
  if (corrections >= MAX_CORRECTIONS) throw conflict(`This plan has been corrected ${MAX_CORRECTIONS} times, the most a plan can be. Generate a new plan from your words instead.`);
  const shown = (current.brief as Brief | null) ?? briefOfPlan(current.plan as Plan);
  let corrected;
  try {
    corrected = correctBrief(shown, correction);
  } catch (err) {
    if (err instanceof CorrectionRefused) throw badRequest(err.message);
    throw err;
  }
  if (corrected.changes.length === 0) throw new AppError(422, 'Nothing was corrected: the plan already reads every field you sent that way.');
  const tier = tierOfRow(await findEntitlement(ctx.db, userId), ctx.clock());
  if (corrected.brief.kind.value === 'season') requireTierFeature(tier, 'season_plans');
  // Lanes from the coach's stored groups are written on those paces, an Elite feature; lanes in their words are not.
  const storedLanes = corrected.brief.lanes.length >= 2 && corrected.brief.lanes.every((l) => l.source === 'stored');
  const paces = await pacesForPlan(ctx, userId, storedLanes, tier);
  const reply = await askWorker(
    ctx,
    'training.rewrite',
    {
      brief: corrected.brief,
      date: current.date,
      description: current.description,
      coach_notes: current.coachNotes,
      // The plan's own id: the same correction of the same plan writes the same plan.
      seed: current.id,
      ...(paces ? { paces } : {}),
      corrected: corrected.changes,
    },
    requestId,
  );
  const version = { ...versionOf(ctx, reply), brief: reply.brief ?? corrected.brief, number: latest + 1 };
  const saved = await ctx.db.transaction(async (tx, outbox) => {
    const row = await saveRefinement(tx, current, `Corrected: ${corrected.changes.join('; ')}`, version, correction);
    if (!row) throw conflict('The plan changed elsewhere at the same time. Please reload it and try again.');
    await outbox.add('training.workout_refined', { workoutId: row.id, version: row.version, provider: row.provider }, userId);
    return row;
  });
  return detailOf(ctx, saved);
}

/** Any plan by its id (the id is the capability): a malformed id is the same 404 as an unknown one. */
async function anyWorkout(ctx: TrainingContext, id: string): Promise<WorkoutRow> {
  const row = isUuid(id) ? await findWorkout(ctx.db, id) : undefined;
  if (!row) throw notFound(WORKOUT_NOT_FOUND);
  return row;
}

/**
 * The public share page's view of a plan as the JSON the route sends, byte for byte what the route's response schema would
 * write (encoded through SharedPlan, then stringified), from the cache while the plan is unchanged.
 */
export async function sharedPlanJson(ctx: TrainingContext, cache: JsonCache, id: string): Promise<string> {
  const stamp = isUuid(id) ? await workoutStamp(ctx.db, id) : undefined;
  if (!stamp) {
    cache.delete(id);
    throw notFound(WORKOUT_NOT_FOUND);
  }
  const kept = cache.get(id, stamp);
  if (kept !== undefined) return kept;
  const row = await anyWorkout(ctx, id);
  const encoded = z.safeEncode(SharedPlan, toSharedPlan(row));
  // As the route's serializer does: a stored plan its schema no longer reads is a 500, never sent.
  if (!encoded.success) throw new Error(`shared plan ${id} does not match its response schema: ${encoded.error.message}`);
  const body = JSON.stringify(encoded.data);
  cache.set(id, stampOf(row), body);
  return body;
}

/** The whole stored plan with its refinements, for the export service. */
export async function storedWorkout(ctx: TrainingContext, id: string): Promise<Workout> {
  return workoutWithHistory(ctx.db, await anyWorkout(ctx, id));
}

/**
 * A page of history as the JSON the route sends: each item encoded through WorkoutListItem once
 * per version of its plan (the same bytes the array schema writes), then kept.
 */
export function workoutListJson(cache: JsonCache, items: WorkoutListItem[]): string {
  const parts = items.map((item) => {
    const stamp = stampOf({ updatedAt: new Date(item.updated_at), version: item.version });
    const kept = cache.get(item.id, stamp);
    if (kept !== undefined) return kept;
    const encoded = z.safeEncode(WorkoutListItem, item);
    if (!encoded.success) throw new Error(`plan ${item.id} does not match its response schema: ${encoded.error.message}`);
    const json = JSON.stringify(encoded.data);
    cache.set(item.id, stamp, json);
    return json;
  });
  return `[${parts.join(',')}]`;
}
