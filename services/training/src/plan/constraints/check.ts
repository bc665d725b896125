import type { ConstraintRule, Course, DrylandSession, PlanConstraint, SectionKind, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { type Who, feasibleInterval, roundUpToClock } from '../paces';
import { swimmersOf } from '../squads';
import { swims } from '../set-facts';

/**
 * Whether a set, a dryland exercise or a whole workout breaks a coach's hard limit. The same
 * checks judge the engine's plans, its refinements and a language model's answers.
 */

/** A set's words up to its safety line ("Safety: no … underwater distance contests"), which is a ban, not a swim; `change` rewrites only them. */
export function beforeSafety(text: string, change: (t: string) => string = (t) => t): string {
  const at = text.search(/\bsafety:/i);
  return at < 0 ? change(text) : change(text.slice(0, at)) + text.slice(at);
}

const swum = (set: Pick<SwimSet, 'description'>) => set.description.toLowerCase().split(/\bsafety:/i)[0]!;

/** A set's words with the limits it states taken out: "no fly" in a description is not fly. */
function wordsOf(set: Pick<SwimSet, 'description'>): string {
  return swum(set)
    .replace(/\bno\s+(?:whip\s+|breast\s+|flip\s+)?[a-z]+(?:\s+kick)?\b/g, ' ')
    .replace(/\b(?:instead of|in place of)\s+[a-z]+/g, ' ')
    .replace(/\(no [^)]*\)/g, ' ');
}

const says = (set: SwimSet, re: RegExp) => re.test(wordsOf(set));

/** Fly in any form: the stroke, an IM leg, half of a split repeat, a choice that allows it, or named in the words. */
const swimsFly = (set: SwimSet) => set.stroke === 'fly' || (set.stroke === 'im' && swims(set, 'fly')) || (set.mix?.some((m) => m.stroke === 'fly') ?? false) || (set.stroke === 'choice' && (set.strokes?.includes('fly') ?? false)) || says(set, flyWords);

/** A full IM that still swims the stroke: its legs say which it swims ("BK-BR-FR-FR" has no fly). */
const imWith = (set: SwimSet, stroke: 'fly' | 'breast' | 'back') => set.stroke === 'im' && swims(set, stroke);

/** A kick set or a kick part of a set; the kick that belongs to a swum stroke ("breast arms + dolphin kick") is swimming. */
const kickWords = /(?:^|[\s/,(])(?<!(?:dolphin|flutter|fly|breast|whip) )(?:kick|kicks|kds|k\/d\/s|k\/s|kick\/drill\/swim)(?=$|[\s/,).])|\bvertical kick\b|\bdolphin kicks off\b/;
const flyWords = /\bfly\b|\bbutterfly\b|\bfl\//;
const breastWords = /\bbreast(?:stroke)?\b|\bbr\//;
const backWords = /(?<!on (?:your|the|their) )\bback(?:stroke)?\b(?! half)|\bbk\//;
const whipKick = /\bbreast(?:stroke)? kick\b|\bwhip kick\b|\beggbeater\b|\b2 kicks 1 pull\b(?! fly)|\bkick on back\b/;
// "breast arms with dolphin kick/breast by 25": the second length is full breaststroke, whip kick and all.
const breastWithoutWhip = /^(?!.*(?:\/\s*breast(?:stroke)?\b(?! arms)|\bbreast(?:stroke)? by \d)).*(?:no whip kick|dolphin kick|flutter kick|buoy)/;

type SetCheck = (set: SwimSet, section: SectionKind) => boolean;

/** An open "choice" lets a swimmer pick the stroke a limit rules out, unless it names the strokes left. */
const choiceOf = (set: SwimSet, stroke: 'fly' | 'breast' | 'back') => set.stroke === 'choice' && (set.strokes ? set.strokes.includes(stroke) : true);
/** A repeat split between strokes swims each part: "25 fly/25 free" is fly. */
const mixed = (set: SwimSet, stroke: 'fly' | 'breast' | 'back') => set.mix?.some((m) => m.stroke === stroke) ?? false;
const breathWords = /\bhypoxic\b|\bbreathe every [5-9]\b|\bb[5-9]\b|\bbreath[- ]?hold|\bno[- ]breath|\bunderwater (?:25|50|swim)|\b(?:3\/5\/7|5\/7|7\/9)\b/;
/** Breath held in the swim itself ("no breath 25s", "b7"): its safety line is a ban, "no breath" in the swim is not. */
const holdsBreath = (set: SwimSet) => breathWords.test(swum(set));
const hardZone = (set: SwimSet) => set.zone !== 'REC' && set.zone !== 'EN1';

