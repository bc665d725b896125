/** Paces as the browser reads and writes them. Plain data and functions, no zod: cheap for the browser. */

/** Slowest and fastest per-100 paces anyone swims: a world record is ~0:46/100 m, a novice ~3:30. */
export const PACE_MIN_SECONDS = 40;
export const PACE_MAX_SECONDS = 5 * 60;

/** The strokes a coach gives a base pace for, `IM` as coaches write it. */
export const PACE_STROKES = ['free', 'back', 'breast', 'fly', 'IM'] as const;
export type PaceStroke = (typeof PACE_STROKES)[number];

export const MAX_LANE_GROUPS = 8;

/** "1:20" → 80; anything that is not minutes:seconds on the clock → null. */
export function clockToSeconds(text: string): number | null {
  const m = /^(\d{1,2}):([0-5]\d)(?:\.\d{1,2})?$/.exec(text.trim());
  return m ? parseInt(m[1]!, 10) * 60 + parseInt(m[2]!, 10) : null;
}
