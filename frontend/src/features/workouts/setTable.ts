import type { PlanSection, SwimSet, WorkoutPlan, Zone } from '@laneforge/contracts/plan';
import { amountText, blockDistance, equipmentNames, groupLabel, numberText, sendOffText, setDistance, strokeNames, unitAbbreviations, zoneNames } from '@laneforge/contracts/plan-format';

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
}

/** The send-offs of a set, as a list so a row can carry one per lane group. */
export function sendOffsOf(set: SwimSet): SendOffView[] {
  const text = sendOffText(set.sendOff);
  return text ? [{ group: null, text }] : [];
}

function setRow(set: SwimSet, key: string, nested: boolean): SetRowView {
  const gear = [...set.equipment.map((e) => equipmentNames[e]), ...(set.halfLength ? ['Half-length'] : [])];
  return {
    kind: 'set',
    key,
    amount: amountText(set),
    stroke: strokeNames[set.stroke],
    description: set.description,
    equipment: gear.join(', '),
    sendOffs: sendOffsOf(set),
    zone: set.zone,
    zoneName: zoneNames[set.zone],
    distance: numberText(setDistance(set)),
    nested,
  };
}

function sectionRows(section: PlanSection, s: number): TableRowView[] {
  return section.blocks.flatMap((block, b) => {
    const grouped = block.rounds > 1 || block.label !== null;
    const sets = block.sets.map((set, i) => setRow(set, `${s}-${b}-${i}`, grouped));
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
      rows: sectionRows(section, s),
    })),
    total: `${numberText(plan.totals.distance)} ${unit}`,
  };
}
