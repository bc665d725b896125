import type { SeasonDay, SeasonMeet, SeasonRace, Squad } from '@laneforge/contracts';
import { addDays, seasonTestNames } from '@laneforge/contracts';
import { dateWords, weekdayOfDate } from '../understand/season';
import { daysBetween } from '../model';
import { squads } from '../squads';
import { type Calendar, type CalendarWeek, awayCamp, breakOn, datesOf } from './calendar';
import { taperFactor } from './taper';

/**
 * A season week day by day (COACHING.md §8, the week tables): practices on the weekdays the group
 * trains, doubles (AM/PM) once it trains more often than it has days, every day of a camp; none on a
 * holiday, a closed pool or a meet; the hard sessions 48 h apart, each session with its volume, focus
 * and the key set it carries; a mini-rest before a B meet, an easy day before a C meet and after a
 * rested one, the taper falling day by day into the A meet, lifts on their days; a part of the group
 * racing its own meet (or swimming longer in the taper) on lines of its own.
 */

interface Session {
  focus: string;
  weight: number;
  key: 0 | 1 | null;
  /** EN3, SP1, SP2 or race pace: 48 h apart (COACHING.md §7.18). */
  hard: boolean;
}

const s = (focus: string, weight: number, key: 0 | 1 | null = null, hard = false): Session => ({ focus, weight, key, hard });

function names(race: SeasonRace, squad: Squad) {
  const p = squads[squad];
  return {
    en3: p.noZones.includes('EN3') ? 'Threshold (EN2)' : 'VO2 (EN3)',
    // Children race-pace swims are speed with full rest, never lactate work (COACHING.md §2).
    racePace: p.noZones.includes('SP1') ? 'Speed + race skills: starts, turns, finishes (SP3)' : 'Race pace (SP1)',
    skills: race === 'pool' ? 'IM + stroke (EN1/EN2)' : race === 'triathlon' ? 'Triathlon swim: sighting, pack starts, exits' : 'Open-water skills: sighting, drafting, no-wall turns',
    speed: race === 'pool' ? 'Speed (SP3) + starts, turns, relay exchanges' : 'Speed (SP3) + starts and turns',
  };
}

/** The week's sessions, the key and hard ones first (they go on the hard days), then the rest in the order they fill the week. */
function rotation(week: CalendarWeek, race: SeasonRace, squad: Squad): Session[] {
  const { en3, racePace, skills, speed } = names(race, squad);
  const aerobic = s('Aerobic base (EN1)', 1);
  const long = s('Long aerobic (EN1)', 1.1);
  const technique = s('Technique + kick', 0.9);
  const recovery = s('Recovery + drill (REC/EN1)', 0.8);
  if (week.phase === 'transition') return [s('Easy swim, any strokes (REC/EN1)', 0.6), s('Other sports or mobility, optional easy swim', 0.5)];
  if (week.load === 'recovery') return [s('Technique + kick', 0.9, 0), aerobic, recovery, long, s(skills, 0.9), aerobic, recovery];
  if (week.load === 'taper' || week.load === 'race') return [s(racePace, 0.9, 0, true), s(speed, 0.85, 1, true), recovery, aerobic, s(skills, 0.9), aerobic, recovery];
  if (week.load === 'mini_rest' || week.phase === 'competition') {
    return [s(racePace, 0.9, 0, true), s(speed, 0.85, 1, true), s('Threshold (EN2)', 1, null, true), aerobic, recovery, long, technique];
  }
  if (week.phase === 'general_preparation') return [s('Aerobic base (EN1)', 1, 0), s('Threshold (EN2)', 1, 1, true), technique, s(skills, 1), long, recovery, aerobic];
  // Children: one small threshold dose a week (COACHING.md §2); the other key day is strokes, turns and kick.
  if (squads[squad].young) return [s('Threshold (EN2)', 1, 0, true), s('IM + technique + kick (EN1)', 0.95, 1), s(racePace, 0.85, null, true), technique, aerobic, long, recovery];
  return [s('Threshold (EN2)', 1, 0, true), s(en3, 0.95, 1, true), s(racePace, 0.85, null, true), s('Speed (SP3) + technique', 0.85), s(skills, 0.95), long, technique];
}

