import { PRODUCT_NAME } from './config';

/** Spec §2, shared plan: the line wrapped in double asterisks is the title. */
export function planTitle(text: string): string {
  for (const line of text.split('\n')) {
    const match = /^\s*\*\*(.+?)\*\*\s*$/.exec(line);
    if (match?.[1]?.trim()) return match[1].trim();
  }
  return `${PRODUCT_NAME} Workout`;
}

/** Spec §9: the history shows up to six lines of each plan. */
export function previewLines(text: string, count = 6): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\*\*/g, '').trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count);
}

export const planKindLabel = (planType: string | null | undefined) => (planType === 'season' ? 'Season Plan' : 'Training Plan');

export type ExportFormat = 'docx' | 'pdf';

/** Spec §7: {product}_{plan type or Training}_{date}.{format}. */
export function downloadFilename(planType: string | null | undefined, date: string, format: ExportFormat): string {
  const kind = planType === 'season' ? 'Season_Plan' : 'Training_Plan';
  return `${PRODUCT_NAME.replace(/\s+/g, '_')}_${kind}_${date}.${format}`;
}
