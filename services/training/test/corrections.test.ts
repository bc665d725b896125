import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout, WorkoutDetail, WorkoutListItem } from '@laneforge/contracts';
import { lockedDetail } from '@laneforge/contracts/entitlements';
import { workouts } from '../src/db/schema';
import { planRequest, startTestTraining, type TestTraining } from './helpers';

/**
 * The coach corrects what was understood of a request from its chips: the plan is written again
 * from the corrected brief as a new version of the same plan, without allowance.
 */
let t: TestTraining;
beforeAll(async () => {
  t = await startTestTraining();
});
afterAll(async () => {
  await t?.close();
});

type Coach = Awaited<ReturnType<TestTraining['user']>>;
const masters = planRequest({ date: '2026-03-10', description: 'Masters 60 min, 4 lanes 1:10/1:20/1:30/1:45, threshold', coach_notes: 'Maria: no fly, no paddles' });

async function generated(coach: Coach, request = masters): Promise<Workout> {
  const res = await t.inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: request });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Workout>();
}

const correct = (coach: Coach, id: string, payload: unknown) => t.inject({ method: 'POST', url: `/training/workouts/${id}/brief`, headers: coach.auth, payload: payload as Record<string, unknown> });
const detail = async (coach: Coach, id: string) => (await t.inject({ method: 'GET', url: `/training/workouts/${id}`, headers: coach.auth })).json<WorkoutDetail>();
const usage = async (coach: Coach) => (await t.inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json<{ used: number; can_use: boolean }>();

describe('what was understood, with every plan answer', () => {
  it('carries the brief on generate, refine and the plan page, and a summary on history items', async () => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const workout = await generated(coach);
    expect(workout.brief).toMatchObject({ pool: { value: { course: 'SCY' }, source: 'assumed' }, clock: { value: { minutes: 60 }, source: 'said' }, who: { value: { squad: 'masters' } } });
    expect(workout.brief!.swimmers).toMatchObject([{ name: 'Maria', limits: [{ rule: 'no_fly' }, { rule: 'no_paddles' }] }]);
    expect((await detail(coach, workout.id)).brief).toEqual(workout.brief);

    const history = (await t.inject({ method: 'GET', url: '/user/workouts', headers: coach.auth })).json<WorkoutListItem[]>();
    expect(history).toHaveLength(1);
    expect(history[0]!.brief_summary).toEqual(['Masters', 'SCY', '60 min', expect.stringMatching(/^~[\d,]+ yd$/), '4 lanes 1:10/1:20/1:30/1:45', 'Maria: no fly, no paddles']);
    expect(history[0]).not.toHaveProperty('brief');

    // A refinement's version carries the brief too, with what the refinement changed said in its words
    // (a plan without a clock, so the longer course cannot be refused for the time it takes).
    const untimed = await generated(coach, planRequest({ coach_notes: 'Maria: no fly' }));
    const refined = await t.inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: untimed.id, refinement_prompt: 'switch to long course meters' } });
    expect(refined.statusCode, refined.body).toBe(200);
    expect(refined.json<Workout>().brief).toMatchObject({ pool: { value: { course: 'LCM', length: 50, unit: 'meters' }, source: 'said', words: 'switch to long course meters' }, swimmers: [{ name: 'Maria' }] });
  });
});

