import type { Course, Equipment, Focus, Level, SetBlock, Stroke, SwimSet, Zone } from '@laneforge/contracts';
import { poolLength } from '../model';
import { plannedInterval } from '../paces';
import type { Rng } from '../random';
import { strokeNames } from '@laneforge/contracts';

export type Flex = { min: number; max: number; step: number };

/** What every template sees: who swims, where, and the draft's adjustable parts. */
export interface Kit {
  rng: Rng;
  level: Level;
  course: Course;
  focus: readonly Focus[];
  /** The stroke a stroke-focused workout works on; free otherwise. */
  stroke: Exclude<Stroke, 'drill' | 'kick' | 'pull' | 'choice'>;
  excluded: readonly Stroke[];
  /** The workout has its own drill section, so the warm-up leaves drills to it. */
  drillSection: boolean;
  targetEvent: { distance: number; stroke: Stroke } | null;
  /** Sets whose rep count the composer may change to land on the asked volume. */
  flexReps: Map<SwimSet, Flex>;
  /** Warm-up and cool-down swims whose distance the composer may stretch. */
  flexDistance: Map<SwimSet, Flex>;
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
}

const extraRest: Record<Zone, number> = { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 20, SP2: 20, SP3: 5 };

export function isYoung(level: Level): boolean {
  return level === 'age_group_8_10' || level === 'recreational' || level === 'summer_swim_team';
}

/** Longest single rep a level swims in a main set. */
export function longestRep(level: Level): number {
  switch (level) {
    case 'age_group_8_10':
      return 100;
    case 'recreational':
      return 200;
    case 'summer_swim_team':
    case 'age_group_11_12':
    case 'masters':
      return 400;
    default:
      return 500;
  }
}

/** A distance on the pool grid: whole lengths, never shorter than one. */
export function grid(kit: Kit, distance: number): number {
  const step = poolLength(kit.course);
  return Math.max(step, Math.round(distance / step) * step);
}

export function makeSet(kit: Kit, spec: SetSpec): SwimSet {
  const stroke = spec.stroke ?? 'free';
  const equipment = spec.equipment ?? [];
  const halfLength = kit.course === 'LCM' && spec.halfLength === true && spec.distance % 50 !== 0;
  const distance = halfLength ? spec.distance : grid(kit, spec.distance);
  const base = { distance, stroke, zone: spec.zone, equipment };
  const timing = spec.timing ?? 'interval';
  const sendOff =
    timing === 'none'
      ? null
      : timing === 'rest'
        ? { type: 'rest' as const, seconds: spec.rest ?? 15 }
        : { type: 'interval' as const, seconds: plannedInterval(kit.level, kit.course, base, spec.extra ?? extraRest[spec.zone]) };
  return {
    reps: spec.reps ?? 1,
    distance,
    stroke,
    description: spec.description ?? '',
    sendOff,
    zone: spec.zone,
    equipment,
    halfLength,
  };
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

/** A rep count the composer may adjust later, in steps that keep the set's wording true. */
export function flexible(kit: Kit, set: SwimSet, min: number, max: number, step = 1): SwimSet {
  kit.flexReps.set(set, { min: Math.min(min, step), max: Math.max(max, Math.ceil(set.reps * 1.5)), step });
  return set;
}


/** A stroke inside a sentence: "200 breast race pace", but always "IM". */
export const strokeWord = (stroke: Stroke): string => (stroke === 'im' ? 'IM' : strokeNames[stroke].toLowerCase());

/** A swimming stroke the swimmers may use, falling back to free when the coach ruled it out. */
export function allowed(kit: Kit, stroke: Stroke): Stroke {
  if (stroke === 'im') return kit.excluded.length > 0 ? 'choice' : 'im';
  return kit.excluded.includes(stroke) ? 'free' : stroke;
}
