import type { Course, Plan, PlanLaneGroup, SeasonPlan, SetBlock, Squad, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { plannedInterval, roundUpToClock, setSeconds, swimSeconds } from './paces';
import { laneSeconds } from './model';
import { squadOf } from './squads';

/**
 * A plan for lane groups (COACHING.md §9): one set per line, each group on its own send-off —
 * `8 x 100 Free @ 1:15 / 1:25 / 1:35 (Lanes 1-2 / 3-4 / 5-6)` — and, when a group's volume factor
 * is below 1, fewer repeats for the slower lanes so everyone finishes together.
 */

/** Sets shorter than this keep their repeats in every lane at first: a 3 x 200 is cut only if the lanes would not finish together. */
const FEWEST_REPS_TO_CUT = 4;
/** Lanes finish within about a minute of each other (COACHING.md §7.25). */
const FINISH_WITHIN_SECONDS = 90;

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

// Whole seconds first, so 119.6 is 2:00 and never "1:60".
const clockText = (seconds: number) => {
  const s = Math.round(seconds);
  return s < 60 ? `:${String(s).padStart(2, '0')}` : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const seconds = (t: string) => (t.startsWith(':') ? +t.slice(1) : +t.split(':')[0]! * 60 + +t.split(':')[1]!);

/** Every time in a set's words scaled by `k` (a slower lane's base over the first lane's): ":33-:35" → ":47-:50". */
export function scaledTimes(description: string, k: number): string {
  if (k === 1 || /\d:\d\d \/ /.test(description)) return description;
  return description.replace(/(?<![\d:@])(\d?:\d\d)(?![\d:])/g, (t) => clockText(seconds(t) * k));
}

/** A target time written for the first lane ("hold 1:07-1:09") becomes each lane's, slowest last: "hold 1:07-1:09 / 1:14-1:16". */
function laneTargets(description: string, groups: readonly PlanLaneGroup[]): string {
  const first = groups[0]!.paces!.base;
  // Written for the lanes already (a refined plan laned again): each lane's target is there.
  if (/\d:\d\d(?:-\d?:\d\d)? \/ \d?:\d\d/.test(description)) return description;
  // "hold 1:07-1:09", "target :32", or a pace "1:02-1:04 per 100" at the start of a label or after a comma.
  return description.replace(/(\b(?:hold|target|to|at) |^|, )(\d?:\d\d)(?:-(\d?:\d\d))?(?![-\d])(?= per 100\b|(?! \/))/, (m, word: string, a: string, b: string | undefined, offset: number, all: string) => {
    if ((word === '' || word === ', ') && !all.slice(offset + m.length).startsWith(' per 100')) return m;
    const each = groups.map((g) => {
      const k = (g.paces?.base ?? first) / first;
      return b ? `${clockText(seconds(a) * k)}-${clockText(seconds(b) * k)}` : clockText(seconds(a) * k);
    });
    return `${word}${each.join(' / ')}`;
  });
}

/** A structure whose repeats are its shape (the 12 days, a pyramid, a ladder): every lane swims all of it, the slower on their own send-offs. */
const shaped = (block: SetBlock) => block.coachWritten === true || /^12 days of christmas|\bpyramid\b|\bladder\b/i.test(block.label ?? '');

const relaneBlock = (block: SetBlock, groups: readonly PlanLaneGroup[], squad: Squad, course: Course): SetBlock => block.locked ? block : ({
  ...block,
  sets: block.sets.map((s) => {
    const laned = withLanes(s, groups, squad, course, shaped(block));
    return block.coachWritten ? laned : { ...laned, description: laneTargets(laned.description, groups) };
  }),
  ...(block.label && !block.coachWritten ? { label: laneTargets(block.label, groups) } : {}),
});

/** The repeats lane `i` swims that it may give up or take back: its own entry on a send-off or on rest, outside the shapes every lane swims whole. */
function* laneRepeats(sections: WorkoutPlan['sections'], groups: readonly PlanLaneGroup[], i: number): Generator<{ set: SwimSet; block: SetBlock; lane: NonNullable<SwimSet['lanes']>[number] }> {
  for (const section of sections) {
    if (section.lanes && !section.lanes.includes(groups[i]!.name)) continue;
    for (const block of section.blocks) {
      if (shaped(block)) continue;
      for (const set of block.sets) {
        const lane = set.lanes?.[i];
        // A repeat on a send-off or on its rest ("4 x 75 w/ :15 rest") can go; a swim without either is one piece.
        if (lane && (lane.sendOff?.type === 'interval' || lane.sendOff?.type === 'rest')) yield { set, block, lane };
      }
    }
  }
}

/**
 * The slower lanes swim fewer repeats until every lane finishes within about a minute of the first:
 * the longest sets give up a repeat first, and no set drops below half its repeats. Lanes that must finish
 * together (no clock) take repeats back while they still end with the first.
 */
function finishTogether(sections: WorkoutPlan['sections'], groups: readonly PlanLaneGroup[], squad: Squad, course: Course, clock: number | null): void {
  // Together with the first lane, or by the end of the coach's clock when that is later: a slower lane uses the time there is.
  const target = Math.max(laneSeconds(sections, 0, groups, squad, course), clock ?? 0);
  for (let i = 1; i < groups.length; i++) {
    const who = { squad, paces: groups[i]!.paces };
    const repeatSeconds = (r: { set: SwimSet; block: SetBlock; lane: NonNullable<SwimSet['lanes']>[number] }) => r.block.rounds * setSeconds(who, course, { ...r.set, reps: 1, sendOff: r.lane.sendOff });
    const setLaneReps = (set: SwimSet, by: number) => (set.lanes![i] = { ...set.lanes![i]!, reps: set.lanes![i]!.reps + by });
    for (let guard = 0; guard < 60 && laneSeconds(sections, i, groups, squad, course) > target + FINISH_WITHIN_SECONDS; guard++) {
      let best: { set: SwimSet; gain: number; left: number } | null = null;
      for (const r of laneRepeats(sections, groups, i)) {
        if (r.lane.reps <= Math.max(1, Math.ceil(r.set.reps / 2))) continue;
        // The set least cut so far gives the next repeat, so the cuts spread over the practice.
        const left = r.lane.reps / r.set.reps;
        const gain = repeatSeconds(r);
        if (!best || left > best.left || (left === best.left && gain > best.gain)) best = { set: r.set, gain, left };
      }
      if (!best) break;
      setLaneReps(best.set, -1);
    }
    // Finishing together: a lane its volume share left well short of the others gets repeats back while it still ends with them.
    for (let guard = 0; clock === null && guard < 60; guard++) {
      const now = laneSeconds(sections, i, groups, squad, course);
      let back: { set: SwimSet; left: number } | null = null;
      for (const r of laneRepeats(sections, groups, i)) {
        if (r.lane.sendOff?.type !== 'interval' || r.lane.reps >= r.set.reps || now + repeatSeconds(r) > target + FINISH_WITHIN_SECONDS / 3) continue;
        const left = r.lane.reps / r.set.reps;
        if (!back || left < back.left) back = { set: r.set, left };
      }
      if (!back) break;
      setLaneReps(back.set, 1);
    }
  }
}

/**
 * Every set of the plan written for the groups. Groups read back from text have no paces: their
 * send-offs stay as written.
 */
export function forLaneGroups<P extends Plan>(plan: P, groups: readonly PlanLaneGroup[], options: { together?: boolean } = {}): P {
  if (groups.length < 2 || groups.some((g) => !g.paces)) return plan;
  const squad = squadOf(plan);
  if (plan.kind === 'workout') {
    // A section of some lanes' own (their own main set) is written for those lanes already: it takes no other lane's entries.
    const sections = (plan as WorkoutPlan).sections.map((s) => (s.lanes ? s : { ...s, blocks: s.blocks.map((b) => relaneBlock(b, groups, squad, plan.course)) }));
    // Each set carries every lane's entry so a lane can give up repeats on its own.
    for (const s of sections) if (!s.lanes) for (const b of s.blocks) b.sets = b.sets.map((set) => (set.lanes ? set : { ...set, lanes: groups.map(() => ({ reps: set.reps, sendOff: set.sendOff })) }));
    // Lanes that must finish together (a relay to close) finish with the first lane, whatever the clock.
    const minutes = options.together ? null : (plan as WorkoutPlan).requestedMinutes;
    const clock = minutes ? (minutes - (minutes <= 60 ? 2 : minutes * 0.03) - Math.max(0, sections.length - 1) * 0.25) * 60 : null;
    // "All lanes finishing the main together", "everybody off the wall together for a relay": each set ends together, not only the practice.
    if (options.together) for (const section of sections) finishTogether([section], groups, squad, plan.course, null);
    else finishTogether(sections, groups, squad, plan.course, clock);
    for (const s of sections) for (const b of s.blocks) b.sets = b.sets.map((set) => (set.lanes && set.lanes.every((l) => l.reps === set.reps && same(l.sendOff, set.sendOff)) ? (({ lanes: _l, ...rest }) => rest)(set) : set));
    return { ...plan, laneGroups: [...groups], sections };
  }
  const weeks = (plan as SeasonPlan).weeks.map((w) => ({ ...w, keySets: w.keySets.map((s) => withLanes(s, groups, squad, plan.course)) }));
  return { ...plan, laneGroups: [...groups], weeks };
}
