import type { Brief, Fact } from '@laneforge/contracts';

/** A fact the coach said, with their words. */
export const said = <T>(value: T, words: string): Fact<T> => ({ value, source: 'said', words: words.trim() });

/** A fact the engine chose, with the reason in a few words. */
export const assumed = <T>(value: T, why: string): Fact<T> => ({ value, source: 'assumed', words: why });

/** A fact from the coach's saved paces and lane groups. */
export const stored = <T>(value: T, words: string): Fact<T> => ({ value, source: 'stored', words });

/** Minutes in the water: dryland before or after the swim comes out of the session's clock. */
export function swimMinutesOf(brief: Pick<Brief, 'clock' | 'dryland' | 'session'>, minutes: number | null = brief.clock.value.minutes): number | null {
  if (minutes === null) return null;
  return brief.dryland && brief.dryland.when !== 'only' && brief.session.value !== 'dryland' ? Math.max(15, minutes - brief.dryland.minutes) : minutes;
}
