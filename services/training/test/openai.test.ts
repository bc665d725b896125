import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout } from '@laneforge/contracts';
import { fakeModel, modelPlan as PLAN } from './fake-model';
import { startTestTraining, type TestTraining } from './helpers';

const GARBAGE = 'As an AI language model I would rather write a poem.\nThe water is blue, the lane lines are true.';
const request = { date: '2025-03-03', description: 'High school, 2800 SCY, threshold freestyle', plan_type: 'workout', coach_notes: null };

let model: Awaited<ReturnType<typeof fakeModel>>;
let t: TestTraining;
beforeAll(async () => {
  model = await fakeModel();
  t = await startTestTraining({ workerEnv: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: model.url, OPENAI_MODEL: 'fake-coach' } });
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

const generate = (auth: { authorization: string }) => t.inject({ method: 'POST', url: '/training/generate', headers: auth, payload: request });

describe('the openai provider, through the real SDK', () => {
  it('stores what the model wrote with the totals recomputed from its sets', async () => {
    const coach = await t.user();
    const calls = model.calls.length;
    model.reply(PLAN('9,999'));
    const res = await generate(coach.auth);
    expect(res.statusCode, res.body).toBe(201);
    const workout = res.json<Workout>();
    expect(workout).toMatchObject({ provider: 'openai', total: 2800, title: 'Threshold Freestyle Session', plan: { provider: 'openai', kind: 'workout' } });
    expect(workout.generated_workout).toContain('Total: 2,800 yards');
    expect(workout.generated_workout).toContain('Main Set (2,000)');
    expect(workout.generated_workout).not.toContain('9,999');
    expect(model.calls.length - calls).toBe(1);
    const asked = model.calls.at(-1)!;
    expect(asked.model).toBe('fake-coach');
    expect(asked.messages[0]!.content).toContain('REC, EN1, EN2, EN3, SP1, SP2, SP3');
    expect(asked.messages[1]!.content).toContain('High school, 2800 SCY, threshold freestyle');
  });

  it('asks once more after an unreadable answer, telling the model what was wrong', async () => {
    const coach = await t.user();
    const calls = model.calls.length;
    model.reply(GARBAGE, PLAN('2,800', '2,000'));
    const res = await generate(coach.auth);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Workout>().total).toBe(2800);
    expect(model.calls.length - calls).toBe(2);
    expect(model.calls.at(-1)!.messages.at(-1)!.content).toMatch(/could not be used[\s\S]*The plan has no sets/);
  });

  it('fails clearly after two unreadable answers and gives the allowance back', async () => {
    const coach = await t.user();
    const calls = model.calls.length;
    model.reply(GARBAGE, GARBAGE);
    const res = await generate(coach.auth);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'The AI model did not write a plan LaneForge could read, twice. Please try again, or describe the session differently.' });
    expect(model.calls.length - calls).toBe(2);
    expect((await t.inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json()).toMatchObject({ can_use: true, used: 0 });
    expect((await t.inject({ method: 'GET', url: '/user/workouts', headers: coach.auth })).json()).toEqual([]);
  });

  it('refines by having the model rewrite the text, validated the same way', async () => {
    const coach = await t.user();
    model.reply(PLAN('2,800', '2,000'));
    const workout = (await generate(coach.auth)).json<Workout>();
    model.reply(PLAN('2,600', '1,800').replace('10 x 200 Free @ 3:00', '9 x 200 Free @ 3:00'));
    const res = await t.inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: workout.id, refinement_prompt: 'one repeat fewer in the main set' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Workout>()).toMatchObject({ version: 2, provider: 'openai', total: 2600 });
    expect(model.calls.at(-1)!.messages[1]!.content).toContain(workout.generated_workout);
    expect(model.calls.at(-1)!.messages[1]!.content).toContain('one repeat fewer in the main set');
  });

  it('rewrites a corrected plan by having the model write to the corrected reading, without allowance', async () => {
    const coach = await t.user();
    model.reply(PLAN('2,800', '2,000'));
    const workout = (await generate(coach.auth)).json<Workout>();
    expect(workout.brief).toMatchObject({ who: { value: { squad: 'hs_varsity' } }, pool: { value: { course: 'SCY' } } });
    model.reply(PLAN('2,800', '2,000'));
    const res = await t.inject({ method: 'POST', url: `/training/workouts/${workout.id}/brief`, headers: coach.auth, payload: { who: { squad: 'masters' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Workout>()).toMatchObject({ version: 2, provider: 'openai', total: 2800, brief: { who: { value: { squad: 'masters' }, source: 'said', words: 'corrected' } } });
    const asked = model.calls.at(-1)!.messages[1]!.content;
    expect(asked).toContain('Request: High school, 2800 SCY, threshold freestyle');
    expect(asked).toContain("The coach corrected how the request was read (these win over the request's words): Masters.");
    expect(asked).toContain('swimmers: masters');
    expect((await t.inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json()).toMatchObject({ used: 1 });
  });
});

describe('the openai provider on the coach’s paces', () => {
  const balanced = `**Lane Threshold Session**
Date: 2025-03-03 | Course: SCY | Level: High school | Focus: Threshold

Warm-up (600)
- 400 Free — REC, easy
- 4 x 50 Kick @ 1:10 — EN1, build

Kick (600)
- 6 x 100 Kick @ 2:10 — EN1, steady

Main Set (1,200)
- 6 x 200 Free @ 3:00 — EN2, hold pace

Pull (200)
- 200 Pull — EN1, smooth

Cool-down (200)
- 200 Choice — REC, easy

Total: 2,800 yards`;

  it('tells the model the stored paces and gives each lane group its own send-off on the model’s sets', async () => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const stored = await t.inject({
      method: 'PUT',
      url: '/training/paces',
      headers: coach.auth,
      payload: { course: 'SCY', base_100: { free: '1:20' }, groups: [{ name: 'Lanes 1-2', base_100: { free: '1:15' } }, { name: 'Lanes 3-4', base_100: { free: '1:30' } }] },
    });
    expect(stored.statusCode).toBe(200);
    model.reply(balanced);
    const res = await t.inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: { ...request, lane_groups: true } });
    expect(res.statusCode, res.body).toBe(201);
    expect(model.calls.at(-1)!.messages[1]!.content).toContain('Paces: Lanes 1-2 base 1:15 · Lanes 3-4 base 1:30 /100 SCY (stored lane groups)');
    const text = res.json<Workout>().generated_workout;
    // The slower lane may swim a repeat less so both lanes finish together (COACHING.md §9).
    expect(text).toMatch(/6(?: \/ [4-6])? x 200 Free @ 3:00 \/ 3:\d\d \(Lanes 1-2 \/ 3-4\) — EN2/);
  });
});
