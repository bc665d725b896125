import type { DrylandSession, Equipment, Plan, SeasonDay, SeasonPlan, SeasonRace, SwimSet, SwimmerLine, WorkoutPlan, ZoneMix } from '@laneforge/contracts';
import type { PlanLaneGroup } from '@laneforge/contracts';
import { drylandPartNames, focusNames, groupNames, laneNamesText, laneRepsText, laneTimingText, laneTotals, levelText, numberText, phaseNames, restText, sessionTypeNames, strokeLabel, ZONES as zones } from '@laneforge/contracts';
import { scaledTimes } from './lanes';
import { poolLine } from './model';
import { squadOf } from './squads';
import { defaultPaces } from './stored-paces';

const equipmentWords: Record<Equipment, string> = {
  fins: 'fins',
  paddles: 'paddles',
  pull_buoy: 'buoy',
  kickboard: 'board',
  snorkel: 'snorkel',
  band: 'band',
  parachute: 'parachute',
};

/**
 * One set in standard coach notation: `4 x 100 Free @ 1:30 — EN2, descend 1-4`; for lane groups
 * `10 / 9 / 8 x 100 Free @ 1:15 / 1:25 / 1:35 (Lanes 1-2 / 3-4 / 5-6) — EN2`.
 */
export function renderSet(set: SwimSet, groups?: readonly PlanLaneGroup[]): string {
  return renderOne(set, groups);
}

function renderOne(set: SwimSet, groups?: readonly PlanLaneGroup[]): string {
  const lanes = set.lanes && groups && set.lanes.length === groups.length ? set : { ...set, lanes: undefined };
  const reps = laneRepsText(lanes);
  const head = reps === '1' ? `${set.distance}` : `${reps} x ${set.distance}`;
  const marks = [...set.equipment.map((e) => equipmentWords[e]), ...(set.halfLength ? ['half-length'] : [])];
  const gear = marks.length > 0 ? ` (${marks.join(', ')})` : '';
  const timing = laneTimingText(lanes, (s) => `w/ ${restText(s)} rest`);
  const who = lanes.lanes && groups ? ` (${laneNamesText(groups.map((g) => g.name))})` : '';
  const description = set.description ? `, ${set.description}` : '';
  const stroke = strokeLabel(set);
  return `${head} ${stroke}${gear}${timing ? ` ${timing}` : ''}${who} — ${set.zone}${description}`;
}

/** A named swimmer's own line under the set it changes: "· Dana: 3 x 400 Free @ 8:55 — EN1, easy (no flip turns)". */
export function renderSwimmerLine(line: SwimmerLine): string {
  const sets = line.sets.map((s) => renderSet(s)).join(' + ');
  // The reason is left off where the line already says it ("breast arms + dolphin kick" twice reads as a stutter).
  const said = line.note && sets.toLowerCase().includes(line.note.toLowerCase());
  return `· ${line.name}: ${sets}${line.note && !said ? ` (${line.note})` : ''}`;
}

function renderDryland(session: DrylandSession): string[] {
  const lines = [`${session.title} (${session.minutes} min)`];
  for (const part of session.parts) {
    lines.push(`${drylandPartNames[part.part]}:`);
    for (const e of part.exercises) {
      const amount = e.reps !== null ? `${e.sets} x ${e.reps}` : `${e.sets} x ${e.seconds}s`;
      lines.push(`- ${e.name}: ${amount}, rest ${restText(e.restSeconds)}${e.note ? ` — ${e.note}` : ''}`);
    }
  }
  return lines;
}

/** What the engine assumed and changed, said at the top where the coach reads first (COACHING.md §6). */
function renderPreamble(plan: Plan): string[] {
  const lines = [...plan.assumptions.map((a) => `Assumed: ${a}`), ...(plan.substitutions ?? []).map((c) => `Changed: ${c}`)];
  return lines.length > 0 ? ['', ...lines] : [];
}

function renderFooter(plan: Plan): string[] {
  const lines: string[] = [];
  for (const session of plan.dryland) lines.push('', ...renderDryland(session));
  if (plan.notes.length > 0) lines.push('');
  for (const n of plan.notes) lines.push(`Note: ${n}`);
  return lines;
}

function headerFields(plan: Plan): string[] {
  // No pool course for a session on land, a lesson, or a swim in open water.
  const dry = plan.kind === 'workout' && (plan.sessionType === 'dryland' || plan.sessionType === 'learn_to_swim' || (plan.sessionType === 'open_water' && plan.sections.length === 0));
  const fields = [
    `${plan.kind === 'season' ? 'Start' : 'Date'}: ${plan.date}`,
    ...(dry ? [] : [`Course: ${plan.course} (${plan.unit})`]),
    `Level: ${levelText(plan)}`,
  ];
  if (plan.focus.length > 0) fields.push(`Focus: ${plan.focus.map((f) => focusNames[f]).join(', ')}`);
  return fields;
}

