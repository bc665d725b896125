import { planTitle as titleWithFallback } from '@laneforge/contracts/pages';
import { exportFileName, plainLine, planLabel, titleLineOf, type ExportFormat } from '@laneforge/contracts/plan-format';
import { PRODUCT_NAME } from './config';

export type { ExportFormat };
export { planLabel as planKindLabel, plainLine };

/** A plan's title as its share page and link previews name it (contracts' `planTitle`, this product's fallback). */
export const planTitle = (plan: { title?: string | undefined; generated_workout: string }): string => titleWithFallback(plan, PRODUCT_NAME);

/** Spec §9: the history shows up to six lines of each plan. */
export function previewLines(text: string, count = 6): string[] {
  return text
    .split('\n')
    .map((line) => plainLine(line).trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count);
}

/** The plan as the coach reads it, for pasting anywhere: the coach's notation, no markdown markers. */
export const cleanText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => plainLine(line).trimEnd())
    .join('\n')
    .trim();

/** "Warm-up (600)", "Main Set (1,300)": a section heading line of the plan text. */
const SECTION_LINE = /^[^\s\-•].*\(\d[\d,.]*\)\s*$/;

/**
 * The plan for a team chat: WhatsApp and Slack both bold `*text*`, so the title and the section
 * headings are bold; sets become bullets that survive either app's formatting.
 */
export function chatText(text: string): string {
  const title = titleLineOf(text);
  return cleanText(text)
    .split('\n')
    .map((line, i) => {
      if (title && i === title.index) return `*${line.trim()}*`;
      if (SECTION_LINE.test(line)) return `*${line.trim()}*`;
      const bullet = /^(\s*)- (.*)$/.exec(line);
      if (bullet) return `${bullet[1] ? '   ◦' : '•'} ${bullet[2]}`;
      return line;
    })
    .join('\n');
}

/** The export service names downloads; this is the same name, for an answer that carries none. */
export const downloadFilename = (planType: 'workout' | 'season' | null | undefined, date: string, format: ExportFormat) =>
  exportFileName(PRODUCT_NAME, planType, date, format);
