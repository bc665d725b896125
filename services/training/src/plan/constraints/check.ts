import type { ConstraintRule, Course, DrylandSession, PlanConstraint, SectionKind, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { type Who, feasibleInterval, roundUpToClock } from '../paces';
import { swimmersOf } from '../squads';

/**
 * Whether a set, a dryland exercise or a whole workout breaks a coach's hard limit. The same
 * checks judge the engine's plans, its refinements and a language model's answers.
 */

/** A set's words with the limits it states taken out: "no fly" in a description is not fly. */
function wordsOf(set: Pick<SwimSet, 'description'>): string {
  return set.description
    .toLowerCase()
    .replace(/\bno\s+(?:whip\s+|breast\s+|flip\s+)?[a-z]+(?:\s+kick)?\b/g, ' ')
    .replace(/\b(?:instead of|in place of)\s+[a-z]+/g, ' ')
    .replace(/\(no [^)]*\)/g, ' ');
}

const says = (set: SwimSet, re: RegExp) => re.test(wordsOf(set));

/** A full-IM set that states how it replaces the stroke the coach ruled out ("BK-BR-FR-FR"). */
const imWithout = (set: SwimSet, marker: RegExp) => set.stroke === 'im' && !marker.test(set.description.toLowerCase());

/** A kick set or a kick part of a set; the kick that belongs to a swum stroke ("breast arms + dolphin kick") is swimming. */
const kickWords = /(?:^|[\s/,(])(?<!(?:dolphin|flutter|fly|breast|whip) )(?:kick|kicks|kds|k\/d\/s|k\/s|kick\/drill\/swim)(?=$|[\s/,).])|\bvertical kick\b|\bdolphin kicks off\b/;
const flyWords = /\bfly\b|\bbutterfly\b|\bfl\//;
const breastWords = /\bbreast(?:stroke)?\b|\bbr\//;
const backWords = /(?<!on (?:your|the|their) )\bback(?:stroke)?\b(?! half)|\bbk\//;
const whipKick = /\bbreast(?:stroke)? kick\b|\bwhip kick\b|\beggbeater\b|\b2 kicks 1 pull\b(?! fly)|\bkick on back\b/;
const breastWithoutWhip = /no whip kick|dolphin kick|flutter kick|buoy/;

type SetCheck = (set: SwimSet, section: SectionKind) => boolean;

const setChecks: Partial<Record<ConstraintRule, SetCheck>> = {
  no_kick: (set) => set.stroke === 'kick' || set.equipment.includes('kickboard') || says(set, kickWords),
  no_fly: (set) => set.stroke === 'fly' || imWithout(set, /no fly|bk-br-fr-fr/) || says(set, flyWords),
  no_breast: (set) => set.stroke === 'breast' || imWithout(set, /no breast|fl-bk-fr-fr/) || says(set, breastWords),
  no_back: (set) => set.stroke === 'back' || imWithout(set, /no back|fl-fr-br-fr/) || says(set, backWords),
  no_im: (set) => set.stroke === 'im' || says(set, /\bim\b|\bimo\b|individual medley/),
  no_breast_kick: (set) => (set.stroke === 'breast' && !breastWithoutWhip.test(set.description.toLowerCase())) || imWithout(set, /no whip kick|dolphin kick|flutter kick|no breast/) || says(set, whipKick),
  no_paddles: (set) => set.equipment.includes('paddles') || says(set, /\bpaddles?\b/),
  no_fins: (set) => set.equipment.includes('fins') || says(set, /\bfins?\b|\bzoomers\b/),
  no_snorkel: (set) => set.equipment.includes('snorkel') || says(set, /\bsnorkels?\b/),
  no_pull_buoy: (set) => set.equipment.includes('pull_buoy') || set.stroke === 'pull' || says(set, /\bbuoys?\b/),
  no_kickboard: (set) => set.equipment.includes('kickboard') || says(set, /\bboards?\b/),
  shoulder: (set) => set.equipment.includes('paddles') || set.equipment.includes('band') || set.equipment.includes('parachute') || set.stroke === 'fly' || imWithout(set, /no fly|bk-br-fr-fr/) || says(set, flyWords) || says(set, /\bpaddles?\b/),
  knee: (set) => (set.stroke === 'breast' && !breastWithoutWhip.test(set.description.toLowerCase())) || imWithout(set, /no whip kick|dolphin kick|flutter kick|no breast/) || says(set, whipKick),
  lower_back: (set) => (set.stroke === 'fly' && set.distance > 25) || set.equipment.includes('kickboard') || says(set, /\bdolphin kick\b|\bfly kick\b|\bbody dolphin\b/),
  ankle: (set) => set.equipment.includes('fins') || says(set, /\bfins?\b/),
  neck: (set) => set.equipment.includes('kickboard') || says(set, /\bheads?[- ]up\b|\bwater polo\b/),
  no_flip_turns: (set) => says(set, /\bflip/),
  no_dives: (set) => says(set, /\bdives?\b|\bdiving\b|\bblocks\b|\brelay exchanges?\b/),
  tired_legs: (set) => (set.stroke === 'kick' && set.zone !== 'REC' && set.zone !== 'EN1') || (set.stroke === 'kick' && set.equipment.includes('fins')),
  returning: (set) => set.zone !== 'REC' && set.zone !== 'EN1',
};

