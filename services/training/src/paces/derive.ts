import type { Course, PaceTestRequest } from '@laneforge/contracts';
import { PACE_MAX_SECONDS, PACE_MIN_SECONDS, clock, clockToSeconds, numberText } from '@laneforge/contracts';

/**
 * Threshold pace per 100 from a test (COACHING.md §5.N), pure. Each answers the pace in whole
 * seconds per 100 yards or metres of the test's course, or says why the numbers cannot be a test.
 */

export interface Derived {
  /** Threshold (T) per 100, seconds. */
  threshold: number;
  /** Base send-off per 100 free, on the 5-second clock: about T + 5-10 s (COACHING.md §3). */
  base: number;
  summary: string;
}

export class ImplausibleTest extends Error {}

const unit = (course: Course) => (course === 'SCY' ? 'yd' : 'm');

/** B ≈ T + 5-10 s: the threshold plus 5, up to the next :00/:05 on the clock. */
export const baseFromThreshold = (threshold: number) => Math.ceil((threshold + 5) / 5) * 5;

function derived(threshold: number, summary: string): Derived {
  if (threshold < PACE_MIN_SECONDS || threshold > PACE_MAX_SECONDS) {
    throw new ImplausibleTest(`These times give a threshold pace of ${clock(threshold)}/100, outside ${clock(PACE_MIN_SECONDS)}-${clock(PACE_MAX_SECONDS)}: check the times you entered.`);
  }
  return { threshold, base: baseFromThreshold(threshold), summary: `${summary} → threshold ${clock(threshold)}/100` };
}

/** CSS = 200 / (T400 − T200) per metre (or yard), so per 100: (T400 − T200) / 2 seconds. */
export function cssPace(t400: number, t200: number): number {
  if (t400 < 2 * t200) throw new ImplausibleTest('t400 must be slower than two 200s at your t200 pace: a 400 is never swum faster per 100 than a 200.');
  return Math.round((t400 - t200) / 2);
}

/** T-30: 30 minutes at the fastest even pace; T = 30:00 / (distance / 100). */
export function t30Pace(distance: number): number {
  return Math.round(1800 / (distance / 100));
}

/**
 * 7 x 200 step test: each 200 faster, the last one maximal. Without lactate or heart-rate curves
 * the threshold is read where lactate usually crosses 4 mmol: the two steps before the maximal
 * one, their average pace per 100.
 */
export function stepPace(times: readonly number[]): number {
  for (let i = 1; i < times.length; i++) {
    if (times[i]! > times[i - 1]!) throw new ImplausibleTest(`times must get faster from one 200 to the next: 200 number ${i + 1} (${clock(times[i]!)}) is slower than number ${i} (${clock(times[i - 1]!)}).`);
  }
  return Math.round((times[4]! + times[5]!) / 4);
}

const seconds = (t: string) => clockToSeconds(t)!;

/** The test as the coach entered it → the paces it gives. */
export function derivePaces(test: PaceTestRequest): Derived {
  switch (test.type) {
    case 'css':
      return derived(cssPace(seconds(test.t400), seconds(test.t200)), `CSS test: 400 in ${test.t400}, 200 in ${test.t200}`);
    case 't30':
      return derived(t30Pace(test.distance), `T-30 test: ${numberText(test.distance)} ${unit(test.course)} in 30 minutes`);
    case 'step':
      return derived(stepPace(test.times.map(seconds)), `7 x 200 step test: ${test.times[0]} down to ${test.times[6]}`);
  }
}
