import type { Course, Equipment, Focus, PlanConstraint, PlanPaces, SectionKind, SetBlock, Squad, Stroke, SwimSet, WorkoutPlan, Zone } from '@laneforge/contracts';
import { strokeNames } from '@laneforge/contracts';
import { type Change, repairSet, wordsForLength } from '../constraints/repair';
import { type Flex, flyAsFree } from '../fit';
import { flyShare } from '../set-facts';
import { poolLength } from '../model';
import { plannedInterval, swimSeconds } from '../paces';
import type { Rng } from '../random';
import { longestFor, squadOf, squads } from '../squads';

export type DayStroke = 'free' | 'back' | 'breast' | 'fly' | 'im';

/** What every template sees: who swims, where, the limits, and the draft's adjustable parts. */
export interface Kit {
  rng: Rng;
  squad: Squad;
  /** The coach's stored paces the send-offs follow; absent = the squad's default paces. */
  paces?: PlanPaces | undefined;
  course: Course;
  focus: readonly Focus[];
  /** The stroke a stroke day works on; free otherwise. */
  stroke: DayStroke;
  constraints: readonly PlanConstraint[];
  /** Substitutions made while the sets were written, stated once on the plan. */
  changes: Change[];
  /** The section being written: the repair rules read it (a kick set in the warm-up is not the kick set). */
  section: SectionKind;
  /** The workout has its own drill section, so the warm-up leaves drills to it. */
  drillSection: boolean;
  targetEvent: { distance: number; stroke: Stroke } | null;
  /** Sets whose rep count the fitter may change to land on the asked volume. */
  flexReps: Map<SwimSet, Flex>;
  /** Warm-up and cool-down swims whose distance the fitter may stretch. */
  flexDistance: Map<SwimSet, Flex>;
  /** Fly written so far, kept under the squad's per-session cap. */
  flyUsed: number;
  /** Seconds added to the main set's send-offs today: some days a little more rest, as coaches vary it. */
  mainRest: number;
  /** Which structure a template writes today: consecutive days (and a regenerate) rotate through them. */
  variant: number;
  /** What is left of the day's position once the structure is chosen: the structure's own choices read it (see `vary`). */
  rest: number;
  /** The group is tired (the coach said so): no all-out sprints or dives on top of the day. */
  tired?: boolean;
  /** No all-out work on top of the day: a tired group, tired legs, an easy-only limit, gentle or older adults. */
  calm?: boolean;
  /** One length of a pool of its own size (20 yd, 46 m); absent = the course's. */
  length?: number | undefined;
  /** Lanes on their own send-offs must finish together: no structure every lane swims whole (a ladder, a pyramid). */
  together?: boolean;
}

/** What a kit is made from: the brief of a new plan, or a plan being refined. */
export interface KitSource {
  squad: Squad;
  paces?: PlanPaces | undefined;
  course: Course;
  focus: readonly Focus[];
  constraints: readonly PlanConstraint[];
  targetEvent: { distance: number; stroke: Stroke } | null;
  /** Rotates the structures: the day number plus the request's and the draw's hash. */
  variant?: number;
}

const dayStrokes: readonly DayStroke[] = ['back', 'breast', 'fly', 'free', 'im'];

/** The stroke of the day, unless the coach ruled it out. */
function dayStroke(source: KitSource): DayStroke {
  const ruled = new Set(source.constraints.map((c) => c.rule));
  const out: Record<DayStroke, boolean> = {
    fly: ruled.has('no_fly') || ruled.has('shoulder'),
    back: ruled.has('no_back'),
    breast: ruled.has('no_breast'),
    im: ruled.has('no_im'),
    free: false,
  };
  const named = source.focus.find((f): f is DayStroke => (dayStrokes as readonly string[]).includes(f) && f !== 'im');
  return named && !out[named] ? named : 'free';
}

/** The one way a kit is made, for composing, refining and seasons alike. */
export function kitFor(source: KitSource, rng: Rng): Kit {
  return {
    rng,
    squad: source.squad,
    paces: source.paces,
    course: source.course,
    focus: source.focus,
    stroke: dayStroke(source),
    constraints: source.constraints,
    changes: [],
    section: 'main',
    drillSection: false,
    targetEvent: source.targetEvent,
    flexReps: new Map(),
    flexDistance: new Map(),
    flyUsed: 0,
    mainRest: rng.pick([0, 0, 5]),
    variant: source.variant ?? rng.int(0, 9999),
    rest: 0,
  };
}

/**
 * The day's position in [0, 1) on a wheel of 57 steps, moving 5 steps a day: ten dates of one request
 * a day, two, three, up to seven days or two weeks apart all stand at least 3 steps (1/19) apart.
 * The variant is a day number plus the request's and the draw's hash.
 */
const STEP = 5 / 57;
const position = (variant: number) => ((((variant * STEP + 0.5 / 57) % 1) + 1) % 1);

/**
 * The variant of a plan: its day number, shifted by the request so requests do not move in step; a
 * regenerate (a draw with its own seed) moves a third to two thirds of the wheel on, so it lands on
 * another structure of every family of three or more.
 */
