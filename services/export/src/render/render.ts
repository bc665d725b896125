import type { Workout } from '@laneforge/contracts/training';
import { calendarOf } from '../calendar/events';
import { renderIcs } from '../calendar/ics';
import { printableWorkout } from '../document/clean';
import { renderDocx } from '../document/docx';
import { DocumentTooLarge, MAX_FILE_BYTES } from '../document/limits';
import { buildDocument } from '../document/model';
import { renderPdf } from '../document/pdf';
import { faceFor, FONT_FACES, loadFontEngine } from '../document/pdf/fonts';
import type { ExportFormat } from '../download/filename';
import { renderFit } from '../watch/fit';
import { watchWorkout } from '../watch/steps';

/** One file to draw: what a drawing worker is given. */
export interface RenderJob {
  workout: Workout;
  format: ExportFormat;
  product: string;
}

/**
 * The file of a plan in one format, from its printable text. A FIT file needs a structured
 * workout: the caller has checked that (`download.ts`), this only draws.
 */
export async function renderFile({ workout, format, product }: RenderJob): Promise<Buffer> {
  const plan = printableWorkout(workout);
  const file = await draw(plan, format, product);
  if (file.length > MAX_FILE_BYTES) throw new DocumentTooLarge(`${file.length} bytes`);
  return file;
}

async function draw(workout: Workout, format: ExportFormat, product: string): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return renderPdf(buildDocument(workout, product));
    case 'docx':
      return renderDocx(buildDocument(workout, product));
    case 'ics':
      return renderIcs(calendarOf(workout, product), product);
    case 'fit':
      if (workout.plan?.kind !== 'workout') throw new Error('a FIT file is drawn from a structured workout only');
      return renderFit(watchWorkout(workout.plan));
  }
}

/**
 * Loads what a PDF (most downloads) needs before the worker takes its first job, its Latin faces
 * parsed and laid out once, so that job's time budget is spent on drawing; Word's and the watch's
 * libraries load with their first file, the CJK faces with the first text that needs them.
 */
export async function loadRenderers(): Promise<void> {
  await Promise.all([import('pdfkit'), loadFontEngine()]);
  for (const face of FONT_FACES) faceFor('Warm-up 8 × 50 @ 0:45', face).font.layout('Warm-up 8 × 50 @ 0:45');
}
