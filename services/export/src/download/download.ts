import { sharedPlanWords, sharedWords } from '@laneforge/contracts/shared-words';
import { isUuid } from '@laneforge/contracts/http';
import type { Workout } from '@laneforge/contracts/training';
import { AppError, badRequest, notFound, unavailable } from '@laneforge/platform/errors';
import { OverBudget, PoolBusy } from '../render/pool';
import type { RenderJob } from '../render/render';
import { PLAN_NOT_FOUND, type TrainingClient } from '../training/client';
import { contentTypes, fileName, type ExportFormat } from './filename';

export interface DownloadContext {
  training: TrainingClient;
  product: string;
  /** Draws a file off the main thread, within the document budget (render/pool.ts). */
  render(job: RenderJob): Promise<Buffer>;
}

export interface DownloadedFile {
  file: Buffer;
  name: string;
  contentType: string;
}

const formatNames: Record<ExportFormat, string> = { pdf: 'PDF', docx: 'Word document', fit: 'watch workout', ics: 'calendar file' };

/** A plan whose file would take more than a document may (time, memory, pages): 422, the process and every other download unharmed. */
export const tooLargeText = (format: ExportFormat) =>
  `This plan is too large to draw as a ${formatNames[format]}. Shorten its coach notes or text, then download it again.`;
export const RENDER_BUSY = 'Many files are being drawn right now. Please try the download again in a moment.';

/** Whose words the file is in: the coach's own (their plan page), or the share page's, for whoever holds the link. */
export type DownloadView = 'coach' | 'shared';

/**
 * The plan as its share page shows it: a parent or a swimmer who opened the link took no test and
 * has no Paces screen, so the file names the coach's test and leaves out what only the coach can do,
 * by the same rule as the page.
 */
function asShared(workout: Workout): Workout {
  return { ...workout, title: sharedWords(workout.title), generated_workout: sharedWords(workout.generated_workout), plan: sharedPlanWords(workout.plan) };
}

/**
 * Whoever may view a plan may download it (DECISIONS.md, shared plans): the random id is the
 * capability, so the plan is read by id alone and drawn in the asked format, in the words of the
 * screen it is downloaded from.
 */
export async function downloadPlan(ctx: DownloadContext, workoutId: string, format: ExportFormat, requestId: string, view: DownloadView): Promise<DownloadedFile> {
  // Plan ids are UUIDs: anything else names no plan, and never reaches the training service.
  if (!isUuid(workoutId)) throw notFound(PLAN_NOT_FOUND);
  const stored = await ctx.training.workout(workoutId, requestId);
  const workout = view === 'shared' ? asShared(stored) : stored;
  checkFormat(workout, format);
  const file = await ctx.render({ workout, format, product: ctx.product }).catch((err: unknown) => {
    if (err instanceof OverBudget) throw new AppError(422, tooLargeText(format));
    if (err instanceof PoolBusy) throw unavailable(RENDER_BUSY);
    throw err;
  });
  return { file, name: fileName(ctx.product, workout, format), contentType: contentTypes[format] };
}

export const FIT_SEASON = 'A season plan is many practices, not one watch workout: download its calendar (.ics) instead, or export a single workout as FIT.';
export const FIT_NO_SETS = 'This plan has no swim sets to load on a watch (a lesson, a clinic schedule, an open-water swim or dryland): print it or save it as PDF or Word instead.';
export const FIT_TEXT_ONLY = 'This plan is kept as text only, so its sets cannot be loaded on a watch. Generate a new plan to export it as FIT.';

/** A watch file is one structured workout: a season or a text-only plan has none. */
function checkFormat(workout: Workout, format: ExportFormat): void {
  if (format !== 'fit') return;
  if (workout.plan?.kind === 'season') throw badRequest(FIT_SEASON);
  if (!workout.plan) throw badRequest(FIT_TEXT_ONLY);
  if (workout.plan.sections.length === 0) throw badRequest(FIT_NO_SETS);
}
