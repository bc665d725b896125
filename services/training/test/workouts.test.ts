import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type SharedPlan, type Workout, type WorkoutDetail } from '@laneforge/contracts';
import { lockedDetail } from '@laneforge/contracts/entitlements';
import { eventually } from '@laneforge/platform/testing';
import { jetstream } from '@nats-io/jetstream';
import { planRequest, startTestTraining, type TestTraining } from './helpers';
import { sharedPlanWords, sharedWords } from '@laneforge/contracts/shared-words';

let t: TestTraining;
beforeAll(async () => {
  t = await startTestTraining();
});
afterAll(async () => {
  await t?.close();
});

const inject = (options: Parameters<TestTraining['inject']>[0]) => t.inject(options);

describe('plans: generate, history, share, refine', () => {
  it('generates a plan, lists it, shares it publicly, refines it and lists the refined version', async () => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const generated = await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest() });
    expect(generated.statusCode).toBe(201);
    const workout = generated.json<Workout>();
    expect(workout.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(workout.generated_workout.split('\n')[0]).toBe(`**${workout.title}**`);
    expect(workout).toMatchObject({ user_id: coach.id, date: '2025-03-03', plan_type: 'workout', provider: 'est', version: 1, coach_notes: 'Focus on turns', refinements: [] });
    expect(workout.plan?.kind).toBe('workout');
    expect(workout.total).toBe(4000);

    const history = await inject({ method: 'GET', url: '/user/workouts', headers: coach.auth });
    expect(history.json<Workout[]>().map((w) => w.id)).toEqual([workout.id]);

    const shared = await inject({ method: 'GET', url: `/training/share/${workout.id}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toBe('application/json; charset=utf-8');
    // The plan as anyone holding the link reads it: the words it says to its coach are said of the coach.
    expect(shared.json<SharedPlan>()).toEqual({
      plan_type: 'workout',
      date: '2025-03-03',
      generated_workout: sharedWords(workout.generated_workout),
      coach_notes: 'Focus on turns',
      title: workout.title,
      plan: sharedPlanWords(workout.plan),
    });
    expect(shared.json<SharedPlan>().generated_workout).not.toContain('store your own under Paces');

    const refined = await inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: workout.id, refinement_prompt: 'make it shorter and add more kick' } });
    expect(refined.statusCode).toBe(200);
    const better = refined.json<Workout>();
    expect(better.version).toBe(2);
    expect(better.total).toBeLessThan(4000);
    expect(better.generated_workout).not.toBe(workout.generated_workout);
    expect(better.refinements.map((r) => r.prompt)).toEqual(['make it shorter and add more kick']);

    const after = (await inject({ method: 'GET', url: '/user/workouts', headers: coach.auth })).json<Workout[]>();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: workout.id, version: 2, generated_workout: better.generated_workout, total: better.total });
    expect((await inject({ method: 'GET', url: `/training/share/${workout.id}` })).json<SharedPlan>().generated_workout).toBe(sharedWords(better.generated_workout));
  });

  it('lists the caller’s plans newest first', async () => {
    const coach = await t.user({ subscription_type: 'elite_annual' });
    const ids: string[] = [];
    for (const description of ['Masters 2500 SCY aerobic', 'Age group 11-12, 3000 SCY, IM', 'College 6000 SCY sprint']) {
      ids.push((await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest({ description }) })).json<Workout>().id);
    }
    const listed = (await inject({ method: 'GET', url: '/user/workouts', headers: coach.auth })).json<Workout[]>();
    expect(listed.map((w) => w.id)).toEqual([...ids].reverse());
  });

  it('pages the history newest first, with the next page named in x-next-before', async () => {
    const coach = await t.user({ subscription_type: 'elite_annual' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest({ description: `Masters ${2000 + i * 100} SCY aerobic` }) })).json<Workout>().id);
    }
    const newestFirst = [...ids].reverse();
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 3; page++) {
      const res = await inject({ method: 'GET', url: `/user/workouts?limit=2${before ? `&before=${before}` : ''}`, headers: coach.auth });
      seen.push(...res.json<Workout[]>().map((w) => w.id));
      before = res.headers['x-next-before'] as string | undefined;
      if (page < 2) expect(before).toBe(seen.at(-1));
    }
    expect(before).toBeUndefined();
    expect(seen).toEqual(newestFirst);
    const bad = await inject({ method: 'GET', url: '/user/workouts?limit=500', headers: coach.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('limit must be at most 100');
  });

  it('refuses a season plan to a Free coach with the tier that unlocks it, and takes no allowance', async () => {
    const coach = await t.user({ subscription_type: 'free' });
    const season = planRequest({ description: '8 week masters open water season, 3 practices a week, SCY' });
    const refused = await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: season });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(lockedDetail('season_plans'));
    const usage = await inject({ method: 'GET', url: '/usage/check', headers: coach.auth });
    expect(usage.json()).toMatchObject({ used: 0, can_use: true });
    const lite = await t.user({ subscription_type: 'lite_monthly' });
    const written = await inject({ method: 'POST', url: '/training/generate', headers: lite.auth, payload: season });
    expect(written.statusCode).toBe(201);
    expect(written.json<Workout>().plan_type).toBe('season');
  });

  it('decides a season plan from the description, whatever plan_type says', async () => {
    const coach = await t.user({ role: 'admin', subscription_type: 'admin' });
    const res = await inject({
      method: 'POST',
      url: '/training/generate',
      headers: coach.auth,
      payload: planRequest({ description: '12 week high school season ending with a championship taper, SCY', plan_type: 'workout' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Workout>()).toMatchObject({ plan_type: 'season', plan: { kind: 'season' } });
  });

  it('announces a created and a refined plan through the outbox', async () => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const workout = (await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest() })).json<Workout>();
    await inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: workout.id, refinement_prompt: 'switch to long course meters' } });
    const js = jetstream(t.service.context.bus.nc);
    const { NATS_STREAM, EVENT_SUBJECT_PREFIX } = t.iso.env;
    const seen = async (type: string) => {
      const consumer = await js.consumers.get(NATS_STREAM!, { filter_subjects: `${EVENT_SUBJECT_PREFIX}.${type}` });
      for (;;) {
        const message = await consumer.next({ expires: 1_000 });
        if (!message) return undefined;
        const event = message.json<{ userId: string; payload: Record<string, unknown> }>();
        if (event.userId === coach.id) return event.payload;
      }
    };
    expect(await eventually(() => seen('training.workout_created'), 10_000)).toEqual({ workoutId: workout.id, planType: 'workout', provider: 'est', total: 4000, localDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(await eventually(() => seen('training.workout_refined'), 10_000)).toEqual({ workoutId: workout.id, version: 2, provider: 'est' });
  });
});

describe('plans belong to their owner', () => {
  it('shows another user’s plan as 404 everywhere but the public share link', async () => {
    const owner = await t.user({ subscription_type: 'pro_monthly' });
    const stranger = await t.user({ subscription_type: 'elite_monthly' });
    const workout = (await inject({ method: 'POST', url: '/training/generate', headers: owner.auth, payload: planRequest() })).json<Workout>();

    const refine = await inject({ method: 'POST', url: '/training/refine', headers: stranger.auth, payload: { workout_id: workout.id, refinement_prompt: 'more kick' } });
    expect(refine.statusCode).toBe(404);
    expect(refine.json()).toEqual({ detail: 'Training Plan not found' });
    expect((await inject({ method: 'GET', url: '/user/workouts', headers: stranger.auth })).json()).toEqual([]);
    expect((await inject({ method: 'GET', url: `/training/share/${workout.id}` })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/training/share/not-a-uuid' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/training/share/6f1c1d9e-2f5b-4a43-9a7c-0d3f4c1b2a10' })).statusCode).toBe(404);
  });

  it('gives the export service the full plan by id, on a route hidden from the API docs', async () => {
    const owner = await t.user({ subscription_type: 'pro_annual' });
    const workout = (await inject({ method: 'POST', url: '/training/generate', headers: owner.auth, payload: planRequest() })).json<Workout>();
    const internal = await inject({ method: 'GET', url: `/internal/workouts/${workout.id}`, headers: await t.asExport() });
    expect(internal.json<Workout>()).toEqual(workout);
    const anonymous = await inject({ method: 'GET', url: `/internal/workouts/${workout.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.stringMatching(/service credential/) });
    // A user's own token is not a service credential.
    expect((await inject({ method: 'GET', url: `/internal/workouts/${workout.id}`, headers: owner.auth })).statusCode).toBe(401);
    const docs = (await inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/training/generate', '/training/refine', '/user/workouts', '/usage/check', '/training/share/{id}']));
    expect(Object.keys(docs.paths).some((p) => p.startsWith('/internal'))).toBe(false);
  });

  it('gives the admin service one user’s plans, newest first, a page at a time', async () => {
    const owner = await t.user({ subscription_type: 'elite_monthly' });
    const other = await t.user({ subscription_type: 'elite_monthly' });
    const ids: string[] = [];
    for (const description of ['Masters 2000 SCY aerobic', 'Age group 3000 SCY IM']) {
      ids.push((await inject({ method: 'POST', url: '/training/generate', headers: owner.auth, payload: planRequest({ description }) })).json<Workout>().id);
    }
    await inject({ method: 'POST', url: '/training/generate', headers: other.auth, payload: planRequest() });
    const headers = await t.asExport();
    const first = await inject({ method: 'GET', url: `/internal/users/${owner.id}/workouts?limit=1`, headers });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ workouts: Workout[]; next: string | null }>();
    expect(page.workouts.map((w) => w.id)).toEqual([ids[1]]);
    expect(page.next).toBe(ids[1]);
    const second = (await inject({ method: 'GET', url: `/internal/users/${owner.id}/workouts?limit=1&before=${page.next}`, headers })).json<{ workouts: Workout[]; next: string | null }>();
    expect(second).toMatchObject({ workouts: [{ id: ids[0], user_id: owner.id }], next: null });
    expect((await inject({ method: 'GET', url: `/internal/users/${owner.id}/workouts`, headers: owner.auth })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/internal/users/nobody/workouts', headers })).json().detail).toMatch(/^userId/);
  });

  it('needs a token for everything but the share link', async () => {
    expect((await inject({ method: 'POST', url: '/training/generate', payload: planRequest() })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/user/workouts' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/usage/check' })).statusCode).toBe(401);
  });

  it('removes a deleted user’s plans', async () => {
    const owner = await t.user({ subscription_type: 'elite_monthly' });
    const workout = (await inject({ method: 'POST', url: '/training/generate', headers: owner.auth, payload: planRequest() })).json<Workout>();
    await t.publish('auth.user_deleted', { userId: owner.id }, owner.id);
    await eventually(async () => (await inject({ method: 'GET', url: `/training/share/${workout.id}` })).statusCode === 404, 10_000);
    expect((await inject({ method: 'GET', url: '/user/workouts', headers: owner.auth })).json()).toEqual([]);
  });
});

