import type { Workout } from '@laneforge/contracts/training';
import { exportFileName, type ExportFormat } from '@laneforge/contracts/plan-format';

export type { ExportFormat };

export const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  fit: 'application/vnd.ant.fit',
  ics: 'text/calendar; charset=utf-8',
};

/** The spec's file name, as the SPA would name it too. */
export const fileName = (product: string, workout: Pick<Workout, 'plan_type' | 'date'>, format: ExportFormat) =>
  exportFileName(product, workout.plan_type, workout.date, format);

/**
 * An attachment header every browser reads: a plain ASCII `filename`, and the exact name as
 * RFC 6266 `filename*` when the product name is not ASCII.
 */
export function contentDisposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  if (ascii === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
