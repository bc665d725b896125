import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { grantPlan } from '../lib/accounts';
import { launch, newPage, uniqueEmail } from '../lib/browser';
import { look } from '../lib/look';

/**
 * A coach's season in Chromium against the whole stack: written from a request that names its
 * meets, read as a meet calendar and week by week, day by day, and a day opened as a full workout
 * that uses no allowance beyond the season's and opens the same workout the second time.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
let seasonId = '';

interface SeasonDay {
  date: string;
  kind: string;
  focus: string;
}

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const bearer = () => ({ authorization: `Bearer ${token}` });
const toast = (text: string | RegExp) => page.locator('.Toastify').getByText(text).first().waitFor({ timeout: 20_000 });
const usedPlans = async () => ((await (await page.request.get('/api/usage/check', { headers: bearer() })).json()) as { used: number }).used;

describe('a season a coach can run', () => {
  it('generates a season from a request naming its meets', async () => {
    const res = await page.request.post('/api/auth/register', { data: { name: 'Jordan Season', email: uniqueEmail('seasons'), password: 'freestyle1' } });
    expect(res.status()).toBe(201);
    ({ access_token: token } = (await res.json()) as { access_token: string });
    await page.goto('/');
    await page.evaluate((t) => {
      localStorage.setItem('laneforge_token', t);
      localStorage.setItem('laneforge_remember', 'true');
    }, token);
    await grantPlan(page.request, token, 'lite_monthly');

    await page.goto('/dashboard');
    await page.getByLabel(/Training Description/).fill('Club senior season plan, 6 practices a week, 5000 yards SCY, 100 back. B meet Winter Invite on Dec 12, A meet Champs on Jan 23');
    await page.getByRole('button', { name: 'Generate Training Plan' }).click();
    await toast('Professional training plan generated successfully!');
    const list = (await (await page.request.get('/api/user/workouts', { headers: bearer() })).json()) as Array<{ id: string; plan_type: string }>;
    expect(list[0]!.plan_type).toBe('season');
    seasonId = list[0]!.id;
    expect(await usedPlans()).toBe(1);
  });

  it('shows the meet calendar and each week day by day, with its test and its meets', async () => {
    await page.goto(`/plans/${seasonId}`);
    const calendar = page.locator('.meet-calendar');
    await calendar.waitFor();
    expect(await calendar.innerText()).toMatch(/Winter Invite[\s\S]*B · mini-rest[\s\S]*Champs[\s\S]*A · taper/);
    const plan = ((await (await page.request.get(`/api/training/workouts/${seasonId}`, { headers: bearer() })).json()) as { plan: { weeks: Array<{ days: SeasonDay[] }> } }).plan;
    const week1 = page.locator('#week-1');
    await week1.locator('.week-sessions summary').click();
    const days = week1.locator('.season-day');
    expect(await days.count()).toBe(plan.weeks[0]!.days.length);
    expect(await week1.locator('.season-day-test').innerText()).toMatch(/test/i);
    const meetWeek = plan.weeks.findIndex((w) => w.days.some((d) => d.kind === 'meet'));
    await page.locator(`#week-${meetWeek + 1} .week-sessions summary`).click();
    expect(await page.locator(`#week-${meetWeek + 1} .season-day-meet`).first().innerText()).toMatch(/Meet: Winter Invite \(B meet\)/);
    await look(page, 'season-calendar');
  });

  it('opens a day as a full workout without using allowance, and the same day again opens the same workout', async () => {
    await page.goto(`/plans/${seasonId}`);
    const week2 = page.locator('#week-2');
    await week2.locator('.week-sessions summary').click();
    const firstDay = week2.locator('.season-day').first();
    await firstDay.getByRole('button', { name: /^Open as workout/ }).click();
    await toast(/opened as a workout/);
    await page.waitForURL((url) => url.pathname.startsWith('/plans/') && !url.pathname.endsWith(seasonId));
    const practiceId = page.url().split('/').pop()!;
    await page.locator('table.set-table').first().waitFor();
    expect(await page.locator('.plan-head .badge').innerText()).not.toMatch(/season/i);
    const practice = (await (await page.request.get(`/api/training/workouts/${practiceId}`, { headers: bearer() })).json()) as { plan_type: string; description: string };
    expect(practice.plan_type).toBe('workout');
    expect(practice.description).toMatch(/week 2 of \d+/);
    await look(page, 'season-day-workout');
    expect(await usedPlans()).toBe(1);

    await page.goto(`/plans/${seasonId}`);
    await page.locator('#week-2 .week-sessions summary').click();
    await page.locator('#week-2 .season-day').first().getByRole('button', { name: /^Open as workout/ }).click();
    await page.waitForURL(`**/plans/${practiceId}`);
    expect(await usedPlans()).toBe(1);
  });
});