export function variantOf(day: number, requestHash: number, seedHash: number | null): number {
  const steps = seedHash === null ? 0 : 19 + (seedHash % 20);
  // 23 is 5⁻¹ modulo 57: that many days move the wheel by `steps`.
  return day + (requestHash % 997) + ((steps * 23) % 57);
}

/**
 * Today's structure among a family's options: the day's position picks it, so a week of one request is
 * not one set, and what is left of the position is kept for the structure's own choices.
 */
export function rotate<T>(kit: Pick<Kit, 'variant' | 'rest'>, options: readonly T[]): T {
  const at = position(kit.variant) * options.length;
  const index = Math.min(options.length - 1, Math.floor(at));
  kit.rest = at - index;
  return options[index] as T;
}

/**
 * One choice within today's structure, read from the day's position as the next digit of a
 * mixed-radix number: dates whose positions fall in the same structure still differ in a choice
 * unless they are closer than one combination apart.
 */
export function vary<T>(kit: Pick<Kit, 'rest'>, options: readonly T[]): T {
  if (options.length === 0) throw new Error('vary over an empty list');
  const at = kit.rest * options.length;
  const index = Math.min(options.length - 1, Math.floor(at));
  kit.rest = at - index;
  return options[index] as T;
}

/** The kit for a second set of the main set's kind: half a turn on, so another structure than the main set's. */
export const otherStructure = (kit: Kit): Kit => ({ ...kit, variant: kit.variant + 0.5 / STEP });

/** A plan's event ("200 IM") back into distance and stroke. */
export function eventOf(plan: Pick<WorkoutPlan, 'targetEvent'>): KitSource['targetEvent'] {
  const m = /(\d{2,4})\s+(free|back|breast|fly|im)/i.exec(plan.targetEvent ?? '');
  return m ? { distance: Number(m[1]), stroke: m[2]!.toLowerCase() as Stroke } : null;
}

export function sourceOfPlan(plan: WorkoutPlan): KitSource {
  return { squad: squadOf(plan), paces: plan.paces, course: plan.course, focus: plan.focus, constraints: plan.constraints ?? [], targetEvent: eventOf(plan) };
}

export interface SetSpec {
  reps?: number;
  distance: number;
  stroke?: Stroke;
  zone: Zone;
  description?: string;
  equipment?: Equipment[];
  /** `interval` (default): a send-off on the clock; `rest`: seconds of rest; `none`: a continuous swim. */
  timing?: 'interval' | 'rest' | 'none';
  rest?: number;
  extra?: number;
  halfLength?: boolean;
  /** Each repeat split between strokes (25 fly + 25 free). */
  mix?: SwimSet['mix'];
}

/** Rest added to every send-off of a zone: lactate and sprint work leaves swimmers time to recover. */
const extraRest: Record<Zone, number> = { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 20, SP2: 20, SP3: 5 };

export const isYoung = (kit: Pick<Kit, 'squad'>) => squads[kit.squad].young;

export const profile = (kit: Pick<Kit, 'squad'>) => squads[kit.squad];

/** Longest single repeat of a stroke for the kit's swimmers. */
export const longest = (kit: Pick<Kit, 'squad'>, stroke: Stroke) => longestFor(kit.squad, stroke);

/** A distance on the pool grid: whole lengths, never shorter than one. */
export function grid(kit: Pick<Kit, 'course'> & { length?: number | undefined }, distance: number): number {
  const step = kit.length ?? poolLength(kit.course);
  return Math.max(step, Math.round(distance / step) * step);
}

/** A set written for the kit's swimmers, its send-off from their pace, made to keep the coach's limits. */
export function makeSet(kit: Kit, spec: SetSpec): SwimSet {
  const stroke = spec.stroke ?? 'free';
  const equipment = (spec.equipment ?? []).filter((e) => profile(kit).paddles || (e !== 'paddles' && e !== 'band' && e !== 'parachute'));
  const halfLength = kit.course === 'LCM' && !kit.length && spec.halfLength === true && spec.distance % 50 !== 0;
  // A full IM is four lengths or a multiple of them, whatever the pool's length.
  const im = spec.stroke === 'im' && kit.length ? Math.max(4, Math.round(spec.distance / kit.length / 4) * 4) * kit.length : null;
  const distance = im ?? (halfLength ? spec.distance : grid(kit, spec.distance));
  const base = { distance, stroke, zone: spec.zone, equipment };
  const timing = spec.timing ?? 'interval';
  // Crowded lanes need 5 s more on every send-off so the slowest swimmer still gets the zone's rest (COACHING.md §6).
  // Drill within a swim ("drill/swim by 25", "kick/drill/swim") is slower than the stroke it names: 10 s a 100 more.
  const drilled = stroke !== 'drill' && /\bdrill\b/.test(spec.description ?? '') ? Math.round(distance / 10) : 0;
  const extra = (spec.extra ?? extraRest[spec.zone]) + drilled + profile(kit).extraRest + (rules(kit).has('crowded_lanes') ? 5 : 0) + (kit.section === 'main' ? kit.mainRest : 0);
  const sendOff =
    timing === 'none'
      ? null
      : timing === 'rest'
        ? { type: 'rest' as const, seconds: spec.rest ?? 15 }
        : { type: 'interval' as const, seconds: plannedInterval(kit, kit.course, base, extra) };
  const set = withinFly(kit, { reps: spec.reps ?? 1, distance, stroke, description: spec.description ?? '', sendOff, zone: spec.zone, equipment, halfLength, ...(spec.mix ? { mix: spec.mix } : {}) });
  const repaired = repairSet(wordsForLength(set), { squad: kit.squad, paces: kit.paces, course: kit.course, section: kit.section, constraints: kit.constraints });
  kit.changes.push(...repaired.changes);
  return repaired.set;
}

