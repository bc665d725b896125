import type { SeasonDay, SeasonMeet, SeasonPhase, SeasonRace, SeasonTestKind, SeasonWeek, Squad } from '@laneforge/contracts';
import { addDays, seasonTestNames } from '@laneforge/contracts';
import { daysBetween } from '../model';
import { squads } from '../squads';
import { taperFactor } from './taper';

/**
 * A season week day by day (COACHING.md §8, the week tables): practices spread with rest days between,
 * doubles (AM/PM) once the squad trains more often than it has days, the hard sessions 48 h apart,
 * each session with its volume, focus and the key set it carries; meets on their dates, a mini-rest
 * before a B meet, an easy day before a C meet, the taper falling day by day into the A meet.
 */

interface Session {
  focus: string;
  weight: number;
  key: 0 | 1 | null;
  /** EN3, SP1, SP2 or race pace: 48 h apart (COACHING.md §7.18). */
  hard: boolean;
}

const s = (focus: string, weight: number, key: 0 | 1 | null = null, hard = false): Session => ({ focus, weight, key, hard });

/** The week's sessions, the key and hard ones first (they go on the hard days), then the rest in the order they fill the week. */
function rotation(phase: SeasonPhase, load: SeasonWeek['load'], race: SeasonRace, squad: Squad): Session[] {
  const p = squads[squad];
  const en3 = p.noZones.includes('EN3') ? 'Threshold (EN2)' : 'VO2 (EN3)';
  const racePace = p.noZones.includes('SP1') ? 'Race pace + skills (EN3)' : 'Race pace (SP1)';
  const skills = race === 'pool' ? 'IM + stroke (EN1/EN2)' : race === 'triathlon' ? 'Triathlon swim: sighting, pack starts, exits' : 'Open-water skills: sighting, drafting, no-wall turns';
  const aerobic = s('Aerobic base (EN1)', 1);
  const long = s('Long aerobic (EN1)', 1.1);
  const technique = s('Technique + kick', 0.9);
  const recovery = s('Recovery + drill (REC/EN1)', 0.8);
  if (phase === 'transition') return [s('Easy swim, any strokes (REC/EN1)', 0.6), s('Other sports or mobility, optional easy swim', 0.5)];
  if (load === 'recovery') return [s('Technique + kick', 0.9, 0), aerobic, recovery, long, s(skills, 0.9), aerobic, recovery];
  if (load === 'taper' || load === 'race') return [s(racePace, 0.9, 0, true), s('Speed (SP3) + starts and turns', 0.85, 1, true), recovery, aerobic, s(skills, 0.9), aerobic, recovery];
  if (load === 'mini_rest' || phase === 'competition') {
    return [s(racePace, 0.9, 0, true), s('Speed (SP3) + starts and turns', 0.85, 1, true), s('Threshold (EN2)', 1, null, true), aerobic, recovery, long, technique];
  }
  if (phase === 'general_preparation') return [s('Aerobic base (EN1)', 1, 0), s('Threshold (EN2)', 1, 1, true), technique, s(skills, 1), long, recovery, aerobic];
  return [s('Threshold (EN2)', 1, 0, true), s(en3, 0.95, 1, true), s(racePace, 0.85, null, true), s('Speed (SP3) + technique', 0.85), s(skills, 0.95), long, technique];
}

/** Hard sessions a week: 2-3 for seniors, 1-2 for younger swimmers and masters (COACHING.md §7.18). */
function hardPerWeek(squad: Squad): number {
  const p = squads[squad];
  return p.young || p.level === 'masters' || p.level === 'age_group_11_12' || p.level === 'age_group_13_14' || p.level === 'recreational' ? 2 : 3;
}

/**
 * Sessions onto the week's slots: the key and hard sessions on days at least 48 h apart (the PM
 * practice of a double), the others filling the remaining slots in order; past the list, easy
 * aerobic practices without a key set.
 */
function assign(slots: ReadonlyArray<{ date: string; slot: SeasonDay['slot'] }>, sessions: readonly Session[], squad: Squad): Session[] {
  const primary = sessions.filter((x) => x.key !== null || x.hard);
  const rest = sessions.filter((x) => x.key === null && !x.hard);
  const days = [...new Set(slots.map((x) => x.date))];
  const hardDays: string[] = [];
  const wanted = Math.min(primary.length, Math.max(hardPerWeek(squad), primary.filter((x) => x.key !== null).length));
  for (const d of days) if (hardDays.length < wanted && (hardDays.length === 0 || daysBetween(hardDays.at(-1)!, d) >= 2)) hardDays.push(d);
  const out: Array<Session | undefined> = slots.map(() => undefined);
  hardDays.forEach((d, i) => {
    const at = slots.findIndex((x) => x.date === d && x.slot !== 'AM');
    out[at] = primary[i];
  });
  const fill = [...primary.slice(hardDays.length).filter((x) => !x.hard), ...rest];
  let next = 0;
  return out.map((x) => x ?? (next < fill.length ? fill[next++]! : s('Aerobic base (EN1)', 1)));
}

