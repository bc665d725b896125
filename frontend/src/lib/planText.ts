import { exportFileName, plainLine, planLabel, titleLineOf, type ExportFormat } from '@laneforge/contracts/plan-format';
import { PRODUCT_NAME } from './config';

export type { ExportFormat };
export { planLabel as planKindLabel, plainLine };

/** Spec §2, shared plan: the line wrapped in double asterisks is the title; else '{product} Workout'. */
export const planTitle = (text: string): string => titleLineOf(text)?.title ?? `${PRODUCT_NAME} Workout`;

/** Spec §9: the history shows up to six lines of each plan. */
export function previewLines(text: string, count = 6): string[] {
  return text
    .split('\n')
    .map((line) => plainLine(line).trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count);
}

/** The export service names downloads; this is the same name, for an answer that carries none. */
export const downloadFilename = (planType: 'workout' | 'season' | null | undefined, date: string, format: ExportFormat) =>
  exportFileName(PRODUCT_NAME, planType, date, format);