describe('correcting the brief', () => {
  it('rewrites the plan in the corrected pool as a new version of the same plan, without using the allowance', async () => {
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const workout = await generated(coach);
    expect(workout.plan!.course).toBe('SCY');
    const before = await usage(coach);
    expect(before).toMatchObject({ used: 1, can_use: false });

    const res = await correct(coach, workout.id, { pool: { course: 'SCM' } });
    expect(res.statusCode, res.body).toBe(200);
    const corrected = res.json<WorkoutDetail>();
    expect(corrected).toMatchObject({ id: workout.id, version: 2, plan: { course: 'SCM', unit: 'meters' } });
    expect(corrected.generated_workout).toMatch(/Course: SCM \(meters\)/);
    expect(corrected.brief!.pool).toEqual({ value: { course: 'SCM', length: 25, unit: 'meters', openWater: false, shallow: false }, source: 'said', words: 'corrected' });
    // The plan no longer says it assumed the pool.
    expect(corrected.brief!.assumed.some((line) => /no pool given/.test(line))).toBe(false);
    expect(corrected.versions.map((v) => [v.version, v.kind, v.prompt])).toEqual([
      [1, 'generated', null],
      [2, 'correction', 'Corrected: pool SCM'],
    ]);
    // A correction is not a refinement, and the allowance is as it was (Pro: one plan a day, used).
    expect(corrected.refinements).toEqual([]);
    expect(await usage(coach)).toEqual(before);

    const history = (await t.inject({ method: 'GET', url: '/user/workouts', headers: coach.auth })).json<WorkoutListItem[]>();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: workout.id, version: 2 });
    expect(history[0]!.brief_summary).toContain('SCM');

    // The first reading is kept: reverting shows it again, brief and all.
    const reverted = (await t.inject({ method: 'POST', url: `/training/workouts/${workout.id}/revert`, headers: coach.auth, payload: { version: 1 } })).json<WorkoutDetail>();
    expect(reverted).toMatchObject({ version: 1, plan: { course: 'SCY' }, brief: { pool: { value: { course: 'SCY' }, source: 'assumed' } } });
  });

  it('writes a named swimmer’s corrected limit into their own lines', async () => {
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const workout = await generated(coach);
    expect(workout.generated_workout).not.toMatch(/no kick/i);
    const res = await correct(coach, workout.id, { swimmers: [{ name: 'Maria', limits: ['no_fly', 'no_paddles', 'no_kick'] }] });
    expect(res.statusCode, res.body).toBe(200);
    const corrected = res.json<WorkoutDetail>();
    expect(corrected.versions.at(-1)!.prompt).toBe('Corrected: Maria: no fly, no paddles, no kick');
    expect(corrected.brief!.swimmers).toMatchObject([{ name: 'Maria', limits: [{ rule: 'no_fly', said: 'no fly' }, { rule: 'no_paddles' }, { rule: 'no_kick', said: 'no kick' }] }]);
    // Maria's limits are said at the top, and her own line stands in for every kick set; the team's sets stay as written.
    expect(corrected.generated_workout).toContain('Changed: Maria (no fly, no paddles, no kick)');
    const kicks = corrected.plan!.kind === 'workout' ? corrected.plan!.sections.filter((s) => s.kind === 'kick') : [];
    for (const block of kicks.flatMap((s) => s.blocks)) expect(block.swimmers?.map((l) => l.name)).toContain('Maria');
  });

  it('refuses a season to a Free coach with the tier that unlocks it, and keeps the plan as it was', async () => {
    const coach = await t.user({ subscription_type: 'free' });
    const workout = await generated(coach);
    const res = await correct(coach, workout.id, { kind: 'season' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: lockedDetail('season_plans') });
    expect((await detail(coach, workout.id)).versions).toHaveLength(1);
  });

  it('turns a session read wrongly into a season for a Lite coach, with its weeks, meets and taper', async () => {
    const coach = await t.user({ subscription_type: 'lite_monthly' });
    const workout = await generated(coach, planRequest({ date: '2026-01-05', description: 'High school varsity, 5000 SCY, threshold' }));
    expect(workout.plan_type).toBe('workout');
    const res = await correct(coach, workout.id, { kind: 'season', meets: [{ name: 'Conference', date: '2026-02-21', importance: 'A' }], season: { sessionsPerWeek: 5, taperDays: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    const season = res.json<WorkoutDetail>();
    expect(season).toMatchObject({ plan_type: 'season', version: 2, plan: { kind: 'season', sessionsPerWeek: 5 } });
    expect(season.brief!.season).toMatchObject({ weeks: 7, sessionsPerWeek: 5, taperDays: 10, targetDate: '2026-02-21', championship: true });
    expect(season.plan!.kind === 'season' && season.plan!.meets).toEqual([{ name: 'Conference', date: '2026-02-21', importance: 'A' }]);
    expect((await t.inject({ method: 'GET', url: '/user/workouts', headers: coach.auth })).json<WorkoutListItem[]>()[0]).toMatchObject({ plan_type: 'season' });

    const shorter = (await correct(coach, workout.id, { season: { weeks: 4 } })).json<WorkoutDetail>();
    expect(shorter.plan!.kind === 'season' && shorter.plan!.weeks).toHaveLength(4);
    // Four weeks that end at the meet: the season starts later.
    expect(shorter.brief!.season).toMatchObject({ weeks: 4, startDate: '2026-01-25', targetDate: '2026-02-21' });
  });

  it('answers 400 naming the field for values the contract refuses, and changes nothing', async () => {
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const workout = await generated(coach);
    const cases: [unknown, string][] = [
      [{ pool: { course: 'SCX' } }, 'pool.course: must be SCY, SCM or LCM'],
      [{ lanes: [{ name: 'Lane 1', base: '1:10' }, { name: 'Lane 2', base: '9:99' }] }, 'lanes[1].base: must be a send-off written m:ss, e.g. 1:20'],
      [{ swimmers: [{ name: 'Maria', limits: ['no_flying'] }] }, expect.stringMatching(/^swimmers\[0\]\.limits\[0\]: must be one of no_kick, no_fly/) as unknown as string],
      [{ volume: 50 }, 'volume: must be at least 100'],
      [{ clock: { minutes: 60, start: '7pm' } }, 'clock.start: must be a time of day written HH:MM, e.g. 06:15'],
      [{ limits: ['longest_rep'] }, 'limits[0]: longest_rep needs its number: {"rule": "longest_rep", "value": …}'],
      [{ pol: { course: 'SCM' } }, expect.stringMatching(/^pol: not a field a correction can change/) as unknown as string],
      [{}, expect.stringMatching(/^Nothing to correct/) as unknown as string],
      [{ meets: [{ name: 'Champs', date: '2026-04-01', importance: 'A' }] }, 'meets: only a season plan has meets: correct kind to season too'],
      [{ clock: { start: '07:00', end: '06:00' } }, 'clock.end: 07:00–06:00 must span 5 to 360 minutes'],
    ];
    for (const [payload, detail] of cases) {
      const res = await correct(coach, workout.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ detail });
    }
    const same = await correct(coach, workout.id, { pool: { course: 'SCY' }, clock: { minutes: 60 } });
    expect(same.statusCode).toBe(422);
    expect(same.json().detail).toMatch(/^Nothing was corrected/);
    expect((await detail(coach, workout.id)).versions).toHaveLength(1);
  });

  it('is the owner’s alone: anyone else gets 404, whatever they send', async () => {
    const owner = await t.user({ subscription_type: 'pro_monthly' });
    const stranger = await t.user({ subscription_type: 'elite_monthly' });
    const admin = await t.user({ role: 'admin', subscription_type: 'admin' });
    const workout = await generated(owner);
    for (const [who, payload] of [
      [stranger, { pool: { course: 'SCM' } }],
      [stranger, { pool: { course: 'nonsense' } }],
      [admin, { pool: { course: 'SCM' } }],
    ] as const) {
      const res = await correct(who, workout.id, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Training Plan not found' });
    }
    expect((await correct(owner, 'not-a-plan', { pool: { course: 'SCM' } })).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: `/training/workouts/${workout.id}/brief`, payload: { pool: { course: 'SCM' } } })).statusCode).toBe(401);
    expect((await detail(owner, workout.id)).versions).toHaveLength(1);
  });

  it('keeps corrections apart from the ten refinements, with a bound of their own', async () => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    // No clock: every volume asked fits.
    const workout = await generated(coach, planRequest());
    for (let i = 0; i < 10; i++) {
      const res = await correct(coach, workout.id, { volume: 2000 + i * 100 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const eleventh = await correct(coach, workout.id, { volume: 4000 });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().detail).toMatch(/corrected 10 times/);
    const refined = await t.inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: workout.id, refinement_prompt: 'more kick' } });
    expect(refined.statusCode, refined.body).toBe(200);
    expect(refined.json<Workout>()).toMatchObject({ version: 12, refinements: [{ prompt: 'more kick' }] });
  });

  it('corrects a plan kept without a brief from what the plan itself says', async () => {
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const workout = await generated(coach, planRequest());
    await t.service.context.db.update(workouts).set({ brief: null, briefSummary: null }).where(eq(workouts.id, workout.id));
    const res = await correct(coach, workout.id, { pool: { course: 'LCM' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WorkoutDetail>()).toMatchObject({ version: 2, plan: { course: 'LCM' }, brief: { pool: { value: { course: 'LCM', length: 50 } } } });
  });
});
