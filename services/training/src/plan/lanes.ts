import type { Course, Plan, PlanLaneGroup, SeasonPlan, SetBlock, Squad, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { plannedInterval, roundUpToClock, swimSeconds } from './paces';
import { squadOf } from './squads';

/**
 * A plan for lane groups (COACHING.md §9): one set per line, each group on its own send-off —
 * `8 x 100 Free @ 1:15 / 1:25 / 1:35 (Lanes 1-2 / 3-4 / 5-6)` — and, when a group's volume factor
 * is below 1, fewer repeats for the slower lanes so everyone finishes together.
 */

/** Sets shorter than this keep their repeats in every lane: a 3 x 200 is not cut to 2. */
const FEWEST_REPS_TO_CUT = 4;

/** Zones whose send-off is set by the rest (COACHING.md §3). */
const restSetsPace = new Set(['SP2', 'SP3']);

function laneReps(set: SwimSet, group: PlanLaneGroup, kept: boolean): number {
  if (kept || group.volumeFactor >= 1 || set.reps < FEWEST_REPS_TO_CUT) return set.reps;
  return Math.max(2, Math.round(set.reps * group.volumeFactor));
}

/** The first group's send-off moved by the difference the group's paces make on this swim; rest stays rest. */
function laneSendOff(set: SwimSet, group: PlanLaneGroup, first: PlanLaneGroup, squad: Squad, course: Course): SwimSet['sendOff'] {
  if (set.sendOff?.type !== 'interval') return set.sendOff;
  const slower = { squad, paces: group.paces };
  const fastest = { squad, paces: first.paces };
  // Sprint send-offs are mostly rest: a slower lane gets its longer swim, not more rest on top.
  const shift = restSetsPace.has(set.zone)
    ? roundUpToClock(swimSeconds(slower, course, set) - swimSeconds(fastest, course, set))
    : plannedInterval(slower, course, set) - plannedInterval(fastest, course, set);
  return { type: 'interval', seconds: Math.max(5, set.sendOff.seconds + shift) };
}

const same = (a: SwimSet['sendOff'], b: SwimSet['sendOff']) => JSON.stringify(a) === JSON.stringify(b);

/** The set with each group's repeats and send-off; a set every lane swims alike carries none. */
export function withLanes(set: SwimSet, groups: readonly PlanLaneGroup[], squad: Squad, course: Course, kept = false): SwimSet {
  const { lanes: _old, ...plain } = set;
  const first = groups[0]!;
  const lanes = groups.map((g) => ({ reps: laneReps(set, g, kept), sendOff: laneSendOff(set, g, first, squad, course) }));
  lanes[0] = { reps: set.reps, sendOff: set.sendOff };
  return lanes.every((l) => l.reps === set.reps && same(l.sendOff, set.sendOff)) ? plain : { ...plain, lanes };
}

const relaneBlock = (block: SetBlock, groups: readonly PlanLaneGroup[], squad: Squad, course: Course): SetBlock => ({
  ...block,
  sets: block.sets.map((s) => withLanes(s, groups, squad, course, block.coachWritten === true)),
});

/**
 * Every set of the plan written for the groups. Groups read back from text have no paces: their
 * send-offs stay as written.
 */
export function forLaneGroups<P extends Plan>(plan: P, groups: readonly PlanLaneGroup[]): P {
  if (groups.length < 2 || groups.some((g) => !g.paces)) return plan;
  const squad = squadOf(plan);
  if (plan.kind === 'workout') {
    const sections = (plan as WorkoutPlan).sections.map((s) => ({ ...s, blocks: s.blocks.map((b) => relaneBlock(b, groups, squad, plan.course)) }));
    return { ...plan, laneGroups: [...groups], sections };
  }
  const weeks = (plan as SeasonPlan).weeks.map((w) => ({ ...w, keySets: w.keySets.map((s) => withLanes(s, groups, squad, plan.course)) }));
  return { ...plan, laneGroups: [...groups], weeks };
}
