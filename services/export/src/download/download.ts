import { z } from 'zod';
import { notFound } from '@laneforge/platform/errors';
import { renderDocx } from '../document/docx';
import { buildDocument } from '../document/model';
import { renderPdf } from '../document/pdf';
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
  const document = buildDocument(workout, ctx.product);
  const file = format === 'pdf' ? await renderPdf(document) : await renderDocx(document);
  return { file, name: fileName(ctx.product, workout, format), contentType: contentTypes[format] };
}
