import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageCheck } from '@laneforge/contracts';
import { eventually } from '@laneforge/platform/testing';
import { findEntitlement } from '../src/entitlements/store';
import { planRequest, startTestTraining, type TestTraining } from './helpers';

let now = new Date('2025-03-05T12:00:00Z');
let t: TestTraining;
beforeAll(async () => {
  t = await startTestTraining({ clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

type Coach = Awaited<ReturnType<TestTraining['user']>>;
const generate = (coach: Coach) => t.inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest() });
const usage = async (coach: Coach) => (await t.inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json<UsageCheck>();

describe('allowance per tier, reserved atomically', () => {
  it('lets exactly one of 100 concurrent generates through on a 1-plan allowance', async () => {
    now = new Date('2025-03-05T12:00:00Z');
    const coach = await t.user();
    const results = await Promise.all(Array.from({ length: 100 }, () => generate(coach)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(99);
    expect(results.find((r) => r.statusCode === 429)!.json<{ detail: string }>().detail).toBe(
      'You have used your 1 plan for this week on the Free plan. Your allowance renews on Monday, March 10, 2025 at 12:00 AM (UTC). Upgrade for more plans.',
    );
    expect(Number(results.find((r) => r.statusCode === 429)!.headers['retry-after'])).toBe(4.5 * 86_400);
    expect(await usage(coach)).toEqual({ can_use: false, tier: 'free', allowance: 1, period: 'week', used: 1, renews_at: '2025-03-10T00:00:00+00:00' });
  });

  it('gives Lite 10 plans a calendar month, the 11th refused until the 1st', async () => {
    now = new Date('2025-03-31T10:00:00Z');
    const coach = await t.user({ subscription_type: 'lite_monthly' });
    for (let i = 0; i < 10; i++) expect((await generate(coach)).statusCode).toBe(201);
    expect(await usage(coach)).toMatchObject({ can_use: false, used: 10, allowance: 10, period: 'month', renews_at: '2025-04-01T00:00:00+00:00' });
    expect((await generate(coach)).statusCode).toBe(429);
    now = new Date('2025-04-01T00:00:01Z');
    expect(await usage(coach)).toMatchObject({ can_use: true, used: 0 });
    expect((await generate(coach)).statusCode).toBe(201);
  });

  it('gives Pro one plan a day in the user’s zone: Auckland’s day turns while Los Angeles’ does not', async () => {
    now = new Date('2025-03-03T10:30:00Z'); // 23:30 in Auckland, 02:30 in Los Angeles
    const auckland = await t.user({ subscription_type: 'pro_monthly', timezone: 'Pacific/Auckland' });
    const losAngeles = await t.user({ subscription_type: 'pro_annual', timezone: 'America/Los_Angeles' });
    for (const coach of [auckland, losAngeles]) {
      expect((await generate(coach)).statusCode).toBe(201);
      expect((await generate(coach)).statusCode).toBe(429);
    }
    expect((await usage(auckland)).renews_at).toBe('2025-03-04T00:00:00+13:00');
    expect((await usage(losAngeles)).renews_at).toBe('2025-03-04T00:00:00-08:00');

    now = new Date('2025-03-03T11:00:00Z'); // midnight in Auckland, still 3 March in Los Angeles
    expect(await usage(auckland)).toMatchObject({ can_use: true, used: 0 });
    expect(await usage(losAngeles)).toMatchObject({ can_use: false, used: 1 });
    expect((await generate(auckland)).statusCode).toBe(201);
    expect((await generate(losAngeles)).statusCode).toBe(429);
  });

  it('gives Free one plan per ISO week: a new week starts on Monday in the user’s zone', async () => {
    now = new Date('2025-01-05T10:30:00Z'); // Sunday 23:30 in Auckland, Sunday 02:30 in Los Angeles
    const auckland = await t.user({ timezone: 'Pacific/Auckland' });
    const losAngeles = await t.user({ timezone: 'America/Los_Angeles' });
    expect((await generate(auckland)).statusCode).toBe(201);
    expect((await generate(losAngeles)).statusCode).toBe(201);
    now = new Date('2025-01-05T11:00:00Z');
    expect((await generate(auckland)).statusCode).toBe(201);
    expect((await generate(losAngeles)).statusCode).toBe(429);
    now = new Date('2025-01-06T08:00:00Z'); // Monday 00:00 in Los Angeles
    expect((await generate(losAngeles)).statusCode).toBe(201);
  });

  it('never stops Elite or admins', async () => {
    now = new Date('2025-03-05T12:00:00Z');
    for (const coach of [await t.user({ subscription_type: 'elite_monthly' }), await t.user({ role: 'admin', subscription_type: 'admin' })]) {
      for (let i = 0; i < 3; i++) expect((await generate(coach)).statusCode).toBe(201);
      expect(await usage(coach)).toMatchObject({ can_use: true, allowance: null, period: 'unlimited', used: 3, renews_at: null });
    }
  });

  it('follows the time zone from profile events, never the copy of the subscription they carry', async () => {
    now = new Date('2025-03-05T12:00:00Z');
    const coach = await t.user({ subscription_type: 'pro_monthly' });
    expect((await generate(coach)).statusCode).toBe(201);
    expect(await usage(coach)).toMatchObject({ tier: 'pro', can_use: false, used: 1 });
    await t.publish(
      'auth.user_updated',
      {
        user: {
          id: coach.id,
          email: `${coach.id}@example.com`,
          name: 'Test Swimmer',
          role: 'user',
          // Auth's copy of the subscription lags billing's: it must not take the Pro plan away.
          subscription_type: 'free',
          subscription_status: 'active',
          current_period_end: null,
          timezone: 'Pacific/Kiritimati',
        },
      },
      coach.id,
    );
    // 12:00 UTC is already the 6th at UTC+14: the user's day is now Kiritimati's…
    await eventually(async () => (await usage(coach)).renews_at === '2025-03-07T00:00:00+14:00', 10_000);
    // …but the plan was asked for after that day's midnight (10:00 UTC), so moving east gives no plan back.
    expect(await usage(coach)).toMatchObject({ tier: 'pro', can_use: false, used: 1 });
    now = new Date('2025-03-06T10:00:00Z');
    expect(await usage(coach)).toMatchObject({ can_use: true, used: 0 });
  });

  it('starts the new tier’s period at a tier change: a Free coach who made the week’s plan can use Pro at once', async () => {
    // Billing's events carry the moment of the change, so the service's clock follows the real one here.
    now = new Date();
    const coach = await t.user();
    expect((await generate(coach)).statusCode).toBe(201);
    expect(await usage(coach)).toMatchObject({ tier: 'free', can_use: false, used: 1 });

    await t.publish('billing.subscription_updated', { userId: coach.id, subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: null }, coach.id);
    await eventually(async () => (await usage(coach)).tier === 'pro', 10_000);
    now = new Date();
    expect(await usage(coach)).toMatchObject({ tier: 'pro', can_use: true, used: 0, period: 'day' });
    expect((await generate(coach)).statusCode).toBe(201);
    expect(await usage(coach)).toMatchObject({ can_use: false, used: 1 });
    expect((await generate(coach)).statusCode).toBe(429);

    // A renewal or a cycle change within Pro is no tier change: today's plan still counts.
    await t.publish('billing.subscription_updated', { userId: coach.id, subscription_type: 'pro_annual', subscription_status: 'active', current_period_end: null }, coach.id);
    await eventually(async () => (await findEntitlement(t.service.context.db, coach.id))?.subscriptionType === 'pro_annual', 10_000);
    now = new Date();
    expect(await usage(coach)).toMatchObject({ tier: 'pro', can_use: false, used: 1 });

    // Down to Free: the week starts over at the change, the Pro plans made before it do not count.
    await t.publish('billing.subscription_updated', { userId: coach.id, subscription_type: 'free', subscription_status: 'expired', current_period_end: null }, coach.id);
    await eventually(async () => (await usage(coach)).tier === 'free', 10_000);
    now = new Date();
    expect(await usage(coach)).toMatchObject({ tier: 'free', can_use: true, used: 0, period: 'week' });
  });

  it('gives no plan back for moving the time zone east or west', async () => {
    now = new Date('2025-03-05T20:00:00Z');
    const east = await t.user({ subscription_type: 'pro_monthly', timezone: 'UTC' });
    expect((await generate(east)).statusCode).toBe(201);
    await t.publish('auth.user_updated', { user: { id: east.id, email: `${east.id}@example.com`, name: 'Test Swimmer', role: 'user', subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: null, timezone: 'Pacific/Kiritimati' } }, east.id);
    await eventually(async () => (await usage(east)).renews_at === '2025-03-07T00:00:00+14:00', 10_000);
    expect((await generate(east)).statusCode).toBe(429);

    now = new Date('2025-03-06T01:00:00Z');
    const west = await t.user({ subscription_type: 'pro_monthly', timezone: 'UTC' });
    expect((await generate(west)).statusCode).toBe(201);
    await t.publish('auth.user_updated', { user: { id: west.id, email: `${west.id}@example.com`, name: 'Test Swimmer', role: 'user', subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: null, timezone: 'America/Los_Angeles' } }, west.id);
    await eventually(async () => (await usage(west)).renews_at === '2025-03-06T00:00:00-08:00', 10_000);
    expect((await generate(west)).statusCode).toBe(429);
  });

  it('counts a user no event has described yet as Free in UTC', async () => {
    now = new Date('2025-03-05T12:00:00Z');
    const auth = await t.authFor(randomUUID());
    const check = await t.inject({ method: 'GET', url: '/usage/check', headers: auth });
    expect(check.json()).toEqual({ can_use: true, tier: 'free', allowance: 1, period: 'week', used: 0, renews_at: '2025-03-10T00:00:00+00:00' });
  });
});