/**
 * Fly within the squad's limits (COACHING.md §2): a repeat longer than the squad's fly repeat
 * becomes "25 fly/25 free" where that fits, and fly past the session's cap is swum free.
 */
function withinFly(kit: Kit, set: SwimSet): SwimSet {
  const p = profile(kit);
  if (set.stroke === 'im') {
    const fly = set.reps * set.distance * flyShare(set);
    // An IM day swims its IMs whole: the session's fly may run half again past the usual cap.
    if (fly === 0 || kit.flyUsed + fly <= p.flySession * 0.8 * (kit.focus.includes('im') ? 1.5 : 1)) {
      kit.flyUsed += fly;
      return set;
    }
    return flyAsFree(set);
  }
  if (set.stroke !== 'fly') return set;
  let next = set;
  // A fly repeat longer than the squad swims becomes half fly, half free where a 25 of fly fits, else free.
  if (!set.mix && set.distance > p.flyRep) {
    next = p.flyRep >= 25 && set.distance === 50 ? { ...set, mix: [{ stroke: 'fly', distance: 25 }, { stroke: 'free', distance: 25 }] } : { ...set, stroke: 'free', description: set.description.replace(/\bfly\b/gi, 'free') };
  }
  const fly = next.reps * next.distance * flyShare(next);
  if (fly > 0 && kit.flyUsed + fly > p.flySession * 0.8) return flyAsFree(next);
  kit.flyUsed += fly;
  return next;
}

export function single(set: SwimSet): SetBlock {
  return { rounds: 1, label: null, sets: [set] };
}

export function rounds(n: number, label: string | null, sets: SwimSet[]): SetBlock {
  return { rounds: n, label, sets };
}

/** How many reps of `distance` fill `budget`, within what a coach would write. */
export function repsFor(budget: number, distance: number, min: number, max: number, step = 1): number {
  const raw = Math.round(budget / distance / step) * step;
  return Math.min(max, Math.max(min, raw));
}

/** A rep count the fitter may adjust later, in steps that keep the set's wording true. */
export function flexible(kit: Kit, set: SwimSet, min: number, max: number, step = 1): SwimSet {
  kit.flexReps.set(set, { min: Math.max(step, Math.ceil(min / step) * step), max: Math.max(max, set.reps), step });
  return set;
}

/** How many rounds of a block of `per` fill `budget`. */
export function roundsFor(budget: number, per: number, max = 4): number {
  const n = Math.min(max, Math.max(1, Math.round(budget / per)));
  // Rounding up a round of a big block would swell the set far past its share: the fitter fills the rest.
  return n > 1 && n * per > budget * 1.2 ? n - 1 : n;
}

/** A stroke inside a sentence: "200 breast race pace", but always "IM". */
export const strokeWord = (stroke: Stroke): string => (stroke === 'im' ? 'IM' : strokeNames[stroke].toLowerCase());

/** A swimming stroke the swimmers may use, falling back to free when the coach ruled it out. */
export function allowed(kit: Kit, stroke: Stroke): Stroke {
  const ruled = new Set(kit.constraints.map((c) => c.rule));
  if (stroke === 'im') return ruled.has('no_im') ? 'choice' : 'im';
  if (stroke === 'fly' && (ruled.has('no_fly') || ruled.has('shoulder'))) return 'free';
  if (stroke === 'breast' && ruled.has('no_breast')) return 'free';
  if (stroke === 'back' && ruled.has('no_back')) return 'free';
  if (stroke === 'kick' && ruled.has('no_kick')) return 'pull';
  return stroke;
}

export const rules = (kit: Pick<Kit, 'constraints'>) => new Set(kit.constraints.map((c) => c.rule));

/** A target time a swimmer of the squad holds on a repeat ("hold 1:09-1:11"), so effort words have numbers. */
export function holdText(kit: Kit, distance: number, stroke: Stroke, zone: Zone): string {
  const t = swimSeconds(kit, kit.course, { distance, stroke, zone, equipment: [] });
  const lo = Math.round(t - (distance >= 200 ? 2 : 1));
  const hi = Math.round(t + (distance >= 200 ? 2 : 1));
  const fmt = (s: number) => (s < 60 ? `:${String(s).padStart(2, '0')}` : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
  return `${fmt(lo)}-${fmt(hi)}`;
}
