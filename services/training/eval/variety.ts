import type { PlanSection, WorkoutPlan } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import { validatePlan, writePlan } from '../src/plan';
import type { Case } from './corpus';

/**
 * Variety as a coach meets it: ten plans of one request on ten dates share at most one identical main
 * set, and a regenerate of the same request gives another valid plan with another main set.
 */

/** The main set of a plan as the coach reads it, or null when there is no composed main set to vary. */
export function mainSetOf(plan: WorkoutPlan): string | null {
  const mains = plan.sections.filter((s: PlanSection) => s.kind === 'main');
  // A test keeps the same protocol every time (COACHING.md §7.28); the coach's own main set is kept as written.
  if (mains.length === 0 || plan.sessionType === 'test' || mains.some((s) => s.blocks.some((b) => b.coachWritten))) return null;
  return JSON.stringify(mains.map((s) => s.blocks));
}

export interface VarietyVerdict {
  id: string;
  /** False when the request has no composed main set (a season, a meet warm-up, a lesson, a test, the coach's own). */
  applies: boolean;
  /** Plans whose main set repeats an earlier one among the ten. */
  identical: number;
}

const request = (kase: Case, date: string, seed?: string) => ({ date, description: kase.request, coach_notes: kase.notes ?? null, ...(seed ? { seed } : {}) });

/** Ten plans of the request on ten dates `spacing` days apart from `start`. */
export function variety(kase: Case, spacing: number, start = '2026-03-02'): VarietyVerdict {
  const mains: string[] = [];
  for (let d = 0; d < 10; d++) {
    const plan = writePlan(request(kase, addDays(start, d * spacing)));
    const main = plan.kind === 'workout' ? mainSetOf(plan) : null;
    if (main === null) return { id: kase.id, applies: false, identical: 0 };
    mains.push(main);
  }
  return { id: kase.id, applies: true, identical: mains.length - new Set(mains).size };
}

/** A regenerate (the same request with a new seed) gives a valid plan with another main set. */
export function regenerates(kase: Case, seed: string, date = '2026-03-02'): { applies: boolean; different: boolean; valid: boolean } {
  const first = writePlan(request(kase, date));
  const again = writePlan(request(kase, date, seed));
  const a = first.kind === 'workout' ? mainSetOf(first) : null;
  const b = again.kind === 'workout' ? mainSetOf(again) : null;
  return { applies: a !== null && b !== null, different: a !== b, valid: validatePlan(again).ok };
}