/** A camp's doubles: long aerobic and technique in the mornings, the quality in the afternoons. */
function campSessions(slots: readonly Slot[], race: SeasonRace, squad: Squad): Session[] {
  const { en3, racePace, skills } = names(race, squad);
  const mornings = [s('Long aerobic (EN1)', 1.1), s('Aerobic base (EN1) + kick', 1), s('Technique + pull (EN1)', 0.95)];
  const afternoons = [s('Threshold (EN2)', 1, 0, true), s(skills, 0.95), s(en3, 0.95, 1, true), s('Recovery + drill (REC/EN1)', 0.8), s(racePace, 0.9, null, true), s('Aerobic base (EN1)', 1)];
  let am = 0;
  let pm = 0;
  return slots.map((x) => (x.slot === 'AM' ? mornings[am++ % mornings.length]! : afternoons[pm++ % afternoons.length]!));
}

/** Hard sessions a week: 2-3 for seniors, 1-2 for younger swimmers and masters (COACHING.md §7.18). */
function hardPerWeek(squad: Squad): number {
  const p = squads[squad];
  return p.young || p.level === 'masters' || p.level === 'age_group_11_12' || p.level === 'age_group_13_14' || p.level === 'recreational' ? 2 : 3;
}

interface Slot {
  date: string;
  slot: SeasonDay['slot'];
  /** An open-water session in place of (or beside) the pool. */
  openWater?: boolean;
  camp?: boolean;
}

/**
 * Sessions onto the week's slots: the key and hard sessions on days at least 48 h apart (the PM
 * practice of a double), the others filling the remaining slots in order; past the list, easy
 * aerobic practices without a key set.
 */
function assign(slots: readonly Slot[], sessions: readonly Session[], squad: Squad): Session[] {
  const primary = sessions.filter((x) => x.key !== null || x.hard);
  const rest = sessions.filter((x) => x.key === null && !x.hard);
  const days = [...new Set(slots.filter((x) => !x.openWater).map((x) => x.date))];
  const hardDays: string[] = [];
  const wanted = Math.min(primary.length, Math.max(hardPerWeek(squad), primary.filter((x) => x.key !== null).length));
  for (const d of days) if (hardDays.length < wanted && (hardDays.length === 0 || daysBetween(hardDays.at(-1)!, d) >= 2)) hardDays.push(d);
  const out: Array<Session | undefined> = slots.map(() => undefined);
  hardDays.forEach((d, i) => {
    const at = slots.findIndex((x) => x.date === d && x.slot !== 'AM' && !x.openWater);
    out[at] = primary[i];
  });
  const fill = [...primary.slice(hardDays.length).filter((x) => !x.hard), ...rest];
  let next = 0;
  return out.map((x, i) => x ?? (slots[i]!.openWater ? s('Open water: long steady swim, sighting, drafting, race starts', 1.1) : next < fill.length ? fill[next++]! : s('Aerobic base (EN1)', 1)));
}

/** Weekdays in the order doubles are added: Mon, Wed, Fri, Tue, Thu, Sat, Sun. */
const DOUBLE_ORDER = [1, 3, 5, 2, 4, 6, 0] as const;

