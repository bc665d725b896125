import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paces, StoredPaces, SwimSet, Workout, WorkoutPlan } from '@laneforge/contracts';
import { lockedDetail } from '@laneforge/contracts/entitlements';
import { eventually } from '@laneforge/platform/testing';
import { findPaces } from '../src/paces/store';
import { planRequest, startTestTraining, type TestTraining } from './helpers';

let t: TestTraining;
beforeAll(async () => {
  t = await startTestTraining();
});
afterAll(async () => {
  await t?.close();
});

const inject = (options: Parameters<TestTraining['inject']>[0]) => t.inject(options);
const put = (auth: Record<string, string>, payload: unknown) => inject({ method: 'PUT', url: '/training/paces', headers: auth, payload: payload as Record<string, unknown> });
const test = (auth: Record<string, string>, payload: unknown) => inject({ method: 'POST', url: '/training/paces/test', headers: auth, payload: payload as Record<string, unknown> });
const get = (auth: Record<string, string>) => inject({ method: 'GET', url: '/training/paces', headers: auth });

const groups = [
  { name: 'Lanes 5-6', base_100: { free: '1:35' }, volume_factor: 0.8 },
  { name: 'Lanes 1-2', base_100: { free: '1:15' } },
  { name: 'Lanes 3-4', base_100: { free: '1:25' }, volume_factor: 0.9 },
];

const mainSets = (plan: WorkoutPlan): SwimSet[] => plan.sections.filter((s) => s.kind === 'main').flatMap((s) => s.blocks.flatMap((b) => b.sets));

