import { type BriefLane, type Focus, type PlanSection, type SectionKind, type WorkoutPlan, laneTotals } from '@laneforge/contracts';
import { forLaneGroups } from './lanes';
import { type Order, eachOwnJob } from './understand';

/**
 * Groups with mains of their own (COACHING.md §9, §9b): "same warm-up for all, then totally different
 * mains" for sprint, mid and distance groups; "speed day for everyone except lane 5, they get aerobic".
 * Everyone swims the warm-up, the pre-set and the cool-down together; each group's middle of the
 * practice is written for that group alone, on its own paces and volume, and says whose it is.
 */

/** Sections the whole pool swims together. */
const together = new Set<SectionKind>(['warmup', 'preset', 'drill', 'skills', 'cooldown']);

const sameFocus = (a: readonly Focus[], b: readonly Focus[]) => a.length > 0 && a.every((f) => b.includes(f)) && b.slice(0, 1).every((f) => a.includes(f));

/** The order for one group: its focus, volume and paces, no lanes, no clock (the shared sections hold it). */
function forGroup(order: Order, lane: BriefLane, volume: number, paces: Order['paces']): Order {
  return { ...order, focus: lane.focus!, volume, requestedDistance: null, paces: paces ?? order.paces, laneGroups: null, coachSections: [], constraints: order.constraints.filter((c) => c.rule !== 'max_minutes'), brief: { ...order.brief, wants: lane.wants ?? [], swimmers: [] } };
}

export function groupsWithOwnMains(order: Order): BriefLane[] {
  if (!order.laneGroups || order.brief.lanes.length < 2) return [];
  // Every group given its own job ("varsity threshold, lanes 3-4 aerobic, lane 5 technique"): each swims its own middle.
  if (eachOwnJob(order.brief.lanes)) return [...order.brief.lanes];
  // "same theme but different mains": every group its own main on the day's focus.
  if (order.brief.lanes.every((l) => l.ownMain)) return order.brief.lanes.map((l) => ({ ...l, focus: l.focus ?? order.focus }));
  return order.brief.lanes.filter((l) => l.focus && !sameFocus(l.focus, order.focus));
}

/**
 * The practice with each group's own middle: the plan's middle sections go to the groups that share its
 * focus, and every other group gets its own, composed by `compose` for that group. `turn` is 0 but for groups
 * asked for different mains on one theme: each of those draws its main another turn of the structures.
 */
