import type { DrylandSession, Plan, SeasonPhase, SeasonPlan, SeasonWeek, SwimSet, WorkoutPlan, Zone } from '@laneforge/contracts/plan';
import type { Workout } from '@laneforge/contracts/training';
import {
  ZONES,
  addDays,
  blockDistance,
  courseNames,
  drylandPartNames,
  equipmentNames,
  focusNames,
  groupLabel,
  groupNames,
  laneNamesText,
  laneAmountText,
  laneTimingText,
  laneTotals,
  levelNames,
  loadNames,
  minutesText,
  numberText,
  phaseNames,
  planLabel,
  seasonSessions,
  restText,
  sendOffText,
  setNotation,
  setDistance,
  strokeLabel,
  titleLineOf,
  unitAbbreviations,
  zoneNames,
} from '@laneforge/contracts/plan-format';
import { dateRangeText, dateText } from './labels';

/**
 * What a printed plan says, decided once and drawn by both the PDF and the DOCX renderer, so the
 * two files always carry the same words. Pure: no fonts, no I/O.
 */
export interface ExportDocument {
  product: string;
  /** 'Training Plan' or 'Season Plan', as the dashboard labels a plan. */
  label: string;
  title: string;
  facts: Fact[];
  /** What follows the masthead, in the order every renderer draws it. */
  blocks: Block[];
}

/**
 * The parts of a printed plan. The model decides which parts a plan has and their order once;
 * renderers only draw each kind of part.
 */
export type Block =
  | { kind: 'zones'; zones: ZoneTotal[] }
  | { kind: 'coachNotes'; lines: string[] }
  | { kind: 'sets'; body: WorkoutBody }
  | { kind: 'volumeChart'; season: SeasonBody }
  | { kind: 'phases'; season: SeasonBody }
  | { kind: 'taper'; text: string }
  | { kind: 'weeks'; season: SeasonBody }
  /** The meet calendar: each meet with its date and what it means for the training. */
  | { kind: 'meets'; lines: string[] }
  /** Every week day by day: practices, tests and meets. */
  | { kind: 'days'; season: SeasonBody }
  | { kind: 'text'; body: TextBody }
  | { kind: 'dryland'; session: DrylandBlock }
  /** A lesson's, a clinic's or an open-water swim's timed steps: "Front float (5 min): …". */
  | { kind: 'steps'; title: string; lines: string[] }
  /** The plan's own notes and the assumptions the generator made. */
  | { kind: 'notes'; notes: string[] };

export type BlockOf<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** The blocks of one kind, in document order. */
export function blocksOf<K extends Block['kind']>(document: ExportDocument, kind: K): Array<BlockOf<K>> {
  return document.blocks.filter((b): b is BlockOf<K> => b.kind === kind);
}

export interface Fact {
  label: string;
  value: string;
}

export interface WorkoutBody {
  kind: 'workout';
  unit: string;
  sections: SectionBlock[];
  zoneTotals: ZoneTotal[];
  total: string;
}

export interface ZoneTotal {
  zone: Zone;
  name: string;
  distance: number;
  share: number;
  /** "1,500 yd · 38%": how the documents print a zone's share. */
  amount: string;
}

export interface SectionBlock {
  name: string;
  /** "850 yd" */
  subtotal: string;
  rows: SetTableRow[];
}

/** One row of a section's set table; rounds head the sets they repeat. */
export type SetTableRow = RoundsRow | SetRow;

export interface RoundsRow {
  kind: 'rounds';
  text: string;
  distance: string;
}

export interface SetRow {
  kind: 'set';
  /** Inside a rounds group. */
  nested: boolean;
  /** "4 × 100" */
  amount: string;
  stroke: string;
  details: string;
  sendOff: string;
  zone: Zone;
  distance: string;
}

export const SET_COLUMNS = ['Set', 'Stroke', 'Details', 'Send-off', 'Zone', 'Distance'] as const;
export const DRYLAND_COLUMNS = ['Exercise', 'Sets × reps', 'Rest', 'Cue'] as const;
export const PHASE_COLUMNS = ['Phase', 'Weeks', 'Dates', 'Weekly volume', 'Emphasis'] as const;
export const WEEK_COLUMNS = ['Wk', 'Dates', 'Phase', 'Volume', 'Emphasis', 'Key sets'] as const;

/** A set row's cells in column order: what a reader finds on one line of the printed table. */
export function setRowCells(row: SetRow): string[] {
  return [row.amount, row.stroke, row.details, row.sendOff, row.zone, row.distance];
}

