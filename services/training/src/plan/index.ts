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

/** The `est` provider: a plan composed from the request alone; same request and date, same plan. */
export function composePlan(request: PlanRequest): Plan {
  const intent = extractIntent(request);
  const rng = createRng(`${request.date}\u0000${request.description}\u0000${request.coach_notes ?? ''}`);
  return intent.kind === 'season' ? composeSeason(intent, request.date, rng) : composeWorkout(intent, request.date, rng);
}
export { type RefineResult, refinePlan } from './refine';