export interface WeekContext {
  week: CalendarWeek;
  cal: Calendar;
  sessions: number;
  race: SeasonRace;
  squad: Squad;
  /** A full practice this week, before the days' own weights. */
  sessionVolume: number;
  /** The last full week's practice, which the taper falls from. */
  peakSession: number;
  keySets: number;
  /** Days of reduced volume before a B meet. */
  miniRestDays: number;
  /** How deep the taper goes on its last day. */
  depth: number;
  openWater: { date: string; weekday: number; added?: boolean | undefined } | null;
  /** Lifts or dryland sessions a week, and what the coach calls them. */
  dryland: { perWeek: number; word: string } | null;
  /** Days a part of the group tapers before its own A meet. */
  groupTaperDays: number;
  /** Sprinters and distance swimmers taper apart. */
  distanceGroup: boolean;
  peaking: Peaking;
  /** The week's days written so far (the first practice after a meet is its recovery swim). */
  weekDays: SeasonDay[];
  /** An optional practice beside the week ("optional sat morning 90 min"), its weekday and volume. */
  optional?: { weekday: number; volume: number; minutes: number | null } | null;
}

/** The optional practice of the week: on its weekday, unless that day is a meet, a day off, after the A meet or in the taper's last days. Not in the week's load. */
function optionalDays(ctx: WeekContext): SeasonDay[] {
  const { week, cal, optional } = ctx;
  if (!optional || week.phase === 'transition') return [];
  const meetDays = new Set(cal.meets.filter((m) => !m.who).flatMap((m) => datesOf(addDays(m.date, -1), m.endDate ?? m.date)));
  const lastDays = cal.aMeet ? addDays(cal.aMeet.date, -4) : null;
  const out: SeasonDay[] = [];
  for (const date of datesOf(week.start, week.end)) {
    if (date < cal.start || date > cal.end || weekdayOfDate(date) !== optional.weekday || cal.days.includes(optional.weekday)) continue;
    if ((cal.aMeet && date >= cal.aMeet.date) || meetDays.has(date) || breakOn(cal.breaks, date)?.kind === 'off' || (lastDays && date >= lastDays)) continue;
    const taper = cal.taper && date >= cal.taper.start;
    const length = optional.minutes ? `, ${optional.minutes} min` : '';
    out.push({ date, slot: null, kind: 'practice', volume: round(optional.volume * (taper ? 0.6 : 1)), focus: taper ? `Optional: easy aerobic, a few race-pace touches${length}` : `Optional: aerobic, technique and kick (EN1)${length}`, keySet: null, group: 'Optional' });
  }
  return out;
}

/** The practice slots of a week: the days practised, doubles on the main days, every day of a camp twice, none on a break, a meet or after the A meet. */
function slotsOf(ctx: WeekContext): Slot[] {
  const { week, cal } = ctx;
  const aMeet = cal.aMeet;
  const meetDays = new Set(cal.meets.filter((m) => !m.who).flatMap((m) => datesOf(m.date, m.endDate ?? m.date)));
  const transition = week.phase === 'transition';
  const days = transition ? DOUBLE_ORDER.filter((d) => cal.days.includes(d)).slice(0, Math.min(3, Math.ceil(cal.days.length / 2))) : cal.days;
  const extra = transition ? 0 : Math.max(0, ctx.sessions - cal.days.length);
  // The days the coach named for doubles first, then the usual order.
  const order = cal.doubleDays?.length ? [...cal.doubleDays, ...DOUBLE_ORDER.filter((d) => !cal.doubleDays!.includes(d))] : DOUBLE_ORDER;
  const doubled = new Set<number>(order.filter((d) => days.includes(d)).slice(0, extra));
  // Frequency comes down by no more than a fifth in a taper (Mujika & Padilla 2003): the doubles' mornings go in the last four days.
  const lastDays = aMeet ? addDays(aMeet.date, -4) : null;
  const out: Slot[] = [];
  for (const date of datesOf(week.start, week.end)) {
    if (date < cal.start || date > cal.end) continue;
    if (aMeet && week.start <= aMeet.date && date >= aMeet.date) continue;
    if (meetDays.has(date)) continue;
    const br = breakOn(cal.breaks, date);
    if (br?.kind === 'off') continue;
    if (br?.kind === 'camp') {
      out.push({ date, slot: 'AM', camp: true }, { date, slot: 'PM', camp: true });
      continue;
    }
    // The day after a camp away is the trip home (doubles over a break at home have none).
    if (cal.breaks.some((b) => b.kind === 'camp' && awayCamp(b) && addDays(b.to, 1) === date)) continue;
    const weekday = weekdayOfDate(date);
    const open = ctx.openWater !== null && date >= ctx.openWater.date && weekday === ctx.openWater.weekday;
    // Open water in place of a pool day: the pool day before it goes, in the week of the first lake swim too (three swims stay three).
    const lakeDay = ctx.openWater ? addDays(date, (ctx.openWater.weekday - weekday + 7) % 7) : null;
    if (ctx.openWater && !ctx.openWater.added && lakeDay! >= ctx.openWater.date && !days.includes(ctx.openWater.weekday) && weekday === replacedDay(days, ctx.openWater.weekday)) continue;
    if (days.includes(weekday)) {
      // The day before a meet is one practice, not two.
      const eve = cal.meets.some((m) => !m.who && addDays(m.date, -1) === date);
      const double = doubled.has(weekday) && !eve && !(lastDays && date >= lastDays && week.phase === 'taper');
      if (double) out.push({ date, slot: 'AM' }, { date, slot: 'PM', ...(open ? { openWater: true } : {}) });
      else out.push({ date, slot: null, ...(open ? { openWater: true } : {}) });
    } else if (open) out.push({ date, slot: null, openWater: true });
  }
  return lightWeekCount(out, cal.counted ?? []);
}