const setChecks: Partial<Record<ConstraintRule, SetCheck>> = {
  no_kick: (set) => set.stroke === 'kick' || set.equipment.includes('kickboard') || says(set, kickWords),
  no_fly: (set) => set.stroke === 'fly' || mixed(set, 'fly') || choiceOf(set, 'fly') || imWith(set, 'fly') || says(set, flyWords),
  no_breast: (set) => set.stroke === 'breast' || choiceOf(set, 'breast') || imWith(set, 'breast') || says(set, breastWords),
  no_back: (set) => set.stroke === 'back' || choiceOf(set, 'back') || imWith(set, 'back') || says(set, backWords),
  no_im: (set) => set.stroke === 'im' || says(set, /\bim\b|\bimo\b|individual medley/),
  no_breast_kick: (set) => (set.stroke === 'breast' && !breastWithoutWhip.test(set.description.toLowerCase())) || (set.stroke === 'drill' && /\/\s*breast(?:stroke)?\b(?! arms)|\bbreast(?:stroke)? by \d/.test(set.description.toLowerCase())) || (imWith(set, 'breast') && !/no whip kick|dolphin kick|flutter kick|buoy/.test(set.description.toLowerCase())) || says(set, whipKick) || says(set, /\bpull[- ]?outs?\b/),
  no_paddles: (set) => set.equipment.includes('paddles') || says(set, /\bpaddles?\b/),
  no_fins: (set) => set.equipment.includes('fins') || says(set, /\bfins?\b|\bzoomers\b/),
  no_snorkel: (set) => set.equipment.includes('snorkel') || says(set, /\bsnorkels?\b/),
  no_pull_buoy: (set) => set.equipment.includes('pull_buoy') || set.stroke === 'pull' || says(set, /\bbuoys?\b/),
  no_kickboard: (set) => set.equipment.includes('kickboard') || says(set, /\bboards?\b/),
  // Arms forward on a board and pulling with a buoy load the shoulder too (COACHING.md §6: cut pull, kick on the back or side).
  shoulder: (set) => set.equipment.includes('kickboard') || set.stroke === 'pull' || set.equipment.includes('paddles') || set.equipment.includes('band') || set.equipment.includes('parachute') || set.stroke === 'fly' || imWith(set, 'fly') || says(set, flyWords) || says(set, /\bpaddles?\b/),
  knee: (set) => (set.stroke === 'breast' && !breastWithoutWhip.test(set.description.toLowerCase())) || (set.stroke === 'drill' && /\/\s*breast(?:stroke)?\b(?! arms)|\bbreast(?:stroke)? by \d/.test(set.description.toLowerCase())) || (imWith(set, 'breast') && !/no whip kick|dolphin kick|flutter kick|buoy/.test(set.description.toLowerCase())) || says(set, whipKick) || says(set, /\bpull[- ]?outs?\b/),
  // A hard push is a turn, a fast breakout, a dive or a sprint start from the wall.
  easy_pushoffs: (set) => says(set, /\bfast (?:turns?|walls?)\b|\bbreakouts?\b|\bexplosive\b|\bfast into (?:and out of )?(?:each|the) wall|\bfast underwater|\bfrom (?:a |the )?(?:dive|blocks)\b|\boff the blocks\b|\bdives?\b/) || (set.zone.startsWith('SP') && says(set, /\bfrom a push\b/)),
  lower_back: (set) => (set.stroke === 'fly' && set.distance > 25) || set.equipment.includes('kickboard') || says(set, /\bdolphin kick\b|\bfly kick\b|\bbody dolphin\b/),
  ankle: (set) => set.equipment.includes('fins') || says(set, /\bfins?\b/),
  neck: (set) => set.equipment.includes('kickboard') || says(set, /\bheads?[- ]up\b|\bwater polo\b/),
  no_flip_turns: (set) => says(set, /\bflip/),
  no_dives: (set) => says(set, /\bdives?\b|\bdiving\b|\bblocks\b|\brelay exchanges?\b/),
  tired_legs: (set) => (set.stroke === 'kick' && set.zone !== 'REC' && set.zone !== 'EN1') || (set.stroke === 'kick' && set.equipment.includes('fins')),
  returning: (set) => set.zone !== 'REC' && set.zone !== 'EN1',
  light_only: (set) => hardZone(set) || swimsFly(set) || says(set, /\bflip|\bdives?\b|\bunderwater|\bsprint|\ball[- ]out\b|\bmax\b|\bfast\b|\bstrong\b|\bhard\b|\bdescend|\bnegative split|\brace\b|\bgoal pace\b|\b\d{2,4} pace\b|\bhold \d?:?\d|\bthreshold\b|\bbest average\b/) || holdsBreath(set),
  // Moderate aerobic, nothing strong (COACHING.md §9b): fly and dolphin kick are never easy swimming.
  pregnant: (set) => hardZone(set) || swimsFly(set) || holdsBreath(set) || says(set, /\bunderwater|\ball[- ]out\b|\bmax\b|\bstrong\b|\bhard\b|\bfast\b|\bdolphin kick/),
  asthma: (set) => holdsBreath(set),
  kick_only: (set) => set.stroke !== 'kick',
  no_breath_control: (set) => holdsBreath(set),
  // Backstroke into a wall with no flags: counting "from the flags" cannot be done, and every back length needs its count.
  // "odd lengths free, even lengths back": backstroke lengths said in a choice set come into a wall too.
  no_backstroke_flags: (set) => says(set, /\bfrom the flags\b|\bflags[- ]to[- ]wall\b|\bat the flags\b|\bbefore the flags\b/) || ((set.stroke === 'back' || imWith(set, 'back') || mixed(set, 'back') || (set.stroke === 'choice' && /\b(?:lengths?|25s?|50s?) (?:of )?back(?:stroke)?\b|\bback(?:stroke)? (?:lengths?|25s?)\b|\bmix in back/i.test(set.description))) && !/\bcount (?:your )?strokes\b/.test(set.description.toLowerCase())),
  no_underwater: (set) => says(set, /\bunderwater|\buw\b|\bdolphin kicks off\b|\bbreakouts?\b|\bpull[- ]?outs?\b/),
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
  no_jumping: /jump|hop|bound|plyo|burpee|skip(?:ping)?\b|tuck jump|star jump|box jump/i,
  wet_deck: /jump|hop|bound|plyo|burpee|sprint|skip(?:ping)?\b|shuffle/i,
  pregnant: /crunch|sit-up|v-up|plank on|lying on (?:the )?back|burpee|jump/i,
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
