import { type Brief, type PaceJob, type Plan, numberText, squadText } from '@laneforge/contracts';
import { composeWorkout } from './compose';
import { constraintBreaches } from './constraints/check';
import { forLaneGroups } from './lanes';
import { createRng, hashString } from './random';
import { forNamedSwimmers } from './swimmers';
import { withGroupMains } from './groups';
import { toPoolLength, withTotals } from './model';
import { squads } from './squads';
import { composeSeason } from './season';
import { variantOf } from './templates/kit';
import { type Order, type PlanRequest, orderOf, readBrief } from './understand';
import { validatePlan } from './validate';
import { normalise, readScope } from './vocabulary';
import { swimMinutesOf } from './understand/facts';

export { type Order, type PlanRequest, orderOf, readBrief } from './understand';
export { renderPlan, renderSet } from './render';
export { type ParseContext, type ParseProblem, type ParseResult, parsePlanText } from './parse';
export { type ValidationIssue, type ValidationResult, VOLUME_TOLERANCE, validatePlan } from './validate';
export { convertCourse } from './convert';
export { unitOf } from './model';
export { type RefineInput, type RefineResult, WORKOUT_EXAMPLES, refinePlan } from './refine';
export { SEASON_EXAMPLES } from './season/refine';
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

/** How a plan is drawn: its date, seed and the coach's stored paces. */
export interface Draw {
  date: string;
  seed: string;
  paces?: PaceJob | undefined;
  description?: string;
  /** A regenerate's own seed: it moves the structures a third of the wheel on (see `variantOf`). */
  regenerate?: string | null | undefined;
  /** See `Order.openToClock`. */
  openToClock?: boolean;
}

/** Plan (ARCHITECTURE.md step 2): the brief → a plan, for its lane groups when it has them. */
export function composeFromBrief(brief: Brief, draw: Draw): Plan {
  const order: Order = { ...orderOf(brief, draw.paces), ...(draw.openToClock ? { openToClock: true } : {}) };
  const rng = createRng(draw.seed);
  // The day rotates the set structures (see `rotate`); the request and the draw shift the start.
  // The day the coach asks rotates the structures, so asking again tomorrow for "tuesday's practice" gives another.
  const day = Math.floor(Date.parse(`${draw.date}T00:00:00Z`) / 86_400_000);
  const variant = variantOf(day, hashString(draw.description ?? brief.who.value.label), draw.regenerate ? hashString(draw.regenerate) : null);
  const composed = order.kind === 'season' ? composeSeason(order, order.startDate, rng) : composeWorkout(order, brief.date.value, rng, variant);
  const laned = order.laneGroups ? forLaneGroups(composed, order.laneGroups, { together: brief.together }) : composed;
  // Groups with mains of their own get them, composed for each group on its paces and volume.
  const plan = laned.kind === 'workout' && order.laneGroups ? withTotals(withGroupMains(laned, order, (group, turn) => composeWorkout(group, brief.date.value, createRng(`${draw.seed}|${group.focus.join()}${turn ? `|${turn}` : ''}`), variant === undefined ? undefined : variant + turn * 2))) : laned;
  // A pool of its own length (20 y, 46 m): every distance in whole lengths of it.
  const pool = brief.pool.value;
  if (plan.kind === 'workout' && !pool.openWater && pool.length !== (pool.course === 'LCM' ? 50 : 25)) return toPoolLength(plan, pool.length);
  // A dryland session gives each swimmer their own moves in its notes (see `drylandFor`).
  if (plan.kind !== 'workout' || brief.swimmers.length === 0 || plan.sessionType === 'dryland') return plan;
  const said = forNamedSwimmers(plan.sections, brief.swimmers, { squad: order.squad, paces: plan.paces, course: plan.course, team: plan.constraints }, plan.laneGroups);
  return said.length > 0 ? { ...plan, substitutions: [...(plan.substitutions ?? []), ...said] } : plan;
}

/** Sessions timed by their own steps or protocol, not filled to the clock by volume (a lesson of any kind is too). */
// A practice the days before a meet is short on purpose: its time is rest, not yards to fill.
const untimed = new Set(['learn_to_swim', 'dryland', 'clinic', 'pre_meet']);

/**
 * The clock the coach gave is filled (PLAN-REVIEW.md check 5): when the volume was assumed from the
 * minutes, the plan is written again at the volume its own clock says the time holds, until it lands
 * within 3 min (an hour or less) or 5 % (longer). A volume the coach gave loosely ("5k ish", "3-3.5k")
 * may grow to its top end (+10 %, the range's high) to fill the time; an exact one stands.
 */