describe('the plan page: versions, revert, delete', () => {
  const refine = (coach: { auth: { authorization: string } }, id: string, refinement_prompt: string) =>
    inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: id, refinement_prompt } });
  const detail = async (coach: { auth: { authorization: string } }, id: string) =>
    (await inject({ method: 'GET', url: `/training/workouts/${id}`, headers: coach.auth })).json<WorkoutDetail>();

  it('keeps each refinement with its instruction, reverts to any version and refines on from there', async () => {
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const first = (await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest() })).json<Workout>();
    const second = (await refine(coach, first.id, 'make it shorter')).json<Workout>();
    const third = (await refine(coach, first.id, 'add more kick')).json<Workout>();

    const read = await detail(coach, first.id);
    expect(read).toMatchObject({ id: first.id, version: 3, generated_workout: third.generated_workout, total: third.total });
    expect(read.versions.map((v) => [v.version, v.prompt, v.based_on, v.total])).toEqual([
      [1, null, null, first.total],
      [2, 'make it shorter', 1, second.total],
      [3, 'add more kick', 2, third.total],
    ]);
    expect(read.versions[0]?.title).toBe(first.title);

    // Read once before the revert, so a kept copy of the share answer exists to go stale.
    expect((await inject({ method: 'GET', url: `/training/share/${first.id}` })).json<SharedPlan>().generated_workout).toBe(sharedWords(third.generated_workout));
    const reverted = await inject({ method: 'POST', url: `/training/workouts/${first.id}/revert`, headers: coach.auth, payload: { version: 1 } });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json<WorkoutDetail>()).toMatchObject({ version: 1, generated_workout: first.generated_workout, total: first.total, plan: first.plan });
    expect((await inject({ method: 'GET', url: `/training/share/${first.id}` })).json<SharedPlan>().generated_workout).toBe(sharedWords(first.generated_workout));

    // Refining the reverted plan starts from version 1 and becomes version 4; versions 2 and 3 stay.
    const fourth = (await refine(coach, first.id, 'more pull')).json<Workout>();
    expect(fourth.version).toBe(4);
    const after = await detail(coach, first.id);
    expect(after.versions.map((v) => [v.version, v.based_on])).toEqual([
      [1, null],
      [2, 1],
      [3, 2],
      [4, 1],
    ]);
    const back = await inject({ method: 'POST', url: `/training/workouts/${first.id}/revert`, headers: coach.auth, payload: { version: 3 } });
    expect(back.json<WorkoutDetail>()).toMatchObject({ version: 3, generated_workout: third.generated_workout });
  });

  it('answers 404 with a detail for a version the plan does not have, and 400 for a version that is not a number', async () => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const workout = (await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest() })).json<Workout>();
    const missing = await inject({ method: 'POST', url: `/training/workouts/${workout.id}/revert`, headers: coach.auth, payload: { version: 7 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'This plan has no version 7.' });
    const bad = await inject({ method: 'POST', url: `/training/workouts/${workout.id}/revert`, headers: coach.auth, payload: { version: 'first' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toMatch(/version/);
    expect((await detail(coach, workout.id)).version).toBe(1);
  });

  it('shows, reverts and deletes a plan for its owner or an admin only; strangers get 404', async () => {
    const owner = await t.user({ subscription_type: 'elite_monthly' });
    const stranger = await t.user({ subscription_type: 'elite_monthly' });
    const admin = await t.user({ role: 'admin', subscription_type: 'admin' });
    const workout = (await inject({ method: 'POST', url: '/training/generate', headers: owner.auth, payload: planRequest() })).json<Workout>();
    for (const [method, url, payload] of [
      ['GET', `/training/workouts/${workout.id}`, undefined],
      ['POST', `/training/workouts/${workout.id}/revert`, { version: 1 }],
      ['DELETE', `/training/workouts/${workout.id}`, undefined],
      ['GET', '/training/workouts/not-a-plan', undefined],
    ] as const) {
      const res = await inject({ method, url, headers: stranger.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Training Plan not found' });
    }
    expect((await inject({ method: 'GET', url: `/training/workouts/${workout.id}` })).statusCode).toBe(401);
    expect((await detail(admin, workout.id)).id).toBe(workout.id);

    expect((await inject({ method: 'GET', url: `/training/share/${workout.id}` })).statusCode).toBe(200);
    const deleted = await inject({ method: 'DELETE', url: `/training/workouts/${workout.id}`, headers: owner.auth });
    expect(deleted.statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/training/workouts/${workout.id}`, headers: owner.auth })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/training/share/${workout.id}` })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/user/workouts', headers: owner.auth })).json()).toEqual([]);

    const another = (await inject({ method: 'POST', url: '/training/generate', headers: owner.auth, payload: planRequest() })).json<Workout>();
    expect((await inject({ method: 'DELETE', url: `/training/workouts/${another.id}`, headers: admin.auth })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: `/training/share/${another.id}` })).statusCode).toBe(404);
  });
});

