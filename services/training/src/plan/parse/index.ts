import type { Course, GroupType, Level, Plan, PlanLaneGroup, PlanPaces, PlanConstraint, Provider, SessionType, Squad, WorkoutPlan } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import { computeTotals, sectionDistance, unitOf } from '../model';
import { readDrylandHeader, readDrylandLine, readLessonHeader, readLessonStep } from './dryland';
import { readFields, readFreeLine, readTitle, readTotal } from './meta';
import { readSeasonFacts, readTaper, readWeek, readWeekField } from './season';
import { readBlockHeader, readLabelledBlock, readSectionHeader, readSetLine } from './sections';
import { readLaneNotation } from './set';
import { type Line, type ParseProblem, ParseState } from './state';

export type { ParseProblem } from './state';
export { parseBlocks, parseSet, parseSetList } from './set';

/** Facts the caller knows from the request, used where the text does not say them. */
export interface ParseContext {
  date?: string;
  course?: Course;
  level?: Level;
  provider?: Provider;
  kind?: 'workout' | 'season';
  group?: GroupType;
  requestedDistance?: number | null;
  requestedMinutes?: number | null;
  /** Title for a text without a `**Title**` line, e.g. "{product} Workout". */
  defaultTitle?: string;
  /** What the request said that a plan's text does not carry: who swims, the session type, the coach's limits. */
  squad?: Squad;
  sessionType?: SessionType;
  constraints?: PlanConstraint[];
  /** The coach's stored paces the plan is written for: its send-offs are checked against them. */
  paces?: PlanPaces;
}

export interface ParseResult {
  plan: Plan;
  problems: ParseProblem[];
}

function clean(line: string): string {
  return line
    .replace(/\*\*|__/g, '')
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/^\s*(?:[-*•+]|\d{1,2}[.)])\s+/, '')
    .trim();
}

/** Blank lines end an indented block; a `}` ends a braced one; an outdent ends the block it left. */
function readLayout(s: ParseState, line: Line): boolean {
  if (!line.text) {
    if (s.block && !s.block.braced) s.closeBlock();
    return true;
  }
  if (s.block && !s.block.braced && s.block.indented && line.indent <= s.block.indent) s.closeBlock();
  if (/^}\s*$/.test(line.text)) {
    s.closeBlock();
    return true;
  }
  return false;
}

/** The grammar's parts, tried in order on each line; the first that reads the line keeps it. */
const readers: Array<(s: ParseState, line: Line) => boolean> = [
  readLayout,
  readTitle,
  readFreeLine,
  readSeasonFacts,
  readFields,
  readTotal,
  readTaper,
  readWeek,
  readWeekField,
  readDrylandHeader,
  readDrylandLine,
  readLessonHeader,
  readLessonStep,
  readSectionHeader,
  readBlockHeader,
  readLabelledBlock,
  readSetLine,
];

function basics(s: ParseState, context: ParseContext) {
  const course: Course = s.course ?? (s.unitHint === 'meters' ? 'SCM' : 'SCY');
  const date = s.date ?? '1970-01-01';
  for (const w of s.weeks) if (!w.startDate) w.startDate = addDays(date, (w.week - 1) * 7);
  if (!s.course && (s.sections.length > 0 || s.weeks.length > 0)) s.problems.push({ line: 0, text: '', reason: `no course given: read as ${course}` });
  if (!s.date) s.problems.push({ line: 0, text: '', reason: 'no date given' });
  return {
    provider: context.provider ?? 'openai',
    title: s.title ?? context.defaultTitle ?? 'Workout',
    date,
    course,
    unit: unitOf(course),
    level: s.level ?? 'high_school',
    focus: s.focus,
    group: s.group,
    targetEvent: s.targetEvent,
    dryland: s.dryland,
    assumptions: s.assumptions,
    notes: s.notes,
    ...(s.substitutions.length > 0 ? { substitutions: s.substitutions } : {}),
    ...(context.squad ? { squad: context.squad } : {}),
    ...(context.constraints?.length ? { constraints: context.constraints } : {}),
    ...(context.paces ? { paces: context.paces } : {}),
  };
}

function seasonOf(s: ParseState, base: ReturnType<typeof basics>): Plan {
  return {
    kind: 'season',
    ...base,
    targetDate: s.targetDate,
    sessionsPerWeek: s.sessionsPerWeek ?? s.weeks[0]?.sessions ?? 1,
    weeks: s.weeks,
    taper: s.taper,
    ...(s.meets ? { meets: s.meets } : {}),
    ...(s.race ? { race: s.race } : {}),
    ...(s.sessionVolume ? { sessionVolume: s.sessionVolume } : {}),
    ...(s.breaks?.length ? { breaks: s.breaks } : {}),
    ...(s.practiceDays?.length ? { practiceDays: s.practiceDays } : {}),
    totals: {
      weeks: Math.max(1, s.weeks.length),
      distance: s.statedTotal ?? s.weeks.reduce((sum, w) => sum + w.volume, 0),
      peakWeekVolume: s.weeks.reduce((m, w) => Math.max(m, w.volume), 0),
      sessions: s.weeks.reduce((sum, w) => sum + w.sessions, 0),
    },
  };
}

function workoutOf(s: ParseState, base: ReturnType<typeof basics>, context: ParseContext): WorkoutPlan {
  const sections = s.sections.map((sec) => ({ ...sec, distance: sectionDistance(sec) }));
  const steps = s.steps.length > 0 ? { steps: s.steps } : {};
  const computed = computeTotals({ sections, level: base.level, course: base.course, dryland: base.dryland, ...steps, ...(context.squad ? { squad: context.squad } : {}), ...(context.paces ? { paces: context.paces } : {}) });
  return {
    kind: 'workout',
    ...base,
    requestedDistance: context.requestedDistance ?? null,
    requestedMinutes: context.requestedMinutes ?? null,
    ...(context.sessionType ? { sessionType: context.sessionType } : {}),
    sections: s.sections.map((sec) => ({ ...sec, distance: sec.distance < 0 ? sectionDistance(sec) : sec.distance })),
    ...steps,
    totals: { ...computed, distance: s.statedTotal ?? computed.distance },
  };
}

/** The lane groups a plan's sets are written for, named on the first set written for them. */
function laneGroupsIn(lines: readonly Line[]): { laneGroups?: PlanLaneGroup[] } {
  for (const line of lines) {
    const names = readLaneNotation(line.text).names;
    if (names && names.length >= 2) return { laneGroups: names.map((name) => ({ name, volumeFactor: 1 })) };
  }
  return {};
}

/**
 * Reads a plan written in coach notation (ours or a language model's) into the model. Lines it
 * cannot read are returned as problems with their line numbers; stated totals are kept as stated
 * so the validator can compare them with the sets.
 */
export function parsePlanText(text: string, context: ParseContext = {}): ParseResult {
  const s = new ParseState(context);
  const lines: Line[] = text.split(/\r?\n/).map((raw, i) => {
    const expanded = raw.replace(/\t/g, '  ');
    return { no: i + 1, raw, indent: expanded.length - expanded.trimStart().length, text: clean(expanded) };
  });
  for (const line of lines) readers.some((read) => read(s, line));
  s.closeBlock();
  for (const sec of s.sections) sec.blocks = sec.blocks.filter((b) => b.sets.length > 0);
  const base = { ...basics(s, context), ...laneGroupsIn(lines) };
  const kind = context.kind ?? (s.weeks.length > 0 ? 'season' : 'workout');
  return { plan: kind === 'season' ? seasonOf(s, base) : workoutOf(s, base, context), problems: s.problems };
}