/**
 * "july 4 week is light (3 practices)": a lighter week with the practices the coach counted, the doubles' mornings
 * going first, then days spread across the week.
 */
function lightWeekCount(slots: Slot[], counted: NonNullable<Calendar['counted']>): Slot[] {
  const light = counted.find((b) => slots.some((x) => x.date >= b.from && x.date <= b.to));
  if (!light) return slots;
  const n = light.sessions;
  const inside = (x: Slot) => x.date >= light.from && x.date <= light.to;
  let kept = slots.filter(inside);
  if (kept.length <= n) return slots;
  // The mornings of doubles go first, then the days left are spread over the week.
  kept = kept.filter((x) => x.slot !== 'AM').map((x) => (x.slot === 'PM' ? { ...x, slot: null } : x));
  if (kept.length > n) kept = Array.from({ length: n }, (_, i) => kept[Math.floor((i * kept.length) / n)]!);
  return slots.filter((x) => !inside(x)).concat(kept).sort((a, b) => (a.date === b.date ? (a.slot === 'AM' ? -1 : 1) : a.date < b.date ? -1 : 1));
}

/** The pool day an open-water day takes the place of: the last one before it in the week. */
function replacedDay(days: readonly number[], openWater: number): number | undefined {
  const key = (d: number) => (d - openWater + 7) % 7;
  return [...days].sort((a, b) => key(b) - key(a))[0];
}

const round = (v: number) => Math.max(500, Math.round(v / 100) * 100);

const meetRange = (m: SeasonMeet) => {
  const day = (d: string) => `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][weekdayOfDate(d)]} ${dateWords(d)}`;
  return m.endDate && m.endDate !== m.date ? `${day(m.date)} – ${day(m.endDate)}` : day(m.date);
};

const importanceWord = { A: 'A meet', B: 'B meet', C: 'C meet' } as const;

/** How an A meet is swum: shaved and tapered for seniors, rested for children, a race for open water. */
export type Peaking = 'shave' | 'rest' | 'taper';

