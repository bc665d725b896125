import type { Workout } from '@laneforge/contracts/training';
import { z } from 'zod';
import { badRequest, notFound } from '@laneforge/platform/errors';
import { calendarOf } from '../calendar/events';
import { renderIcs } from '../calendar/ics';
import { renderDocx } from '../document/docx';
import { buildDocument } from '../document/model';
import { renderPdf } from '../document/pdf';
import { renderFit } from '../watch/fit';
import { watchWorkout } from '../watch/steps';
import { PLAN_NOT_FOUND, type TrainingClient } from '../training/client';
import { contentTypes, fileName, type ExportFormat } from './filename';

export interface DownloadContext {
  training: TrainingClient;
  product: string;
}

export interface DownloadedFile {
  file: Buffer;
  name: string;
  contentType: string;
}

const planId = z.uuid();

/**
 * Whoever may view a plan may download it (DECISIONS.md, shared plans): the random id is the
 * capability, so the plan is read by id alone and drawn in the asked format.
 */
export async function downloadPlan(ctx: DownloadContext, workoutId: string, format: ExportFormat, requestId: string): Promise<DownloadedFile> {
  // Plan ids are UUIDs: anything else names no plan, and never reaches the training service.
  if (!planId.safeParse(workoutId).success) throw notFound(PLAN_NOT_FOUND);
  const workout = await ctx.training.workout(workoutId, requestId);
  const file = await render(workout, format, ctx.product);
  return { file, name: fileName(ctx.product, workout, format), contentType: contentTypes[format] };
}

export const FIT_SEASON = 'A season plan is many practices, not one watch workout: download its calendar (.ics) instead, or export a single workout as FIT.';
export const FIT_NO_SETS = 'This plan has no swim sets to load on a watch (a lesson, a clinic schedule, an open-water swim or dryland): print it or save it as PDF or Word instead.';
export const FIT_TEXT_ONLY = 'This plan is kept as text only, so its sets cannot be loaded on a watch. Generate a new plan to export it as FIT.';

/** One file per format; each renderer draws what its model decided. */
async function render(workout: Workout, format: ExportFormat, product: string): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return renderPdf(buildDocument(workout, product));
    case 'docx':
      return renderDocx(buildDocument(workout, product));
    case 'ics':
      return renderIcs(calendarOf(workout, product), product);
    case 'fit':
      if (workout.plan?.kind === 'season') throw badRequest(FIT_SEASON);
      if (!workout.plan) throw badRequest(FIT_TEXT_ONLY);
      if (workout.plan.sections.length === 0) throw badRequest(FIT_NO_SETS);
      return renderFit(watchWorkout(workout.plan));
  }
}
