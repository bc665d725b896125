import type { PlanSection, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { constraintBreaches } from './constraints/check';
import { flyVolume } from './fit';
import { flyStretch } from './set-facts';
import { poolLength, sectionDistance } from './model';
import { swimSeconds } from './paces';
import { isSpeedDay, mainShare, proportionProblems } from './proportions';
import { SAFETY_LINE } from './sessions/draft';
import { longestFor, paddlesAllowed, profileOf, squadOf, swimmersOf } from './squads';

/**
 * The set-design checklist (COACHING.md §7) and the coach's limits, as checks over a workout. Each
 * answers the problems it finds in words a coach can act on; an empty list is a plan for the board.
 */

export type RuleCode = 'constraint' | 'fly_volume' | 'im_distance' | 'zone_label' | 'age_limit' | 'wording' | 'safety' | 'main_position' | 'main_proportion' | 'session_rules';

export interface RuleIssue {
  code: RuleCode;
  message: string;
  severity: 'error' | 'warning';
}

interface Placed {
  set: SwimSet;
  section: PlanSection;
}

/** The engine's own sets: a set the coach wrote is theirs to judge (PLAN-REVIEW.md check 3), not the style rules'. */
function placed(plan: WorkoutPlan): Placed[] {
  return plan.sections.flatMap((section) => section.blocks.filter((block) => !block.coachWritten).flatMap((block) => block.sets.map((set) => ({ set, section }))));
}

const name = (set: SwimSet) => `${set.reps > 1 ? `${set.reps} x ` : ''}${set.distance} ${set.stroke}${set.description ? ` (${set.description.slice(0, 60)})` : ''}`;

/** Full IM in multiples of four lengths: 100/200/400 in a short-course pool, 200/400 in long course; never 50 or 150 IM. */
function imDistance(plan: WorkoutPlan): RuleIssue[] {
  const four = poolLength(plan.course) * 4;
  const rotation = /\bimo\b|\bim order\b|\brimo\b|\breverse im\b|\bone stroke\b|\btransition|\bby round\b|\bin the order\b/i;
  return placed(plan)
    .filter(({ set }) => set.stroke === 'im' && !rotation.test(set.description) && (set.distance % four !== 0 || set.distance === 150))
    .map(({ set, section }) => ({ code: 'im_distance' as const, severity: 'error' as const, message: `${section.name}: ${name(set)} — a ${set.distance} IM is not a full IM in a ${plan.course} pool (${plan.course === 'LCM' ? '200 or 400' : '100, 200 or 400'})` }));
}

function flyLimits(plan: WorkoutPlan): RuleIssue[] {
  const p = profileOf(plan);
  const out: RuleIssue[] = [];
  const fly = flyVolume(plan.sections);
  if (fly > p.flySession) out.push({ code: 'fly_volume', severity: 'error', message: `${Math.round(fly)} of fly is more than this group swims in one practice (${p.flySession})` });
  for (const { set, section } of placed(plan)) {
    if (flyStretch(set) > p.flyRep && set.stroke !== 'im') out.push({ code: 'fly_volume', severity: 'error', message: `${section.name}: ${name(set)} — fly repeats longer than ${p.flyRep} break this group's stroke` });
  }
  return out;
}

const fastWords = /\bfast\b|\bsprint|\ball[- ]out\b|\bmax\b|\brace\b|\bstrong\b|\bhard\b|\bpace\b|\bbest\b|\bdescend|\bbuild|\bhold\b|\bthreshold|\btest\b|\bcss\b|\bstep\b|\bsurges?\b|\bsighting\b|\bstarts?\b/i;

/** The zone says the effort the set asks, and the rest fits the zone (COACHING.md §3, "wrong labels"). */
function zoneLabels(plan: WorkoutPlan): RuleIssue[] {
  const who = swimmersOf(plan);
  const out: RuleIssue[] = [];
  const bad = (section: PlanSection, set: SwimSet, why: string) => out.push({ code: 'zone_label', severity: 'error', message: `${section.name}: ${name(set)} labelled ${set.zone} — ${why}` });
  for (const { set, section } of placed(plan)) {
    const hard = set.zone !== 'REC' && set.zone !== 'EN1' && set.zone !== 'EN2';
    if (hard && (set.stroke === 'kick' || set.stroke === 'drill') && !fastWords.test(set.description)) bad(section, set, 'easy kick or drill is not that hard');
    if (set.zone === 'SP3' && set.distance > (plan.course === 'LCM' ? 50 : 25) && !/\bfirst\b|\bto 15\b|\bbreakout/i.test(set.description)) bad(section, set, 'SP3 is 10-25 of pure speed');
    if (section.kind === 'warmup' && plan.sessionType !== 'meet_warmup' && set.zone !== 'REC' && set.zone !== 'EN1') bad(section, set, 'a warm-up is never hard');
    if (section.kind === 'cooldown' && set.zone !== 'REC' && set.zone !== 'EN1') bad(section, set, 'a cool-down is easy');
    if (set.sendOff && set.reps > 1 && (set.zone === 'SP1' || set.zone === 'SP2')) {
      const swim = swimSeconds(who, plan.course, set) * 0.9;
      const rest = set.sendOff.type === 'rest' ? set.sendOff.seconds : set.sendOff.seconds - swim;
      const broken = /broken|:10 at each wall|race pace, :10/i.test(set.description);
      if (rest < swim * (set.zone === 'SP2' ? 1 : 0.5) && !broken) bad(section, set, `${Math.max(0, Math.round(rest))} s rest is too short for ${set.zone}`);
    }
  }
  for (const section of plan.sections.filter((s) => s.kind === 'main')) {
    const sets = section.blocks.flatMap((b) => b.sets);
    if (sets.length > 0 && sets.every((s) => s.zone === 'REC')) out.push({ code: 'zone_label', severity: 'error', message: `${section.name} is all REC: a main set has one working zone` });
  }
  return out;
}

/** Totals, repeats, zones and gear the squad can take (COACHING.md §2, §7.9, §7.15, §7.23). */
function ageLimits(plan: WorkoutPlan): RuleIssue[] {
  const squad = squadOf(plan);
  const p = profileOf(plan);
  const out: RuleIssue[] = [];
  if (plan.totals.distance > p.volume[1] * 1.05) out.push({ code: 'age_limit', severity: 'error', message: `${plan.totals.distance} is more than one practice of this group holds (${p.volume[1]})` });
  for (const { set, section } of placed(plan)) {
    const test = plan.sessionType === 'test' && section.kind === 'main';
    if (!test && set.distance > longestFor(squad, set.stroke) && !(set.reps === 1 && set.zone === 'REC' && set.distance <= p.longestEasy)) out.push({ code: 'age_limit', severity: 'error', message: `${section.name}: ${name(set)} — longer than this group's longest repeat (${longestFor(squad, set.stroke)})` });
    if (p.noZones.includes(set.zone)) out.push({ code: 'age_limit', severity: 'error', message: `${section.name}: ${name(set)} — ${set.zone} is not for this age group` });
    if (!paddlesAllowed(plan) && set.equipment.some((e) => e === 'paddles' || e === 'band' || e === 'parachute')) out.push({ code: 'age_limit', severity: 'error', message: `${section.name}: ${name(set)} — paddles, bands and parachutes are senior tools` });
  }
  return out;
}

/** "Descend 1-4" needs its four repeats; a negative split needs a repeat long enough to show it; breath work carries the safety line. */
function wording(plan: WorkoutPlan): RuleIssue[] {
  const out: RuleIssue[] = [];
  const breath = /hypoxic|breathe every [5-9]|\bb[5-9]\b|\bbp[5-9]\b|3\/5\/7|every 5\/7|no[- ]breath|breath[- ]hold|breath control/i;
  for (const { set, section } of placed(plan)) {
    const desc = /descend 1-(\d)/i.exec(set.description);
    if (desc && (set.reps < Number(desc[1]) || set.reps % Number(desc[1]) !== 0)) out.push({ code: 'wording', severity: 'error', message: `${section.name}: ${name(set)} — "descend 1-${desc[1]}" needs a multiple of ${desc[1]} repeats` });
    if (/negative split/i.test(set.description) && set.distance < 100) out.push({ code: 'wording', severity: 'error', message: `${section.name}: ${name(set)} — too short to negative split` });
    if (breath.test(set.description) && !set.description.includes(SAFETY_LINE)) out.push({ code: 'safety', severity: 'error', message: `${section.name}: ${name(set)} — breath-control sets carry the safety line` });
  }
  return out;
}

const structured = new Set(['practice', 'broken', 'im_transitions', 'breath_control', 'test', 'race_pace']);

/** The main set begins within the first two thirds, and each session type keeps its own rules. */
function sessionRules(plan: WorkoutPlan): RuleIssue[] {
  const out: RuleIssue[] = [];
  const type = plan.sessionType ?? 'practice';
  const total = plan.sections.reduce((s, sec) => s + sectionDistance(sec), 0);
  const mainAt = plan.sections.findIndex((s) => s.kind === 'main');
  if (structured.has(type) && mainAt >= 0 && total > 0) {
    const before = plan.sections.slice(0, mainAt).reduce((s, sec) => s + sectionDistance(sec), 0);
    if (before > total * 0.67) out.push({ code: 'main_position', severity: 'error', message: `The main set starts after ${Math.round((before / total) * 100)}% of the practice (within the first two thirds expected)` });
  }
  const easyOnly = type === 'recovery' || type === 'clinic';
  for (const { set, section } of easyOnly ? placed(plan) : []) {
    if (set.zone !== 'REC' && set.zone !== 'EN1') out.push({ code: 'session_rules', severity: 'error', message: `${section.name}: ${name(set)} — nothing faster than EN1 in a ${type === 'recovery' ? 'recovery session' : 'clinic'}` });
  }
  if ((type === 'learn_to_swim' || type === 'dryland') && plan.sections.length > 0) out.push({ code: 'session_rules', severity: 'error', message: `A ${type === 'dryland' ? 'dryland session has no swim' : 'learn-to-swim lesson is not a yardage workout'}` });
  if (type === 'learn_to_swim' && !plan.steps?.length) out.push({ code: 'session_rules', severity: 'error', message: 'A learn-to-swim lesson needs its steps' });
  if (type === 'dryland' && plan.dryland.length === 0) out.push({ code: 'session_rules', severity: 'error', message: 'A dryland session needs its exercises' });
  return out;
}

function limits(plan: WorkoutPlan): RuleIssue[] {
  return constraintBreaches(plan).map((b) => ({ code: 'constraint' as const, severity: 'error' as const, message: `${b.where}: ${b.what} breaks "${b.said}"` }));
}

/** A practice's main set in the level's share and the largest set of the practice (COACHING.md §4, §7.11). */
function proportions(plan: WorkoutPlan): RuleIssue[] {
  if ((plan.sessionType ?? 'practice') !== 'practice') return [];
  const coachMain = plan.sections.some((s) => s.kind === 'main' && s.blocks.some((b) => b.coachWritten));
  const share = mainShare(squadOf(plan), isSpeedDay(plan.focus, plan.constraints ?? []));
  // The engine is held to it; a plan a model wrote is told about it, not thrown away for it.
  const severity = plan.provider === 'est' ? ('error' as const) : ('warning' as const);
  return proportionProblems(plan.sections, share, coachMain).map((message) => ({ code: 'main_proportion' as const, severity, message }));
}

export function designIssues(plan: WorkoutPlan): RuleIssue[] {
  return [limits, imDistance, flyLimits, zoneLabels, ageLimits, wording, sessionRules, proportions].flatMap((rule) => rule(plan));
}