export function meetFocus(m: SeasonMeet, peaking: Peaking = 'shave', team: SeasonMeet | null = null): string {
  const who = m.who ? ` for ${m.who}` : '';
  const full = { shave: 'full taper, shave', rest: 'rested the last days', taper: 'tapered' }[peaking];
  // "some kids only swim conference so they taper for that": the team races it too, rested or trained through as its own grade says.
  const rest = team ? `the rest of the group ${team.importance === 'C' ? 'trains through it' : `rests for it (${team.importance} meet)`}` : 'the rest of the group trains through it';
  const what = m.who ? rest : m.importance === 'A' ? full : m.importance === 'B' ? 'rested, not tapered' : 'trained through';
  return `Meet: ${m.name} (${importanceWord[m.importance]}${who}) — ${meetRange(m)}: ${what}`;
}

/** One practice: its volume from the week's, cut before a meet, after a break or in the taper, capped at the squad's longest practice. */
function practiceDay(ctx: WeekContext, slot: Slot, session: Session, index: number): SeasonDay {
  const { cal } = ctx;
  const date = slot.date;
  const cap = squads[ctx.squad].volume[1];
  let volume = ctx.sessionVolume * session.weight;
  let focus = session.focus;
  let key: number | null = session.key !== null && session.key < ctx.keySets ? session.key : null;
  const taper = cal.taper;
  // A taper practice keeps a real warm-up, race pace and starts: never much below the squad's shortest practice.
  // A day of doubles shares that floor between its two practices: a taper never swims more than the weeks before it.
  const floor = (squads[ctx.squad].volume[0] * 0.7) / (slot.slot === null ? 1 : 2);
  if (taper && cal.aMeet && date >= taper.start && date <= (cal.aMeet.endDate ?? cal.aMeet.date)) volume = Math.max(floor, ctx.peakSession * session.weight * taperFactor(daysBetween(taper.start, date), taper.days, ctx.depth));
  const br = breakOn(cal.breaks, date);
  if (br?.kind === 'light') volume *= 0.7;
  if (ctx.week.shape === 'return') {
    volume *= index < 2 ? 0.65 : 0.9;
    if (index < 2) {
      focus = 'Back in the water: easy aerobic, drills, kick (no hard sets)';
      key = null;
    }
  }
  // The days after a camp, before the next week: easy.
  if (!br && cal.breaks.some((b) => b.kind === 'camp' && daysBetween(b.to, date) > 0 && daysBetween(b.to, date) <= 4)) {
    volume *= 0.75;
    focus = 'Easy after the trip: aerobic, drills, stretch';
    key = null;
  }
  for (const meet of cal.meets.filter((m) => !m.who && m !== cal.aMeet)) {
    const before = daysBetween(date, meet.date);
    const since = daysBetween(meet.endDate ?? meet.date, date);
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
    // The first practice after a rested meet is a recovery swim.
    if (meet.importance === 'B' && since > 0 && since <= 3 && !ctx.weekDays.some((d) => daysBetween(meet.endDate ?? meet.date, d.date) > 0)) {
      volume = ctx.sessionVolume * 0.7;
      focus = `Recovery after ${meet.name}: easy aerobic, drills, kick`;
      key = null;
    }
  }
  if (taper && cal.aMeet && date === addDays(cal.aMeet.date, -1)) focus = 'Pre-meet: race pace, starts, turns';
  return { date, slot: slot.slot, kind: 'practice', volume: Math.min(cap, round(volume)), focus, keySet: key };
}

