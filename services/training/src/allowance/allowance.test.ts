import { describe, expect, it } from 'vitest';
import {
  allowanceWindow,
  canGenerate,
  exhaustedDetail,
  isoInZone,
  localDate,
  periodRange,
  startOfLocalDay,
  usageCheck,
} from './allowance';
import { tierFor } from '@laneforge/contracts/tiers';

const AUCKLAND = 'Pacific/Auckland';
const LOS_ANGELES = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);

describe('periods', () => {
  it('counts ISO weeks from Monday, across a year end', () => {
    expect(periodRange('week', '2025-01-01')).toEqual({ start: '2024-12-30', end: '2025-01-06' });
    expect(periodRange('week', '2025-01-05')).toEqual({ start: '2024-12-30', end: '2025-01-06' });
    expect(periodRange('week', '2025-01-06')).toEqual({ start: '2025-01-06', end: '2025-01-13' });
  });

  it('counts calendar months, December and February included', () => {
    expect(periodRange('month', '2024-12-31')).toEqual({ start: '2024-12-01', end: '2025-01-01' });
    expect(periodRange('month', '2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-03-01' });
  });

  it('counts calendar days, and nothing when unlimited', () => {
    expect(periodRange('day', '2024-02-28')).toEqual({ start: '2024-02-28', end: '2024-02-29' });
    expect(periodRange('unlimited', '2024-02-28')).toBeNull();
  });
});

describe('the user’s own time zone decides the day, week and month', () => {
  it('puts one instant on different days in Auckland and Los Angeles (day boundary)', () => {
    const instant = at('2025-03-03T11:30:00Z');
    expect(localDate(instant, AUCKLAND)).toBe('2025-03-04');
    expect(localDate(instant, LOS_ANGELES)).toBe('2025-03-03');
    expect(allowanceWindow('pro', AUCKLAND, instant).range).toEqual({ start: '2025-03-04', end: '2025-03-05' });
    expect(allowanceWindow('pro', LOS_ANGELES, instant).range).toEqual({ start: '2025-03-03', end: '2025-03-04' });
  });

  it('starts a new ISO week in Auckland while Los Angeles is still on Sunday (week boundary)', () => {
    const sundayNight = at('2025-01-05T10:30:00Z'); // 23:30 Sunday in Auckland
    const mondayMorning = at('2025-01-05T11:00:00Z'); // 00:00 Monday in Auckland, 03:00 Sunday in Los Angeles
    expect(allowanceWindow('free', AUCKLAND, sundayNight).range).toEqual({ start: '2024-12-30', end: '2025-01-06' });
    expect(allowanceWindow('free', AUCKLAND, mondayMorning).range).toEqual({ start: '2025-01-06', end: '2025-01-13' });
    expect(allowanceWindow('free', LOS_ANGELES, mondayMorning).range).toEqual({ start: '2024-12-30', end: '2025-01-06' });
    expect(allowanceWindow('free', AUCKLAND, sundayNight).renewsAt).toEqual(mondayMorning);
    expect(allowanceWindow('free', LOS_ANGELES, mondayMorning).renewsAt).toEqual(at('2025-01-06T08:00:00Z'));
  });

  it('starts a new month in Auckland while Los Angeles is still in January (month boundary)', () => {
    const instant = at('2025-01-31T12:00:00Z'); // 01:00 Feb 1 in Auckland, 04:00 Jan 31 in Los Angeles
    expect(allowanceWindow('lite', AUCKLAND, instant).range).toEqual({ start: '2025-02-01', end: '2025-03-01' });
    expect(allowanceWindow('lite', LOS_ANGELES, instant).range).toEqual({ start: '2025-01-01', end: '2025-02-01' });
    expect(usageCheck(allowanceWindow('lite', LOS_ANGELES, instant), 10).renews_at).toBe('2025-02-01T00:00:00-08:00');
    expect(usageCheck(allowanceWindow('lite', AUCKLAND, instant), 3).renews_at).toBe('2025-03-01T00:00:00+13:00');
  });

  it('finds midnight across daylight-saving changes, and the first hour of a day that skips midnight', () => {
    expect(isoInZone(startOfLocalDay('2025-03-09', LOS_ANGELES), LOS_ANGELES)).toBe('2025-03-09T00:00:00-08:00');
    expect(isoInZone(startOfLocalDay('2025-03-10', LOS_ANGELES), LOS_ANGELES)).toBe('2025-03-10T00:00:00-07:00');
    expect(isoInZone(startOfLocalDay('2025-04-07', AUCKLAND), AUCKLAND)).toBe('2025-04-07T00:00:00+12:00');
    expect(isoInZone(startOfLocalDay('2024-09-08', 'America/Santiago'), 'America/Santiago')).toBe('2024-09-08T01:00:00-03:00');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(allowanceWindow('pro', 'Mars/Olympus_Mons', at('2025-03-03T23:30:00Z'))).toMatchObject({ timeZone: 'UTC', today: '2025-03-03' });
  });
});