/** Day offsets in the order practices are added: Mon, Wed, Fri, Tue, Thu, Sat (the seventh day stays off until 12+ a week). */
const ORDER = [0, 2, 4, 1, 3, 5, 6] as const;

/** The week's practice slots: one a day on rest-spaced days, then doubles on the main days. */
export function practiceSlots(start: string, sessions: number): Array<{ date: string; slot: 'AM' | 'PM' | null }> {
  const count = Math.max(1, Math.min(14, sessions));
  const dayCount = count <= 6 ? count : count >= 12 ? 7 : 6;
  const days = ORDER.slice(0, dayCount).toSorted((a, b) => a - b);
  const doubled = new Set<number>(ORDER.slice(0, count - dayCount));
  return days.flatMap((d): Array<{ date: string; slot: 'AM' | 'PM' | null }> =>
    doubled.has(d) ? [{ date: addDays(start, d), slot: 'AM' }, { date: addDays(start, d), slot: 'PM' }] : [{ date: addDays(start, d), slot: null }],
  );
}

export interface WeekContext {
  start: string;
  sessions: number;
  phase: SeasonPhase;
  load: SeasonWeek['load'];
  race: SeasonRace;
  squad: Squad;
  /** A full practice this week, before the days' own weights. */
  sessionVolume: number;
  /** The last full week's practice, which the taper falls from. */
  peakSession: number;
  keySets: number;
  test: SeasonTestKind | null;
  meets: readonly SeasonMeet[];
  /** Days of reduced volume before a B meet. */
  miniRestDays: number;
  taper: { start: string; days: number; depth: number; meet: string } | null;
}

const round = (v: number) => Math.max(500, Math.round(v / 100) * 100);

/** One practice: its volume from the week's, cut before a meet or in the taper, capped at the squad's longest practice. */
function practiceDay(ctx: WeekContext, date: string, slot: SeasonDay['slot'], session: Session): SeasonDay {
  const cap = squads[ctx.squad].volume[1];
  let volume = ctx.sessionVolume * session.weight;
  let focus = session.focus;
  let key: number | null = session.key !== null && session.key < ctx.keySets ? session.key : null;
  if (ctx.taper && date >= ctx.taper.start) volume = ctx.peakSession * session.weight * taperFactor(daysBetween(ctx.taper.start, date), ctx.taper.days, ctx.taper.depth);
  for (const meet of ctx.meets) {
    const before = daysBetween(date, meet.date);
    if (meet.importance === 'B' && before > 0 && before <= ctx.miniRestDays) {
      volume *= 0.75;
      if (before <= 2) {
        focus = 'Pre-meet: race pace, starts, turns (no hard sets)';
        key = null;
        volume = ctx.sessionVolume * 0.6;
      }
    }
    if (meet.importance === 'C' && before === 1) {
      volume *= 0.8;
      focus = 'Easy before the meet: starts, turns, short speed';
      key = null;
    }
  }
  if (ctx.taper && date === addDays(ctx.taper.meet, -1)) focus = 'Pre-meet: race pace, starts, turns';
  return { date, slot, kind: 'practice', volume: Math.min(cap, round(volume)), focus, keySet: key };
}

const importanceWord = { A: 'A meet', B: 'B meet', C: 'C meet' } as const;

/** The week's days: practices, the test at its end, its meets; nothing after the A meet. */
export function weekDays(ctx: WeekContext): SeasonDay[] {
  const plan = rotation(ctx.phase, ctx.load, ctx.race, ctx.squad);
  const aMeet = ctx.taper?.meet ?? null;
  const meetDates = new Set(ctx.meets.map((m) => m.date));
  const sessions = ctx.phase === 'transition' ? Math.min(3, Math.ceil(ctx.sessions / 2)) : ctx.sessions;
  const slots = practiceSlots(ctx.start, sessions).filter((p) => !meetDates.has(p.date) && (aMeet === null || p.date < aMeet || ctx.start > aMeet));
  const placed = assign(slots, plan, ctx.squad);
  const days: SeasonDay[] = slots.map((p, i) => practiceDay(ctx, p.date, p.slot, placed[i]!));
  if (ctx.test) {
    const last = days.findLast((d) => d.kind === 'practice');
    if (last) Object.assign(last, { kind: 'test', focus: seasonTestNames[ctx.test], keySet: null, volume: round(ctx.sessionVolume * 0.8) });
  }
  for (const k of [0, 1]) {
    // A key set that fell on a meet day or a rest day before a meet goes to the week's first free practice.
    if (k >= ctx.keySets || days.some((d) => d.keySet === k)) continue;
    const free = days.find((d) => d.keySet === null && d.kind === 'practice' && !/pre-meet|before the meet/i.test(d.focus));
    if (free) free.keySet = k;
  }
  for (const meet of ctx.meets) {
    days.push({ date: meet.date, slot: null, kind: 'meet', volume: 0, focus: `Meet: ${meet.name} (${importanceWord[meet.importance]})`, keySet: null });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date) || (a.slot ?? '').localeCompare(b.slot ?? ''));
}