/** Dryland moves a limit rules out (COACHING.md §6 "Don't"). */
const drylandBans: Partial<Record<ConstraintRule, RegExp>> = {
  shoulder: /pull-ups|medicine ball slams|push-ups|band pull-aparts|dips/i,
  knee: /squat|lunge|jump|eggbeater/i,
  no_breast_kick: /eggbeater/i,
  lower_back: /superman|slams|deadlift|good morning/i,
  ankle: /jump|hop|ankle circles/i,
  neck: /sit-ups|neck/i,
  tired_legs: /squat|lunge|jump/i,
  no_jumping: /jump|hop|bound|skip|plyo/i,
  wet_deck: /jump|hop|bound|skip|plyo/i,
};

export interface Breach {
  rule: ConstraintRule;
  said: string;
  where: string;
  /** The offending set or exercise, as written. */
  what: string;
}

export function setBreaks(set: SwimSet, section: SectionKind, rule: ConstraintRule): boolean {
  return setChecks[rule]?.(set, section) ?? false;
}

export function exerciseBreaks(name: string, rule: ConstraintRule): boolean {
  return drylandBans[rule]?.test(name) ?? false;
}

/** Send-off limits depend on the squad's pace: crowded lanes need 5 s more than the tightest fair send-off. */
function sendOffBreaks(set: SwimSet, constraint: PlanConstraint, squad: Who, course: Course): boolean {
  if (set.sendOff?.type !== 'interval') return false;
  if (constraint.rule === 'slowest_send_off' && constraint.value) return set.sendOff.seconds < roundUpToClock((constraint.value * set.distance) / 100);
  if (constraint.rule === 'crowded_lanes') return set.sendOff.seconds < feasibleInterval(squad, course, set) + 5;
  return false;
}

function drylandBreaches(sessions: readonly DrylandSession[], constraints: readonly PlanConstraint[]): Breach[] {
  const out: Breach[] = [];
  for (const session of sessions) {
    for (const part of session.parts) {
      for (const e of part.exercises) {
        for (const c of constraints) if (exerciseBreaks(e.name, c.rule)) out.push({ rule: c.rule, said: c.said, where: session.title, what: e.name });
      }
    }
  }
  return out;
}

/** Every place the workout breaks one of its constraints; empty when it keeps them all. */
export function constraintBreaches(plan: WorkoutPlan, constraints: readonly PlanConstraint[] = plan.constraints ?? []): Breach[] {
  const squad = swimmersOf(plan);
  const out: Breach[] = [];
  for (const section of plan.sections) {
    for (const block of section.blocks) {
      for (const set of block.sets) {
        for (const c of constraints) {
          const broken =
            setBreaks(set, section.kind, c.rule) ||
            sendOffBreaks(set, c, squad, plan.course) ||
            (c.rule === 'longest_rep' && c.value !== undefined && set.distance > c.value);
          if (broken) out.push({ rule: c.rule, said: c.said, where: section.name, what: describe(set) });
        }
      }
    }
  }
  const limit = constraints.find((c) => c.rule === 'max_minutes');
  if (limit?.value && plan.sections.length > 0 && plan.totals.minutes > limit.value * 1.1) {
    out.push({ rule: 'max_minutes', said: limit.said, where: 'the whole practice', what: `about ${plan.totals.minutes} min` });
  }
  return [...out, ...drylandBreaches(plan.dryland, constraints)];
}

function describe(set: SwimSet): string {
  const head = set.reps > 1 ? `${set.reps} x ${set.distance}` : `${set.distance}`;
  return `${head} ${set.stroke}${set.description ? `, ${set.description}` : ''}`;
}
