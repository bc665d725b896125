import { localDate } from '@laneforge/contracts/dates';
import type { Tier, UsageCheck } from '@laneforge/contracts';
import { tierNames } from '@laneforge/contracts/tiers';

/**
 * The allowance rules of DECISIONS.md, pure: free 1 plan per ISO week, lite 10 per calendar month,
 * pro 1 per calendar day, elite and admin unlimited, all counted in the user's own time zone.
 * Every function takes the instant it reasons about, so tests can stand anywhere in time.
 */

export type Period = UsageCheck['period'];

export const allowances: Record<Tier, { allowance: number | null; period: Period }> = {
  free: { allowance: 1, period: 'week' },
  lite: { allowance: 10, period: 'month' },
  pro: { allowance: 1, period: 'day' },
  elite: { allowance: null, period: 'unlimited' },
  admin: { allowance: null, period: 'unlimited' },
};

const periodWords: Record<Period, string> = { week: 'this week', month: 'this month', day: 'today', unlimited: '' };

const knownZones = new Set<string>(['UTC']);

/** An IANA zone the runtime knows, else UTC (the profile default). Zones seen once are remembered: checking costs a formatter. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  if (knownZones.has(timeZone)) return timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    if (knownZones.size < 1_000) knownZones.add(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = map.get(timeZone);
  if (!format) {
    format = make();
    map.set(timeZone, format);
  }
  return format;
}

export { localDate };

/** Minutes east of UTC in a time zone at an instant. */
export function offsetMinutes(at: Date, timeZone: string): number {
  const name = cached(offsetFormats, timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }))
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The days a period covers around `localDate`: `start` included, `end` excluded; null when unlimited. */
export function periodRange(period: Period, localDate: string): { start: string; end: string } | null {
  const day = dayNumber(localDate);
  switch (period) {
    case 'day':
      return { start: localDate, end: isoOfDay(day + 1) };
    case 'week': {
      // ISO weeks start on Monday; getUTCDay() counts from Sunday.
      const sinceMonday = (new Date(day * DAY_MS).getUTCDay() + 6) % 7;
      return { start: isoOfDay(day - sinceMonday), end: isoOfDay(day - sinceMonday + 7) };
    }
    case 'month': {
      const [year, month] = localDate.split('-').map(Number) as [number, number];
      const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
      return { start: `${localDate.slice(0, 7)}-01`, end: next };
    }
    case 'unlimited':
      return null;
  }
}

/** The first instant of a calendar day in a time zone (midnight, or the first minute after a DST gap). */
export function startOfLocalDay(isoDate: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  let at = utcMidnight - offsetMinutes(new Date(utcMidnight), timeZone) * 60_000;
  at = utcMidnight - offsetMinutes(new Date(at), timeZone) * 60_000;
  while (localDate(new Date(at), timeZone) < isoDate) at += 15 * 60_000;
  while (localDate(new Date(at - 15 * 60_000), timeZone) === isoDate) at -= 15 * 60_000;
  return new Date(at);
}

/** An instant as ISO 8601 in the zone's local time with its offset, e.g. 2025-01-06T00:00:00+13:00. */
export function isoInZone(at: Date, timeZone: string): string {
  const offset = offsetMinutes(at, timeZone);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface AllowanceWindow {
  tier: Tier;
  allowance: number | null;
  period: Period;
  timeZone: string;
  /** The user's calendar day now. */
  today: string;
  /** Days counted toward the allowance (null when unlimited). */
  range: { start: string; end: string } | null;
  /** When the count starts over (null when unlimited). */
  renewsAt: Date | null;
}

/**
 * When a day starts in a zone (a period's renewal, a period's first instant), as an instant and as
 * the ISO text `/usage/check` shows: both depend on nothing else, and working them out takes a dozen time-zone formattings,
 * so each is worked out once (usage is checked on every page a coach opens).
 */
const renewals = new Map<string, { at: Date; iso: string }>();

function renewalOf(endDay: string, timeZone: string): { at: Date; iso: string } {
  const key = `${endDay}|${timeZone}`;
  let renewal = renewals.get(key);
  if (!renewal) {
    const at = startOfLocalDay(endDay, timeZone);
    renewal = { at, iso: isoInZone(at, timeZone) };
    if (renewals.size >= 1_000) renewals.clear();
    renewals.set(key, renewal);
  }
  return renewal;
}

/** startOfLocalDay, worked out once per day and zone (a period's first instant is asked for on every usage count). */
export const dayStartIn = (day: string, timeZone: string): Date => new Date(renewalOf(day, timeZone).at);

export function allowanceWindow(tier: Tier, timeZone: string, now: Date): AllowanceWindow {
  const zone = safeTimeZone(timeZone);
  const { allowance, period } = allowances[tier];
  const today = localDate(now, zone);
  const range = periodRange(period, today);
  // A copy: the kept instant is never handed out to be changed.
  return { tier, allowance, period, timeZone: zone, today, range, renewsAt: range ? new Date(renewalOf(range.end, zone).at) : null };
}

/** Whether one more plan fits: exactly what `can_use` means. */
export function canGenerate(window: AllowanceWindow, used: number): boolean {
  return window.allowance === null || used < window.allowance;
}

/** The renewal as ISO text in the user's zone: the kept text when the window's renewal is the kept one. */
function renewedIso(window: AllowanceWindow, renewsAt: Date): string {
  const kept = window.range ? renewalOf(window.range.end, window.timeZone) : undefined;
  return kept && kept.at.getTime() === renewsAt.getTime() ? kept.iso : isoInZone(renewsAt, window.timeZone);
}

export function usageCheck(window: AllowanceWindow, used: number): UsageCheck {
  return {
    can_use: canGenerate(window, used),
    tier: window.tier,
    allowance: window.allowance,
    period: window.period,
    used,
    renews_at: window.renewsAt ? renewedIso(window, window.renewsAt) : null,
  };
}

/** The refusal a user reads when the allowance is used up: what was used and when it comes back. */
export function exhaustedDetail(window: AllowanceWindow): string {
  const plans = window.allowance === 1 ? '1 plan' : `${window.allowance} plans`;
  const when = window.renewsAt
    ? new Intl.DateTimeFormat('en-US', { timeZone: window.timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(window.renewsAt)
    : 'soon';
  return `You have used your ${plans} for ${periodWords[window.period]} on the ${tierNames[window.tier]} plan. Your allowance renews on ${when} (${window.timeZone}). Upgrade for more plans.`;
}