/** The paces the send-offs follow (COACHING.md §3): the coach's, a test's, or the level's default. */
function renderPaces(plan: Plan): string[] {
  if (plan.kind === 'workout' && (plan.sections.length === 0 || plan.sessionType === 'learn_to_swim')) return [];
  return [plan.paces?.label ?? defaultPaces(squadOf(plan), plan.course).label];
}

/** Per-lane totals, once at the end, when the groups swim different volumes (COACHING.md §9). */
function renderLaneTotals(plan: WorkoutPlan): string[] {
  const totals = laneTotals(plan);
  if (totals.length === 0 || totals.every((t) => t.distance === totals[0]!.distance)) return [];
  return [`Lane totals: ${totals.map((t) => `${t.name} ${numberText(t.distance)}`).join(' · ')} ${plan.unit}`];
}

/** What the timed steps are called: a lesson's, a clinic's rotation, an open-water swim's plan. */
const stepsHeading: Partial<Record<NonNullable<WorkoutPlan['sessionType']>, string>> = { clinic: 'Clinic schedule', open_water: 'Session plan', test: 'Order of events' };

/** Timed steps with their clock: "- Rotation 1 (15 min, 0:20-0:35): …" reads as the deck schedule. */
function renderSteps(plan: WorkoutPlan): string[] {
  if (!plan.steps?.length) return [];
  const heading = stepsHeading[plan.sessionType ?? 'practice'] ?? 'Lesson';
  return ['', `${heading} (${plan.steps.reduce((m, s) => m + s.minutes, 0)} min)`, ...plan.steps.map((s) => `- ${s.title} (${s.minutes} min): ${s.detail}`)];
}

function renderWorkout(plan: WorkoutPlan): string {
  const fields = headerFields(plan);
  const swims = plan.sections.length > 0;
  fields.push(swims ? `Total: ${numberText(plan.totals.distance)} ${plan.unit} (~${plan.totals.minutes} min)` : `Time: ~${plan.totals.minutes} min`);
  const lines = [`**${plan.title}**`, fields.join(' | ')];
  const extra: string[] = [];
  if (plan.sessionType && plan.sessionType !== 'practice') extra.push(`Session: ${sessionTypeNames[plan.sessionType]}`);
  if (plan.targetEvent) extra.push(`Event: ${plan.targetEvent}`);
  if (plan.group !== 'team') extra.push(`Group: ${groupNames[plan.group]}`);
  if (plan.poolLength) extra.push(`Pool: ${poolLine(plan.poolLength, plan.unit)}`);
  if (extra.length > 0) lines.push(extra.join(' | '));
  lines.push(...renderPaces(plan), ...renderPreamble(plan), ...renderSteps(plan));
  for (const section of plan.sections) {
    lines.push('', `${section.name} (${numberText(section.distance)})`);
    const groups = plan.laneGroups && section.lanes ? plan.laneGroups.filter((g) => section.lanes!.includes(g.name)) : plan.laneGroups;
    const at = plan.laneGroups && section.lanes ? plan.laneGroups.map((g, i) => (section.lanes!.includes(g.name) ? i : -1)).filter((i) => i >= 0) : null;
    // A section for some groups shows their send-offs only; one for a single group is written on its own paces.
    // One group alone swims its own entry: its repeats and send-off, not the first lane's.
    const own = (set: SwimSet): SwimSet => {
      if (!at || !set.lanes) return set;
      if (at.length === 1) {
        const { lanes: _l, ...one } = set;
        const entry = set.lanes[at[0]!];
        // A target written for the first lane (":33-:35") is this lane's at its own base.
        const first = plan.laneGroups![0]!.paces?.base;
        const mine = plan.laneGroups![at[0]!]!.paces?.base;
        const description = first && mine ? scaledTimes(one.description, mine / first) : one.description;
        return entry ? { ...one, reps: entry.reps, sendOff: entry.sendOff, description } : { ...one, description };
      }
      return { ...set, lanes: at.map((i) => set.lanes![i]!) };
    };
    const renderSet = (set: SwimSet, _all?: readonly PlanLaneGroup[]) => renderOne(own(set), groups && groups.length > 1 ? groups : undefined);
    for (const block of section.blocks) {
      const grouped = block.rounds > 1 || block.label !== null;
      if (!grouped) {
        for (const set of block.sets) lines.push(`- ${renderSet(set, plan.laneGroups)}`);
        for (const line of block.swimmers ?? []) lines.push(`  ${renderSwimmerLine(line)}`);
        continue;
      }
      lines.push(block.rounds === 1 && block.label ? `- ${block.label}:` : `- ${block.rounds} ${block.rounds === 1 ? 'round' : 'rounds'}${block.label ? ` — ${block.label}` : ''}:`);
      for (const set of block.sets) lines.push(`  - ${renderSet(set, plan.laneGroups)}`);
      for (const line of block.swimmers ?? []) lines.push(`  ${renderSwimmerLine(line)}`);
    }
  }
  if (swims) lines.push('', `Total: ${numberText(plan.totals.distance)} ${plan.unit}`, ...renderLaneTotals(plan));
  lines.push(...renderFooter(plan));
  return lines.join('\n');
}