describe('requests the spec refuses', () => {
  it.each([
    ['a bad date', { date: '03/03/2025' }],
    ['an impossible date', { date: '2025-02-30' }],
    ['no date', { date: undefined }],
    ['an empty description', { description: '   ' }],
    ['no description', { description: undefined }],
  ])('answers 400 with the spec’s text for %s', async (_label, overrides) => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const res = await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: messages.generatorRequired });
  });

  it.each([
    ['a date past the calendar a season can run in', { date: '9999-12-31', plan_type: 'season' }, 'date must be between 2000-01-01 and 2099-12-31'],
    ['a meet name that would break the plan’s lines', { meets: [{ name: 'Invite\r\nBEGIN:VEVENT', date: '2027-03-01', importance: 'A' }] }, 'a meet name may not hold line breaks or control characters'],
    ['a meet name with a direction override', { meets: [{ name: '\u202eevil', date: '2027-03-01', importance: 'A' }] }, 'a meet name may not hold line breaks or control characters'],
  ])('answers 400 naming what is wrong for %s, and uses no allowance', async (_label, overrides, detail) => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const res = await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toContain(detail);
    expect((await inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json<{ used: number }>().used).toBe(0);
  });

  it('asks for refinement instructions, and says when an instruction is not understood', async () => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const workout = (await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest() })).json<Workout>();
    const empty = await inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: workout.id, refinement_prompt: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: messages.refinementRequired });
    const nonsense = await inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: workout.id, refinement_prompt: 'paint it purple' } });
    expect(nonsense.statusCode).toBe(422);
    expect(nonsense.json<{ detail: string }>().detail).toMatch(/not understood/);
  });

  it('refines a plan at most 10 times, without using allowance, keeping every version', async () => {
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    const workout = (await inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest() })).json<Workout>();
    const prompts = ['shorter', 'longer', 'more kick', 'more pull', 'less rest', 'more rest', 'switch to long course meters', 'switch to short course yards', 'more drill', 'add a sprint set'];
    for (const [i, refinement_prompt] of prompts.entries()) {
      const res = await inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: workout.id, refinement_prompt } });
      expect(res.statusCode, `${refinement_prompt}: ${res.body}`).toBe(200);
      expect(res.json<Workout>().version).toBe(i + 2);
    }
    const eleventh = await inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: workout.id, refinement_prompt: 'shorter' } });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json<{ detail: string }>().detail).toMatch(/refined 10 times/);
    const kept = (await inject({ method: 'GET', headers: await t.asExport(), url: `/internal/workouts/${workout.id}` })).json<Workout>();
    expect(kept.refinements.map((r) => r.prompt)).toEqual(prompts);
    const usage = (await inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json();
    expect(usage).toMatchObject({ used: 1, allowance: 1, period: 'day' });
  });
});
