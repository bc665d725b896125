import type { MeetImportance, SeasonMeet } from '@laneforge/contracts/plan';

/** One row of the form's meet calendar, as typed; `key` keeps a row's identity while rows come and go. */
export interface MeetRow {
  key: number;
  name: string;
  date: string;
  importance: MeetImportance;
}

/** The request's limit (GenerateRequest.meets). */
export const MAX_MEETS = 12;
/** SeasonMeet's limit on a name. */
export const MEET_NAME_MAX = 80;

/** What each importance does to the season (COACHING.md §8), as the season table names it. */

let nextKey = 1;
export const blankMeet = (importance: MeetImportance = 'A'): MeetRow => ({ key: nextKey++, name: '', date: '', importance });

export const meetTexts = {
  nameAndDate: 'Please give each meet a name and a date',
  afterStart: 'Each meet must fall after the training date, when the season starts',
  sameDay: 'Please keep one meet per day: two meets share a date',
  oneA: 'Please choose one A meet: the season tapers for it. Make the others B or C',
} as const;

export interface MeetProblem {
  message: string;
  row: number;
  field: 'name' | 'date' | 'importance';
}

/**
 * The first thing in the rows the server would refuse or quietly drop: an unnamed or undated meet,
 * a meet on or before the season's first day (the season is laid from that day on), two meets on
 * one day (the season keeps one a day), a second A meet (the season tapers once; it would make
 * the earlier one a B).
 */
export function meetProblem(start: string, rows: readonly MeetRow[]): MeetProblem | null {
  const seen = new Set<string>();
  for (const [row, m] of rows.entries()) {
    if (!m.name.trim()) return { message: meetTexts.nameAndDate, row, field: 'name' };
    if (!/^\d{4}-\d{2}-\d{2}$/.test(m.date)) return { message: meetTexts.nameAndDate, row, field: 'date' };
    if (start && m.date <= start) return { message: meetTexts.afterStart, row, field: 'date' };
    if (seen.has(m.date)) return { message: meetTexts.sameDay, row, field: 'date' };
    seen.add(m.date);
    if (m.importance === 'A' && rows.slice(0, row).some((r) => r.importance === 'A')) return { message: meetTexts.oneA, row, field: 'importance' };
  }
  return null;
}

/** The rows as the request's `meets` field. */
export const meetsOf = (rows: readonly MeetRow[]): SeasonMeet[] => rows.map((m) => ({ name: m.name.trim(), date: m.date, importance: m.importance }));
