import type { Workout } from '@laneforge/contracts/training';
import { planLabel } from '../document/model';

export type ExportFormat = 'docx' | 'pdf';

export const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Characters a file name may not hold on Windows, macOS or in a quoted header value. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * `{product}_{plan type or Training}_{date}.{format}` (spec §7) with the plan type as the
 * dashboard labels it: `LaneForge_Training_Plan_2026-11-21.pdf`, `LaneForge_Season_Plan_2026-09-07.docx`.
 * Every stored plan has a type, and the label of a workout starts with "Training" as the spec's
 * fallback does. Spaces become underscores so the name survives every download manager and shell.
 */
export function fileName(product: string, workout: Pick<Workout, 'plan_type' | 'date'>, format: ExportFormat): string {
  const label = planLabel(workout.plan_type);
  const safe = (s: string) => s.replace(UNSAFE, '').trim().replace(/\s+/g, '_');
  return `${safe(product) || 'LaneForge'}_${safe(label)}_${workout.date}.${format}`;
}

/**
 * An attachment header every browser reads: a plain ASCII `filename`, and the exact name as
 * RFC 6266 `filename*` when the product name is not ASCII.
 */
export function contentDisposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  if (ascii === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
