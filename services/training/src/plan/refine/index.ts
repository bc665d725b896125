import type { Plan, PlanSection, SeasonPlan, SetBlock, WorkoutPlan } from '@laneforge/contracts';
import { honourLimits } from '../constraints/honour';
import { statements } from '../constraints/repair';
import { convertCourse } from '../convert';
import { fitClock, fitVolume, keepMainFirst } from '../fit';
import { isSpeedDay, mainShare } from '../proportions';
import { normalise } from '../vocabulary';
import { sectionDistance, withTotals } from '../model';
import { withSeasonTotals } from '../season';
import { applyClause, briefOf, recomposeSeason } from '../season/refine';
import { forLaneGroups } from '../lanes';
import { squadOf } from '../squads';
import { squadTitle, workoutTitle } from '../titles';
import { validatePlan } from '../validate';
import { readCourseChange, readFocusChange, readLevel, readLimits, readSessionChange } from './brief';
import { type RefineDraft, Refusal, startDraft } from './draft';
import type { Op } from './op';
import { readAdd, readMain, readMoreLess, readRemove, readReplace } from './sections';
import { readEffort, readGear, readRepSwap, readRest, readStrokeSwap } from './sets';
import { readAbsolute, readRelative, readShorterLonger, readTime } from './volume';

export interface RefineResult {
  plan: Plan;
  /** What was changed, in the coach's terms. */
  applied: string[];
  /** What the engine read in the instruction, whether or not it could do it. */
  understood: string[];
  /** Parts of the instruction the engine did not understand; nothing is changed when there are any. */
  notUnderstood: string[];
  /** Set when the instruction was understood but cannot be done on this plan: why, in words. */
  rejected?: string;
}

/** The readers, most specific first: a limit before a section ("no kick"), a time before a volume. */
const readers: Array<(clause: string) => Op | null> = [
  readLimits,
  readCourseChange,
  readSessionChange,
  readLevel,
  readTime,
  readRepSwap,
  readMain,
  readRest,
  readReplace,
  readStrokeSwap,
  readRemove,
  readGear,
  readAdd,
  readAbsolute,
  readRelative,
  readShorterLonger,
  readMoreLess,
  readEffort,
  readFocusChange,
];

const filler = /^(?:please|pls|can you|could you|would you|will you|i'?d like (?:you )?to|i want (?:you )?to|let'?s|also|and|then|ok|okay|just|maybe|now)\s+/;
const noise = /^(?:please|thanks|thank you|thx|great|cheers|ok|okay|perfect|for me|if possible)$/;

/** The instruction in clauses: "make it 3500 yards with more kick" → "make it 3500 yards", "more kick". */
export function clausesOf(instruction: string): string[] {
  return normalise(instruction)
    .split(/[.;\n!?]|,\s*(?:and\s+|then\s+)?(?=[a-z])|\band\b(?!\s*\d)|\bthen\b|\balso\b|\bplus\b(?!\s*\d)|(?=\bwith\s+(?:more|less|a|an|some|extra|no)\b)/)
    .map((c) => {
      let t = c.trim();
      while (filler.test(t)) t = t.replace(filler, '');
      return t.replace(/\s*(?:please|thanks|thank you|for me)\s*$/, '').trim();
    })
    .filter((c) => c && !noise.test(c));
}

/** "2 rounds: A" followed by the same "2 rounds: A" is written as "4 rounds: A", as a coach would. */
function mergeRepeatedBlocks(section: PlanSection): PlanSection {
  const blocks: SetBlock[] = [];
  for (const block of section.blocks) {
    const last = blocks.at(-1);
    if (last && last.label === block.label && !last.coachWritten && JSON.stringify(last.sets) === JSON.stringify(block.sets)) blocks[blocks.length - 1] = { ...last, rounds: last.rounds + block.rounds };
    else blocks.push(block);
  }
  return { ...section, blocks };
}

