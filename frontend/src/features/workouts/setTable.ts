import type { PlanLaneGroup, PlanSection, SwimSet, WorkoutPlan, Zone } from '@laneforge/contracts/plan';
import { blockDistance, equipmentNames, groupLabel, laneAmountText, laneRepsText, laneTotals, numberText, sendOffText, setDistance, strokeNames, unitAbbreviations, zoneNames } from '@laneforge/contracts/plan-format';

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

export type TableRowView = SetRowView | GroupRowView;

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
    stroke: strokeNames[set.stroke],
    description: set.description,
    equipment: gear.join(', '),
    sendOffs: sendOffsOf(set, groups),
    zone: set.zone,
    zoneName: zoneNames[set.zone],
    distance: numberText(setDistance(set)),
    nested,
  };
}

function sectionRows(section: PlanSection, s: number, groups: readonly PlanLaneGroup[]): TableRowView[] {
  return section.blocks.flatMap((block, b) => {
    const grouped = block.rounds > 1 || block.label !== null;
    const sets = block.sets.map((set, i) => setRow(set, `${s}-${b}-${i}`, grouped, groups));
    if (!grouped) return sets;
    return [{ kind: 'group' as const, key: `${s}-${b}`, label: groupLabel(block), distance: numberText(blockDistance(block)) }, ...sets];
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
