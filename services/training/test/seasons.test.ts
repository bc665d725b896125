import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeasonPlan, UsageCheck, Workout, WorkoutDetail } from '@laneforge/contracts';
import { briefChips } from '@laneforge/contracts/brief-format';
import { lockedDetail } from '@laneforge/contracts/entitlements';
import { eventually } from '@laneforge/platform/testing';
import { startTestTraining, type TestTraining } from './helpers';

let t: TestTraining;
beforeAll(async () => {
  t = await startTestTraining();
});
afterAll(async () => {
  await t?.close();
});

const inject = (options: Parameters<TestTraining['inject']>[0]) => t.inject(options);

const seasonRequest = {
  date: '2026-08-31',
  description: '16-week season plan for club senior swimmers, 6 practices a week, 6000 yards, 200 back. B meet Fall Invite on Oct 17, A meet Sectionals on Dec 19',
  plan_type: 'season',
};

async function liteSeason() {
  const coach = await t.user({ subscription_type: 'lite_monthly' });
  const res = await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: seasonRequest });
  expect(res.statusCode).toBe(201);
  return { coach, season: res.json<Workout>() };
}

const used = async (auth: { authorization: string }) => (await inject({ method: 'GET', url: '/usage/check', headers: auth })).json<UsageCheck>().used;

