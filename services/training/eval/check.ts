import type { Plan, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { orderOf, readBrief, renderPlan, validatePlan, writePlan } from '../src/plan';
import type { Case, Forbid, Require } from './corpus';

/**
 * Judges one corpus case the way a head coach reads the plan: did it understand the request, and
 * does the plan keep every limit? The forbidden-element checks read the sets directly, apart from
 * the engine's own constraint checker, so the engine cannot grade itself.
 */

export type Facet = 'intent' | 'squad' | 'course' | 'volume' | 'time' | 'constraints' | 'violations' | 'kept' | 'required' | 'event' | 'valid' | 'proportions';

export interface Verdict {
  id: string;
  /** true: held; false: missed; absent: the case says nothing about the facet. */
  facets: Partial<Record<Facet, boolean>>;
  misses: string[];
  /** Forbidden elements found in the plan: each one is a constraint violation. */
  violations: string[];
  plan: Plan;
}

const sets = (plan: WorkoutPlan): SwimSet[] => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));

/** A set's words without the limits it states: "BK-BR-FR-FR, no fly" is not fly. */
const words = (set: SwimSet) =>
  set.description
    .toLowerCase()
    .replace(/\bno\s+(?:whip\s+|flip\s+)?[a-z]+(?:\s+kick)?\b/g, '')
    .replace(/\b(?:instead of|in place of)\s+[a-z]+/g, '');

