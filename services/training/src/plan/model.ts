import type { Course, DistanceUnit, PlanLaneGroup, PlanSection, Squad, SwimSet, WorkoutPlan, WorkoutTotals, ZoneDistances } from '@laneforge/contracts';
import { blockDistance, setDistance } from '@laneforge/contracts';
import { setSeconds } from './paces';
import { swimmersOf } from './squads';

export function unitOf(course: Course): DistanceUnit {
  return course === 'SCY' ? 'yards' : 'meters';
}

/** One length of the pool: every rep must be a whole number of lengths. */
export function poolLength(course: Course): number {
  return course === 'LCM' ? 50 : 25;
}

/**
 * A pool of 33 is a third of 100 (33⅓ yards or metres, as it is built and as coaches swim it): three lengths
 * make 100, one length is written 33 and two 67.
 */
const THIRD = 33;
export const thirdOf100 = (length: number) => length === THIRD;

/** The distance of `lengths` lengths of a pool `length` long. */
export function lengthsDistance(lengths: number, length: number): number {
  return length === THIRD ? Math.round((lengths * 100) / 3) : lengths * length;
}

/** The nearest whole number of lengths to `distance` (at least one); a third-of-100 pool swims 100s and more in threes. */
function nearestLengths(distance: number, length: number): number {
  if (length === THIRD) return distance >= 100 ? Math.round(distance / 100) * 3 : Math.max(1, Math.round((distance * 3) / 100));
  return Math.max(1, Math.round(distance / length));
}

/** How one length of the pool is read on the plan: "33 yd lengths", "33⅓ yd lengths (100 = 3 lengths)". */
export function poolLine(length: number, unit: DistanceUnit): string {
  const u = unit === 'yards' ? 'yd' : 'm';
  if (length === THIRD) return `33⅓ ${u} lengths (every distance is whole lengths: 100 = 3 lengths, 33 = 1 length, 67 = 2)`;
  return `${length} ${u} lengths (every distance is whole lengths: ${length * 4} = 4 lengths)`;
}

export function onGrid(course: Course, set: Pick<SwimSet, 'distance' | 'halfLength'>, length?: number): boolean {
  if (length === THIRD) return set.distance > 0 && lengthsDistance(nearestLengths(set.distance, length), length) === set.distance;
  if (length && length !== poolLength(course)) return set.distance % length === 0;
  const step = course === 'LCM' && set.halfLength ? 25 : poolLength(course);
  return set.distance % step === 0;
}

/**
 * A plan written for the course, moved onto a pool of another length (a 20-yard pool, a 46 m pool with
 * the bulkhead stuck): every repeat becomes the nearest whole number of lengths, its send-off scaled with
 * it. The coach's own sets were written for their pool and stay as they are.
 */
export function toPoolLength<P extends WorkoutPlan>(plan: P, length: number): P {
  if (length === poolLength(plan.course) || plan.sections.length === 0) return plan;
  const scale = (set: SwimSet): SwimSet => {
    const distance = lengthsDistance(nearestLengths(set.distance, length), length);
    // A third-of-100 pool turns 50s into 67s: fewer of them keep the set's volume (12 x 50 → 9 x 67).
    const reps = length === THIRD && set.reps > 1 && distance !== set.distance ? Math.max(1, Math.round((set.reps * set.distance) / distance)) : set.reps;
    const k = distance / set.distance;
    const send = (s: SwimSet['sendOff']) => (s?.type === 'interval' ? { type: 'interval' as const, seconds: Math.max(5, Math.round((s.seconds * k) / 5) * 5) } : s);
    // Words written for 25s and 50s read in lengths in this pool.
    const description = set.description
      .replace(/\b(?:by|at each|each) (?:25|50)\b/g, 'by length')
      .replace(/\b(odd|even) (?:25|50|75|100)s\b/g, '$1s')
      .replace(/\b(odd|even) (?:25|50)\b/g, '$1 length')
      .replace(/\b(?:25|50) (back|free|breast|fly)\/(?:25|50) (back|free|breast|fly)\b/g, 'a length $1/a length $2');
    return { ...set, distance, reps, description, halfLength: false, sendOff: send(set.sendOff), ...(set.lanes ? { lanes: set.lanes.map((l) => ({ ...l, sendOff: send(l.sendOff) })) } : {}) };
  };
  const label = (l: string | null) => (l ? l.replace(/\b(?:at each|each) (?:25|50|75|100)\b/g, 'at each wall') : l);
  const sections = plan.sections.map((s) => ({ ...s, blocks: s.blocks.map((b) => (b.coachWritten ? b : { ...b, label: label(b.label), sets: b.sets.map(scale), ...(b.swimmers ? { swimmers: b.swimmers.map((l) => ({ ...l, sets: l.sets.map(scale) })) } : {}) })) }));
  return withTotals({ ...plan, poolLength: length, sections });
}