export function withGroupMains(plan: WorkoutPlan, order: Order, compose: (group: Order, turn: number) => WorkoutPlan): WorkoutPlan {
  const own = groupsWithOwnMains(order);
  if (own.length === 0) return plan;
  const rest = order.brief.lanes.filter((l) => !own.some((o) => o.name === l.name)).map((l) => l.name);
  const shared = plan.sections.filter((s) => together.has(s.kind));
  const sharedVolume = shared.reduce((sum, s) => sum + s.distance, 0);
  const keep = order.laneGroups!.map((g, i) => (rest.includes(g.name) ? i : -1)).filter((i) => i >= 0);
  const middle: PlanSection[] = rest.length > 0 ? plan.sections.filter((s) => !together.has(s.kind)).map((s) => ({ ...onlyLanes(s, keep, order.laneGroups!.length), name: `${s.name} — ${rest.join(', ')}`, lanes: rest })) : [];
  const theirs: PlanSection[] = [];
  // Lanes given the same job ("threshold for lanes 1-3") swim one middle, each lane on its own send-offs.
  const parties: BriefLane[][] = [];
  for (const lane of own) {
    // "lanes 1-2 do a thresh main ~6k": lanes of one job and one volume are one party too.
    // "distance + mid do a long free set": lanes asked for the same set (the same words) are a party as well.
    const sameWants = (a: BriefLane, b: BriefLane) => (!a.wants?.length && !b.wants?.length) || JSON.stringify(a.wants?.map((w) => [w.kind, w.distance, w.zone, w.structure])) === JSON.stringify(b.wants?.map((w) => [w.kind, w.distance, w.zone, w.structure]));
    const party = parties.find((p) => p[0]!.focus && lane.focus && p[0]!.focus.join('+') === lane.focus.join('+') && p[0]!.volume === lane.volume && sameWants(p[0]!, lane) && !lane.ownMain);
    if (party) party.push(lane);
    else parties.push([lane]);
  }
  for (const [turn, party] of parties.entries()) {
    const lane = party[0]!;
    const draw = lane.ownMain ? turn : 0;
    const group = order.laneGroups!.find((g) => g.name === lane.name);
    // The group's own middle is what its volume leaves after the shared sections: written at a practice's size, then once more scaled to land there.
    // With no volume of its own, a group fills the same minutes as the first group: fewer yards on a slower base (COACHING.md §9).
    const firstBase = order.laneGroups![0]!.paces?.base ?? lane.base;
    const byTime = Math.round(((order.volume - sharedVolume) * Math.min(1, firstBase / lane.base)) / 50) * 50;
    // What the lane swims of the shared sections (a slower lane fewer repeats of them) comes off its own volume.
    const sharedOfLane = laneTotals({ laneGroups: order.laneGroups!, sections: shared }).find((t) => t.name === lane.name)?.distance ?? sharedVolume;
    const wanted = Math.max(400, lane.volume ? lane.volume - sharedOfLane : byTime);
    const middleOf = (p: WorkoutPlan) => p.sections.filter((s) => !together.has(s.kind));
    let volume = Math.round(wanted / 0.7 / 100) * 100;
    let written = compose(forGroup(order, lane, volume, group?.paces), draw);
    for (let i = 0; i < 2; i++) {
      const got = middleOf(written).reduce((sum, s) => sum + s.distance, 0);
      if (got === 0 || Math.abs(got - wanted) <= wanted * 0.05) break;
      volume = Math.round((volume * wanted) / got / 100) * 100;
      written = compose(forGroup(order, lane, volume, group?.paces), draw);
    }
    const names = party.map((l) => l.name);
    theirs.push(...partyMiddle(written, middleOf(written), order, names).map((s) => ({ ...s, name: `${s.name} — ${names.join(', ')}`, lanes: names })));
  }
  const cool = plan.sections.filter((s) => s.kind === 'cooldown');
  const opening = plan.sections.filter((s) => together.has(s.kind) && s.kind !== 'cooldown');
  return { ...plan, sections: [...opening, ...middle, ...theirs, ...cool] };
}

/** A middle written for the first lane of a party, laned for all of them; each set's lane entries indexed as the plan's lane groups are. */
function partyMiddle(written: WorkoutPlan, sections: PlanSection[], order: Order, names: readonly string[]): PlanSection[] {
  const all = order.laneGroups!;
  if (names.length < 2) return sections;
  const subset = all.filter((g) => names.includes(g.name));
  const laned = forLaneGroups({ ...written, sections, requestedMinutes: null }, subset, { together: order.brief.together });
  return laned.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => ({
      ...block,
      sets: block.sets.map((set) => {
        if (!set.lanes) return set;
        const own = set.lanes;
        return { ...set, lanes: all.map((g) => own[subset.indexOf(g)] ?? { reps: set.reps, sendOff: set.sendOff }) };
      }),
    })),
  }));
}

/** A section swum by some of the lanes: each target list ("hold 1:07 / 1:11 / 1:16 / 1:30") keeps those lanes' entries only. */
function onlyLanes(section: PlanSection, keep: readonly number[], count: number): PlanSection {
  const time = String.raw`\d?:\d\d(?:-\d?:\d\d)?`;
  const list = new RegExp(String.raw`${time}(?: \/ ${time}){${count - 1}}(?! \/)`, 'g');
  const trim = (text: string) => text.replace(list, (whole) => { const parts = whole.split(' / '); return keep.map((i) => parts[i]!).join(' / '); });
  return { ...section, blocks: section.blocks.map((b) => ({ ...b, ...(b.label ? { label: trim(b.label) } : {}), sets: b.sets.map((x) => ({ ...x, description: trim(x.description) })) })) };
}