function fillClock(brief: Brief, draw: Draw, first: Plan): Written {
  const minutes = brief.clock.value.minutes;
  const volume = brief.volume.value;
  const said = brief.volume.source === 'said';
  // "2 hrs, no more than 5000": the cap stands and the time is filled with rest, never with yards past it.
  const capped = said && volume?.bound === 'max';
  // Back from a break, told to go easy ("first day back, dont kill them").
  const easyDay = brief.limits.some((c) => c.rule === 'returning' || c.rule === 'light_only') && brief.volume.source !== 'said';
  if (first.kind !== 'workout' || !minutes || brief.clock.source !== 'said' || !volume || (said && volume.bound !== 'about' && volume.bound !== 'range' && !capped) || untimed.has(brief.session.value) || brief.lesson || first.sections.length === 0) return { plan: first, brief };
  const swim = swimMinutesOf(brief, minutes)!;
  const within = swim <= 60 ? 3 : swim * 0.05;
  let plan: Plan = first;
  let filled: Brief = brief;
  let current = volume.value;
  // Never denser than the level swims (COACHING.md §2, per hour, its most scaled past two hours): a clock filled with rest is better than junk yards.
  const profile = squads[brief.who.value.squad];
  // Back from a break: the time filled with easy swimming, never more than a third over what they come back on.
  const most = easyDay && volume ? Math.round((volume.value * 1.35) / 50) * 50 : capped
    ? volume.high
    : said
    ? Math.round((volume.bound === 'range' ? volume.high : volume.value * 1.05) / 50) * 50
    : Math.min(Math.round((profile.volume[1] * Math.max(1, swim / 120)) / 50) * 50, Math.round((swim * profile.rate * (brief.focus.value[0] === 'sprint' ? 0.85 : 1.15)) / 50) * 50);
  const unit = brief.pool.value.course === 'SCY' ? 'yards' : 'metres';
  const refill = (value: number, openToClock = false): Plan => {
    // The assumption names the volume written, not the first guess; the coach's own words stay theirs.
    const words = said ? brief.volume.words : `${numberText(value)} ${unit}: what ${swim} min holds for ${squadText(brief.who.value.squad, brief.who.value.ages).toLowerCase()} at these send-offs${openToClock ? ', the most they swim well in it' : ''}`;
    const back = (a: string) => (/^[\d,]+ to come back on\b/.test(a) ? `${numberText(value)} to come back on: easy swimming to fill the time` : a);
    const refilled: Brief = { ...brief, volume: { ...brief.volume, value: said ? { ...volume, value } : { ...volume, value, low: value, high: value }, ...(words ? { words } : {}) }, assumed: said ? brief.assumed : brief.assumed.map((a) => back(a === brief.volume.words ? words! : a)) };
    // The stored brief says the volume the plan holds when the engine chose it; the coach's own words stay.
    if (!said) filled = refilled;
    return composeFromBrief(refilled, { ...draw, openToClock });
  };
  for (let i = 0; i < 3 && plan.kind === 'workout' && Math.abs(plan.totals.minutes - swim) > within; i++) {
    const next = Math.min(most, Math.round((current * swim) / Math.max(10, plan.totals.minutes) / 50) * 50);
    // A coach's volume only grows to fill the time; it is never cut below what they said.
    if (next === current || (said && next < volume.value)) break;
    current = next;
    plan = refill(next);
  }
  // At the most and still short of the clock: the same volume on easier send-offs, with a filler set.
  if (plan.kind === 'workout' && swim - plan.totals.minutes > within && (current === most || capped) && (!said || capped)) plan = refill(capped ? Math.min(most, plan.totals.distance) : most, true);
  return { plan, brief: filled };
}

/** A plan that keeps the coach's hard words cannot be written (a clock too short for the volume asked): what would fit. */
export class PlanRefused extends Error {}

export interface Written {
  plan: Plan;
  brief: Brief;
}

/**
 * Plan, then check (ARCHITECTURE.md steps 2-3). Another draw is tried while the engine's own style
 * rules are not met; a request about swimming is always answered with a plan: the style rules bend
 * (the plan says which, in one line), the coach's words never do. Only a plan that would break one
 * of the coach's limits is refused.
 */
