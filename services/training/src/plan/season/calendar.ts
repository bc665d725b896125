import type { SeasonBreak, SeasonMeet, SeasonPhase, SeasonTestKind, SeasonWeek, Squad } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import type { Order } from '../understand';
import { mondayOf, weekdayOfDate } from '../understand/season';
import { daysBetween } from '../model';
import { squads } from '../squads';
import { loadWeeksInRow, rhythm } from './rhythm';
import { type TaperRule, taperRule } from './taper';

/**
 * The season's calendar: its weeks, Monday to Sunday as coaches count them (the first from the
 * season's first day), the meets on them, the holidays, closed pools and camps, the taper ending at
 * the A meet, the rhythm of loading and lighter weeks the meets and breaks leave, the phases laid on
 * whole blocks, and the test that opens the season and closes each block.
 */

/** What shapes a week beyond the load rhythm: a holiday or closed pool, a camp, the easier week after it, the week back from a break. */
export type WeekShape = 'normal' | 'holiday' | 'camp' | 'after_camp' | 'return';

export interface CalendarWeek {
  index: number;
  /** The week's first day in the plan (the season's first day for week 1, else Monday) and its Sunday. */
  start: string;
  end: string;
  phase: SeasonPhase;
  load: SeasonWeek['load'];
  shape: WeekShape;
  /** Which block the week belongs to, and its place among the block's loading weeks (0 = first). */
  block: number;
  inBlock: number;
  /** The phase the block's key sets are written for (its first week's). */
  blockPhase: SeasonPhase;
  /** Earlier blocks of the same phase: a new block starts one step on from where the last one started. */
  phaseBlock: number;
  test: SeasonTestKind | null;
  /** Meets starting this week, the whole group's and a part's. */
  meets: SeasonMeet[];
}

export interface Calendar {
  start: string;
  /** The plan's last day. */
  end: string;
  weeks: CalendarWeek[];
  meets: SeasonMeet[];
  aMeet: SeasonMeet | null;
  taper: (TaperRule & { start: string }) | null;
  /** The plan is all taper (the coach asked for a taper alone). */
  taperOnly: boolean;
  breaks: SeasonBreak[];
  /** Lighter weeks with the practices the coach counted: "july 4 week is light (3 practices)". */
  counted?: Array<{ from: string; to: string; sessions: number }>;
  /** The weekdays practised, Sunday = 0. */
  days: number[];
  /** The weekdays the coach put the doubles on, first in line for them. */
  doubleDays?: number[];
}

const raceMeetName = { pool: 'Championship meet', open_water: 'Open-water race', triathlon: 'Triathlon' } as const;

/** The last Saturday on or before `date`: meets with no date are raced at the weekend. */
function saturdayBefore(date: string): string {
  return addDays(date, -((weekdayOfDate(date) + 1) % 7));
}

/** The A meet: named, or the end of a plan that builds to a race (a championship, an event, a taper, open water, a triathlon) — unless the race the coach named lies after the plan. */
function aMeetOf(order: Order, start: string, end: string, meets: readonly SeasonMeet[]): SeasonMeet | null {
  const named = meets.find((m) => m.importance === 'A' && !m.who);
  if (named) return named;
  if (order.meets.some((m) => m.importance === 'A' && !m.who && m.date > end)) return null;
  // "no races til spring": a base block; the race its group trains for lies after it.
  if (order.brief.season?.noRace) return null;
  const weeks = order.weeks ?? 12;
  const builds = order.championship || order.taperWeeks !== null || order.race !== 'pool' || (order.targetEvent !== null && weeks >= 8);
  if (!builds) return null;
  const date = order.targetDate && order.targetDate < end && order.targetDate > start ? order.targetDate : saturdayBefore(end);
  return { name: order.targetEvent ? `${order.targetEvent.name} — ${raceMeetName[order.race]}` : raceMeetName[order.race], date: date > start ? date : end, importance: 'A' };
}

/** The block's test; children (10 and under, summer league) are not given threshold tests: their meets are the measure. */
export function testFor(squad: Squad, race: Order['race']): SeasonTestKind | null {
  if (squads[squad].young) return null;
  if (race !== 'pool' || squads[squad].level === 'masters') return 'css';
  return squad === 'college_d1' || squad === 'elite' ? 'step' : 't30';
}

