import type { Course, Equipment, PlanPaces, Squad, Stroke, SwimSet, Zone } from '@laneforge/contracts';
import { squads } from './squads';

/*
 * Send-offs are the swimmers' threshold pace — the coach's stored paces (COACHING.md §3, §5.N), or
 * the squad's default (squads.ts) — adjusted for zone, stroke, course and rep length, plus the
 * zone's rest, rounded up to the 5-second clock.
 */

/** Who swims: the squad (volumes, limits), and the paces their send-offs follow when the coach stored some. */
export interface Swimmers {
  squad: Squad;
  paces?: PlanPaces | undefined;
}

/** A bare squad swims on its level's default paces. */
export type Who = Squad | Swimmers;

/** Below 1.0 is faster than aerobic pace. */
export const zoneSpeed: Record<Zone, number> = {
  REC: 1.18,
  EN1: 1.06,
  EN2: 1.0,
  EN3: 0.95,
  SP1: 0.92,
  SP2: 0.9,
  SP3: 0.86,
};

export const strokeFactor: Record<Stroke, number> = {
  free: 1,
  back: 1.1,
  breast: 1.25,
  fly: 1.18,
  im: 1.13,
  choice: 1.06,
  drill: 1.28,
  kick: 1.42,
  pull: 1.05,
};

export const courseFactor: Record<Course, number> = { SCY: 1, SCM: 1.1, LCM: 1.14 };

/** Minimum rest per rep: a floor in seconds plus a share of the swim time (work:rest). */
export const zoneRest: Record<Zone, { floor: number; ratio: number }> = {
  REC: { floor: 5, ratio: 0 },
  EN1: { floor: 5, ratio: 0.05 },
  EN2: { floor: 10, ratio: 0.08 },
  EN3: { floor: 15, ratio: 0.3 },
  SP1: { floor: 30, ratio: 1.2 },
  SP2: { floor: 60, ratio: 3 },
  SP3: { floor: 45, ratio: 4 },
};

/**
 * How much faster than the typical swimmer of the squad a strong one in the group may be: the
 * validator accepts send-offs down to this share of the composed pace, so an LLM's plan for a fast
 * high-school group is not called impossible.
 */
const FEASIBLE_SHARE = 0.9;

export function roundUpToClock(seconds: number): number {
  return Math.ceil(seconds / 5) * 5;
}

function equipmentFactor(stroke: Stroke, equipment: readonly Equipment[]): number {
  let f = 1;
  if (equipment.includes('fins')) f *= stroke === 'kick' ? 0.8 : 0.9;
  if (equipment.includes('paddles')) f *= 0.97;
  if (equipment.includes('parachute') || equipment.includes('band')) f *= 1.08;
  return f;
}

/** Longer reps are swum a little slower per 100, short ones a little faster off the push. */
function lengthFactor(distance: number): number {
  return Math.pow(distance / 100, 1.04) / (distance / 100);
}

const paceStrokes = new Set<Stroke>(['free', 'back', 'breast', 'fly', 'im']);

/** Threshold swim time per 100 of a stroke in a course: the stored paces where there are some, else the squad's. */
export function threshold100(who: Who, course: Course, stroke: Stroke): number {
  const paces = typeof who === 'string' ? undefined : who.paces;
  if (!paces) return squads[typeof who === 'string' ? who : who.squad].pace * strokeFactor[stroke] * courseFactor[course];
  const own = paceStrokes.has(stroke) ? paces.threshold[stroke as keyof PlanPaces['threshold']] : paces.threshold.free * strokeFactor[stroke];
  return (own * courseFactor[course]) / courseFactor[paces.course];
}

/** Expected swim time of one rep for a typical swimmer of the squad (or of the coach's stored paces). */
export function swimSeconds(
  who: Who,
  course: Course,
  set: Pick<SwimSet, 'distance' | 'stroke' | 'zone' | 'equipment'>,
): number {
  const per100 = threshold100(who, course, set.stroke) * zoneSpeed[set.zone];
  return (per100 * (set.distance / 100)) * lengthFactor(set.distance) * equipmentFactor(set.stroke, set.equipment);
}

/**
 * Sprint (SP3) rest restores the sprint energy system, which takes time rather than a multiple of the
 * swim: a 25 in 12 s goes on 1:00-1:30 (COACHING.md §3), and a slower swimmer's 25 does not earn
 * three minutes on the wall. Children recover quickly and sprint short (§2: fun sprints), so their
 * 25s go on about 1:00-1:15.
 */
const sprintRestCap = (who: Who | undefined) => (who !== undefined && squads[typeof who === 'string' ? who : who.squad].young ? 40 : 75);

/** Least rest per rep of a zone; the squad, when known, bounds the sprint rest. */
export function minimumRest(zone: Zone, swim: number, who?: Who): number {
  const r = zoneRest[zone];
  const rest = Math.max(r.floor, swim * r.ratio);
  return zone === 'SP3' ? Math.min(rest, sprintRestCap(who)) : rest;
}

/** The send-off the composer writes: typical swim time plus the zone's rest and a little more, on the clock. */
export function plannedInterval(
  squad: Who,
  course: Course,
  set: Pick<SwimSet, 'distance' | 'stroke' | 'zone' | 'equipment'>,
  extraRest = 0,
): number {
  const swim = swimSeconds(squad, course, set);
  return roundUpToClock(swim + minimumRest(set.zone, swim, squad) + extraRest);
}

/**
 * The tightest send-off a strong swimmer of the squad can make with half the zone's usual rest: a
 * check of what is possible, looser than what the composer writes, so a coach's own set is not refused.
 */
export function feasibleInterval(
  squad: Who,
  course: Course,
  set: Pick<SwimSet, 'distance' | 'stroke' | 'zone' | 'equipment'>,
): number {
  const swim = swimSeconds(squad, course, set) * FEASIBLE_SHARE;
  return swim + minimumRest(set.zone, swim, squad) / 2;
}

/** Seconds one set takes on the clock, including its rest. */
export function setSeconds(squad: Who, course: Course, set: SwimSet): number {
  if (set.sendOff?.type === 'interval') return set.reps * set.sendOff.seconds;
  const swim = swimSeconds(squad, course, set);
  const rest = set.sendOff?.type === 'rest' ? set.sendOff.seconds : set.reps > 1 ? minimumRest(set.zone, swim, squad) : 0;
  return set.reps * (swim + rest);
}