export function writeFromBrief(brief: Brief, draw: Draw, fitted = 0): Written {
  let best: { plan: Plan; brief: Brief; errors: string[] } | null = null;
  for (let attempt = 0; attempt < 6; attempt++) {
    // Another draw moves the structures too, as a regenerate does.
    const again = attempt > 0 ? { seed: `${draw.seed}#${attempt}`, regenerate: `${draw.regenerate ?? ''}#${attempt}` } : {};
    const written = fillClock(brief, { ...draw, ...again }, composeFromBrief(brief, { ...draw, ...again }));
    const result = validatePlan(written.plan);
    const errors = result.issues.filter((i) => i.severity === 'error' && !i.fixed).map((i) => i.message);
    if (errors.length === 0) return { plan: settledClockLine(result.plan), brief: written.brief };
    if (!best || errors.length < best.errors.length) best = { plan: result.plan, brief: written.brief, errors };
  }
  const { plan, errors, brief: filledBrief } = best!;
  const breaches = plan.kind === 'workout' ? constraintBreaches(plan) : [];
  // Too much for the clock (the coach's volume, every lane finishing together): the volume comes down to fit, and the plan says so.
  const volume = brief.volume.value;
  if (plan.kind === 'workout' && breaches.length > 0 && breaches.every((b) => b.rule === 'max_minutes') && volume && fitted < 3) {
    const limit = plan.constraints?.find((c) => c.rule === 'max_minutes')?.value ?? plan.totals.minutes;
    const value = Math.round((volume.value * limit * 0.95) / Math.max(1, plan.totals.minutes) / 50) * 50;
    if (value >= 300 && value < volume.value) {
      const unit = plan.unit;
      const cut: Brief = { ...brief, volume: { ...brief.volume, value: { ...volume, value, low: Math.min(volume.low, value), high: value, bound: 'max' } } };
      const written = writeFromBrief(cut, draw, fitted + 1);
      if (fitted > 0) return written;
      const said = `Time: ${numberText(volume.value)} ${unit} does not fit ${limit} min here, so the plan is ${numberText(written.plan.kind === 'workout' ? written.plan.totals.distance : value)} ${unit}; say which to keep if the time can move.`;
      // The cut volume is the engine's, not the coach's: no line calls it theirs.
      return { plan: { ...written.plan, substitutions: [...(written.plan.substitutions ?? []).filter((line) => !/^Time: your /.test(line)), said] }, brief };
    }
  }
  if (breaches.length > 0) throw new PlanRefused(`No plan could keep your limits (${breaches.slice(0, 2).map((b) => `${b.what} breaks "${b.said}"`).join('; ')}). Say what may change (the time, the volume or the limit) and ask again.`);
  const bent = `Our usual rules bent to keep your request: ${errors.slice(0, 2).join('; ')}.`;
  return { plan: settledClockLine({ ...plan, notes: [...plan.notes, bent] }), brief: filledBrief };
}

/**
 * The "Time:" line is written while the clock is filled, before every lane's repeats are written: its minutes are said
 * again from the finished plan ("about 105 of your 120 min" over a plan of ~114 min contradicted itself).
 */
function settledClockLine(plan: Plan): Plan {
  if (plan.kind !== 'workout' || !plan.substitutions?.some((l) => l.startsWith('Time: '))) return plan;
  const limit = plan.constraints?.find((c) => c.rule === 'max_minutes')?.value;
  if (!limit) return plan;
  const now = plan.totals.minutes;
  const short = limit - now > (limit <= 60 ? 5 : limit * 0.1);
  const substitutions = plan.substitutions.map((line) => {
    if (!line.startsWith('Time: ')) return line;
    const said = line.replace(/about \d+ of your (\d+) min on the clock/, `about ${now} of your $1 min on the clock`).replace(/\(about \d+ min on the clock\)/, `(about ${now} min on the clock)`);
    return short ? said : said.replace(/, with (.+?): about \d+ of your (\d+) min on the clock; ask for more volume to fill the rest/, `; $1 so it fills the $2 min (about ${now} min on the clock)`);
  });
  return { ...plan, substitutions };
}

/** The `est` provider's generate: understand, plan, check; the plan with the brief it was written from. */
export function write(request: PlanRequest): Written {
  const brief = readBrief(request);
  return writeFromBrief(brief, { date: request.date, seed: seedOf(request), paces: request.paces, description: request.description, regenerate: request.seed });
}

/** The plan alone, for callers that do not keep the brief (benchmarks, the properties). */
export const writePlan = (request: PlanRequest): Plan => write(request).plan;

/** The plan alone from a request, without the checks' retries (the composer as it draws). */
export function composePlan(request: PlanRequest): Plan {
  return composeFromBrief(readBrief(request), { date: request.date, seed: seedOf(request), paces: request.paces, description: request.description, regenerate: request.seed });
}
