import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport, Plan } from '@laneforge/contracts';
import { getTableName } from 'drizzle-orm';
import { entitlements } from '../src/db/schema';
import { insertWorkout, saveRefinement } from '../src/workouts/store';
import { handSeason, handWorkout } from './analytics-plans';
import { startTestTraining, type TestTraining } from './helpers';

let now = new Date('2025-03-05T12:00:00Z');
let t: TestTraining;
beforeAll(async () => {
  t = await startTestTraining({ workers: 0, clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

type Coach = Awaited<ReturnType<TestTraining['user']>>;

/** Stores a plan as generate would, with its training date. */
async function store(coach: Coach, plan: Plan, date = plan.date) {
  const total = plan.totals.distance;
  return insertWorkout(t.service.context.db, { id: randomUUID(), userId: coach.id, date, description: 'hand-written', coachNotes: null, planType: plan.kind, plan, text: '**Hand-written plan**', title: 'Hand-written plan', total, provider: 'est' });
}

const analytics = (coach: Coach, query = '') => t.inject({ method: 'GET', url: `/training/analytics${query}`, headers: coach.auth });
const report = async (coach: Coach, query = '') => {
  const response = await analytics(coach, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsReport>();
};

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

describe('GET /training/analytics', () => {
  it('adds stored plans into weeks whose sums equal the plans’ own totals', async () => {
    now = new Date('2025-03-05T12:00:00Z');
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const plans = [
      handWorkout('SCM', '2025-02-24', [{ reps: 8, distance: 100, stroke: 'free', zone: 'EN2' }, { reps: 4, distance: 50, stroke: 'breast', zone: 'SP2' }], 30),
      handWorkout('LCM', '2025-03-01', [{ reps: 3, distance: 400, stroke: 'pull', zone: 'EN1' }], 28),
      handWorkout('SCM', '2025-03-05', [{ reps: 6, distance: 150, stroke: 'im', zone: 'EN3', rounds: 2 }, { reps: 8, distance: 25, stroke: 'drill', zone: 'REC' }], 40),
    ];
    for (const plan of plans) await store(coach, plan);
    const body = await report(coach, '?weeks=2');
    expect(body).toMatchObject({ from: '2025-02-24', to: '2025-03-09', unit: 'meters', converted_plans: 0, note: null, time_zone: 'UTC' });
    // Hand-computed: week of 24 Feb = 800 + 200 + 1200; week of 3 Mar = 1800 + 200.
    expect(body.weeks.map((w) => [w.week_start, w.distance, w.sessions, w.minutes])).toEqual([
      ['2025-02-24', 2200, 2, 58],
      ['2025-03-03', 2000, 1, 40],
    ]);
    expect(body.totals.distance).toBe(plans.reduce((s, p) => s + p.totals.distance, 0));
    expect(body.totals.by_stroke).toEqual({ free: 800, back: 0, breast: 200, fly: 0, IM: 1800, kick: 0, pull: 1200, drill: 200, choice: 0 });
    expect(body.totals.by_zone).toEqual({ REC: 200, EN1: 1200, EN2: 800, EN3: 1800, SP1: 0, SP2: 200, SP3: 0 });
    expect(sum(body.totals.by_zone)).toBe(body.totals.distance);
    for (const key of ['distance', 'sessions', 'minutes'] as const) expect(body.weeks.reduce((s, w) => s + w[key], 0)).toBe(body.totals[key]);
  });

  it('shows a coach with yards and metres plans one unit, converted per plan and said so', async () => {
    const coach = await t.user({ subscription_type: 'elite_annual' });
    await store(coach, handWorkout('SCY', '2025-03-03', [{ reps: 10, distance: 100, stroke: 'free', zone: 'EN1' }], 20));
    await store(coach, handWorkout('SCY', '2025-03-04', [{ reps: 5, distance: 100, stroke: 'back', zone: 'EN1' }], 12));
    await store(coach, handWorkout('LCM', '2025-03-05', [{ reps: 1, distance: 1000, stroke: 'free', zone: 'EN2' }], 15));
    const yards = await report(coach, '?weeks=1');
    // Most plans are in yards; 1000 m = 1093.6 yd → 1094.
    expect(yards).toMatchObject({ unit: 'yards', converted_plans: 1 });
    expect(yards.note).toContain('shown in yards');
    expect(yards.totals).toMatchObject({ distance: 1000 + 500 + 1094, sessions: 3 });
    const meters = await report(coach, '?weeks=1&unit=meters');
    // 1000 yd → 914.4 → 914; 500 yd → 457.2 → 457.
    expect(meters).toMatchObject({ unit: 'meters', converted_plans: 2 });
    expect(meters.totals.distance).toBe(914 + 457 + 1000);
    expect(sum(meters.totals.by_stroke)).toBe(meters.totals.distance);
  });

  it('ends the range in the user’s own week: Monday in Auckland is still Sunday in Los Angeles', async () => {
    now = new Date('2025-03-02T12:30:00Z'); // Monday 01:30 in Auckland, Sunday 04:30 in Los Angeles
    const auckland = await t.user({ subscription_type: 'pro_annual', timezone: 'Pacific/Auckland' });
    const losAngeles = await t.user({ subscription_type: 'pro_annual', timezone: 'America/Los_Angeles' });
    for (const coach of [auckland, losAngeles]) {
      await store(coach, handWorkout('SCY', '2025-03-02', [{ reps: 1, distance: 1000, stroke: 'free', zone: 'EN1' }], 15)); // a Sunday
      await store(coach, handWorkout('SCY', '2025-03-03', [{ reps: 1, distance: 2000, stroke: 'free', zone: 'EN1' }], 30)); // a Monday
    }
    const nz = await report(auckland, '?weeks=1');
    expect(nz).toMatchObject({ from: '2025-03-03', to: '2025-03-09', time_zone: 'Pacific/Auckland' });
    expect(nz.totals.distance).toBe(2000);
    const la = await report(losAngeles, '?weeks=1');
    // Los Angeles's own week is still the one ending Sunday; Monday's plan is a week ahead, taken in as such.
    expect(la).toMatchObject({ from: '2025-02-24', to: '2025-03-09', time_zone: 'America/Los_Angeles' });
    expect(la.weeks.map((w) => [w.week_start, w.distance])).toEqual([
      ['2025-02-24', 1000],
      ['2025-03-03', 2000],
    ]);
  });

  it('reads the entitlement row once per request: the tier gate’s read gives the time zone too', async () => {
    now = new Date('2025-03-02T12:30:00Z');
    const coach = await t.user({ subscription_type: 'pro_annual', timezone: 'Pacific/Auckland' });
    // Counts the statements sent to PostgreSQL that read the entitlements table, whatever else the
    // request reads; at the pool, so a prepared statement counts as a built one does.
    const pool = (t.service.context.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = pool.query.bind(pool);
    let reads = 0;
    const table = `from "${getTableName(entitlements)}"`;
    const spy = vi.spyOn(pool, 'query').mockImplementation((...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (text?.includes(table)) reads++;
      return query(...args);
    });
    try {
      expect(await report(coach, '?weeks=1')).toMatchObject({ from: '2025-03-03', time_zone: 'Pacific/Auckland' });
    } finally {
      spy.mockRestore();
    }
    expect(reads).toBe(1);
  });

  it('counts season plans as planned volume per week, apart from the workouts written', async () => {
    now = new Date('2025-03-05T12:00:00Z');
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    await store(coach, handSeason('SCY', '2025-02-17', [{ volume: 3000, sessions: 5 }, { volume: 4000, sessions: 6 }, { volume: 5000, sessions: 6 }, { volume: 6000, sessions: 6 }]));
    await store(coach, handWorkout('SCY', '2025-02-26', [{ reps: 1, distance: 3500, stroke: 'free', zone: 'EN1' }], 50));
    const body = await report(coach, '?from=2025-02-24&to=2025-03-09');
    expect(body.weeks.map((w) => [w.week_start, w.planned.distance, w.planned.sessions, w.distance])).toEqual([
      ['2025-02-24', 4000, 6, 3500],
      ['2025-03-03', 5000, 6, 0],
    ]);
    expect(body.totals.planned).toEqual({ distance: 9000, sessions: 12 });
    const whole = await report(coach, '?from=2025-02-17&to=2025-03-16');
    expect(whole.totals.planned.distance).toBe(18_000);
  });

  it('takes in a season starting next week and a practice dated ahead: the last weeks reach as far as the plans do', async () => {
    now = new Date('2025-03-05T12:00:00Z');
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    await store(coach, handSeason('SCY', '2025-03-10', [{ volume: 3000, sessions: 5 }, { volume: 4000, sessions: 6 }]));
    await store(coach, handWorkout('SCY', '2025-03-13', [{ reps: 1, distance: 2000, stroke: 'free', zone: 'EN1' }], 30));
    const body = await report(coach, '?weeks=12');
    expect(body.to).toBe('2025-03-23');
    expect(body.weeks).toHaveLength(14);
    expect(body.totals).toMatchObject({ distance: 2000, sessions: 1, planned: { distance: 7000, sessions: 11 } });
    // A range asked by its dates stays as asked.
    expect((await report(coach, '?from=2025-02-24&to=2025-03-09')).totals.planned.distance).toBe(0);
  });

  it('follows the version shown: a refined plan counts with its new figures', async () => {
    now = new Date('2025-03-05T12:00:00Z');
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const row = await store(coach, handWorkout('SCY', '2025-03-04', [{ reps: 10, distance: 100, stroke: 'free', zone: 'EN1' }], 20));
    expect((await report(coach, '?weeks=1')).totals.distance).toBe(1000);
    const refined = handWorkout('SCY', '2025-03-04', [{ reps: 12, distance: 100, stroke: 'fly', zone: 'SP1' }], 25);
    await saveRefinement(t.service.context.db, row, 'make it fly', { plan: refined, text: '**Refined**', title: 'Refined', total: 1200, provider: 'est', number: 2 });
    const after = await report(coach, '?weeks=1');
    expect(after.totals).toMatchObject({ distance: 1200, minutes: 25 });
    expect(after.totals.by_stroke.fly).toBe(1200);
  });

  it('shows an empty range as weeks of zeros', async () => {
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const body = await report(coach, '?weeks=4');
    expect(body.weeks).toHaveLength(4);
    expect(body.totals).toMatchObject({ distance: 0, sessions: 0, planned: { distance: 0, sessions: 0 } });
  });

  it('answers 400 {detail} to query parameters it cannot use', async () => {
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    for (const [query, detail] of [
      ['?weeks=0', /weeks must be at least 1/],
      ['?weeks=105', /at most 104/],
      ['?weeks=abc', /weeks/],
      ['?weeks=2.5', /whole number/],
      ['?from=2025-13-01', /from must be a date/],
      ['?from=2025-03-09&to=2025-03-01', /from must be on or before to/],
      ['?from=2020-01-01&to=2025-03-01', /at most 104 weeks/],
      ['?weeks=4&from=2025-01-01', /either weeks or a from\/to range/],
      ['?unit=furlongs', /unit/],
      ['?colour=blue', /colour|Unrecognized/i],
    ] as const) {
      const response = await analytics(coach, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ detail: string }>().detail, query).toMatch(detail);
    }
  });

  it('is locked below Pro: 403 naming Pro; the Pro trial and admins have it', async () => {
    for (const type of ['free', 'lite_monthly', 'lite_annual'] as const) {
      const response = await analytics(await t.user({ subscription_type: type }));
      expect(response.statusCode).toBe(403);
      expect(response.json<{ detail: string }>().detail).toMatch(/Premium analytics.*Pro plan/);
    }
    expect((await analytics(await t.user({ subscription_type: 'pro_monthly', current_period_end: Math.floor(now.getTime() / 1000) + 30 * 86_400 }))).statusCode).toBe(200);
    expect((await analytics(await t.user({ role: 'admin', subscription_type: 'admin' }))).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/training/analytics' })).statusCode).toBe(401);
  });
});