export function sectionDistance(section: Pick<PlanSection, 'blocks'>): number {
  return section.blocks.reduce((sum, b) => sum + blockDistance(b), 0);
}

export function emptyZones(): ZoneDistances {
  return { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 0, SP2: 0, SP3: 0 };
}

/** The sections the first lane group swims (the plan's headline totals): shared ones and its own. */
export function headlineSections<S extends Pick<PlanSection, 'lanes'>>(plan: { sections: readonly S[]; laneGroups?: WorkoutPlan['laneGroups'] }): S[] {
  const first = plan.laneGroups?.[0]?.name;
  return plan.sections.filter((s) => !s.lanes || (first !== undefined && s.lanes.includes(first)));
}

/** How long lane `i` takes over the sets it swims: its repeats on its send-offs, rest-based swims at its pace. */
export function laneSeconds(sections: readonly PlanSection[], i: number, groups: readonly PlanLaneGroup[], squad: Squad, course: Course): number {
  let seconds = 0;
  for (const section of sections) {
    if (section.lanes && !section.lanes.includes(groups[i]!.name)) continue;
    for (const block of section.blocks) {
      for (const set of block.sets) {
        const lane = set.lanes?.[i];
        seconds += block.rounds * setSeconds({ squad, paces: groups[i]!.paces }, course, { ...set, reps: lane?.reps ?? set.reps, sendOff: lane?.sendOff ?? set.sendOff });
      }
    }
  }
  return seconds;
}

export function computeTotals(plan: Pick<WorkoutPlan, 'sections' | 'level' | 'squad' | 'course' | 'steps' | 'dryland' | 'paces' | 'laneGroups'>): WorkoutTotals {
  const squad = swimmersOf(plan);
  const byZone = emptyZones();
  let seconds = 0;
  const counted = headlineSections(plan);
  for (const section of counted) {
    for (const block of section.blocks) {
      for (const set of block.sets) {
        byZone[set.zone] += block.rounds * setDistance(set);
        seconds += block.rounds * setSeconds(squad, plan.course, set);
      }
    }
  }
  const bySection = counted.map((s) => ({ name: s.name, kind: s.kind, distance: sectionDistance(s) }));
  const distance = bySection.reduce((sum, s) => sum + s.distance, 0);
  // The clock as a head coach reads it (PLAN-REVIEW.md check 5): repeats times send-offs, rest-based swims at
  // their pace plus the rest, and a moment to regroup between sections. A lesson is timed by its steps; a
  // dryland-only session by its dryland.
  const untimed = plan.sections.length === 0 ? (plan.steps ?? []).reduce((m, s) => m + s.minutes, 0) || plan.dryland.reduce((m, d) => m + d.minutes, 0) : 0;
  // With lanes, the practice ends when the last lane finishes.
  const groups = plan.laneGroups ?? [];
  const slowest = groups.length >= 2 && groups.every((g) => g.paces) ? Math.max(seconds, ...groups.map((_, i) => laneSeconds(plan.sections.filter((s) => !s.lanes || s.lanes.includes(groups[i]!.name)), i, groups, squad.squad, plan.course))) : seconds;
  const minutes = Math.round(slowest / 60 + Math.max(0, counted.length - 1) * 0.25) + untimed;
  return { distance, bySection, byZone, minutes };
}

/** Sections with their subtotals and the plan's totals recomputed from the sets. */
export function withTotals<P extends WorkoutPlan>(plan: P): P {
  const sections = plan.sections.map((s) => ({ ...s, distance: sectionDistance(s) }));
  return { ...plan, sections, totals: computeTotals({ ...plan, sections }) };
}

export function titleCase(text: string): string {
  return text.replace(/(^|[\s/])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