describe('allowances per tier', () => {
  const now = at('2025-03-05T12:00:00Z');
  it.each([
    ['free', 1, 'week'],
    ['lite', 10, 'month'],
    ['pro', 1, 'day'],
    ['elite', null, 'unlimited'],
    ['admin', null, 'unlimited'],
  ] as const)('%s: %s per %s', (tier, allowance, period) => {
    const window = allowanceWindow(tier, 'UTC', now);
    expect(window).toMatchObject({ allowance, period });
    if (allowance === null) {
      expect(canGenerate(window, 10_000)).toBe(true);
      expect(usageCheck(window, 7)).toEqual({ can_use: true, tier, allowance: null, period: 'unlimited', used: 7, renews_at: null });
    } else {
      expect(canGenerate(window, allowance - 1)).toBe(true);
      expect(canGenerate(window, allowance)).toBe(false);
    }
  });

  it('says in the refusal what was used and when it renews, in the user’s zone', () => {
    const detail = exhaustedDetail(allowanceWindow('free', AUCKLAND, at('2025-01-05T10:30:00Z')));
    expect(detail).toBe(
      'You have used your 1 plan for this week on the Free plan. Your allowance renews on Monday, January 6, 2025 at 12:00 AM (Pacific/Auckland). Upgrade for more plans.',
    );
    expect(exhaustedDetail(allowanceWindow('lite', 'UTC', now))).toMatch(/^You have used your 10 plans for this month on the Lite plan\. Your allowance renews on Tuesday, April 1, 2025/);
  });
});

describe('tier from the projected user', () => {
  const now = at('2025-03-05T12:00:00Z');
  const user = { role: 'user', subscriptionType: 'free', subscriptionStatus: 'active', currentPeriodEnd: null };
  const soon = Math.floor(now.getTime() / 1000) + 86_400;
  const past = Math.floor(now.getTime() / 1000) - 86_400;
  it.each([
    [{}, 'free'],
    [{ role: 'admin' }, 'admin'],
    [{ subscriptionType: 'lite_annual' }, 'lite'],
    [{ subscriptionType: 'pro_monthly' }, 'pro'],
    [{ subscriptionType: 'monthly' }, 'pro'],
    [{ subscriptionType: 'annual' }, 'pro'],
    [{ subscriptionType: 'elite_monthly' }, 'elite'],
    [{ subscriptionType: 'elite_monthly', subscriptionStatus: 'past_due' }, 'elite'],
    [{ subscriptionType: 'pro_monthly', subscriptionStatus: 'cancelled', currentPeriodEnd: soon }, 'pro'],
    [{ subscriptionType: 'pro_monthly', subscriptionStatus: 'canceled', currentPeriodEnd: past }, 'free'],
    [{ subscriptionType: 'lite_monthly', subscriptionStatus: 'expired' }, 'free'],
    [{ subscriptionType: 'platinum' }, 'free'],
  ] as const)('%o reads as %s', (facts, tier) => {
    expect(tierFor({ ...user, ...facts }, now)).toBe(tier);
  });
});