describe('season days opened as practices', () => {
  it('opens a day as a full practice from its context, once: the allowance is used by the season only', async () => {
    const { coach, season } = await liteSeason();
    const before = await used(coach.auth);
    const plan = season.plan as SeasonPlan;
    const week = plan.weeks[1]!;
    const index = week.days!.findIndex((d) => d.keySet !== null);
    const day = week.days![index]!;
    const url = `/training/workouts/${season.id}/weeks/2/days/${index + 1}/open`;

    const opened = await inject({ method: 'POST', url, headers: coach.auth });
    expect(opened.statusCode).toBe(201);
    const practice = opened.json<Workout>();
    expect(practice).toMatchObject({ plan_type: 'workout', date: day.date, user_id: coach.id });
    expect(practice.plan?.kind).toBe('workout');
    // The day's volume within the single-workout tolerance, and the week's key set kept as the main set.
    expect(Math.abs(practice.total! - day.volume) / day.volume).toBeLessThanOrEqual(0.1);
    const key = week.keySets[day.keySet!]!;
    expect(practice.generated_workout).toContain(`${key.reps} x ${key.distance}`);
    // The coach wrote nothing for this day: the note names the season's week, not "your" words.
    expect(practice.generated_workout).not.toContain('Kept as you wrote it');
    expect(practice.generated_workout).toContain("The main set is week 2's key set from the season.");
    // The practice's page leads back to its season.
    const detail = await inject({ method: 'GET', url: `/training/workouts/${practice.id}`, headers: coach.auth });
    expect(detail.json<WorkoutDetail>().season_day).toEqual({ season_id: season.id, season_title: season.title, week: 2, day: index + 1 });
    const seasonDetail = await inject({ method: 'GET', url: `/training/workouts/${season.id}`, headers: coach.auth });
    expect(seasonDetail.json<WorkoutDetail>().season_day).toBeNull();

    const again = await inject({ method: 'POST', url, headers: coach.auth });
    expect(again.statusCode).toBe(200);
    expect(again.json<Workout>().id).toBe(practice.id);
    expect(await used(coach.auth)).toBe(before);
  });

  it('keeps the week’s key set as the season’s, not as a set the coach wrote: the brief marks it, the chips say so', async () => {
    const { coach, season } = await liteSeason();
    const week = (season.plan as SeasonPlan).weeks[1]!;
    const index = week.days!.findIndex((d) => d.keySet !== null);
    const key = week.keySets[week.days![index]!.keySet!]!;
    const practice = (await inject({ method: 'POST', url: `/training/workouts/${season.id}/weeks/2/days/${index + 1}/open`, headers: coach.auth })).json<Workout>();
    expect(practice.brief!.coachSets).toEqual([expect.objectContaining({ kind: 'main', season: { week: 2 } })]);
    expect(practice.brief!.coachSets[0]!.blocks[0]!.sets[0]).toMatchObject({ reps: key.reps, distance: key.distance, stroke: key.stroke, zone: key.zone });
    // The coach wrote no notes for the day: the key set is not among them.
    expect(practice.coach_notes ?? '').not.toContain(`${key.reps} x ${key.distance}`);
    const chips = briefChips(practice.brief!, practice.plan);
    expect(chips.find((c) => c.field === 'coachSets')).toMatchObject({ label: 'Key set', source: 'season', text: expect.stringMatching(new RegExp(`^Week 2: ${key.reps} x ${key.distance} `)) });
    expect(chips.map((c) => c.label)).not.toContain('Your sets');
  });

  it('a refined season keeps the days already opened: same dates, the same practice behind them', async () => {
    const { coach, season } = await liteSeason();
    const plan = season.plan as SeasonPlan;
    const day = plan.weeks[1]!.days![0]!;
    const practice = (await inject({ method: 'POST', url: `/training/workouts/${season.id}/weeks/2/days/1/open`, headers: coach.auth })).json<Workout>();
    const refined = await inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: season.id, refinement_prompt: "we're off Thanksgiving week, and 5 practices a week" } });
    expect(refined.statusCode).toBe(200);
    const next = refined.json<Workout & { applied: string[] }>();
    expect(next.applied).toHaveLength(2);
    const after = next.plan as SeasonPlan;
    expect(after.sessionsPerWeek).toBe(5);
    // The opened week is as the coach had it; the day opens the same practice in the new version.
    expect(after.weeks[1]).toEqual(plan.weeks[1]);
    const again = await inject({ method: 'POST', url: `/training/workouts/${season.id}/weeks/2/days/1/open`, headers: coach.auth });
    expect(again.statusCode).toBe(200);
    expect(again.json<Workout>()).toMatchObject({ id: practice.id, date: day.date });
    // Adding weeks would move a season that has begun: that part is answered, not done.
    const start = await inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: season.id, refinement_prompt: 'add two weeks' } });
    expect(start.statusCode).toBe(422);
    expect(start.json<{ detail: string }>().detail).toMatch(/^Nothing was changed: "add two weeks": the season has begun/);
  });

  it('answers 404 for a day the week does not have and for another coach’s season, 400 for a malformed number', async () => {
    const { coach, season } = await liteSeason();
    const missing = await inject({ method: 'POST', url: `/training/workouts/${season.id}/weeks/2/days/19/open`, headers: coach.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toMatch(/Week 2 has days 1-\d+/);
    expect((await inject({ method: 'POST', url: `/training/workouts/${season.id}/weeks/99/days/1/open`, headers: coach.auth })).statusCode).toBe(400);
    expect((await inject({ method: 'POST', url: `/training/workouts/${season.id}/weeks/x/days/1/open`, headers: coach.auth })).statusCode).toBe(400);
    const stranger = await t.user({ subscription_type: 'lite_monthly' });
    expect((await inject({ method: 'POST', url: `/training/workouts/${season.id}/weeks/2/days/1/open`, headers: stranger.auth })).statusCode).toBe(404);
  });

  it('refuses a coach whose plan no longer includes season plans, naming the tier, and opens nothing', async () => {
    const { coach, season } = await liteSeason();
    await t.publish('billing.subscription_updated', { userId: coach.id, subscription_type: 'free', subscription_status: 'active', current_period_end: null }, coach.id);
    await eventually(async () => ((await inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json<UsageCheck>().tier === 'free' ? true : undefined), 10_000);
    const refused = await inject({ method: 'POST', url: `/training/workouts/${season.id}/weeks/1/days/1/open`, headers: coach.auth });
    expect(refused.statusCode).toBe(403);
    const detail = refused.json<{ detail: string }>().detail;
    expect(detail).toBe(lockedDetail('season_plans'));
    const list = (await inject({ method: 'GET', url: '/user/workouts', headers: coach.auth })).json<Workout[]>();
    expect(list.map((w) => w.id)).toEqual([season.id]);
  });

  it('refuses to open days of a single workout', async () => {
    const coach = await t.user({ subscription_type: 'lite_monthly' });
    const one = (await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: { date: '2026-09-01', description: 'HS practice 5000 SCY threshold' } })).json<Workout>();
    const res = await inject({ method: 'POST', url: `/training/workouts/${one.id}/weeks/1/days/1/open`, headers: coach.auth });
    expect(res.statusCode).toBe(409);
  });
});

describe('a season whose words name many meets', () => {
  it('is written again with its whole meet calendar (a dual every Saturday), as the plan page does', async () => {
    const coach = await t.user({ subscription_type: 'lite_monthly' });
    const request = { date: '2026-06-01', description: 'summer league season, 16 weeks, practice mon-thu 1 hr, dual meets every saturday starting june 13 (C), champs sept 19', plan_type: 'season' };
    const first = await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: request });
    expect(first.statusCode).toBe(201);
    const meets = (first.json<Workout>().plan as SeasonPlan).meets!;
    expect(meets.length).toBeGreaterThan(12);
    const again = await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: { ...request, meets } });
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json<Workout>().plan as SeasonPlan).meets!.map((m) => m.date)).toEqual(meets.map((m) => m.date));
    const tooMany = Array.from({ length: 41 }, (_, i) => ({ name: `Dual ${i + 1}`, date: `2027-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, importance: 'C' }));
    const refused = await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: { ...request, meets: tooMany } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain('at most 40 meets');
  });
});
