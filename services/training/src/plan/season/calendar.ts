import type { SeasonMeet, SeasonPhase, SeasonTestKind, SeasonWeek, Squad } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import type { Order } from '../understand';
import { daysBetween } from '../model';
import { squads } from '../squads';
import { loadWeeksInRow, rhythm } from './rhythm';
import { type TaperRule, taperRule } from './taper';

/**
 * The season's calendar: its weeks from the start date, the meets on them, the taper ending at the
 * A meet, the rhythm of loading and lighter weeks the meets leave, the phases laid on whole blocks,
 * and the test that opens the season and closes each block.
 */

export interface CalendarWeek {
  index: number;
  start: string;
  phase: SeasonPhase;
  load: SeasonWeek['load'];
  /** Which block the week belongs to, and its place among the block's loading weeks (0 = first). */
  block: number;
  inBlock: number;
  /** The phase the block's key sets are written for (its first week's). */
  blockPhase: SeasonPhase;
  /** Earlier blocks of the same phase: a new block starts one step on from where the last one started. */
  phaseBlock: number;
  test: SeasonTestKind | null;
  meets: SeasonMeet[];
}

export interface Calendar {
  start: string;
  weeks: CalendarWeek[];
  meets: SeasonMeet[];
  aMeet: SeasonMeet | null;
  taper: (TaperRule & { start: string }) | null;
}

const raceMeetName = { pool: 'Championship meet', open_water: 'Open-water race', triathlon: 'Triathlon' } as const;

/** The last Saturday on or before `date`: meets with no date are raced at the weekend. */
function saturdayBefore(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 1) % 7));
}

/** The A meet: named, or the end of a plan that builds to a race (a championship, an event, a taper, open water, a triathlon). */
function aMeetOf(order: Order, start: string, end: string, meets: readonly SeasonMeet[]): SeasonMeet | null {
  const named = meets.find((m) => m.importance === 'A');
  if (named) return named;
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

function phaseAt(fraction: number, buildWeeks: number): SeasonPhase {
  if (buildWeeks < 3) return 'specific_preparation';
  return fraction < 0.4 ? 'general_preparation' : fraction < 0.75 ? 'specific_preparation' : 'competition';
}

/** The calendar of a season: `weeks` weeks from `start`, with the order's meets. */
export function calendarOf(order: Order, start: string, weeks: number, volumeRatio: number): Calendar {
  const end = addDays(start, weeks * 7 - 1);
  const inRange = order.meets.filter((m) => m.date >= start && m.date <= end);
  const aMeet = aMeetOf(order, start, end, inRange);
  const meets = aMeet && !inRange.includes(aMeet) ? [...inRange, aMeet] : inRange;
  const taperOnly = order.taperWeeks !== null && weeks <= order.taperWeeks;
  const rule = aMeet
    ? taperRule({ squad: order.squad, race: order.race, eventDistance: order.targetEvent?.distance ?? null, volumeRatio, askedDays: taperOnly ? weeks * 7 : order.taperDays })
    : null;
  const taper = aMeet && rule ? { ...rule, days: Math.max(1, Math.min(rule.days, daysBetween(start, aMeet.date))), start: '' } : null;
  if (taper && aMeet) taper.start = addDays(aMeet.date, -taper.days);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(start, i * 7));
  // A taper week has most of its days in the taper (or the A meet); a week with only its last days tapering is still a training week.
  const isTaper = starts.map((s) => {
    if (taper === null || aMeet === null || s > aMeet.date) return false;
    const inTaper = Array.from({ length: 7 }, (_, d) => addDays(s, d)).filter((d) => d >= taper.start && d <= aMeet.date).length;
    return inTaper >= 4 || addDays(s, 6) >= aMeet.date || taper.days < 4 && inTaper > 0;
  });
  const after = starts.map((s) => aMeet !== null && s > aMeet.date);
  const meetsIn = starts.map((s) => meets.filter((m) => m.date >= s && m.date <= addDays(s, 6)));
  const miniRest = starts.map((_, i) => !isTaper[i] && !after[i] && meetsIn[i]!.some((m) => m.importance === 'B'));
  const slots = rhythm(starts.map((_, i) => isTaper[i]! || after[i]! || miniRest[i]!), loadWeeksInRow(order.squad));
  const buildWeeks = slots.filter((s) => s !== 'anchor').length + miniRest.filter(Boolean).length;
  const out: CalendarWeek[] = [];
  let block = 0;
  let inBlock = 0;
  let blockPhase: SeasonPhase = 'general_preparation';
  let built = 0;
  const blocksOfPhase = new Map<SeasonPhase, number>();
  let phaseBlock = 0;
  for (let i = 0; i < weeks; i++) {
    const slot = slots[i]!;
    // A block keeps the phase it started in, so its key sets and its emphasis agree all through it.
    const own: SeasonPhase = isTaper[i] ? 'taper' : after[i] ? 'transition' : phaseAt(built / Math.max(1, buildWeeks), buildWeeks);
    if (slot === 'load' && inBlock === 0) {
      blockPhase = own;
      phaseBlock = blocksOfPhase.get(own) ?? 0;
      blocksOfPhase.set(own, phaseBlock + 1);
    }
    const phase = slot === 'load' || (slot === 'recovery' && inBlock > 0) ? blockPhase : own;
    const load: SeasonWeek['load'] = isTaper[i] ? (meetsIn[i]!.includes(aMeet!) ? 'race' : 'taper') : after[i] ? 'recovery' : miniRest[i] ? 'mini_rest' : slot === 'recovery' ? 'recovery' : 'load';
    const test = (i === 0 && load === 'load') || load === 'recovery' ? (after[i] ? null : testFor(order.squad, order.race)) : null;
    out.push({ index: i, start: starts[i]!, phase, load, block, inBlock: slot === 'load' ? inBlock : 0, blockPhase: phase, phaseBlock: slot === 'load' ? phaseBlock : 0, test, meets: meetsIn[i]! });
    if (!isTaper[i] && !after[i]) built++;
    if (slot === 'load') inBlock++;
    else if (inBlock > 0) {
      block++;
      inBlock = 0;
    }
  }
  return { start, weeks: out, meets: [...meets].sort((a, b) => a.date.localeCompare(b.date)), aMeet, taper };
}