export interface SeasonBody {
  kind: 'season';
  unit: string;
  phases: PhaseSpan[];
  taper: string | null;
  weeks: WeekRow[];
  peakVolume: number;
  total: string;
}

export interface PhaseSpan {
  phase: SeasonPhase;
  name: string;
  weeks: string;
  dates: string;
  weekCount: number;
  volume: string;
  emphasis: string;
}

export interface WeekRow {
  week: number;
  dates: string;
  phase: SeasonPhase;
  phaseName: string;
  load: SeasonWeek['load'];
  loadName: string;
  volume: number;
  volumeText: string;
  sessions: number;
  emphasis: string;
  keySets: string[];
  days: DayRow[];
}

/** One session of the day-by-day calendar. */
export interface DayRow {
  day: string;
  volume: string;
  session: string;
  keySet: string;
}

export const DAY_COLUMNS = ['Wk', 'Day', 'Volume', 'Session', 'Key set'] as const;

export interface TextBody {
  kind: 'text';
  lines: string[];
}

export interface DrylandBlock {
  title: string;
  minutes: string;
  parts: Array<{ name: string; exercises: Array<{ name: string; amount: string; rest: string; note: string }> }>;
}

/** The plan's title is its `**Title**` line (spec, shared plan page); else the stored title. */
export function titleOf(workout: Workout, product: string): { title: string; rest: string[] } {
  const lines = workout.generated_workout.replace(/\r\n?/g, '\n').split('\n');
  const line = titleLineOf(workout.generated_workout);
  if (line) return { title: line.title, rest: lines.filter((_, i) => i !== line.index) };
  return { title: workout.title.trim() || workout.plan?.title || `${product} Workout`, rest: lines };
}

function detailsText(set: SwimSet): string {
  const gear = [...set.equipment.map((e) => equipmentNames[e]), ...(set.halfLength ? ['Half-length'] : [])];
  return [set.description, gear.length > 0 ? `(${gear.join(', ')})` : ''].filter(Boolean).join(' ');
}

function distanceWithUnit(n: number, unit: string): string {
  return `${numberText(n)} ${unit}`;
}

function commonFacts(plan: Plan): Fact[] {
  const facts: Fact[] = [
    { label: 'Course', value: courseNames[plan.course] },
    { label: 'Level', value: levelNames[plan.level] },
  ];
  if (plan.focus.length > 0) facts.push({ label: 'Focus', value: plan.focus.map((f) => focusNames[f]).join(', ') });
  if (plan.targetEvent) facts.push({ label: 'Event', value: plan.targetEvent });
  if (plan.group !== 'team') facts.push({ label: 'Group', value: groupNames[plan.group] });
  if (plan.paces) facts.push({ label: 'Paces', value: plan.paces.label.replace(/^Paces:\s*/, '') });
  if (plan.laneGroups) facts.push({ label: 'Lane groups', value: `${laneNamesText(plan.laneGroups.map((g) => g.name))} (repeats and send-offs in this order)` });
  return facts;
}

function workoutBody(plan: WorkoutPlan): WorkoutBody {
  const unit = unitAbbreviations[plan.unit];
  const sections = plan.sections.map((section): SectionBlock => {
    const rows: SetTableRow[] = [];
    for (const block of section.blocks) {
      const grouped = block.rounds > 1 || block.label !== null;
      if (grouped) rows.push({ kind: 'rounds', text: groupLabel(block), distance: numberText(blockDistance(block)) });
      for (const set of block.sets) {
        rows.push({
          kind: 'set',
          nested: grouped,
          amount: laneAmountText(set),
          stroke: strokeLabel(set),
          details: detailsText(set),
          sendOff: set.lanes ? laneTimingText(set) : sendOffText(set.sendOff),
          zone: set.zone,
          distance: numberText(setDistance(set)),
        });
      }
      // A named swimmer's own line sits under the sets it changes, as it does on the plan page.
      for (const line of block.swimmers ?? []) rows.push({ kind: 'rounds', text: `${line.name}: ${line.sets.map((s) => setNotation(s)).join(' + ')}${line.note ? ` (${line.note})` : ''}`, distance: '' });
    }
    return { name: section.name, subtotal: distanceWithUnit(section.distance, unit), rows };
  });
  const total = plan.totals.distance;
  const zoneTotals = ZONES.filter((z) => plan.totals.byZone[z] > 0).map((zone) => ({
    zone,
    name: zoneNames[zone],
    distance: plan.totals.byZone[zone],
    share: total > 0 ? plan.totals.byZone[zone] / total : 0,
    amount: `${numberText(plan.totals.byZone[zone])} ${unit} · ${total > 0 ? Math.round((plan.totals.byZone[zone] / total) * 100) : 0}%`,
  }));
  return { kind: 'workout', unit, sections, zoneTotals, total: distanceWithUnit(total, unit) };
}

