import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSnapshot } from '@laneforge/contracts';
import { apiRoutes } from '@laneforge/contracts/api';
import { entitled, features, lockedDetail, type Feature } from '@laneforge/contracts/entitlements';
import type { Tier } from '@laneforge/contracts/tiers';
import { composePlan } from '../src/plan';
import { insertWorkout } from '../src/workouts/store';
import { planRequest, startTestTraining, type TestTraining } from './helpers';

/**
 * The entitlement matrix: every route a feature gates, called by a coach on every tier. What each
 * tier may do is read from the declared table, so the table and the server cannot drift apart.
 */

const now = new Date('2025-03-05T12:00:00Z');
let t: TestTraining;
beforeAll(async () => {
  t = await startTestTraining({ clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

type Coach = Awaited<ReturnType<TestTraining['user']>>;

/** The tiers as coaches hold them; the Pro trial is a Pro subscription for 30 days with no card. */
const tiers: { name: string; tier: Tier; user: Partial<UserSnapshot> }[] = [
  { name: 'free', tier: 'free', user: { subscription_type: 'free' } },
  { name: 'lite', tier: 'lite', user: { subscription_type: 'lite_monthly' } },
  { name: 'pro', tier: 'pro', user: { subscription_type: 'pro_annual' } },
  { name: 'elite', tier: 'elite', user: { subscription_type: 'elite_monthly' } },
  { name: 'admin', tier: 'admin', user: { role: 'admin', subscription_type: 'admin' } },
  { name: 'Pro trial', tier: 'pro', user: { subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: Math.floor(now.getTime() / 1000) + 30 * 86_400 } },
];

const season = planRequest({ description: '8 week masters open water season, 3 practices a week, SCY' });

const kept = '16-week season plan for club senior swimmers, 6 practices a week, 6000 yards, 200 back. A meet Sectionals on Dec 19';

/** A season plan the coach already holds (written while on a tier that had it). */
async function storedSeason(coach: Coach): Promise<string> {
  const plan = composePlan({ date: '2026-08-31', description: kept, plan_type: 'season', seed: 'matrix' });
  const id = randomUUID();
  await insertWorkout(t.service.context.db, { id, userId: coach.id, date: plan.date, description: kept, coachNotes: null, planType: plan.kind, plan, text: `**${plan.title}**`, title: plan.title, total: plan.totals.distance, provider: 'est' });
  return id;
}

const laneGroups = [
  { name: 'Lanes 1-2', base_100: { free: '1:15' } },
  { name: 'Lanes 3-4', base_100: { free: '1:25' }, volume_factor: 0.9 },
];
const storeGroups = (coach: Coach) => t.inject({ method: 'PUT', url: '/training/paces', headers: coach.auth, payload: { course: 'SCY', base_100: { free: '1:20' }, groups: laneGroups } });

interface GatedRoute {
  name: string;
  feature: Feature;
  call(coach: Coach): Promise<{ statusCode: number; json(): unknown }>;
}

const gatedRoutes: GatedRoute[] = [
  { name: 'POST /training/generate (a season)', feature: 'season_plans', call: (coach) => t.inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: season }) },
  {
    name: 'POST /training/refine (a season plan)',
    feature: 'season_plans',
    call: async (coach) => t.inject({ method: 'POST', url: '/training/refine', headers: coach.auth, payload: { workout_id: await storedSeason(coach), refinement_prompt: 'less volume' } }),
  },
  {
    name: 'POST /training/workouts/:id/weeks/:week/days/:day/open (a day of a kept season)',
    feature: 'season_plans',
    call: async (coach) => t.inject({ method: 'POST', url: `/training/workouts/${await storedSeason(coach)}/weeks/1/days/1/open`, headers: coach.auth }),
  },
  {
    name: 'POST /training/paces/test',
    feature: 'test_paces',
    call: (coach) => t.inject({ method: 'POST', url: '/training/paces/test', headers: coach.auth, payload: { type: 'css', course: 'SCM', t400: '5:20', t200: '2:30' } }),
  },
  { name: 'PUT /training/paces (lane groups)', feature: 'lane_groups', call: (coach) => storeGroups(coach) },
  {
    name: 'POST /training/generate (for lane groups)',
    feature: 'lane_groups',
    call: async (coach) => {
      // Whoever may keep groups has two stored first; the others' attempt is refused and changes nothing.
      await storeGroups(coach);
      return t.inject({ method: 'POST', url: '/training/generate', headers: coach.auth, payload: planRequest({ description: 'High school varsity, 5000 SCY, threshold practice', lane_groups: true }) });
    },
  },
  { name: 'GET /training/analytics', feature: 'analytics', call: (coach) => t.inject({ method: 'GET', url: '/training/analytics?weeks=12', headers: coach.auth }) },
  { name: 'GET /training/support/priority', feature: 'priority_support', call: (coach) => t.inject({ method: 'GET', url: '/training/support/priority', headers: coach.auth }) },
];

const used = async (coach: Coach) => (await t.inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json<{ used: number }>().used;

describe('entitlement matrix: each gated route × each tier', () => {
  it('gates every feature of the table on at least one route', () => {
    expect(new Set(gatedRoutes.map((r) => r.feature))).toEqual(new Set(Object.keys(features)));
  });

  it('calls every route the API table marks with a feature, for that feature', () => {
    for (const route of apiRoutes.filter((r) => r.feature)) {
      expect(gatedRoutes.find((g) => g.name.startsWith(`${route.method} ${route.path}`))?.feature, route.path).toBe(route.feature);
    }
  });


  for (const route of gatedRoutes) {
    for (const holder of tiers) {
      const allowed = entitled(holder.tier, route.feature);
      it(`${route.name} as ${holder.name}: ${allowed ? 'served' : `403 naming ${features[route.feature].tier}, no allowance used`}`, async () => {
        const coach = await t.user(holder.user);
        const before = await used(coach);
        const response = await route.call(coach);
        if (allowed) {
          expect(response.statusCode, JSON.stringify(response.json())).toBeLessThan(300);
          return;
        }
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: lockedDetail(route.feature) });
        expect(await used(coach)).toBe(before);
      });
    }
  }

  it('gives the configured priority support address to the tiers that have it', async () => {
    const elite = await t.user({ subscription_type: 'elite_annual' });
    const response = await t.inject({ method: 'GET', url: '/training/support/priority', headers: elite.auth });
    expect(response.json()).toEqual({ email: 'priority@laneforge.app' });
  });

  it('takes a lapsed subscription back to Free’s entitlements', async () => {
    const lapsed = await t.user({ subscription_type: 'pro_monthly', subscription_status: 'cancelled', current_period_end: Math.floor(now.getTime() / 1000) - 60 });
    const response = await t.inject({ method: 'GET', url: '/training/analytics', headers: lapsed.auth });
    expect(response.statusCode).toBe(403);
  });
});
