import type { Plan } from '@laneforge/contracts';
import { composeWorkout } from './compose';
import { type PlanRequest, extractIntent } from './intent';
import { createRng } from './random';
import { composeSeason } from './season';

export { type Intent, type PlanRequest, extractIntent } from './intent';
export { renderPlan, renderSet } from './render';
export { type ParseContext, type ParseProblem, type ParseResult, parsePlanText } from './parse';
export { type ValidationIssue, type ValidationResult, VOLUME_TOLERANCE, validatePlan } from './validate';
export { convertCourse } from './convert';
export { unitOf } from './model';
export { type RefineResult, refinePlan } from './refine';
export { constraintBreaches } from './constraints/check';
export { honourLimits } from './constraints/honour';

/** The seed of a plan: the same request on the same date gives the same plan; a regenerate passes its own seed. */
export function seedOf(request: PlanRequest): string {
  return `${request.date}\u0000${request.description}\u0000${request.coach_notes ?? ''}\u0000${request.seed ?? ''}`;
}

/** The `est` provider: a plan composed from the request alone. */
export function composePlan(request: PlanRequest): Plan {
  const intent = extractIntent(request);
  const rng = createRng(seedOf(request));
  return intent.kind === 'season' ? composeSeason(intent, request.date, rng) : composeWorkout(intent, request.date, rng);
}