function renderZoneMix(mix: ZoneMix): string {
  return zones.map((z) => `${z} ${mix[z]}%`).join(' · ');
}

const raceNames: Record<SeasonRace, string> = { pool: 'pool', open_water: 'open water', triathlon: 'triathlon' };
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const weekdayOf = (date: string) => weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** "Mon 2026-09-07 AM: practice 4,000 yards — Threshold (EN2) · key set 2"; a part of the group's own line: "Mon 2026-11-30 PM · Top 6: practice …". */
function renderDay(d: SeasonDay, unit: string): string {
  const day = `${weekdayOf(d.date)} ${d.date}${d.slot ? ` ${d.slot}` : ''}${d.group ? ` · ${d.group}` : ''}`;
  const volume = d.kind === 'meet' ? 'meet' : `${d.kind} ${numberText(d.volume)} ${unit}`;
  return `${day}: ${volume} — ${d.focus}${d.keySet === null ? '' : ` · key set ${d.keySet + 1}`}`;
}

/** The Sunday that ends a season week (weeks run Monday to Sunday; the first may start later in its week). */
function weekEnd(start: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

function renderSeason(plan: SeasonPlan): string {
  const fields = headerFields(plan);
  fields.push(`Sessions/week: ${plan.sessionsPerWeek}`);
  fields.push(`Total: ${numberText(plan.totals.distance)} ${plan.unit}`);
  const lines = [`**${plan.title}**`, fields.join(' | ')];
  const extra: string[] = [];
  if (plan.targetEvent) extra.push(`Event: ${plan.targetEvent}`);
  if (plan.targetDate) extra.push(`Target date: ${plan.targetDate}`);
  if (plan.group !== 'team') extra.push(`Group: ${groupNames[plan.group]}`);
  if (extra.length > 0) lines.push(extra.join(' | '));
  if (plan.race || plan.sessionVolume) lines.push([plan.race ? `Race: ${raceNames[plan.race]}` : '', plan.sessionVolume ? `Full practice: ${numberText(plan.sessionVolume)} ${plan.unit}` : ''].filter(Boolean).join(' | '));
  if (plan.meets?.length) lines.push(`Meets: ${plan.meets.map((m) => `${m.name} ${m.date}${m.endDate ? ` to ${m.endDate}` : ''} (${m.importance}${m.who ? `, ${m.who}` : ''})`).join('; ')}`);
  if (plan.practiceDays?.length) lines.push(`Practice days: ${plan.practiceDays.map((d) => weekdays[d]).join(', ')}`);
  if (plan.breaks?.length) lines.push(`Breaks: ${plan.breaks.map((b) => `${b.label} ${b.from}${b.to !== b.from ? ` to ${b.to}` : ''} (${b.kind})`).join('; ')}`);
  lines.push(...renderPaces(plan), ...renderPreamble(plan));
  if (plan.taper) {
    const t = plan.taper;
    lines.push(
      `Taper: ${t.weeks === 1 ? `week ${t.startWeek}` : `weeks ${t.startWeek}-${t.startWeek + t.weeks - 1}`}${t.days ? ` (${t.days} days)` : ''}, volume down ${t.volumeReductionPercent}% from ${numberText(t.peakVolume)} to ${numberText(t.raceWeekVolume)} ${plan.unit}, intensity kept`,
    );
  }
  for (const w of plan.weeks) {
    lines.push(
      '',
      `Week ${w.week} (${weekdayOf(w.startDate)} ${w.startDate} – Sun ${weekEnd(w.startDate)}) — ${phaseNames[w.phase]}, ${w.load.replace('_', '-')}: ${numberText(w.volume)} ${plan.unit}, ${w.sessions} ${w.sessions === 1 ? 'session' : 'sessions'}, ${w.drylandSessions} dryland`,
    );
    lines.push(`Emphasis: ${w.emphasis}`);
    for (const n of w.notes ?? []) lines.push(`» ${n}`);
    lines.push(`Zone mix: ${renderZoneMix(w.zoneMix)}`);
    if (w.drylandFocus) lines.push(`Dryland: ${w.drylandFocus}`);
    if (w.keySets.length > 0) {
      lines.push('Key sets:');
      for (const s of w.keySets) lines.push(`- ${renderSet(s, plan.laneGroups)}`);
    }
    if (w.days && w.days.length === 0) lines.push('Days: none');
    if (w.days?.length) {
      lines.push('Days:');
      for (const d of w.days) lines.push(`- ${renderDay(d, plan.unit)}`);
    }
  }
  lines.push('', `Total: ${numberText(plan.totals.distance)} ${plan.unit} over ${plan.totals.weeks} weeks`);
  lines.push(...renderFooter(plan));
  return lines.join('\n');
}

/** The text the product shows and stores as `generated_workout`; its first line is `**Title**`. */
export function renderPlan(plan: Plan): string {
  return plan.kind === 'workout' ? renderWorkout(plan) : renderSeason(plan);
}
