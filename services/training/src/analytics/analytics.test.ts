import { describe, expect, it } from 'vitest';
import { handSeason, handWorkout } from '../../test/analytics-plans';
import { buildReport, resolveRange, usualUnit, withWeeksAhead } from './report';
import { mondayOf, planStats, scaleParts } from './stats';

const scy = handWorkout(
  'SCY',
  '2025-03-03',
  [
    { reps: 10, distance: 100, stroke: 'free', zone: 'EN1' },
    { reps: 4, distance: 50, stroke: 'fly', zone: 'SP1', rounds: 2 },
    { reps: 1, distance: 200, stroke: 'kick', zone: 'REC' },
  ],
  35,
);
const lcm = handWorkout('LCM', '2025-03-02', [{ reps: 20, distance: 50, stroke: 'back', zone: 'EN2' }], 25);
const im = handWorkout('SCM', '2025-03-04', [{ reps: 4, distance: 100, stroke: 'im', zone: 'EN3' }], 12);

describe('per-plan figures', () => {
  it('adds a workout’s sets by stroke and by zone, rounds × reps × distance', () => {
    expect(planStats(scy, '2025-03-03')).toMatchObject({
      kind: 'workout',
      unit: 'yards',
      distance: 1600,
      minutes: 35,
      byZone: { EN1: 1000, SP1: 400, REC: 200, EN2: 0 },
      byStroke: { free: 1000, fly: 400, kick: 200, back: 0, IM: 0 },
    });
    expect(planStats(im, '2025-03-04').byStroke.IM).toBe(400);
  });

  it('reads a season as the volume planned for each of its weeks', () => {
    const season = planStats(handSeason('SCY', '2025-02-17', [{ volume: 3000, sessions: 5 }, { volume: 4000, sessions: 6 }]), '2025-02-17');
    expect(season).toMatchObject({ kind: 'season', distance: 7000, date: '2025-02-17', endDate: '2025-03-02' });
    expect(season.weeks).toEqual([
      { start: '2025-02-17', distance: 3000, sessions: 5 },
      { start: '2025-02-24', distance: 4000, sessions: 6 },
    ]);
  });

  it('converts parts so they still add up to the converted whole', () => {
    // 100 yd = 91.44 m each; 300 yd = 274.32 m → 274, so one part takes the extra metre.
    const parts = scaleParts({ a: 100, b: 100, c: 100 }, 0.9144);
    expect(parts).toEqual({ a: 92, b: 91, c: 91 });
    const strokes = scaleParts(planStats(scy, '2025-03-03').byStroke, 0.9144);
    expect(Object.values(strokes).reduce((s, v) => s + v, 0)).toBe(Math.round(1600 * 0.9144));
  });
});

describe('weeks in the user’s calendar', () => {
  it('counts the last N Monday-to-Sunday weeks up to today’s', () => {
    expect(resolveRange({ weeks: 2 }, '2025-03-05')).toEqual({ from: '2025-02-24', to: '2025-03-09' });
    expect(resolveRange({}, '2025-03-09')).toEqual({ from: '2024-12-16', to: '2025-03-09' });
    expect(mondayOf('2025-03-09')).toBe('2025-03-03');
    expect(mondayOf('2025-03-10')).toBe('2025-03-10');
  });

  it('reaches ahead to the last week a stored plan covers, at most sixteen weeks past this one', () => {
    const last12 = resolveRange({ weeks: 12 }, '2025-03-05');
    expect(withWeeksAhead(last12, '2025-03-05', null)).toEqual(last12);
    expect(withWeeksAhead(last12, '2025-03-05', '2025-03-08')).toEqual(last12);
    // A practice dated next Saturday, a season whose weeks run into May.
    expect(withWeeksAhead(last12, '2025-03-05', '2025-03-15')).toEqual({ from: last12.from, to: '2025-03-16' });
    expect(withWeeksAhead(last12, '2025-03-05', '2025-05-02')).toEqual({ from: last12.from, to: '2025-05-04' });
    expect(withWeeksAhead(last12, '2025-03-05', '2026-01-01')).toEqual({ from: last12.from, to: '2025-06-29' });
  });

  it('widens from/to to whole weeks and refuses a range over two years', () => {
    expect(resolveRange({ from: '2025-02-26', to: '2025-03-04' }, '2025-06-01')).toEqual({ from: '2025-02-24', to: '2025-03-09' });
    expect(() => resolveRange({ from: '2020-01-01', to: '2025-03-04' }, '2025-06-01')).toThrow(/at most 104 weeks/);
  });
});

