import type { Course, Focus, PlanConstraint, PlanSection, SectionKind, SessionType, SetBlock, Squad, WorkoutPlan } from '@laneforge/contracts';
import { sectionNames } from '@laneforge/contracts';
import { composeWorkout } from '../compose';
import { orderOf, sessionVolume } from '../understand';
import { briefOfPlan } from '../understand/from-plan';
import { sectionDistance } from '../model';
import { createRng } from '../random';
import { squadOf } from '../squads';
import { type Kit, kitFor, sourceOfPlan } from '../templates/kit';

/** A refinement in progress: the plan being changed, what it is fitted to at the end, and what was done. */
export interface RefineDraft {
  plan: WorkoutPlan;
  kit: Kit;
  /** The volume the plan is fitted to once every operation has run. */
  target: number;
  /** True once an operation set the volume itself; removing a section then keeps that volume. */
  volumeSet: boolean;
  /** Sections this refinement wrote or changed: the fitter leaves them as they are. */
  protect: Set<PlanSection>;
  /** A course change is made last, on the fitted plan. */
  course: Course | null;
  seed: string;
}

/** An instruction understood but impossible on this plan: the coach is told why, nothing changes. */
export class Refusal extends Error {}

export function startDraft(plan: WorkoutPlan, seed: string): RefineDraft {
  return { plan, kit: kitFor(sourceOfPlan(plan), createRng(seed)), target: plan.totals.distance, volumeSet: false, protect: new Set(), course: null, seed };
}

/** The kit again after the plan's swimmers, pool or limits changed. */
export function renewKit(d: RefineDraft): void {
  d.kit = kitFor(sourceOfPlan(d.plan), createRng(`${d.seed}|${d.plan.sections.length}|${d.plan.constraints?.length ?? 0}`));
}

export function newSection(d: RefineDraft, kind: SectionKind, write: (kit: Kit, budget: number) => SetBlock[], budget: number, name?: string): PlanSection {
  d.kit.section = kind;
  d.kit.drillSection = d.plan.sections.some((s) => s.kind === 'drill');
  const section: PlanSection = { kind, name: name ?? sectionNames[kind], blocks: write(d.kit, budget), distance: 0 };
  d.protect.add(section);
  return section;
}

export function insertBeforeCooldown(d: RefineDraft, section: PlanSection): void {
  const at = d.plan.sections.findIndex((s) => s.kind === 'cooldown');
  d.plan.sections.splice(at < 0 ? d.plan.sections.length : at, 0, section);
}

/** Where a new technique, kick or pull section goes: before the main set, after the warm-up. */
export function insertBeforeMain(d: RefineDraft, section: PlanSection): void {
  const at = d.plan.sections.findIndex((s) => s.kind === 'main');
  d.plan.sections.splice(at < 0 ? Math.min(1, d.plan.sections.length) : at, 0, section);
}

export const findSection = (d: RefineDraft, kinds: readonly SectionKind[]) => d.plan.sections.find((s) => kinds.includes(s.kind));

export const volumeOf = (section: PlanSection) => sectionDistance(section);

/** The whole practice written again from its brief with a change (level, focus, session type, limits), at the draft's volume. */
export function recompose(d: RefineDraft, changes: { squad?: Squad; focus?: Focus[]; sessionType?: SessionType; constraints?: PlanConstraint[] }): void {
  const plan = d.plan;
  const brief = briefOfPlan(plan);
  const squad = changes.squad ?? squadOf(plan);
  const sessionType = changes.sessionType ?? plan.sessionType ?? 'practice';
  const [lo, hi] = sessionVolume(sessionType, squad);
  const volume = Math.min(hi, Math.max(lo, d.target));
  brief.who.value = { ...brief.who.value, squad };
  brief.session.value = sessionType;
  brief.volume = { value: { value: volume, low: volume, high: volume, bound: 'exact' }, source: plan.requestedDistance === null ? 'assumed' : 'said' };
  brief.focus.value = changes.focus ?? (plan.focus.length > 0 ? plan.focus : ['aerobic']);
  brief.limits = changes.constraints ?? plan.constraints ?? [];
  brief.coachSets = [];
  const order = { ...orderOf(brief), paces: plan.paces, laneGroups: null };
  const next = composeWorkout(order, plan.date, createRng(`${d.seed}|recompose`));
  d.plan = { ...next, ...(plan.laneGroups ? { laneGroups: plan.laneGroups } : {}), provider: plan.provider, assumptions: plan.assumptions, notes: plan.notes, dryland: plan.dryland, targetEvent: plan.targetEvent };
  d.target = next.totals.distance;
  d.protect = new Set();
  renewKit(d);
}
