import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@laneforge/contracts';
import { Bus, createLogger, newEvent } from '@laneforge/platform';
import { eventually } from '@laneforge/platform/testing';
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

const workoutCreated = (userId: string, day: string) =>
  bus.publish(newEvent('training.workout_created', { workoutId: randomUUID(), planType: 'workout', provider: 'est', total: 4000, localDate: day }, userId));

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
});
