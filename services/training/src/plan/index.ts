import type { Plan, PlanLaneGroup } from '@laneforge/contracts';
import { squadNames } from '@laneforge/contracts';
import { composeWorkout } from './compose';
import { type Intent, type PlanRequest, extractIntent } from './intent';
import { forLaneGroups } from './lanes';
import { groupPacesLabel, laneGroupsOf, planPaces } from './stored-paces';
import { createRng, hashString } from './random';
import { composeSeason } from './season';
import { variantOf } from './templates/kit';
import { validatePlan } from './validate';
import { readScope } from './intent/scope';
import { normalise } from './lexicon';

export { type Intent, type PlanRequest, extractIntent } from './intent';
export { renderPlan, renderSet } from './render';
export { type ParseContext, type ParseProblem, type ParseResult, parsePlanText } from './parse';
export { type ValidationIssue, type ValidationResult, VOLUME_TOLERANCE, validatePlan } from './validate';
export { convertCourse } from './convert';
export { unitOf } from './model';
export { type RefineResult, refinePlan } from './refine';
export { constraintBreaches } from './constraints/check';
export { honourLimits } from './constraints/honour';
export { type Change, statements } from './constraints/repair';
export { squadOf } from './squads';
export { forLaneGroups } from './lanes';

/** The seed of a plan: the same request on the same date gives the same plan; a regenerate passes its own seed. */
export function seedOf(request: PlanRequest): string {
  return `${request.date}\u0000${request.description}\u0000${request.coach_notes ?? ''}\u0000${request.seed ?? ''}`;
}

/**
 * Whether a request asks for a season (multi-week) plan or one session: what the description says,
 * the hint second. A request that names meets in the form's meet calendar is a season: only a
 * season has meets, and dropping them for a single workout would lose what the coach entered.
 */
export function planKindOf(request: Pick<PlanRequest, 'description' | 'plan_type' | 'date' | 'meets'>): 'workout' | 'season' {
  if (request.meets?.length) return 'season';
  return readScope(normalise(request.description), request.plan_type, request.date);
}

/**
 * The brief with the coach's stored paces: a plan for lane groups is composed on the fastest
 * group's paces, and every set then gets each group's send-off.
 */
export function briefOf(request: PlanRequest): { intent: Intent; groups: PlanLaneGroup[] | null } {
  const intent = extractIntent(request);
  const job = request.paces;
  const groups = job && request.lane_groups && job.groups.length >= 2 ? laneGroupsOf(job) : null;
  const paces = groups ? { ...groups[0]!.paces!, label: groupPacesLabel(groups, job!.course) } : job ? planPaces(job, intent.squad, intent.course) : undefined;
  return { intent: { ...intent, paces }, groups };
}

/** The `est` provider: a plan composed from the request and the coach's stored paces. */
export function composePlan(request: PlanRequest): Plan {
  const { intent, groups } = briefOf(request);
  const rng = createRng(seedOf(request));
  // The day rotates the set structures (see `rotate`); the request and the draw shift the start.
  const day = Math.floor(Date.parse(`${request.date}T00:00:00Z`) / 86_400_000);
  const variant = variantOf(day, hashString(request.description), request.seed ? hashString(request.seed) : null);
  const plan = intent.kind === 'season' ? composeSeason(intent, request.date, rng) : composeWorkout(intent, request.date, rng, variant);
  return groups ? forLaneGroups(plan, groups) : plan;
}

/** A plan the checks cannot pass: what was understood and why no plan could be written. */
export class PlanRefused extends Error {}

/**
 * Plan, then check (ARCHITECTURE.md steps 2-3): a composed plan that fails a check is composed
 * again from another draw; a plan that breaks a rule is never returned.
 */
export function writePlan(request: PlanRequest): Plan {
  let issues: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const result = validatePlan(composePlan({ ...request, seed: `${request.seed ?? ''}${attempt > 0 ? `#${attempt}` : ''}` }));
    if (result.ok) return result.plan;
    issues = result.issues.filter((i) => i.severity === 'error' && !i.fixed).map((i) => i.message);
  }
  const intent = extractIntent(request);
  const what = intent.kind === 'season' ? 'a season plan' : `one ${intent.sessionType.replace(/_/g, ' ')} session`;
  const limits = intent.constraints.length > 0 ? `, keeping ${intent.constraints.map((c) => `"${c.said}"`).join(', ')}` : '';
  throw new PlanRefused(`No plan could be written that keeps every rule of this request (${issues.slice(0, 3).join('; ')}). Understood: ${what} for ${squadNames[intent.squad].toLowerCase()}, ${intent.course}${limits}.`);
}