function phaseAt(fraction: number, buildWeeks: number, racesLater: boolean): SeasonPhase {
  if (buildWeeks < 3) return 'specific_preparation';
  if (racesLater) return fraction < 0.35 ? 'general_preparation' : 'specific_preparation';
  return fraction < 0.4 ? 'general_preparation' : fraction < 0.75 ? 'specific_preparation' : 'competition';
}

/** The weekdays practised: the coach's, else the usual ones for that many sessions (doubles fill the same days). */
export function practiceWeekdays(sessions: number, said: readonly number[] | null | undefined, squad: Squad, openWaterDay: number | null = null, optionalDay: number | null = null): number[] {
  if (said && said.length > 0) return [...said].sort((a, b) => a - b);
  const n = Math.max(1, Math.min(14, sessions));
  if (n >= 13) return [0, 1, 2, 3, 4, 5, 6];
  if (n >= 6) return [1, 2, 3, 4, 5, 6];
  // Masters swim Tue/Thu/Sat (COACHING.md §8, the week tables) unless Saturday goes to open water or is the optional swim
  // ("3x/wk + optional sat"); others Monday first, a day of rest between.
  if (n === 3 && squads[squad].level === 'masters' && openWaterDay !== 6 && optionalDay !== 6) return [2, 4, 6];
  return ({ 1: [3], 2: [2, 4], 3: [1, 3, 5], 4: [1, 2, 4, 5], 5: [1, 2, 3, 4, 5] } as Record<number, number[]>)[n]!;
}

export const datesOf = (from: string, to: string): string[] => Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));

/** The break a day falls in; a day said off is off, whatever lighter week it also falls in. */
export const breakOn = (breaks: readonly SeasonBreak[], date: string): SeasonBreak | undefined => {
  const on = breaks.filter((b) => date >= b.from && date <= b.to);
  return on.find((b) => b.kind === 'off') ?? on[0];
};