/** Lifts or dryland on their days: spread over the week, never the day before a meet, a meet day or the last week before the A meet. */
function placeDryland(ctx: WeekContext, days: SeasonDay[]): number {
  if (!ctx.dryland) return 0;
  const { week, cal } = ctx;
  // No lift the day before a meet, nor in the last days before a rested one.
  const meetEve = new Set(cal.meets.flatMap((m) => (m.who ? [] : datesOf(addDays(m.date, m.importance === 'B' ? -4 : -1), addDays(m.date, -1)))));
  const lastLift = cal.aMeet ? addDays(cal.aMeet.date, -8) : null;
  const wanted = week.phase === 'transition' ? 0 : week.load === 'load' ? ctx.dryland.perWeek : week.load === 'taper' || week.load === 'race' ? 1 : Math.min(ctx.dryland.perWeek, 2);
  const candidates = DOUBLE_ORDER.flatMap((weekday) => {
    const mine = days.filter((d) => d.kind === 'practice' && weekdayOfDate(d.date) === weekday && !meetEve.has(d.date) && !(lastLift && d.date > lastLift));
    return mine.length > 0 ? [mine.find((d) => d.slot === 'AM') ?? mine[0]!] : [];
  });
  const chosen = candidates.filter((d, i) => candidates.slice(0, i).every((c) => Math.abs(daysBetween(c.date, d.date)) >= 2)).slice(0, wanted);
  for (const d of chosen.length < wanted ? candidates.slice(0, wanted) : chosen) d.focus = `${d.focus} + ${ctx.dryland.word}`;
  return Math.min(wanted, candidates.length);
}

/** "some kids only swim conference": the meet ends those swimmers' season (read as "Conference-only swimmers"), no way back into the group's sets. */
export const lastMeetOfTheirs = (m: SeasonMeet): boolean => !!m.who && /-only swimmers$/.test(m.who);

/** The lines of a part of the group racing its own meet: their taper while the rest train through, then an easy return. */
function groupLines(ctx: WeekContext, days: readonly SeasonDay[]): SeasonDay[] {
  const out: SeasonDay[] = [];
  for (const meet of ctx.cal.meets.filter((m) => m.who && m.importance !== 'C')) {
    const who = meet.who!.replace(/^top /, 'Top ');
    const length = meet.importance === 'A' ? ctx.groupTaperDays : ctx.miniRestDays;
    const from = addDays(meet.date, -length);
    const practices = days.filter((d) => d.kind === 'practice' && d.date >= from && d.date < meet.date);
    for (const d of practices) {
      // In their taper they swim once a day: the afternoon of a double.
      if (d.slot === 'AM' && days.some((x) => x.date === d.date && x.slot === 'PM')) continue;
      const day = daysBetween(from, d.date);
      const eve = daysBetween(d.date, meet.date) === 1;
      const volume = meet.importance === 'A' ? ctx.peakSession * taperFactor(day, length, 0.5) : ctx.sessionVolume * (daysBetween(d.date, meet.date) <= 2 ? 0.6 : 0.75);
      // Each line names its swimmers: a calendar or a printed day shows the focus alone.
      const focus = eve ? `${who} pre-meet for ${meet.name}: race pace, starts, turns` : meet.importance === 'A' ? `${who} taper for ${meet.name}: race pace, speed, starts (no hard aerobic sets)` : `${who} mini-rest for ${meet.name}: speed and race pace, no hard sets`;
      out.push({ date: d.date, slot: d.slot, kind: 'practice', volume: round(volume), focus, keySet: null, group: who });
    }
    const end = meet.endDate ?? meet.date;
    if (lastMeetOfTheirs(meet)) continue;
    const back = days.filter((d) => d.kind === 'practice' && d.date > end && daysBetween(end, d.date) <= 5 && d.slot !== 'AM').slice(0, 2);
    for (const d of back) out.push({ date: d.date, slot: d.slot, kind: 'practice', volume: round(ctx.sessionVolume * 0.6), focus: `${who} back from ${meet.name}: easy aerobic, drills; the group’s sets again after this`, keySet: null, group: who });
  }
  return out;
}