/** Per-lane totals, once at the end, when the lanes swim different volumes (COACHING.md §9). */
function laneTotalsNote(plan: WorkoutPlan): string[] {
  const unit = unitAbbreviations[plan.unit];
  const lanes = laneTotals(plan);
  if (lanes.every((l) => l.distance === plan.totals.distance)) return [];
  return [`Lane totals: ${lanes.map((l) => `${l.name} ${distanceWithUnit(l.distance, unit)}`).join(' · ')}`];
}

const meetMeaning = { A: 'A meet: full taper', B: 'B meet: mini-rest before it', C: 'C meet: trained through' } as const;

function meetBlock(plan: SeasonPlan): Block[] {
  if (!plan.meets?.length) return [];
  return [{ kind: 'meets', lines: plan.meets.map((m) => `${dateText(m.date)} · ${m.name} — ${meetMeaning[m.importance]}`) }];
}

const weekdayText = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function seasonBody(plan: SeasonPlan): SeasonBody {
  const unit = unitAbbreviations[plan.unit];
  const weeks = plan.weeks.map(
    (w): WeekRow => ({
      week: w.week,
      dates: dateRangeText(w.startDate, addDays(w.startDate, 6)),
      phase: w.phase,
      phaseName: phaseNames[w.phase],
      load: w.load,
      loadName: loadNames[w.load],
      volume: w.volume,
      volumeText: numberText(w.volume),
      sessions: w.sessions,
      emphasis: w.emphasis,
      keySets: w.keySets.map((s) => setNotation(s, plan.laneGroups)),
      days: seasonSessions(w).map((d) => ({
        day: `${weekdayText(d.date)}${d.slot ? ` ${d.slot}` : ''}`,
        volume: d.kind === 'meet' ? '—' : `${numberText(d.volume)} ${unit}`,
        session: d.focus ?? (d.kind === 'test' ? 'Test' : 'Practice'),
        keySet: d.keySet ? setNotation(d.keySet, plan.laneGroups) : '',
      })),
    }),
  );
  const phases: PhaseSpan[] = [];
  let start = 0;
  for (let i = 1; i <= plan.weeks.length; i++) {
    const first = plan.weeks[start] as SeasonWeek;
    if (i < plan.weeks.length && (plan.weeks[i] as SeasonWeek).phase === first.phase) continue;
    const span = plan.weeks.slice(start, i);
    const last = span[span.length - 1] as SeasonWeek;
    const volumes = span.map((w) => w.volume);
    const low = Math.min(...volumes);
    const high = Math.max(...volumes);
    // The loading weeks say what a phase is for; a recovery week's emphasis is the same everywhere.
    const typical = span.find((w) => w.load !== 'recovery') ?? first;
    phases.push({
      phase: first.phase,
      name: phaseNames[first.phase],
      weeks: first.week === last.week ? `Week ${first.week}` : `Weeks ${first.week}–${last.week}`,
      dates: dateRangeText(first.startDate, addDays(last.startDate, 6)),
      weekCount: span.length,
      volume: low === high ? `${numberText(low)} ${unit}` : `${numberText(low)}–${numberText(high)} ${unit}`,
      emphasis: typical.emphasis,
    });
    start = i;
  }
  const taper = plan.taper
    ? `Weeks ${plan.taper.startWeek}–${plan.taper.startWeek + plan.taper.weeks - 1}, volume down ${plan.taper.volumeReductionPercent}% from ${numberText(plan.taper.peakVolume)} to ${numberText(plan.taper.raceWeekVolume)} ${unit}, intensity kept.`
    : null;
  return {
    kind: 'season',
    unit,
    phases,
    taper,
    weeks,
    // The plan's own total; at least 1 so a season of unknown (zero) volumes still draws an axis.
    peakVolume: Math.max(1, plan.totals.peakWeekVolume),
    total: `${distanceWithUnit(plan.totals.distance, unit)} over ${plan.totals.weeks} weeks`,
  };
}

function drylandBlock(session: DrylandSession): DrylandBlock {
  return {
    title: /dryland/i.test(session.title) ? session.title : `Dryland · ${session.title}`,
    minutes: `${session.minutes} min`,
    parts: session.parts.map((p) => ({
      name: drylandPartNames[p.part],
      exercises: p.exercises.map((e) => ({
        name: e.name,
        amount: e.reps !== null ? `${e.sets} × ${e.reps}` : `${e.sets} × ${e.seconds ?? 0} s`,
        rest: e.restSeconds > 0 ? restText(e.restSeconds) : '—',
        note: e.note,
      })),
    })),
  };
}