/** The calendar of a season: `weeks` weeks from `start`, with the order's meets and breaks. */
export function calendarOf(order: Order, start: string, weeks: number, volumeRatio: number): Calendar {
  const monday = mondayOf(start);
  const lastSunday = addDays(monday, weeks * 7 - 1);
  // A block the coach ends on a date ("dec through end of march") ends there, not on the last week's Sunday.
  const blockEnd = order.targetDate && order.targetDate >= addDays(lastSunday, -6) && order.targetDate < lastSunday && !order.meets.some((m) => m.date > order.targetDate! && m.date <= lastSunday) ? order.targetDate : lastSunday;
  const end = order.championship || order.taperWeeks !== null ? lastSunday : blockEnd;
  const season = order.brief.season;
  const breaks: SeasonBreak[] = (season?.breaks ?? []).filter((b) => b.to >= start && b.from <= end).map(({ from, to, kind, label }) => ({ from, to, kind, label }));
  const counted = (season?.breaks ?? []).flatMap((b) => {
    const said = b.kind === 'light' && b.words ? /\b(\d|one|two|three|four|five)\s*(?:practices?|sessions?|swims?|workouts?)\b(?!\s*(?:\/|a|per|each)\s*(?:wk|week))/.exec(b.words) : null;
    return said ? [{ from: b.from, to: b.to, sessions: ({ one: 1, two: 2, three: 3, four: 4, five: 5 } as Record<string, number>)[said[1]!] ?? +said[1]! }] : [];
  });
  const days = practiceWeekdays(order.sessionsPerWeek ?? squads[order.squad].sessionsPerWeek, season?.days, order.squad, season?.openWaterFrom?.weekday ?? null, season?.optional?.weekday ?? null);
  const inRange = order.meets.filter((m) => m.date >= start && m.date <= end);
  const aMeet = aMeetOf(order, start, end, inRange);
  const meets = aMeet && !inRange.includes(aMeet) ? [...inRange, aMeet] : inRange;
  const racesLater = aMeet === null && (order.meets.some((m) => m.importance === 'A' && !m.who && m.date > end) || !!season?.noRace);
  // A plan that is all taper: its weeks no more than the taper's, or its days all inside the taper's days (a 21-day taper
  // from a Tuesday spans four calendar weeks).
  const taperOnly = order.taperWeeks !== null && (weeks <= order.taperWeeks || (aMeet !== null && order.taperDays !== null && daysBetween(start, aMeet.date) <= order.taperDays));
  const rule = aMeet
    ? taperRule({ squad: order.squad, race: order.race, eventDistance: order.targetEvent?.distance ?? null, volumeRatio, askedDays: taperOnly ? weeks * 7 : order.taperDays, light: !!season?.lightTaper })
    : null;
  const taper = aMeet && rule ? { ...rule, days: Math.max(1, Math.min(rule.days, daysBetween(start, aMeet.date))), start: '' } : null;
  if (taper && aMeet) taper.start = addDays(aMeet.date, -taper.days);
  const starts = Array.from({ length: weeks }, (_, i) => (i === 0 ? start : addDays(monday, i * 7)));
  const ends = starts.map((_, i) => (i === weeks - 1 ? end : addDays(monday, i * 7 + 6)));
  const weekDates = starts.map((s, i) => datesOf(s, ends[i]!));
  // A taper week has most of its days in the taper (or the A meet); a week with only its last days tapering is still a training week.
  const isTaper = starts.map((s, i) => {
    if (taper === null || aMeet === null || s > aMeet.date) return false;
    const inTaper = weekDates[i]!.filter((d) => d >= taper.start && d <= aMeet.date).length;
    return inTaper >= 4 || ends[i]! >= aMeet.date || (taper.days < 4 && inTaper > 0) || (taperOnly && inTaper > 0);
  });
  const meetsIn = starts.map((s, i) => meets.filter((m) => m.date >= s && m.date <= ends[i]!));
  // The whole group's B meet after the A meet ("B race 5k on aug 21"): the weeks to it are a rebuild and a mini-rest into it,
  // the week after the A meet easy, and only the weeks after the B meet transition.
  const lateB = aMeet ? (meets.filter((m) => m.importance === 'B' && !m.who && m.date > (aMeet.endDate ?? aMeet.date)).at(-1) ?? null) : null;
  const rebuild = starts.map((s) => aMeet !== null && lateB !== null && s > aMeet.date && s <= lateB.date);
  const restAfterA = starts.map((_, i) => rebuild[i]! && !rebuild[i - 1] && !meetsIn[i]!.includes(lateB!));
  const after = starts.map((s, i) => aMeet !== null && s > aMeet.date && !rebuild[i]);
  const miniRest = starts.map((_, i) => !isTaper[i] && !after[i] && meetsIn[i]!.some((m) => m.importance === 'B' && !m.who));
  // Breaks: a week mostly off (or light) is a holiday week; a week of camp days is a camp; the week after a camp is easier; the week back from a long break eases in.
  const practised = (d: string) => days.includes(weekdayOfDate(d));
  const shapes: WeekShape[] = starts.map((_, i) => {
    const dates = weekDates[i]!;
    const own = dates.filter(practised);
    const off = own.filter((d) => breakOn(breaks, d)?.kind === 'off').length;
    const light = own.filter((d) => breakOn(breaks, d)?.kind === 'light').length;
    const camp = dates.filter((d) => breakOn(breaks, d)?.kind === 'camp').length;
    if (camp >= 3) return 'camp';
    if (own.length > 0 && (off * 2 > own.length || off >= 3 || light * 2 > own.length)) return 'holiday';
    return 'normal';
  });
  for (let i = 1; i < weeks; i++) {
    if (shapes[i] !== 'normal' || isTaper[i] || after[i]) continue;
    if (shapes[i - 1] === 'camp') shapes[i] = 'after_camp';
    else {
      // Five or more days in a row off, ending last week or this week's first days: the week back.
      const back = breaks.some((b) => b.kind === 'off' && daysBetween(b.from, b.to) >= 4 && b.to >= addDays(starts[i]!, -3) && b.to < addDays(starts[i]!, 3));
      if (back) shapes[i] = 'return';
    }
  }
  // The coach's own recovery weeks ("wk 5 recovery") are where they said; the loading runs fit around them.
  const coachRecovery = starts.map((s) => !!season?.recoveryWeeks?.includes(mondayOf(s)));
  const anchored = starts.map((_, i) => isTaper[i]! || after[i]! || restAfterA[i]! || miniRest[i]! || shapes[i] !== 'normal' || coachRecovery[i]!);
  // A holiday is rest already: the run of loading weeks before it may be one week longer.
  const slots = rhythm(anchored, loadWeeksInRow(order.squad), shapes.map((s) => s === 'holiday'));
  const buildWeeks = starts.filter((_, i) => !isTaper[i] && !after[i] && !rebuild[i]).length;
  const coachTests = season?.tests ?? null;
  const out: CalendarWeek[] = [];
  let block = 0;
  let inBlock = 0;
  let blockPhase: SeasonPhase = 'general_preparation';
  let built = 0;
  const blocksOfPhase = new Map<SeasonPhase, number>();
  let phaseBlock = 0;
  for (let i = 0; i < weeks; i++) {
    const slot = slots[i]!;
    const shape = shapes[i]!;
    // A block keeps the phase it started in, so its key sets and its emphasis agree all through it.
    // A holiday and the week back from it stay in the phase they interrupt.
    const held = (shape === 'holiday' || shape === 'return') && i > 0 && out[i - 1]!.phase !== 'taper' && out[i - 1]!.phase !== 'transition';
    const own: SeasonPhase = isTaper[i] ? 'taper' : after[i] || restAfterA[i] ? 'transition' : rebuild[i] ? 'competition' : held ? out[i - 1]!.phase : phaseAt(built / Math.max(1, buildWeeks), buildWeeks, racesLater);
    const loading = slot === 'load' || shape === 'camp';
    if (loading && inBlock === 0) {
      blockPhase = own;
      phaseBlock = blocksOfPhase.get(own) ?? 0;
      blocksOfPhase.set(own, phaseBlock + 1);
    }
    const phase = loading || (slot === 'recovery' && inBlock > 0) ? blockPhase : own;
    const load: SeasonWeek['load'] = isTaper[i]
      ? meetsIn[i]!.includes(aMeet!)
        ? 'race'
        : 'taper'
      : after[i] || restAfterA[i]
        ? 'recovery'
        : miniRest[i]
          ? 'mini_rest'
          : coachRecovery[i]
            ? 'recovery'
          : shape === 'camp'
            ? 'load'
            : shape !== 'normal' || slot === 'recovery'
              ? 'recovery'
              : 'load';
    // A week with a meet has its measure: no test in it.
    const blockTest = ((i === 0 && load === 'load') || (load === 'recovery' && shape === 'normal' && slot === 'recovery')) && !meetsIn[i]!.some((m) => !m.who);
    const test = after[i] || isTaper[i] || rebuild[i] ? null : coachTests ? (coachTests.some((d) => d >= starts[i]! && d <= ends[i]!) ? testFor(order.squad, order.race) : null) : blockTest ? testFor(order.squad, order.race) : null;
    out.push({ index: i, start: starts[i]!, end: ends[i]!, phase, load, shape, block, inBlock: loading ? inBlock : 0, blockPhase: phase, phaseBlock: loading ? phaseBlock : 0, test, meets: meetsIn[i]! });
    if (!isTaper[i] && !after[i] && !rebuild[i]) built++;
    if (loading) inBlock++;
    else if (inBlock > 0) {
      block++;
      inBlock = 0;
    }
  }
  const doubleDays = season?.doubleDays?.filter((d) => days.includes(d));
  return { start, end, weeks: out, meets: [...meets].sort((a, b) => a.date.localeCompare(b.date)), aMeet, taper, taperOnly, breaks, days, ...(doubleDays?.length ? { doubleDays } : {}), ...(counted.length ? { counted } : {}) };
}

/** A camp or trip away from home, with a trip home after it; "Break training (doubles)" is at home. */
export const awayCamp = (b: { label: string }) => !/^Break training\b/.test(b.label);
