import type { Workout } from '@laneforge/contracts/training';
import { printable } from '@laneforge/contracts/text';

function clean(value: unknown): unknown {
  if (typeof value === 'string') return printable(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, clean(v)]));
  return value;
}

/**
 * The stored plan with every text printable (contracts/text): what every export draws from. A
 * control character is invalid in Word's XML and in a calendar line, a direction override would
 * make a printed line read otherwise than it holds, and thousands of marks on one letter only
 * slow the layout down.
 */
export const printableWorkout = (workout: Workout): Workout => clean(workout) as Workout;