const forbidden: Record<Forbid, (set: SwimSet) => boolean> = {
  kick: (s) => s.stroke === 'kick' || s.equipment.includes('kickboard') || /(?:^|[\s/,(])(?<!(?:dolphin|flutter|fly|breast|whip) )kick\b|kick\/|dolphin kicks off/.test(words(s)),
  // An IM swims every leg its label shows: "IM (BK-BR-FR-FR)" has no fly; a split repeat swims each part; an open choice may be any stroke.
  fly: (s) => s.stroke === 'fly' || (s.stroke === 'im' && (s.legs ?? ['fly']).includes('fly')) || (s.mix ?? []).some((m) => m.stroke === 'fly') || (s.stroke === 'choice' && s.strokes?.includes('fly') === true) || /\bfly\b|butterfly/.test(words(s)),
  breast: (s) => s.stroke === 'breast' || (s.stroke === 'im' && (s.legs ?? ['breast']).includes('breast')) || (s.mix ?? []).some((m) => m.stroke === 'breast') || /\bbreast/.test(words(s)),
  back: (s) => s.stroke === 'back' || (s.stroke === 'im' && (s.legs ?? ['back']).includes('back')) || (s.mix ?? []).some((m) => m.stroke === 'back') || /(?<!on (?:your|the) )\bback(?:stroke)?\b/.test(words(s)),
  im: (s) => s.stroke === 'im' || /\bim\b|\bimo\b/.test(words(s)),
  paddles: (s) => s.equipment.includes('paddles') || /paddle/.test(words(s)),
  fins: (s) => s.equipment.includes('fins') || /\bfins?\b/.test(words(s)),
  snorkel: (s) => s.equipment.includes('snorkel') || /snorkel/.test(words(s)),
  buoy: (s) => s.equipment.includes('pull_buoy') || s.stroke === 'pull' || /buoy/.test(words(s)),
  board: (s) => s.equipment.includes('kickboard') || /\bboard\b/.test(words(s)),
  whip_kick: (s) => (s.stroke === 'breast' && !/no whip kick|dolphin kick|flutter kick|buoy/i.test(s.description)) || (s.stroke === 'im' && !/no whip kick|dolphin kick|no breast/i.test(s.description)) || /breast(?:stroke)? kick|whip kick|2 kicks 1 pull|eggbeater/.test(words(s)),
  dives: (s) => /\bdives?\b|\bdiving\b|\bblocks\b/.test(words(s)),
  flip: (s) => /\bflip/.test(words(s)),
  swim: () => true,
  over_200: (s) => s.distance > 200,
  lactate: (s) => s.zone === 'SP1' || s.zone === 'SP2',
  fast: (s) => s.zone !== 'REC' && s.zone !== 'EN1',
};

const required: Record<Require, (plan: WorkoutPlan, text: string) => boolean> = {
  safety_line: (plan) => sets(plan).some((s) => s.description.includes('Safety: no hyperventilating before any swim; never ignore the urge to breathe; no breath-holding or underwater distance contests; stop and breathe at any dizziness; coach watching from deck.')),
  stop_rule: (plan) => sets(plan).some((s) => /stop rule/i.test(s.description)),
  steps: (plan) => (plan.steps?.length ?? 0) >= 5,
  dryland: (plan) => plan.dryland.length > 0,
  substitution: (plan) => (plan.substitutions?.length ?? 0) > 0,
  assumption: (plan) => plan.assumptions.length > 0,
  target_time: (plan) => sets(plan).some((s) => /hold (?:\d|:)/.test(s.description)),
  test_protocol: (plan) => sets(plan).some((s) => /T-[23]0|CSS|step [1-7]|test:/.test(s.description)),
  open_water: (plan) => sets(plan).some((s) => /sighting/.test(s.description)) && sets(plan).some((s) => /draft/.test(s.description)),
  as_space_allows: (_plan, text) => /as space allows/i.test(text),
};

/**
 * The main set where COACHING.md §4 puts it, read off the plan as a head coach would: its share of the
 * practice by level (senior 35-45 %, age group 25-35 %, masters 45-55 %, less a day's swing; a speed
 * day's short quality set from 20 %), never more than 55-62 % (80 % under 2,000), and larger than every other set (a
 * speed day's warm-up aside). The coach's own main set keeps the size they wrote.
 */
function proportionMiss(plan: WorkoutPlan): string | null {
  if ((plan.sessionType ?? 'practice') !== 'practice') return null;
  const size = (s: WorkoutPlan['sections'][number]) => s.blocks.reduce((t, b) => t + b.rounds * b.sets.reduce((u, x) => u + x.reps * x.distance, 0), 0);
  const total = plan.sections.reduce((t, s) => t + size(s), 0);
  const mains = plan.sections.filter((s) => s.kind === 'main');
  if (total === 0 || mains.length === 0) return null;
  const main = mains.reduce((t, s) => t + size(s), 0);
  const speed = (plan.focus.includes('sprint') || plan.focus.includes('lactate')) && mains.some((s) => s.blocks.some((b) => b.sets.some((x) => x.zone.startsWith('SP'))));
  const masters = plan.level === 'masters';
  const young = ['recreational', 'summer_swim_team', 'age_group_8_10', 'age_group_11_12'].includes(plan.level);
  const [lo, most] = speed ? [0.2, 0.5] : masters ? [0.4, 0.62] : young ? [0.24, 0.5] : [0.33, 0.55];
  // A short practice has little room beside its main set.
  const hi = total < 2000 ? Math.max(most, 0.8) : most;
  const coach = mains.some((s) => s.blocks.some((b) => b.coachWritten));
  if (!coach && main < total * lo) return `main set ${Math.round((main / total) * 100)}% (at least ${lo * 100}%)`;
  if (main > total * hi) return `main set ${Math.round((main / total) * 100)}% (at most ${hi * 100}%)`;
  const bigger = plan.sections.find((s) => s.kind !== 'main' && !(speed && s.kind === 'warmup') && size(s) > main);
  return bigger ? `${bigger.name} ${size(bigger)} is larger than the main set ${main}` : null;
}

function facetOf(verdict: Verdict, facet: Facet, ok: boolean, miss: string): void {
  verdict.facets[facet] = (verdict.facets[facet] ?? true) && ok;
  if (!ok) verdict.misses.push(`${facet}: ${miss}`);
}

function checkWorkout(verdict: Verdict, kase: Case, plan: WorkoutPlan, text: string): void {
  const e = kase.expect;
  const total = plan.totals.distance;
  if (e.session) facetOf(verdict, 'intent', (plan.sessionType ?? 'practice') === e.session, `session ${plan.sessionType} (expected ${e.session})`);
  if (e.volume) facetOf(verdict, 'volume', Math.abs(total - e.volume) <= e.volume * 0.05, `total ${total} (asked ${e.volume})`);
  if (e.volumeRange) facetOf(verdict, 'volume', total >= e.volumeRange[0] * 0.97 && total <= e.volumeRange[1] * 1.03, `total ${total} (expected ${e.volumeRange.join('-')})`);
  if (e.minutes && plan.sections.length > 0) facetOf(verdict, 'time', plan.totals.minutes <= e.minutes * 1.1, `about ${plan.totals.minutes} min (has ${e.minutes})`);
  for (const f of e.forbid ?? []) {
    const hits = f === 'swim' ? sets(plan) : sets(plan).filter(forbidden[f]);
    if (hits.length > 0) verdict.violations.push(`${f}: ${hits.map((s) => `${s.reps} x ${s.distance} ${s.stroke} ${s.description}`).slice(0, 2).join(' | ')}`);
  }
  for (const r of e.require ?? []) facetOf(verdict, 'required', required[r](plan, text), `missing ${r}`);
  for (const k of e.kept ?? []) facetOf(verdict, 'kept', text.includes(k), `"${k}" not in the plan as written`);
  const miss = proportionMiss(plan);
  facetOf(verdict, 'proportions', miss === null, miss ?? '');
}

export function evaluate(kase: Case, date = '2026-01-13'): Verdict {
  const request = { date, description: kase.request, coach_notes: kase.notes ?? null };
  const intent = orderOf(readBrief(request));
  const plan = writePlan(request);
  const text = renderPlan(plan);
  const verdict: Verdict = { id: kase.id, facets: {}, misses: [], violations: [], plan };
  const e = kase.expect;
  if (e.kind) facetOf(verdict, 'intent', plan.kind === e.kind, `${plan.kind} (expected ${e.kind})`);
  if (e.squad) facetOf(verdict, 'squad', ([] as string[]).concat(e.squad).includes(intent.squad), `${intent.squad} (expected ${e.squad})`);
  if (e.course) facetOf(verdict, 'course', plan.course === e.course, `${plan.course} (expected ${e.course})`);
  if (e.weeks && plan.kind === 'season') facetOf(verdict, 'intent', plan.weeks.length === e.weeks, `${plan.weeks.length} weeks (expected ${e.weeks})`);
  if (e.meets && plan.kind === 'season') facetOf(verdict, 'intent', JSON.stringify((plan.meets ?? []).map((m) => m.importance)) === JSON.stringify(e.meets), `meets ${(plan.meets ?? []).map((m) => m.importance).join('')} (expected ${e.meets.join('')})`);
  if (e.taper !== undefined && plan.kind === 'season') facetOf(verdict, 'intent', (plan.taper !== null) === e.taper, `taper ${plan.taper ? 'written' : 'missing'}`);
  if (e.event) facetOf(verdict, 'event', plan.targetEvent === e.event, `event ${plan.targetEvent} (expected ${e.event})`);
  for (const rule of e.constraints ?? []) facetOf(verdict, 'constraints', intent.constraints.some((c) => c.rule === rule), `did not read ${rule}`);
  if (plan.kind === 'workout') checkWorkout(verdict, kase, plan, text);
  const validation = validatePlan(plan);
  facetOf(verdict, 'valid', validation.ok, validation.issues.filter((i) => i.severity === 'error' && !i.fixed).map((i) => i.message).slice(0, 2).join('; '));
  verdict.facets.violations = verdict.violations.length === 0;
  return verdict;
}

export interface Summary {
  cases: number;
  accuracy: Partial<Record<Facet, { held: number; asked: number }>>;
  violations: number;
  failed: Verdict[];
}

export function summarise(verdicts: readonly Verdict[]): Summary {
  const accuracy: Summary['accuracy'] = {};
  for (const v of verdicts) {
    for (const [facet, ok] of Object.entries(v.facets) as Array<[Facet, boolean]>) {
      const a = (accuracy[facet] ??= { held: 0, asked: 0 });
      a.asked += 1;
      if (ok) a.held += 1;
    }
  }
  return { cases: verdicts.length, accuracy, violations: verdicts.reduce((s, v) => s + v.violations.length, 0), failed: verdicts.filter((v) => v.misses.length > 0 || v.violations.length > 0) };
}