const stepsTitles: Partial<Record<NonNullable<WorkoutPlan['sessionType']>, string>> = { clinic: 'Clinic schedule', open_water: 'Session plan' };

/** The timed steps of a lesson, a clinic or an open-water swim, in order, with their minutes. */
function stepsBlock(plan: WorkoutPlan): Block[] {
  if (!plan.steps?.length) return [];
  const minutes = plan.steps.reduce((m, s) => m + s.minutes, 0);
  return [{ kind: 'steps', title: `${stepsTitles[plan.sessionType ?? 'practice'] ?? 'Lesson'} · ${minutes} min`, lines: plan.steps.map((s) => `${s.title} (${s.minutes} min): ${s.detail}`) }];
}

/** The parts that close every plan: its dryland sessions, then its notes. */
function closing(dryland: DrylandBlock[], notes: string[]): Block[] {
  return [...dryland.map((session): Block => ({ kind: 'dryland', session })), ...(notes.length > 0 ? [{ kind: 'notes', notes } as const] : [])];
}

const coachNotesBlock = (notes: string | null): Block[] => (notes ? [{ kind: 'coachNotes', lines: notes.split('\n') }] : []);

/** Everything a printed plan shows, from the stored workout, in the order it is drawn. */
export function buildDocument(workout: Workout, product: string): ExportDocument {
  const { title, rest } = titleOf(workout, product);
  const coachNotes = coachNotesBlock(workout.coach_notes?.trim() ? workout.coach_notes.trim() : null);
  const label = planLabel(workout.plan_type);
  const plan = workout.plan;
  if (plan === null) {
    const lines = [...rest];
    while (lines.length > 0 && lines[0]?.trim() === '') lines.shift();
    while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
    const facts: Fact[] = [{ label: 'Date', value: dateText(workout.date) }];
    if (workout.total !== null) facts.push({ label: 'Total', value: numberText(workout.total) });
    return { product, label, title, facts, blocks: [...coachNotes, { kind: 'text', body: { kind: 'text', lines } }] };
  }
  const notes = [...plan.assumptions.map((a) => `Assumed: ${a}`), ...plan.notes];
  const dryland = plan.dryland.map(drylandBlock);
  if (plan.kind === 'workout') {
    const body = workoutBody(plan);
    // A lesson, a station clinic, a lake swim or a dryland session has no sets to total: its time is its size.
    const swims = plan.sections.length > 0;
    const facts: Fact[] = [
      { label: 'Date', value: dateText(plan.date) },
      ...(swims ? [{ label: 'Total', value: body.total }] : []),
      { label: swims ? 'Est. time' : 'Time', value: minutesText(plan.totals.minutes) },
      ...commonFacts(plan),
    ];
    const zones: Block[] = body.zoneTotals.length > 0 ? [{ kind: 'zones', zones: body.zoneTotals }] : [];
    const sets: Block[] = swims ? [{ kind: 'sets', body }] : [];
    return { product, label, title, facts, blocks: [...zones, ...coachNotes, ...stepsBlock(plan), ...sets, ...closing(dryland, [...laneTotalsNote(plan), ...notes])] };
  }
  const season = seasonBody(plan);
  const facts: Fact[] = [
    { label: 'Start', value: dateText(plan.date) },
    ...(plan.targetDate ? [{ label: 'Target date', value: dateText(plan.targetDate) }] : []),
    { label: 'Weeks', value: plan.taper ? `${plan.totals.weeks} (${plan.taper.weeks}-week taper)` : String(plan.totals.weeks) },
    { label: 'Total', value: distanceWithUnit(plan.totals.distance, season.unit) },
    { label: 'Peak week', value: distanceWithUnit(plan.totals.peakWeekVolume, season.unit) },
    { label: 'Sessions', value: `${plan.sessionsPerWeek} per week` },
    ...commonFacts(plan),
  ];
  const blocks: Block[] = [
    ...coachNotes,
    { kind: 'volumeChart', season },
    { kind: 'phases', season },
    ...(season.taper ? [{ kind: 'taper', text: season.taper } as const] : []),
    ...meetBlock(plan),
    { kind: 'weeks', season },
    ...(plan.weeks.some((w) => w.days?.length) ? [{ kind: 'days', season } as const] : []),
    ...closing(dryland, notes),
  ];
  return { product, label, title, facts, blocks };
}
