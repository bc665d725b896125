import type { PlanLaneGroup, PlanSection, SetBlock, SwimSet, WorkoutPlan, Zone } from '@laneforge/contracts/plan';
import { blockDistance, equipmentNames, groupLabel, laneAmountText, laneRepsText, laneTotals, numberText, sendOffText, setDistance, strokeLabel, unitAbbreviations, zoneNames } from '@laneforge/contracts/plan-format';

/**
 * What the set table shows, decided once from the structured plan (pure, no React): the dashboard,
 * the plan page, the share page and print all draw these rows the same way.
 */

/** One send-off on a row; `group` names the lanes it is for when groups swim the set on their own send-offs. */
export interface SendOffView {
  group: string | null;
  text: string;
}

export interface SetRowView {
  kind: 'set';
  key: string;
  /** "4 × 100" */
  amount: string;
  stroke: string;
  description: string;
  equipment: string;
  /** Usually one; one per lane group when groups leave on different clocks. */
  sendOffs: SendOffView[];
  zone: Zone;
  zoneName: string;
  distance: string;
  /** Swum inside a group of rounds. */
  nested: boolean;
}

/** Heads the sets it repeats: "3 rounds", "3 × (100 Free + 50 Kick)", or the coach's label. */
export interface GroupRowView {
  kind: 'group';
  key: string;
  label: string;
  distance: string;
}

/** A named swimmer's own line under the set it changes: "Dana: 3 × 100 Free @ 2:10 — EN1 (easy only)". */
export interface SwimmerRowView {
  kind: 'swimmer';
  key: string;
  label: string;
}

export type TableRowView = SetRowView | GroupRowView | SwimmerRowView;

export interface SectionView {
  key: string;
  name: string;
  subtotal: string;
  rows: TableRowView[];
}

export interface WorkoutTableView {
  unit: string;
  sections: SectionView[];
  total: string;
  /** A plan for lane groups: what each group swims in all, fastest first; empty otherwise. */
  laneTotals: Array<{ name: string; total: string }>;
}

/**
 * The send-offs of a set: one per lane group, named, when the groups leave on their own clocks
 * (with the group's repeats when they differ), else the set's own.
 */
export function sendOffsOf(set: SwimSet, groups: readonly PlanLaneGroup[] = []): SendOffView[] {
  if (set.lanes && set.lanes.length === groups.length) {
    const repsDiffer = laneRepsText(set) !== String(set.reps);
    return set.lanes.map((lane, i) => ({ group: groups[i]!.name, text: [repsDiffer ? `${lane.reps} × ${set.distance}` : '', sendOffText(lane.sendOff) || '—'].filter(Boolean).join(' ') }));
  }
  const text = sendOffText(set.sendOff);
  return text ? [{ group: null, text }] : [];
}

function setRow(set: SwimSet, key: string, nested: boolean, groups: readonly PlanLaneGroup[]): SetRowView {
  const gear = [...set.equipment.map((e) => equipmentNames[e]), ...(set.halfLength ? ['Half-length'] : [])];
  return {
    kind: 'set',
    key,
    amount: laneAmountText(set),
    stroke: strokeLabel(set),
    description: set.description,
    equipment: gear.join(', '),
    sendOffs: sendOffsOf(set, groups),
    zone: set.zone,
    zoneName: zoneNames[set.zone],
    distance: numberText(setDistance(set)),
    nested,
  };
}

function swimmerRow(line: NonNullable<SetBlock['swimmers']>[number], key: string): SwimmerRowView {
  const sets = line.sets.map((set) => `${laneAmountText(set)} ${strokeLabel(set)}${sendOffText(set.sendOff) ? ` ${sendOffText(set.sendOff)}` : ''} — ${set.zone}${set.description ? `, ${set.description}` : ''}`);
  return { kind: 'swimmer', key, label: `${line.name}: ${sets.join(' + ')}${line.note ? ` (${line.note})` : ''}` };
}

function sectionRows(section: PlanSection, s: number, all: readonly PlanLaneGroup[]): TableRowView[] {
  // A section for some lane groups only shows their send-offs; one for a single group is that group's own.
  const at = section.lanes ? all.map((g, i) => (section.lanes!.includes(g.name) ? i : -1)).filter((i) => i >= 0) : null;
  const groups = at ? at.map((i) => all[i]!) : all;
  const own = (set: SwimSet): SwimSet => (at && set.lanes ? { ...set, lanes: at.map((i) => set.lanes![i]!) } : set);
  return section.blocks.flatMap((block, b) => {
    const grouped = block.rounds > 1 || block.label !== null;
    const sets: TableRowView[] = block.sets.map((set, i) => setRow(own(set), `${s}-${b}-${i}`, grouped, groups.length > 1 ? groups : []));
    const swimmers = (block.swimmers ?? []).map((line, i) => swimmerRow(line, `${s}-${b}-swimmer-${i}`));
    if (!grouped) return [...sets, ...swimmers];
    return [{ kind: 'group' as const, key: `${s}-${b}`, label: groupLabel(block), distance: numberText(blockDistance(block)) }, ...sets, ...swimmers];
  });
}

export function workoutTableView(plan: WorkoutPlan): WorkoutTableView {
  const unit = unitAbbreviations[plan.unit];
  return {
    unit,
    sections: plan.sections.map((section, s) => ({
      key: `${section.kind}-${s}`,
      name: section.name,
      subtotal: `${numberText(section.distance)} ${unit}`,
      rows: sectionRows(section, s, plan.laneGroups ?? []),
    })),
    total: `${numberText(plan.totals.distance)} ${unit}`,
    laneTotals: laneTotals(plan).map((l) => ({ name: l.name, total: `${numberText(l.distance)} ${unit}` })),
  };
}
