import type { Plan, SeasonPlan, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { onGrid, poolLength, sectionDistance, withTotals } from './model';
import { clock, numberText, phaseNames } from '@laneforge/contracts';
import { feasibleInterval, minimumRest, roundUpToClock, swimSeconds } from './paces';
import { renderSet } from './render';
import { type RuleCode, designIssues } from './rules';
import { taperFigures, taperRange, withSeasonTotals } from './season';
import { squadOf, swimmersOf } from './squads';

export interface ValidationIssue {
  severity: 'error' | 'warning';
  code:
    | 'total_mismatch'
    | 'section_total_mismatch'
    | 'off_grid'
    | 'send_off_too_fast'
    | 'rest_too_short'
    | 'missing_section'
    | 'section_proportion'
    | 'volume_off_request'
    | 'phase_order'
    | 'taper_cut'
    | 'empty_plan'
    | RuleCode;
  message: string;
  /** True when the validator corrected it (totals are always recomputed from the sets). */
  fixed: boolean;
}

export interface ValidationResult {
  /** No unfixed errors. */
  ok: boolean;
  issues: ValidationIssue[];
  /** The plan with every total recomputed from its sets. */
  plan: Plan;
}

/** How far a composed or refined workout may land from the volume asked for. */
export const VOLUME_TOLERANCE = 0.05;

/** A set's pool fit and send-off; the coach's own send-offs are theirs (they know what their swimmers hold). */
function checkSet(plan: WorkoutPlan, set: SwimSet, where: string, issues: ValidationIssue[], coachWritten: boolean): void {
  if (!onGrid(plan.course, set, plan.poolLength)) {
    const length = plan.poolLength ?? poolLength(plan.course);
    issues.push({
      severity: 'error',
      code: 'off_grid',
      message: `${where}: ${renderSet(set)} — ${set.distance} is not a whole number of ${length === 33 ? "33⅓" : length}s in a ${plan.course} pool${plan.course === 'LCM' ? ' (mark it half-length if it turns at the middle)' : ''}`,
      fixed: false,
    });
  }
  if (coachWritten) return;
  if (set.sendOff?.type === 'interval') {
    const needed = feasibleInterval(swimmersOf(plan), plan.course, set);
    if (set.sendOff.seconds < needed) {
      issues.push({
        severity: 'error',
        code: 'send_off_too_fast',
        message: `${where}: ${renderSet(set)} — @ ${clock(set.sendOff.seconds)} leaves no ${set.zone} rest at this level; needs at least ${clock(roundUpToClock(needed))}`,
        fixed: false,
      });
    }
  } else if (set.sendOff?.type === 'rest' && set.reps > 1) {
    const needed = Math.floor(minimumRest(set.zone, swimSeconds(swimmersOf(plan), plan.course, set) * 0.9, swimmersOf(plan)) / 2);
    if (set.sendOff.seconds < needed) {
      issues.push({
        severity: 'warning',
        code: 'rest_too_short',
        message: `${where}: ${renderSet(set)} — ${set.sendOff.seconds}s rest is short for ${set.zone}`,
        fixed: false,
      });
    }
  }
}

function validateWorkout(input: WorkoutPlan): ValidationResult {
  const issues: ValidationIssue[] = [];
  const plan = withTotals(input);
  const total = plan.totals.distance;
  const swims = plan.sessionType !== 'learn_to_swim' && plan.sessionType !== 'dryland' && !taughtBySteps(plan);
  if (total === 0 && swims) {
    issues.push({ severity: 'error', code: 'empty_plan', message: 'The plan has no sets.', fixed: false });
  }
  if (input.totals.distance !== total) {
    issues.push({
      severity: 'error',
      code: 'total_mismatch',
      message: `Stated total ${numberText(input.totals.distance)} ${plan.unit}, but the sets add up to ${numberText(total)}; total corrected.`,
      fixed: true,
    });
  }
  input.sections.forEach((section, i) => {
    const actual = sectionDistance(section);
    if (section.distance !== actual) {
      issues.push({
        severity: 'error',
        code: 'section_total_mismatch',
        message: `${section.name}: stated ${numberText(section.distance)}, the sets add up to ${numberText(actual)}; subtotal corrected.`,
        fixed: true,
      });
    }
    for (const block of plan.sections[i]?.blocks ?? []) for (const set of block.sets) checkSet(plan, set, section.name, issues, block.coachWritten === true);
  });
  issues.push(...missingSections(plan));
  if (total > 0) {
    const share = (kind: string) => plan.sections.filter((s) => s.kind === kind).reduce((a, s) => a + s.distance, 0) / total;
    const warm = share('warmup');
    const main = plan.sections.filter((s) => ['main', 'secondary', 'race_pace', 'sprint', 'skills'].includes(s.kind)).reduce((a, s) => a + s.distance, 0) / total;
    if (warm > 0 && (warm < 0.08 || warm > 0.4)) {
      issues.push({ severity: 'warning', code: 'section_proportion', message: `Warm-up is ${Math.round(warm * 100)}% of the practice (8-40% expected).`, fixed: false });
    }
    if (main > 0 && main < 0.2) {
      issues.push({ severity: 'warning', code: 'section_proportion', message: `Main work is only ${Math.round(main * 100)}% of the practice.`, fixed: false });
    }
    const cool = share('cooldown');
    if (cool > 0.25) {
      issues.push({ severity: 'warning', code: 'section_proportion', message: `Cool-down is ${Math.round(cool * 100)}% of the practice.`, fixed: false });
    }
  }
  if (plan.requestedDistance && Math.abs(total - plan.requestedDistance) > plan.requestedDistance * VOLUME_TOLERANCE) {
    issues.push({
      severity: 'error',
      code: 'volume_off_request',
      message: `Asked for ${numberText(plan.requestedDistance)} ${plan.unit}; the plan totals ${numberText(total)}.`,
      fixed: false,
    });
  }
  issues.push(...designIssues(plan).map((i) => ({ ...i, fixed: false })));
  return { ok: !issues.some((i) => i.severity === 'error' && !i.fixed), issues, plan };
}

/** A station clinic, a lake swim or a time trial's order of events is written as a timed schedule, without sets to total. */
// An adults' class taught in widths of the shallow end is steps too, whatever session it was asked as.
const taughtBySteps = (plan: WorkoutPlan) => plan.sections.length === 0 && (plan.steps?.length ?? 0) > 0 && (plan.sessionType === 'clinic' || plan.sessionType === 'open_water' || plan.sessionType === 'test' || plan.sessionType === 'practice');

/** Warm-up, main set and cool-down for every swim; a meet warm-up has no main set; lessons, dryland and timed schedules have no sections. */
function missingSections(plan: WorkoutPlan): ValidationIssue[] {
  const type = plan.sessionType ?? 'practice';
  if (type === 'learn_to_swim' || type === 'dryland' || taughtBySteps(plan)) return [];
  const has = (kind: string) => plan.sections.some((s) => s.kind === kind && s.distance > 0);
  const needed: Array<[string, string]> = [['warmup', 'No warm-up.'], ...(type === 'meet_warmup' ? [] : [['main', 'No main set.'] as [string, string]]), ['cooldown', 'No cool-down.']];
  return needed.filter(([kind]) => !has(kind)).map(([, message]) => ({ severity: 'error', code: 'missing_section', message, fixed: false }));
}

const phaseOrder = ['transition', 'general_preparation', 'specific_preparation', 'competition', 'taper'];

function validateSeason(input: SeasonPlan): ValidationResult {
  const issues: ValidationIssue[] = [];
  const plan = withSeasonTotals(input);
  if (plan.weeks.length === 0) issues.push({ severity: 'error', code: 'empty_plan', message: 'The season has no weeks.', fixed: false });
  if (input.totals.distance !== plan.totals.distance) {
    issues.push({
      severity: 'error',
      code: 'total_mismatch',
      message: `Stated total ${numberText(input.totals.distance)}, but the weeks add up to ${numberText(plan.totals.distance)}; total corrected.`,
      fixed: true,
    });
  }
  let last = -1;
  for (const w of plan.weeks) {
    const rank = phaseOrder.indexOf(w.phase);
    if (rank < last && !(w.phase === 'transition' && plan.weeks.slice(w.week - 1).every((x) => x.phase === 'transition'))) {
      issues.push({ severity: 'error', code: 'phase_order', message: `Week ${w.week}: ${phaseNames[w.phase].toLowerCase()} comes after a later phase.`, fixed: false });
    }
    last = Math.max(last, rank);
  }
  let taper = plan.taper;
  const taperWeeks = plan.weeks.filter((w) => w.phase === 'taper');
  if (taperWeeks.length > 0) {
    const first = taperWeeks[0]!.week;
    const before = plan.weeks.filter((w) => w.week < first && w.load === 'load').at(-1);
    const peak = before?.volume ?? taper?.peakVolume ?? 0;
    const race = taperWeeks.at(-1)!.volume;
    const cut = peak > 0 ? Math.round((1 - race / peak) * 100) : 0;
    // A plan laid out day by day measures its race week as the seven days before the A meet.
    const recomputed = taperFigures(plan, taper?.days) ?? { startWeek: first, weeks: taperWeeks.length, peakVolume: peak, raceWeekVolume: race, volumeReductionPercent: cut };
    if (taper && JSON.stringify(taper) !== JSON.stringify(recomputed)) {
      issues.push({ severity: 'error', code: 'total_mismatch', message: 'Stated taper figures disagree with the weeks; recomputed.', fixed: true });
    }
    taper = recomputed;
    const [lo, hi] = taperRange(squadOf(plan), plan.race).cut;
    if (peak > 0 && (recomputed.volumeReductionPercent < lo || recomputed.volumeReductionPercent > hi)) {
      issues.push({ severity: 'warning', code: 'taper_cut', message: `The taper cuts volume by ${recomputed.volumeReductionPercent}% (${lo}-${hi}% expected).`, fixed: false });
    }
  }
  const fixedPlan: SeasonPlan = { ...plan, taper };
  return { ok: !issues.some((i) => i.severity === 'error' && !i.fixed), issues, plan: fixedPlan };
}

/** Checks a plan from any provider and returns it with every total recomputed from its sets. */
export function validatePlan(plan: Plan): ValidationResult {
  return plan.kind === 'workout' ? validateWorkout(plan) : validateSeason(plan);
}