describe('paces: stored per account', () => {
  it('asks for a token', async () => {
    expect((await inject({ method: 'GET', url: '/training/paces' })).statusCode).toBe(401);
    expect((await inject({ method: 'PUT', url: '/training/paces', payload: { course: 'SCY', base_100: { free: '1:20' } } })).statusCode).toBe(401);
  });

  it('stores a Free coach’s base paces per stroke, returns them, and says when there are none', async () => {
    const coach = await t.user();
    // None stored is an answer, not an error: 200 with paces null and what storing them does.
    const none = await get(coach.auth);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ paces: null, note: expect.stringMatching(/No paces stored yet/) });
    const saved = await put(coach.auth, { course: 'SCM', base_100: { free: '1:20', back: '1:32', IM: '1:38' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Paces>()).toMatchObject({ course: 'SCM', base_100: { free: '1:20', back: '1:32', IM: '1:38' }, css_100: null, source: 'manual', groups: [] });
    expect((await get(coach.auth)).json<StoredPaces>().paces!.base_100).toEqual({ free: '1:20', back: '1:32', IM: '1:38' });
  });

  it.each([
    [{ course: 'SCY', base_100: { free: '80' } }, /base_100\.free must be a time written m:ss/],
    [{ course: 'SCY', base_100: { free: '1:75' } }, /base_100\.free must be a time written m:ss/],
    [{ course: 'SCY', base_100: { free: '0:10' } }, /base_100\.free must be between 0:40 and 5:00/],
    [{ course: 'SCY', base_100: { free: '99:00' } }, /base_100\.free must be between/],
    [{ course: 'SCY', base_100: { free: '-1:20' } }, /base_100\.free must be a time/],
    [{ course: 'SCY', base_100: { free: '1:20\u0000' } }, /base_100\.free must be a time/],
    [{ course: 'SCY', base_100: { free: 80 } }, /base_100\.free must be a time/],
    [{ course: 'SCY', base_100: {} }, /base_100\.free/],
    [{ course: 'XYZ', base_100: { free: '1:20' } }, /course must be one of: SCY, SCM, LCM/],
    [{ base_100: { free: '1:20' } }, /course/],
    [{ course: 'SCY', base_100: { free: '1:20', kick: '2:00' } }, /Unknown field: kick/],
    [{ course: 'SCY', base_100: { free: '1:20' }, groups: [{ name: 'A\u0000', base_100: { free: '1:20' } }] }, /groups\.name may hold/],
    [{ course: 'SCY', base_100: { free: '1:20' }, groups: [{ name: 'A', base_100: { free: '1:20' }, volume_factor: 7 }] }, /volume_factor must be between 0.5 and 1/],
    [{ course: 'SCY', base_100: { free: '1:20' }, groups: [{ name: 'A', base_100: { free: '1:20' }, volume_factor: -1 }] }, /volume_factor must be between/],
    [{ course: 'SCY', base_100: { free: '1:20' }, groups: 'Lanes 1-2' }, /groups must be a list/],
    [{ course: 'SCY', base_100: null }, /base_100 is required/],
    [{ course: 'SCY\u0000', base_100: { free: '1:20' } }, /course must be one of/],
    [{ course: 'SCY', base_100: { free: '1:20' }, groups: [{ name: 'A', base_100: { free: '1:20' } }, { name: 'a', base_100: { free: '1:30' } }] }, /groups must have different names/],
    [{ course: 'SCY', base_100: { free: '1:20' }, groups: Array.from({ length: 9 }, (_, i) => ({ name: `G${i}`, base_100: { free: '1:20' } })) }, /groups must hold at most 8/],
    [{ course: 'SCY', base_100: { free: '1:20'.repeat(1000) } }, /base_100\.free must be a time/],
  ])('refuses %j with 400 naming the field, and stores nothing', async (payload, detail) => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const res = await put(coach.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
    expect((await get(coach.auth)).json<StoredPaces>().paces).toBeNull();
  });

  it('keeps lane groups for Elite: a Pro coach is refused naming Elite, an Elite coach gets them stored', async () => {
    const pro = await t.user({ subscription_type: 'pro_monthly' });
    const refused = await put(pro.auth, { course: 'SCY', base_100: { free: '1:20' }, groups });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(lockedDetail('lane_groups'));
    expect((await get(pro.auth)).json<StoredPaces>().paces).toBeNull();

    const elite = await t.user({ subscription_type: 'elite_annual' });
    const saved = await put(elite.auth, { course: 'SCY', base_100: { free: '1:20' }, groups });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Paces>().groups.map((g) => [g.name, g.volume_factor])).toEqual([['Lanes 5-6', 0.8], ['Lanes 1-2', 1], ['Lanes 3-4', 0.9]]);
    // A base pace changed without the groups keeps the groups.
    const again = await put(elite.auth, { course: 'SCY', base_100: { free: '1:18' } });
    expect(again.json<Paces>().groups).toHaveLength(3);
  });

  it('forgets a deleted coach’s paces', async () => {
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    await put(coach.auth, { course: 'SCY', base_100: { free: '1:20' }, groups });
    await t.publish('auth.user_deleted', { userId: coach.id }, coach.id);
    await eventually(async () => ((await findPaces(t.service.context.db, coach.id)) === undefined ? true : undefined), 10_000);
  });

  it('never shows or changes another coach’s paces', async () => {
    const a = await t.user();
    const b = await t.user();
    await put(a.auth, { course: 'SCY', base_100: { free: '1:30' } });
    await put(b.auth, { course: 'LCM', base_100: { free: '1:05' } });
    expect((await get(a.auth)).json<StoredPaces>().paces!).toMatchObject({ course: 'SCY', base_100: { free: '1:30' } });
    expect((await get(b.auth)).json<StoredPaces>().paces!).toMatchObject({ course: 'LCM', base_100: { free: '1:05' } });
  });
});

