import type { Brief, Course, Focus, PlanConstraint, PlanSection, SectionKind, SessionType, SetBlock, Squad, WorkoutPlan } from '@laneforge/contracts';
import { sectionNames } from '@laneforge/contracts';
import { composeWorkout } from '../compose';
import { withGroupMains } from '../groups';
import { orderOf, sessionVolume } from '../understand';
import { sectionDistance, thirdOf100 } from '../model';
import { createRng } from '../random';
import { squadOf } from '../squads';
import { type Kit, kitFor, sourceOfPlan } from '../templates/kit';

/** A refinement in progress: the plan and its brief being changed, what it is fitted to at the end, and what was done. */
export interface RefineDraft {
  plan: WorkoutPlan;
  /** The brief the plan was written from, changed with it: the next refinement starts from it. */
  brief: Brief;
  kit: Kit;
  /** The volume the plan is fitted to once every operation has run. */
  target: number;
  /** True once an operation set the volume itself; removing a section then keeps that volume. */
  volumeSet: boolean;
  /** Sections the coach said to keep ("keep the breast pre-set", "main is perfect"): no part of the instruction writes them again. */
  kept: Set<PlanSection>;
  /** Sections this refinement wrote or changed: the fitter leaves them as they are. */
  protect: Set<PlanSection>;
  /** A course change is made last, on the fitted plan. */
  course: Course | null;
  /** Changes to one lane's repeats or send-offs, made once every lane's sets are written again. */
  laneEdits: Array<(plan: WorkoutPlan) => void>;
  /** The plan was written again from its brief: nothing of the old sets is kept as it was. */
  rewritten: boolean;
  seed: string;
  /** The yards a part this refinement added brought ("take it out of the pull" takes them back from there). */
  added?: number;
  /** Swimmers whose own lines the coach keeps ("maddie's version is fine as is"): written as approved where the team's set still holds them. */
  keepLines?: Set<string>;
  /** A part a swimmer swims as everyone does, only easy ("she can do the kick set same as everyone just easy"). */
  sameAs?: Array<{ name: string; kind: SectionKind }>;
  /** How a kick without a board is swum, as the coach said it ("on your back or streamline"). */
  kickWords?: string;
  /** "it only runs 70 min and we have 2 hrs": the minutes the practice grows to when no part said a volume of its own. */
  fillTo?: number;
  /** A pool of another length said in this refinement ("a 20 yd pool"): the plan moved onto it after fitting. */
  poolLength?: number;
}

/** An instruction understood but impossible on this plan: the coach is told why, and that part changes nothing. */
export class Refusal extends Error {}

export function startDraft(plan: WorkoutPlan, brief: Brief, seed: string): RefineDraft {
  return { plan, brief, kit: kitOfPlan(plan, seed), target: plan.totals.distance, volumeSet: false, kept: new Set(), protect: new Set(), course: null, laneEdits: [], rewritten: false, seed };
}

/** The kit again after the plan's swimmers, pool or limits changed. */
export function renewKit(d: RefineDraft): void {
  d.kit = kitOfPlan(d.plan, `${d.seed}|${d.plan.sections.length}|${d.plan.constraints?.length ?? 0}`);
}

/** The plan's kit; a pool of its own length ("a 20 yd pool") writes new sets in its lengths, as the plan was written. */
function kitOfPlan(plan: WorkoutPlan, seed: string): Kit {
  const kit = kitFor(sourceOfPlan(plan), createRng(seed));
  const length = plan.poolLength;
  if (length && length !== (plan.course === 'LCM' ? 50 : 25) && !thirdOf100(length)) kit.length = length;
  return kit;
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

export const volumeOf = (section: PlanSection) => sectionDistance(section);

/**
 * The whole practice written again from its brief with a change (level, focus, session type), at the
 * draft's volume: the coach's own sets, limits, lanes and named swimmers come with the brief.
 */
export function recompose(d: RefineDraft, changes: { squad?: Squad; focus?: Focus[]; sessionType?: SessionType; constraints?: PlanConstraint[] }): void {
  const plan = d.plan;
  const brief = structuredClone(d.brief);
  const squad = changes.squad ?? squadOf(plan);
  const sessionType = changes.sessionType ?? plan.sessionType ?? 'practice';
  const [lo, hi] = sessionVolume(sessionType, squad);
  const volume = Math.min(hi, Math.max(lo, d.target));
  brief.who.value = { ...brief.who.value, squad };
  brief.session.value = sessionType;
  brief.volume = { value: { value: volume, low: volume, high: volume, bound: 'exact' }, source: plan.requestedDistance === null ? 'assumed' : 'said' };
  brief.focus = { ...brief.focus, value: changes.focus ?? (plan.focus.length > 0 ? plan.focus : ['aerobic']) };
  brief.limits = changes.constraints ?? plan.constraints?.filter((c) => c.rule !== 'max_minutes') ?? [];
  d.brief = brief;
  const order = { ...orderOf(brief), paces: plan.paces, laneGroups: plan.laneGroups ?? null };
  const rng = createRng(`${d.seed}|recompose`);
  const composed = composeWorkout({ ...order, laneGroups: null }, plan.date, rng);
  // Groups with mains of their own keep them, written again for the new day.
  const next = order.laneGroups ? withGroupMains(composed, order, (group, turn) => composeWorkout(group, plan.date, createRng(`${d.seed}|${group.focus.join()}${turn ? `|${turn}` : ''}`))) : composed;
  d.plan = { ...next, ...(plan.laneGroups ? { laneGroups: plan.laneGroups } : {}), provider: plan.provider, assumptions: plan.assumptions, notes: plan.notes, dryland: plan.dryland, targetEvent: plan.targetEvent, ...(plan.poolLength ? { poolLength: plan.poolLength } : {}) };
  d.target = next.totals.distance;
  d.protect = new Set();
  d.rewritten = true;
  renewKit(d);
}