describe('the weekly report', () => {
  const range = { from: '2025-02-24', to: '2025-03-09' };
  const plans = [
    planStats(scy, '2025-03-03'),
    planStats(lcm, '2025-03-02'),
    planStats(handWorkout('SCY', '2025-02-23', [{ reps: 1, distance: 500, stroke: 'free', zone: 'EN1' }], 8), '2025-02-23'),
    planStats(handSeason('SCY', '2025-02-17', [{ volume: 3000, sessions: 5 }, { volume: 4000, sessions: 6 }, { volume: 5000, sessions: 6 }]), '2025-02-17'),
  ];

  it('shows metres in yards, says so, and keeps weeks adding up to totals', () => {
    const report = buildReport(plans, range, 'yards', 'UTC');
    // 1000 m of backstroke = 1093.6 yd → 1094; the Sunday 2 March plan belongs to the week of 24 February.
    expect(report.weeks.map((w) => [w.week_start, w.distance, w.sessions, w.minutes])).toEqual([
      ['2025-02-24', 1094, 1, 25],
      ['2025-03-03', 1600, 1, 35],
    ]);
    expect(report.weeks[0]!.by_stroke.back).toBe(1094);
    expect(report.weeks[0]!.by_zone.EN2).toBe(1094);
    expect(report.totals).toMatchObject({ distance: 2694, sessions: 2, minutes: 60 });
    expect(report.totals.by_stroke).toEqual({ free: 1000, back: 1094, breast: 0, fly: 400, IM: 0, kick: 200, pull: 0, drill: 0, choice: 0 });
    expect(report.totals.by_zone).toEqual({ REC: 200, EN1: 1000, EN2: 1094, EN3: 0, SP1: 400, SP2: 0, SP3: 0 });
    expect(report.converted_plans).toBe(1);
    expect(report.note).toBe('1 plan was written in meters and is shown in yards (1 yd = 0.9144 m, rounded per plan).');
  });

  it('counts season weeks as planned volume, apart from the workouts written', () => {
    const report = buildReport(plans, range, 'yards', 'UTC');
    expect(report.weeks.map((w) => w.planned)).toEqual([
      { distance: 4000, sessions: 6 },
      { distance: 5000, sessions: 6 },
    ]);
    expect(report.totals.planned).toEqual({ distance: 9000, sessions: 12 });
  });

  it('in metres, the same yards plan is converted instead', () => {
    const report = buildReport(plans, range, 'meters', 'UTC');
    expect(report.weeks.map((w) => w.distance)).toEqual([1000, Math.round(1600 * 0.9144)]);
    expect(report.weeks[1]!.planned.distance).toBe(Math.round(5000 * 0.9144));
    for (const week of report.weeks) {
      expect(Object.values(week.by_zone).reduce((s, v) => s + v, 0)).toBe(week.distance);
      expect(Object.values(week.by_stroke).reduce((s, v) => s + v, 0)).toBe(week.distance);
    }
    expect(report.converted_plans).toBe(2);
  });

  it('picks the unit most plans are written in', () => {
    expect(usualUnit([{ unit: 'meters' }, { unit: 'meters' }, { unit: 'yards' }])).toBe('meters');
    expect(usualUnit([{ unit: 'meters' }, { unit: 'yards' }])).toBe('yards');
    expect(usualUnit([])).toBe('yards');
  });
});