describe('paces from a test', () => {
  it('is Lite’s: a Free coach is refused naming Lite and nothing is stored', async () => {
    const coach = await t.user();
    const res = await test(coach.auth, { type: 'css', course: 'SCM', t400: '5:20', t200: '2:30' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(lockedDetail('test_paces'));
    expect((await get(coach.auth)).json<StoredPaces>().paces).toBeNull();
  });

  it.each([
    [{ type: 'css', course: 'SCM', t400: '5:20', t200: '2:30' }, '1:25', '1:30'],
    [{ type: 't30', course: 'SCY', distance: 2400 }, '1:15', '1:20'],
    [{ type: 'step', course: 'LCM', times: ['3:00', '2:55', '2:50', '2:45', '2:40', '2:35', '2:25'] }, '1:19', '1:25'],
  ])('derives and stores %j: threshold %s, base %s', async (payload, css, base) => {
    const coach = await t.user({ subscription_type: 'lite_monthly' });
    const res = await test(coach.auth, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json<Paces>()).toMatchObject({ course: payload.course, css_100: css, base_100: { free: base }, source: payload.type, test: { type: payload.type } });
    expect((await get(coach.auth)).json<StoredPaces>().paces!.css_100).toBe(css);
  });

  it.each([
    [{ type: 'css', course: 'SCY', t400: '4:00', t200: '2:30' }, /t400 must be slower than two 200s/],
    [{ type: 'css', course: 'SCY', t400: '5:20' }, /t200/],
    [{ type: 't30', course: 'SCY', distance: -2400 }, /distance must be between 600 and 4500/],
    [{ type: 't30', course: 'SCY', distance: 1e12 }, /distance must be between 600 and 4500/],
    [{ type: 't30', course: 'SCY', distance: 'far' }, /distance must be/],
    [{ type: 'step', course: 'SCY', times: ['3:00', '2:55'] }, /times must be the seven 200 times/],
    [{ type: 'step', course: 'SCY', times: ['3:00', '3:05', '2:50', '2:45', '2:40', '2:35', '2:25'] }, /times must get faster/],
    [{ type: 'step', course: 'SCY', times: ['3:00', 'x', '2:50', '2:45', '2:40', '2:35', '2:25'] }, /times must be a time written m:ss/],
    [{ type: 'vo2', course: 'SCY' }, /type must be one of: css, t30, step/],
  ])('refuses %j with 400 naming the field', async (payload, detail) => {
    const coach = await t.user({ subscription_type: 'lite_annual' });
    const res = await test(coach.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
    expect((await get(coach.auth)).json<StoredPaces>().paces).toBeNull();
  });
});

describe('plans written on the stored paces', () => {
  const generate = async (auth: Record<string, string>, extra: Record<string, unknown> = {}) =>
    inject({ method: 'POST', url: '/training/generate', headers: auth, payload: planRequest({ description: 'High school varsity, 5000 SCY, threshold practice', ...extra }) });

  it('gives a 1:30 swimmer slower send-offs than a 1:05 swimmer for the same request, and says which paces it used', async () => {
    const slow = await t.user({ subscription_type: 'elite_monthly' });
    const fast = await t.user({ subscription_type: 'elite_monthly' });
    await put(slow.auth, { course: 'SCY', base_100: { free: '1:30' } });
    await put(fast.auth, { course: 'SCY', base_100: { free: '1:05' } });
    const a = (await generate(slow.auth)).json<Workout>();
    const b = (await generate(fast.auth)).json<Workout>();
    expect(a.generated_workout).toContain('Paces: base 1:30/100 SCY (stored)');
    expect(b.generated_workout).toContain('Paces: base 1:05/100 SCY (stored)');
    const per100 = (w: Workout) => mainSets(w.plan as WorkoutPlan).filter((s) => s.sendOff?.type === 'interval').map((s) => s.sendOff!.seconds / (s.distance / 100));
    const slowest = Math.min(...per100(a));
    const fastest = Math.max(...per100(b));
    expect(slowest).toBeGreaterThan(fastest);
  });

  it('writes a plan for the lane groups at Elite, with one send-off per group, and refuses it below Elite before any allowance', async () => {
    const pro = await t.user({ subscription_type: 'pro_monthly' });
    const refused = await generate(pro.auth, { lane_groups: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(lockedDetail('lane_groups'));
    expect((await inject({ method: 'GET', url: '/usage/check', headers: pro.auth })).json().used).toBe(0);

    const elite = await t.user({ subscription_type: 'elite_monthly' });
    const none = await generate(elite.auth, { lane_groups: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toMatch(/lane_groups: store at least two lane groups/);

    await put(elite.auth, { course: 'SCY', base_100: { free: '1:20' }, groups });
    const res = await generate(elite.auth, { lane_groups: true });
    expect(res.statusCode).toBe(201);
    const plan = res.json<Workout>().plan as WorkoutPlan;
    expect(plan.laneGroups?.map((g) => g.name)).toEqual(['Lanes 1-2', 'Lanes 3-4', 'Lanes 5-6']);
    const laned = mainSets(plan).filter((s) => s.lanes);
    expect(laned.length).toBeGreaterThan(0);
    for (const s of laned) {
      const offs = s.lanes!.map((l) => l.sendOff?.seconds ?? 0);
      expect(offs).toEqual([...offs].sort((x, y) => x - y));
    }
    expect(res.json<Workout>().generated_workout).toMatch(/@ \d:\d\d \/ \d:\d\d \/ \d:\d\d \(Lanes 1-2 \/ 3-4 \/ 5-6\)/);
  });
});