/** The distance swimmers' taper lines: the same race pace and speed, more aerobic work kept, coming down later (COACHING.md §8). */
function distanceLines(ctx: WeekContext, days: readonly SeasonDay[]): SeasonDay[] {
  const taper = ctx.cal.taper;
  if (!ctx.distanceGroup || !taper) return [];
  return days
    // One line a day, on its main practice: the distance swimmers swim the mornings with the group.
    .filter((d) => d.kind === 'practice' && d.slot !== 'AM' && d.date >= taper.start && !/^Pre-meet/.test(d.focus))
    .map((d) => {
      const late = daysBetween(d.date, ctx.cal.aMeet!.date) <= 5;
      const volume = Math.min(ctx.peakSession, d.volume * (late ? 1.1 : 1.25));
      return { date: d.date, slot: d.slot, kind: 'practice' as const, volume: round(volume), focus: late ? 'Distance swimmers: as the group, plus an easy aerobic swim' : 'Distance swimmers: as the group, plus aerobic repeats at threshold pace (EN1/EN2)', keySet: null, group: 'Distance' };
    });
}

/** The week's days: practices, the test at its end, its meets, lifts on their days, a part of the group on its own lines; nothing after the A meet. */
export function weekDays(context: Omit<WeekContext, 'weekDays'>): { days: SeasonDay[]; dryland: number } {
  const days: SeasonDay[] = [];
  const ctx: WeekContext = { ...context, weekDays: days };
  const { week } = ctx;
  const slots = slotsOf(ctx);
  const pool = slots.filter((x) => !x.camp);
  const camp = slots.filter((x) => x.camp);
  const inPool = assign(pool, rotation(week, ctx.race, ctx.squad), ctx.squad);
  const inCamp = campSessions(camp, ctx.race, ctx.squad);
  slots.forEach((p, i) => days.push(practiceDay(ctx, p, p.camp ? inCamp[camp.indexOf(p)]! : inPool[pool.indexOf(p)]!, i)));
  if (week.test) {
    const last = days.findLast((d, i) => d.kind === 'practice' && !slots[i]!.openWater && !/pre-meet|before the meet|^back in/i.test(d.focus));
    if (last) Object.assign(last, { kind: 'test', focus: seasonTestNames[week.test], keySet: null, volume: round(ctx.sessionVolume * 0.8) });
  }
  for (const k of [0, 1]) {
    // A key set that fell on a meet day or a rest day before a meet goes to the week's first free practice.
    if (k >= ctx.keySets || days.some((d) => d.keySet === k)) continue;
    const free = days.find((d) => d.keySet === null && d.kind === 'practice' && !/pre-meet|before the meet|^back in|^recovery after|^easy after/i.test(d.focus));
    if (free) free.keySet = k;
  }
  // The last practice before the A meet is its pre-meet practice, whatever weekday it falls on.
  const aMeet = ctx.cal.aMeet;
  const eve = aMeet && aMeet.date >= week.start && aMeet.date <= week.end ? days.filter((d) => d.kind === 'practice' && d.date < aMeet.date).at(-1) : undefined;
  if (eve && !/^Pre-meet/.test(eve.focus)) eve.focus = 'Pre-meet: race pace, starts, turns';
  const dryland = placeDryland(ctx, days);
  for (const meet of week.meets) {
    const team = meet.who ? (week.meets.find((m) => !m.who && m.date === meet.date) ?? null) : null;
    // A meet the whole group races and a part of it tapers for is one day: the team's meet, said with the part's taper.
    if (!meet.who && week.meets.some((m) => m.who && m.date === meet.date)) continue;
    days.push({ date: meet.date, slot: null, kind: 'meet', volume: 0, focus: meetFocus(meet, ctx.peaking, team), keySet: null });
  }
  days.push(...groupLines(ctx, days), ...distanceLines(ctx, days), ...optionalDays(ctx));
  const order = (d: SeasonDay) => (d.kind === 'meet' ? 0 : d.slot === 'AM' ? 1 : 2) + (d.group ? 3 : 0);
  return { days: days.sort((a, b) => a.date.localeCompare(b.date) || order(a) - order(b)), dryland };
}

export const weekVolume = (days: readonly SeasonDay[]): number => days.filter((d) => !d.group).reduce((sum, d) => sum + d.volume, 0);
export const weekSessions = (days: readonly SeasonDay[]): number => days.filter((d) => !d.group && d.kind !== 'meet').length;
