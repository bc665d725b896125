import type { Brief, Fact } from '@laneforge/contracts';
import { heatMinutes } from '../vocabulary/sessions';

/** A fact the coach said, with their words. */
export const said = <T>(value: T, words: string): Fact<T> => ({ value, source: 'said', words: words.trim() });

/** A fact the engine chose, with the reason in a few words. */
export const assumed = <T>(value: T, why: string): Fact<T> => ({ value, source: 'assumed', words: why });

/** A fact from the coach's saved paces and lane groups. */
export const stored = <T>(value: T, words: string): Fact<T> => ({ value, source: 'stored', words });

/**
 * Minutes in the water: dryland before or after the swim comes out of the session's clock, and so does
 * the waiting of a test swum in heats (a broken 200 one swimmer a lane: the other heats' turns).
 */
export function swimMinutesOf(brief: Pick<Brief, 'clock' | 'dryland' | 'session'> & Partial<Pick<Brief, 'test' | 'who' | 'lanes'>>, minutes: number | null = brief.clock.value.minutes): number | null {
  if (minutes === null) return null;
  const swim = brief.dryland && brief.dryland.when !== 'only' && brief.session.value !== 'dryland' ? Math.max(15, minutes - brief.dryland.minutes) : minutes;
  // Heats wait only on a test day ("a bio test tmrw" in a practice's words is no swim test).
  const waiting = brief.session.value === 'test' ? heatMinutes(brief.test ?? null, brief.who?.value.headcount ?? null, Math.max(1, brief.lanes?.length ?? 1), minutes) : 0;
  return waiting > 0 ? Math.max(Math.round(swim / 2), swim - waiting) : swim;
}