/** Fits, keeps the limits, re-titles and re-totals the draft: every text of the plan follows its sets. */
function finish(d: RefineDraft, input: WorkoutPlan, applied: string[]): WorkoutPlan {
  const options = { squad: squadOf(d.plan), paces: d.plan.paces, course: d.plan.course, protect: d.protect };
  const main = d.plan.sections.find((s) => s.kind === 'main');
  const before = d.plan.sections.reduce((sum, s) => sum + sectionDistance(s), 0);
  // A cut takes the main set's share from the main set and the rest from the sets around it (COACHING.md §4).
  if (main && !d.protect.has(main) && d.target < before) {
    fitVolume([main], sectionDistance(main) * (d.target / before), options);
    fitVolume(d.plan.sections, d.target, { ...options, protect: new Set([...d.protect, main]) });
  }
  const reached = fitVolume(d.plan.sections, d.target, options);
  // What the refinement wrote is fitted too when the rest of the plan alone cannot reach the volume.
  if (Math.abs(reached - d.target) > d.target * 0.03) fitVolume(d.plan.sections, d.target, { ...options, protect: new Set() });
  d.plan.sections = d.plan.sections.map((s) => ({ ...s, blocks: s.blocks.filter((b) => b.sets.length > 0) })).filter((s) => s.blocks.length > 0).map(mergeRepeatedBlocks);
  const limit = d.plan.constraints?.find((c) => c.rule === 'max_minutes')?.value;
  if (limit) fitClock(d.plan.sections, limit, () => withTotals({ ...d.plan }).totals.minutes, options);
  if ((d.plan.sessionType ?? 'practice') === 'practice') {
    // What the refinement wrote may move with the rest, so the main set keeps its place (COACHING.md §4).
    keepMainFirst(d.plan.sections, { ...options, protect: new Set([...d.protect].filter((s) => s !== main)) }, mainShare(squadOf(d.plan), isSpeedDay(d.plan.focus, d.plan.constraints ?? [])));
  }
  honourLimits(d.plan.sections, d.kit);
  let plan = withTotals({ ...d.plan });
  if (d.target !== input.totals.distance || plan.requestedDistance !== null) plan.requestedDistance = limit ? plan.totals.distance : d.target;
  if (d.course) {
    const converted = convertCourse(plan, d.course) as WorkoutPlan;
    applied[applied.indexOf(`Converted to ${d.course}.`)] = converted.notes.at(-1)!;
    plan = { ...converted, notes: converted.notes.slice(0, -1), requestedDistance: converted.requestedDistance === null ? null : converted.totals.distance };
  }
  const who = squadTitle(squadOf(d.plan));
  const sessionName = who && d.plan.title.startsWith(who) ? d.plan.title.slice(who.length).trim() : d.plan.title;
  const title = workoutTitle({ squad: squadOf(plan), sessionType: plan.sessionType ?? 'practice', focus: plan.focus, group: plan.group, targetEvent: plan.targetEvent }, sessionName);
  const said = [...new Set([...(plan.substitutions ?? []), ...statements(d.kit.changes)])];
  const notes = [...plan.notes.filter((n) => !n.startsWith('Refined: ')), ...applied.map((a) => `Refined: ${a}`)];
  const written = { ...plan, title, notes, ...(said.length > 0 ? { substitutions: said } : {}) };
  // Each lane's send-off and repeats follow the refined sets.
  return plan.laneGroups ? forLaneGroups(written, plan.laneGroups) : written;
}

function read(instruction: string): { ops: Op[]; notUnderstood: string[] } {
  const ops: Op[] = [];
  const notUnderstood: string[] = [];
  for (const clause of clausesOf(instruction)) {
    const op = readers.map((r) => r(clause)).find((o): o is Op => o !== null);
    if (op) ops.push(op);
    else notUnderstood.push(clause);
  }
  return { ops, notUnderstood };
}

function refineWorkout(input: WorkoutPlan, instruction: string): RefineResult {
  const { ops, notUnderstood } = read(instruction);
  const understood = ops.map((o) => o.understood);
  if (notUnderstood.length > 0 || ops.length === 0) return { plan: input, applied: [], understood, notUnderstood };
  // A lesson, a station clinic or a lake swim is a timed schedule with no sets to change: saying it changed would be untrue.
  if (input.sections.length === 0 && (input.steps?.length ?? 0) > 0) {
    const kind = input.sessionType === 'clinic' ? 'clinic schedule' : input.sessionType === 'open_water' ? 'open-water session plan' : 'lesson';
    return { plan: input, applied: [], understood, notUnderstood: [], rejected: `Nothing was changed: this ${kind} is written step by step from your request, not as sets. Add the change to the request (the time, a limit, who comes) and generate it again.` };
  }
  const d = startDraft(structuredClone(input), `${input.date}|${instruction}|${input.notes.length}`);
  const applied: string[] = [];
  try {
    for (const op of [...ops.filter((o) => !o.last), ...ops.filter((o) => o.last)]) applied.push(op.run(d));
  } catch (err) {
    if (err instanceof Refusal) return { plan: input, applied: [], understood, notUnderstood: [], rejected: `Nothing was changed: ${err.message}.` };
    throw err;
  }
  const plan = finish(d, input, applied);
  const result = validatePlan(plan);
  if (!result.ok) {
    const reasons = result.issues.filter((i) => !i.fixed && i.severity === 'error').map((i) => i.message).slice(0, 3).join('; ');
    return { plan: input, applied: [], understood, notUnderstood: [], rejected: `Nothing was changed: "${instruction}" would have broken the plan (${reasons}).` };
  }
  return { plan: result.plan, applied, understood, notUnderstood: [] };
}

function refineSeason(input: SeasonPlan, instruction: string): RefineResult {
  const brief = briefOf(input);
  const applied: string[] = [];
  const understood: string[] = [];
  const notUnderstood: string[] = [];
  for (const c of clausesOf(instruction)) {
    const done = applyClause(c, brief);
    if (done) {
      applied.push(done);
      understood.push(c);
    } else notUnderstood.push(c);
  }
  if (notUnderstood.length > 0 || applied.length === 0) return { plan: input, applied: [], understood, notUnderstood };
  const plan = recomposeSeason(input, brief);
  const notes = [...input.notes.filter((n) => !n.startsWith('Refined: ')), ...applied.map((a) => `Refined: ${a}`)];
  const result = validatePlan(withSeasonTotals({ ...plan, notes }));
  return { plan: result.plan, applied, understood, notUnderstood };
}

/** The `est` provider's refinement: understood instructions are applied to the structured plan; anything else is refused with what was understood. */
export function refinePlan(plan: Plan, instruction: string): RefineResult {
  return plan.kind === 'workout' ? refineWorkout(plan, instruction) : refineSeason(plan, instruction);
}
