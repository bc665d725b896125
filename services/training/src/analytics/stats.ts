import { addDays, setDistance, type DistanceUnit, type Plan, type StrokeDistances, type ZoneDistances } from '@laneforge/contracts';

/**
 * What one stored plan adds to analytics, in the plan's own unit: kept per plan version so the
 * weekly query only sums small rows. Pure; `planStats` is the one place a plan is read for it.
 */

export interface PlannedWeek {
  /** The season week's first day as the plan has it. */
  start: string;
  distance: number;
  sessions: number;
}

export interface PlanStats {
  kind: 'workout' | 'season';
  unit: DistanceUnit;
  /** A workout's training date; a season's first week. */
  date: string;
  /** Last day the plan covers: the workout's date, or the last season week's Sunday-equivalent (start + 6). */
  endDate: string;
  distance: number;
  minutes: number;
  byZone: ZoneDistances;
  byStroke: StrokeDistances;
  /** Season plans only: the volume planned for each week. */
  weeks: PlannedWeek[];
}

export const emptyZones = (): ZoneDistances => ({ REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 0, SP2: 0, SP3: 0 });
export const emptyStrokes = (): StrokeDistances => ({ free: 0, back: 0, breast: 0, fly: 0, IM: 0, kick: 0, pull: 0, drill: 0, choice: 0 });

const strokeKey = (stroke: string): keyof StrokeDistances => (stroke === 'im' ? 'IM' : (stroke as keyof StrokeDistances));

/** The Monday of the week a calendar day falls in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Distance by stroke from the sets, the same way the validator sums zones (rounds × reps × distance). */
function strokesOf(plan: Extract<Plan, { kind: 'workout' }>): StrokeDistances {
  const byStroke = emptyStrokes();
  for (const section of plan.sections) {
    for (const block of section.blocks) {
      for (const set of block.sets) byStroke[strokeKey(set.stroke)] += block.rounds * setDistance(set);
    }
  }
  return byStroke;
}

/** A workout counts on its stored training date (`date`); a season on its weeks' own dates. */
export function planStats(plan: Plan, date: string): PlanStats {
  if (plan.kind === 'season') {
    const weeks = plan.weeks.map((w) => ({ start: w.startDate, distance: w.volume, sessions: w.sessions }));
    const first = weeks[0]?.start ?? date;
    const last = weeks.reduce((latest, w) => (w.start > latest ? w.start : latest), first);
    return {
      kind: 'season',
      unit: plan.unit,
      date: first,
      endDate: addDays(last, 6),
      distance: weeks.reduce((sum, w) => sum + w.distance, 0),
      minutes: 0,
      byZone: emptyZones(),
      byStroke: emptyStrokes(),
      weeks,
    };
  }
  return {
    kind: 'workout',
    unit: plan.unit,
    date: date,
    endDate: date,
    distance: plan.totals.distance,
    minutes: plan.totals.minutes,
    byZone: { ...emptyZones(), ...plan.totals.byZone },
    byStroke: strokesOf(plan),
    weeks: [],
  };
}

/** Metres per yard, exactly. */
export const METERS_PER_YARD = 0.9144;

export function conversionFactor(from: DistanceUnit, to: DistanceUnit): number {
  if (from === to) return 1;
  return from === 'yards' ? METERS_PER_YARD : 1 / METERS_PER_YARD;
}

/**
 * Parts scaled by `factor` and rounded so that they still add up to their rounded scaled sum
 * (largest remainder), so a converted plan's zones and strokes add up to its converted distance.
 */
export function scaleParts<K extends string>(parts: Record<K, number>, factor: number): Record<K, number> {
  const keys = Object.keys(parts) as K[];
  if (factor === 1) return { ...parts };
  const total = Math.round(keys.reduce((sum, k) => sum + parts[k], 0) * factor);
  const exact = keys.map((k) => ({ k, value: parts[k] * factor }));
  const scaled = Object.fromEntries(exact.map(({ k, value }) => [k, Math.floor(value)])) as Record<K, number>;
  let left = total - keys.reduce((sum, k) => sum + scaled[k], 0);
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)));
  for (const { k } of byRemainder) {
    if (left <= 0) break;
    scaled[k] += 1;
    left -= 1;
  }
  return scaled;
}

export const scaleDistance = (distance: number, factor: number) => (factor === 1 ? distance : Math.round(distance * factor));
