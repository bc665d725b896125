import type { Brief, Plan, SeasonPlan, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { constraintBreaches, refinePlan, validatePlan, write } from '../src/plan';
import { type Must, type RefineCase, basePlans } from './refinement-corpus';

/**
 * Judges one refinement the way PLAN-REVIEW.md's "Refinements" does, against the plan before: did it
 * do what was asked, and did it keep what it was not asked to change (the coach's sets, the injury
 * lines, the meets)? The checks read the sets, apart from the engine's own messages.
 */

export type Outcome = 'clean' | 'partly' | 'refused';

export interface RefineVerdict {
  id: string;
  outcome: Outcome;
  /** What the refinement was meant to do and did not. */
  misses: string[];
  /** Coach-written sets or named swimmers' lines the refinement lost. */
  lost: string[];
  applied: string[];
  notApplied: string[];
}

/** A refinement's answer, whichever engine wrote it: the one that says what it left, or one that refuses whole. */
interface Answer {
  plan: Plan;
  applied: string[];
  notApplied: Array<{ words: string; why: string }>;
  context: string[];
}

type Engine = { refine: (plan: Plan, instruction: string, input: { brief: Brief }) => unknown; write: (request: { date: string; description: string; plan_type?: 'workout' | 'season' }) => { plan: Plan; brief: Brief } };

function answerOf(raw: unknown, before: Plan): Answer {
  const r = raw as { plan: Plan; applied?: string[]; notApplied?: Answer['notApplied']; notUnderstood?: string[]; rejected?: string; context?: string[] };
  const notApplied = r.notApplied ?? [...(r.notUnderstood ?? []).map((words) => ({ words, why: 'not understood' })), ...(r.rejected ? [{ words: '', why: r.rejected }] : [])];
  return { plan: r.plan ?? before, applied: r.applied ?? [], notApplied, context: r.context ?? [] };
}

const sets = (p: WorkoutPlan): SwimSet[] => p.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
const ofKind = (p: WorkoutPlan, kind: string) => p.sections.filter((s) => s.kind === kind);
const volumeOf = (p: WorkoutPlan, kind: string) => ofKind(p, kind).reduce((sum, s) => sum + s.blocks.reduce((b, x) => b + x.rounds * x.sets.reduce((t, set) => t + set.reps * set.distance, 0), 0), 0);
const zoneRank: Record<string, number> = { REC: 0, EN1: 1, EN2: 2, EN3: 3, SP1: 4, SP2: 4, SP3: 4 };
const mainRank = (p: WorkoutPlan) => {
  const main = ofKind(p, 'main').flatMap((s) => s.blocks.flatMap((b) => b.sets)).sort((a, b) => b.reps * b.distance - a.reps * a.distance)[0];
  return main ? zoneRank[main.zone]! : 0;
};
const interval = (s: SwimSet) => (s.sendOff?.type === 'interval' ? s.sendOff.seconds : null);
const lines = (p: WorkoutPlan) => p.sections.flatMap((s) => s.blocks.flatMap((b) => b.swimmers ?? []));
const plain = (p: WorkoutPlan) => JSON.stringify(p.sections.map((s) => s.blocks.map((b) => b.sets.map(({ lanes: _l, ...x }) => x))));

function held(must: Must, before: Plan, after: Plan, answer: Answer): string | null {
  const w = before as WorkoutPlan;
  const a = after as WorkoutPlan;
  const s = after as SeasonPlan;
  const say = (ok: boolean, what: string) => (ok ? null : what);
  if ('total' in must) return say(Math.abs(a.totals.distance - must.total) <= must.total * 0.05, `total ${a.totals.distance}, asked ${must.total}`);
  if ('totalChange' in must) {
    const d = a.totals.distance - w.totals.distance;
    return say(must.totalChange === 'down' ? d < 0 : must.totalChange === 'up' ? d > 0 : Math.abs(d) <= w.totals.distance * 0.03, `total ${w.totals.distance} → ${a.totals.distance}, asked ${must.totalChange}`);
  }
  if ('minutesAtMost' in must) return say(a.totals.minutes <= must.minutesAtMost, `${a.totals.minutes} min, asked at most ${must.minutesAtMost}`);
  if ('present' in must) return say(ofKind(a, must.section).length > 0 === must.present, `${must.section} ${must.present ? 'missing' : 'still there'}`);
  if ('sectionGrows' in must) return say(volumeOf(a, must.sectionGrows) > volumeOf(w, must.sectionGrows), `${must.sectionGrows} did not grow`);
  if ('sectionShrinks' in must) return say(volumeOf(a, must.sectionShrinks) < volumeOf(w, must.sectionShrinks), `${must.sectionShrinks} did not shrink`);
  if ('noGear' in must) return say(!sets(a).some((x) => x.equipment.includes(must.noGear)), `${must.noGear} still in the plan`);
  if ('gearOn' in must) return say(ofKind(a, must.section).flatMap((x) => x.blocks.flatMap((b) => b.sets)).some((x) => x.equipment.includes(must.gearOn)), `no ${must.gearOn} on the ${must.section}`);
  if ('noReps' in must) return say(!sets(a).some((x) => x.distance === must.noReps && x.sendOff !== null && x.stroke !== 'im'), `${must.noReps}s still in the plan`);
  if ('hasReps' in must) return say(sets(a).some((x) => x.distance === must.hasReps), `no ${must.hasReps}s`);
  if ('noStroke' in must) return say(!sets(a).some((x) => x.stroke === must.noStroke || (x.stroke === 'im' && (x.legs ?? ['fly', 'back', 'breast', 'free']).includes(must.noStroke))), `${must.noStroke} still in the plan`);
  if ('limit' in must) return say((after.constraints ?? []).some((c) => c.rule === must.limit), `no ${must.limit} kept`);
  if ('noLimit' in must) return say(!(after.constraints ?? []).some((c) => c.rule === must.noLimit), `${must.noLimit} still kept`);
  if ('swimmerLine' in must) {
    const mine = lines(a).filter((l) => l.name === must.swimmerLine);
    return say(mine.length > 0 && (!must.stroke || mine.some((l) => l.sets.some((x) => x.stroke === must.stroke))), `no line for ${must.swimmerLine}${must.stroke ? ` in ${must.stroke}` : ''}`);
  }
  if ('noSwimmerLine' in must) return say(!lines(a).some((l) => l.name.includes(must.noSwimmerLine)), `${must.noSwimmerLine} still has lines`);
  if ('mainHarder' in must) return say(mainRank(a) > mainRank(w), 'main set not harder');
  if ('mainEasier' in must) return say(mainRank(a) < mainRank(w), 'main set not easier');
  if ('sendOffs' in must) {
    const pairs = ofKind(a, must.section).flatMap((x) => x.blocks.flatMap((b) => b.sets)).map((x, i) => [interval(x), interval(ofKind(w, must.section).flatMap((y) => y.blocks.flatMap((b) => b.sets))[i] ?? x)] as const);
    const moved = pairs.some(([n, o]) => n !== null && o !== null && (must.sendOffs === 'tighter' ? n < o : n > o));
    return say(moved, `send-offs on the ${must.section} not ${must.sendOffs}`);
  }
  if ('laneRest' in must) {
    const mainOf = (p: WorkoutPlan) => ofKind(p, must.section).flatMap((x) => x.blocks.flatMap((b) => b.sets));
    const lane = (x: SwimSet, i: number) => x.lanes?.[i]?.sendOff?.seconds ?? interval(x);
    const was = mainOf(w);
    const ok = mainOf(a).every((x, i) => interval(x) === null || (lane(x, must.laneRest) === lane(was[i]!, must.laneRest)! + 5 && lane(x, 0) === lane(was[i]!, 0)));
    return say(ok && mainOf(a).length === was.length, `lane ${must.laneRest + 1} send-offs not 5 s more on the ${must.section}, or other lanes moved`);
  }
  if ('laneFewer' in must) {
    const reps = (p: WorkoutPlan) => sets(p).reduce((sum, x) => sum + (x.lanes?.[must.laneFewer]?.reps ?? x.reps), 0);
    return say(reps(a) < reps(w), `lane ${must.laneFewer + 1} swims no fewer repeats`);
  }
  if ('dryland' in must) return say(a.dryland.some((d) => d.minutes === must.dryland) && (!must.before || a.dryland[0]?.minutes === must.dryland), `no ${must.dryland} min of dryland${must.before ? ' before the swim' : ''}`);
  if ('course' in must) return say(after.course === must.course, `course ${after.course}`);
  if ('squad' in must) return say(after.squad === must.squad, `squad ${after.squad}`);
  if ('sameSets' in must) return say(plain(a) === plain(w), 'the team’s sets changed');
  if ('context' in must) return say(!answer.notApplied.some((n) => n.words.includes(must.context)), `"${must.context}" treated as an instruction`);
  if ('meet' in must) return say((s.meets ?? []).some((m) => m.name.includes(must.meet) && m.date === must.date && (!must.importance || m.importance === must.importance)), `no ${must.meet} on ${must.date}`);
  if ('noMeet' in must) return say(!(s.meets ?? []).some((m) => m.name === must.noMeet), `${must.noMeet} still on the calendar`);
  if ('weekLoad' in must) return say(s.weeks.find((x) => x.startDate === must.weekLoad)?.load === must.load, `week of ${must.weekLoad} is ${s.weeks.find((x) => x.startDate === must.weekLoad)?.load}, not ${must.load}`);
  if ('breakOn' in must) return say((s.breaks ?? []).some((b) => b.from <= must.breakOn && b.to >= must.breakOn) && !s.weeks.flatMap((x) => x.days ?? []).some((d) => d.date === must.breakOn && d.kind === 'practice'), `practice still on ${must.breakOn}`);
  if ('taperDays' in must) return say(s.taper?.days === must.taperDays, `taper ${s.taper?.days} days`);
  if ('sessions' in must) return say(s.sessionsPerWeek === must.sessions, `${s.sessionsPerWeek} practices a week`);
  return 'unknown expectation';
}

/** What the refinement must keep whatever it was asked: the coach's own sets, every named swimmer's line, the meets it was not asked about. */
function keeps(kase: RefineCase, before: Plan, after: Plan): string[] {
  if (before.kind !== 'workout' || after.kind !== 'workout') return [];
  const lost: string[] = [];
  const coach = (p: WorkoutPlan) => p.sections.flatMap((s) => s.blocks.filter((b) => b.coachWritten).map((b) => JSON.stringify(b.sets.map((x) => [x.reps, x.distance, x.stroke]))));
  if (before.course === after.course && coach(after).join() !== coach(before).join()) lost.push('a coach-written set changed');
  const lifted = kase.must.flatMap((m) => ('noSwimmerLine' in m ? [m.noSwimmerLine] : []));
  for (const name of new Set(lines(before).map((l) => l.name))) {
    if (lifted.some((n) => name.includes(n))) continue;
    // A line no set needs any more (a swap took the sets it changed away) is still said once at the top.
    if (!lines(after).some((l) => l.name.includes(name)) && !(after.substitutions ?? []).some((t) => t.startsWith(`${name} (`))) lost.push(`${name}'s own line`);
  }
  return lost;
}

const engine: Engine = { refine: refinePlan, write };

export function judgeRefinement(kase: RefineCase, using: Engine = engine): RefineVerdict {
  const request = basePlans[kase.base];
  const { plan: before, brief } = using.write({ ...request });
  const answer = answerOf(using.refine(before, kase.instruction, { brief }), before);
  const after = answer.plan;
  const misses: string[] = [];
  if (answer.applied.length === 0) return { id: kase.id, outcome: 'refused', misses: kase.must.map((m) => JSON.stringify(m)), lost: [], applied: [], notApplied: answer.notApplied.map((n) => `${n.words}: ${n.why}`) };
  if (!validatePlan(after).ok) misses.push('the refined plan does not validate');
  if (after.kind === 'workout' && constraintBreaches(after).length > 0) misses.push('a limit is broken');
  for (const must of kase.must) {
    const miss = held(must, before, after, answer);
    if (miss) misses.push(miss);
  }
  const lost = keeps(kase, before, after);
  const clean = misses.length === 0 && lost.length === 0 && answer.notApplied.length === 0;
  return { id: kase.id, outcome: clean ? 'clean' : 'partly', misses, lost, applied: answer.applied, notApplied: answer.notApplied.map((n) => `${n.words}: ${n.why}`) };
}

export interface RefineSummary {
  cases: number;
  clean: number;
  partly: number;
  refused: number;
  lost: number;
}

export function summariseRefinements(verdicts: readonly RefineVerdict[]): RefineSummary {
  return {
    cases: verdicts.length,
    clean: verdicts.filter((v) => v.outcome === 'clean').length,
    partly: verdicts.filter((v) => v.outcome === 'partly').length,
    refused: verdicts.filter((v) => v.outcome === 'refused').length,
    lost: verdicts.reduce((n, v) => n + v.lost.length, 0),
  };
}
