import { addDays, ANALYTICS_MAX_WEEKS, type AnalyticsQuery, type AnalyticsReport, type AnalyticsTotals, type AnalyticsWeek, type DistanceUnit } from '@laneforge/contracts';
import { badRequest } from '@laneforge/platform';
import { conversionFactor, emptyStrokes, emptyZones, mondayOf, scaleDistance, scaleParts, type PlanStats } from './stats';

/**
 * The weekly report, pure: whole weeks (Monday to Sunday) of the user's calendar, every distance in
 * one unit. Each plan is converted and rounded once, then added; totals are the sum of the weeks,
 * so weeks always add up to totals, and without conversion totals equal the plans' own totals.
 */

export interface Range {
  /** A Monday. */
  from: string;
  /** The Sunday of the last week. */
  to: string;
}

export const DEFAULT_WEEKS = 12;

/** The weeks asked for: the last N weeks up to today's (in the user's time zone), or the weeks from/to touch. */
export function resolveRange(query: AnalyticsQuery, today: string): Range {
  if (query.from === undefined && query.to === undefined) {
    const lastMonday = mondayOf(today);
    return { from: addDays(lastMonday, -7 * ((query.weeks ?? DEFAULT_WEEKS) - 1)), to: addDays(lastMonday, 6) };
  }
  const to = addDays(mondayOf(query.to ?? today), 6);
  const from = mondayOf(query.from ?? addDays(to, -7 * DEFAULT_WEEKS + 1));
  if (from > to) throw badRequest('from must be on or before to');
  if (weeksIn({ from, to }) > ANALYTICS_MAX_WEEKS) throw badRequest(`The range may span at most ${ANALYTICS_MAX_WEEKS} weeks`);
  return { from, to };
}

/** How far ahead the last N weeks reach to take in plans already written for the coming weeks. */
export const AHEAD_MAX_WEEKS = 16;

/**
 * The last N weeks, and the coming weeks up to the last one a stored plan reaches (a season that
 * starts next week, a practice dated Saturday), at most AHEAD_MAX_WEEKS past this one: a coach who
 * plans ahead sees what they planned. `lastPlanned` is the latest day any plan covers.
 */
export function withWeeksAhead(range: Range, today: string, lastPlanned: string | null): Range {
  if (lastPlanned === null || lastPlanned <= range.to) return range;
  const furthest = addDays(mondayOf(today), 7 * AHEAD_MAX_WEEKS + 6);
  const to = addDays(mondayOf(lastPlanned < furthest ? lastPlanned : furthest), 6);
  return { from: range.from, to };
}

export const weeksIn = (range: Range) => Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1) / 7;

/** The unit most of the plans are written in (yards when as many are in each, or there are none). */
export function usualUnit(plans: Pick<PlanStats, 'unit'>[]): DistanceUnit {
  const meters = plans.filter((p) => p.unit === 'meters').length;
  return meters > plans.length - meters ? 'meters' : 'yards';
}

const emptyVolume = (): AnalyticsTotals => ({ distance: 0, sessions: 0, minutes: 0, by_zone: emptyZones(), by_stroke: emptyStrokes(), planned: { distance: 0, sessions: 0 } });

function addParts<K extends string>(into: Record<K, number>, parts: Record<K, number>): void {
  for (const key of Object.keys(parts) as K[]) into[key] += parts[key];
}

function addVolume(into: AnalyticsTotals, week: AnalyticsTotals): void {
  into.distance += week.distance;
  into.sessions += week.sessions;
  into.minutes += week.minutes;
  addParts(into.by_zone, week.by_zone);
  addParts(into.by_stroke, week.by_stroke);
  into.planned.distance += week.planned.distance;
  into.planned.sessions += week.planned.sessions;
}

/** Adds one plan to the weeks it falls in; true when it fell in any. */
function addPlan(weeks: Map<string, AnalyticsWeek>, plan: PlanStats, factor: number): boolean {
  if (plan.kind === 'workout') {
    const week = weeks.get(mondayOf(plan.date));
    if (!week) return false;
    week.distance += scaleDistance(plan.distance, factor);
    week.sessions += 1;
    week.minutes += plan.minutes;
    addParts(week.by_zone, scaleParts(plan.byZone, factor));
    addParts(week.by_stroke, scaleParts(plan.byStroke, factor));
    return true;
  }
  let counted = false;
  for (const planned of plan.weeks) {
    const week = weeks.get(mondayOf(planned.start));
    if (!week) continue;
    week.planned.distance += scaleDistance(planned.distance, factor);
    week.planned.sessions += planned.sessions;
    counted = true;
  }
  return counted;
}

export function buildReport(plans: PlanStats[], range: Range, unit: DistanceUnit, timeZone: string): AnalyticsReport {
  const weeks = new Map<string, AnalyticsWeek>();
  for (let start = range.from; start <= range.to; start = addDays(start, 7)) weeks.set(start, { week_start: start, ...emptyVolume() });
  let converted = 0;
  for (const plan of plans) {
    const factor = conversionFactor(plan.unit, unit);
    if (addPlan(weeks, plan, factor) && factor !== 1) converted += 1;
  }
  const totals = emptyVolume();
  for (const week of weeks.values()) addVolume(totals, week);
  return {
    from: range.from,
    to: range.to,
    time_zone: timeZone,
    unit,
    converted_plans: converted,
    note: converted === 0 ? null : conversionNote(converted, unit),
    weeks: [...weeks.values()],
    totals,
  };
}

function conversionNote(count: number, unit: DistanceUnit): string {
  const other = unit === 'yards' ? 'meters' : 'yards';
  const plans = count === 1 ? '1 plan was' : `${count} plans were`;
  return `${plans} written in ${other} and ${count === 1 ? 'is' : 'are'} shown in ${unit} (1 yd = 0.9144 m, rounded per plan).`;
}
