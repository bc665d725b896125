import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@laneforge/contracts';
import { Bus, createLogger, newEvent } from '@laneforge/platform';
import { eventually } from '@laneforge/platform/testing';
import { carriedToday } from '../src/account/account';
import { localDate } from '../src/users/users';
import { startTestAuth, uniqueEmail, type TestAuth } from './helpers';

let auth: TestAuth;
let bus: Bus;
beforeAll(async () => {
  auth = await startTestAuth();
  const { NATS_URL, NATS_STREAM, EVENT_SUBJECT_PREFIX } = auth.iso.env;
  bus = await Bus.connect({ url: NATS_URL!, stream: NATS_STREAM!, prefix: EVENT_SUBJECT_PREFIX!, name: 'training-stand-in', logger: createLogger('test', 'silent') });
});
afterAll(async () => {
  await bus?.close();
  await auth?.close();
});

const workoutCreated = (userId: string, day: string, extra: { usesAllowance?: boolean } = {}) =>
  bus.publish(newEvent('training.workout_created', { workoutId: randomUUID(), planType: 'workout', provider: 'est', total: 4000, localDate: day, ...extra }, userId));

describe('dashboard counters from training’s workout_created events', () => {
  it('counts plans created today in the user’s zone and all time, late events toward the total only', async () => {
    const timezone = 'Pacific/Auckland';
    const registered = await auth.service.app.inject({ method: 'POST', url: '/auth/register', payload: { name: 'Counter Coach', email: uniqueEmail('stats'), password: 'freestyle1', timezone } });
    const { access_token, user } = registered.json<{ access_token: string; user: User }>();
    expect(user).toMatchObject({ usage_count: 0, total_workouts_created: 0, workouts_created_today: 0 });
    const me = async () => (await auth.service.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${access_token}` } })).json<User>();

    const today = localDate(new Date(), timezone);
    const yesterday = localDate(new Date(Date.now() - 86_400_000), timezone);
    await workoutCreated(user.id, today);
    await workoutCreated(user.id, today);
    await eventually(async () => (await me()).total_workouts_created === 2, 10_000);
    expect(await me()).toMatchObject({ usage_count: 2, total_workouts_created: 2, workouts_created_today: 2 });

    await workoutCreated(user.id, yesterday);
    await eventually(async () => (await me()).total_workouts_created === 3, 10_000);
    expect(await me()).toMatchObject({ usage_count: 3, total_workouts_created: 3, workouts_created_today: 2 });
  });

  it('counts a season day opened as a practice toward the total only: the season took today’s allowance', async () => {
    const registered = await auth.service.app.inject({ method: 'POST', url: '/auth/register', payload: { name: 'Season Coach', email: uniqueEmail('season'), password: 'freestyle1' } });
    const { access_token, user } = registered.json<{ access_token: string; user: User }>();
    const me = async () => (await auth.service.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${access_token}` } })).json<User>();
    const today = localDate(new Date(), 'UTC');
    await workoutCreated(user.id, today);
    await workoutCreated(user.id, today, { usesAllowance: false });
    await eventually(async () => (await me()).total_workouts_created === 2, 10_000);
    expect(await me()).toMatchObject({ total_workouts_created: 2, workouts_created_today: 1 });
  });

  it('starts today’s count over on a new day', async () => {
    const registered = await auth.service.app.inject({ method: 'POST', url: '/auth/register', payload: { name: 'Day Coach', email: uniqueEmail('day'), password: 'freestyle1' } });
    const { access_token, user } = registered.json<{ access_token: string; user: User }>();
    const me = async () => (await auth.service.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${access_token}` } })).json<User>();
    await workoutCreated(user.id, localDate(new Date(Date.now() - 86_400_000), 'UTC'));
    await eventually(async () => (await me()).total_workouts_created === 1, 10_000);
    expect((await me()).workouts_created_today).toBe(0);
    await workoutCreated(user.id, localDate(new Date(), 'UTC'));
    await eventually(async () => (await me()).total_workouts_created === 2, 10_000);
    expect((await me()).workouts_created_today).toBe(1);
  });

  it('keeps today’s count when the user changes time zone to one whose calendar day differs', async () => {
    const now = new Date();
    // One of the two zones furthest from UTC is always on another calendar day than UTC.
    const elsewhere = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) => localDate(now, zone) !== localDate(now, 'UTC'))!;
    const email = uniqueEmail('zone');
    const registered = await auth.service.app.inject({ method: 'POST', url: '/auth/register', payload: { name: 'Zone Coach', email, password: 'freestyle1', timezone: 'UTC' } });
    const { access_token, user } = registered.json<{ access_token: string; user: User }>();
    const headers = { authorization: `Bearer ${access_token}` };
    const me = async () => (await auth.service.app.inject({ method: 'GET', url: '/auth/me', headers })).json<User>();
    await workoutCreated(user.id, localDate(now, 'UTC'));
    await eventually(async () => (await me()).workouts_created_today === 1, 10_000);
    const moved = await auth.service.app.inject({ method: 'PUT', url: '/auth/profile', headers, payload: { name: 'Zone Coach', email, timezone: elsewhere } });
    expect(moved.json<User>()).toMatchObject({ timezone: elsewhere, workouts_created_today: 1 });
    expect(await me()).toMatchObject({ workouts_created_today: 1, total_workouts_created: 1 });
  });
});

describe('today’s count across a change of time zone', () => {
  const at = new Date('2025-03-05T23:30:00Z');
  it('moves a count kept for today in the old zone to today in the new zone', () => {
    expect(carriedToday({ timezone: 'UTC', workoutsTodayDate: '2025-03-05' }, 'Asia/Tokyo', at)).toBe('2025-03-06');
    expect(carriedToday({ timezone: 'Asia/Tokyo', workoutsTodayDate: '2025-03-06' }, 'America/Los_Angeles', at)).toBe('2025-03-05');
  });
  it('leaves a count from an earlier day where it is, so it still reads as 0 today', () => {
    expect(carriedToday({ timezone: 'UTC', workoutsTodayDate: '2025-03-04' }, 'Asia/Tokyo', at)).toBe('2025-03-04');
    expect(carriedToday({ timezone: 'UTC', workoutsTodayDate: null }, 'Asia/Tokyo', at)).toBeNull();
  });
});
