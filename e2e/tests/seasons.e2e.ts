import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { grantPlan, signedIn } from '../lib/accounts';
import { launch, newPage, toast, uniqueEmail } from '../lib/browser';
import { look } from '../lib/look';

/**
 * A coach's season in Chromium against the whole stack: written from a request that names its
 * meets, read as a meet calendar and week by week, day by day, and a day opened as a full workout
 * that uses no allowance beyond the season's and opens the same workout the second time; a test
 * day's result entered into the paces the later days use; a season from meets entered in the form.
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

interface SeasonWeek {
  week: number;
  load: string;
  startDate: string;
  test?: string | null;
  days: SeasonDay[];
}

/** A day `days` after the browser's today, as a date input takes it. */
const dayFromToday = (on: Page, days: number) =>
  on.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const bearer = () => ({ authorization: `Bearer ${token}` });
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
    await toast(page, 'Professional training plan generated successfully!', 20_000);
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
    await toast(page, /opened as a workout/, 20_000);
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

  it('takes a test day’s result to the paces in one step, and the days opened after it follow them', async () => {
    await page.goto(`/plans/${seasonId}`);
    const plan = ((await (await page.request.get(`/api/training/workouts/${seasonId}`, { headers: bearer() })).json()) as { plan: { weeks: SeasonWeek[] } }).plan;
    const week1 = page.locator('#week-1');
    await week1.locator('.week-sessions summary').click();
    const testDay = week1.locator('.season-day-test');
    // The phone's week card too, so its screenshot shows the test day.
    await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('.week-cards > li:first-child details').forEach((d) => (d.open = true)));
    await look(page, 'season-test-day');
    await testDay.getByRole('link', { name: /^Enter result: T-30 test, week 1/ }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('test') === plan.weeks[0]!.test);

    const card = page.locator('section.paces-card');
    expect(await card.getByTestId('paces-source').innerText()).toContain('No paces stored');
    expect(await card.getByLabel('Test', { exact: true }).inputValue()).toBe('t30');
    expect(await card.getByLabel('Pool').inputValue()).toBe('SCY');
    // The result's field has the focus: the coach types the distance straight away.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('test-distance');
    await page.keyboard.type('2400');
    await look(page, 'season-test-result-entry');
    await card.getByRole('button', { name: 'Derive Paces' }).click();
    // The threshold is said once, at the end of the test's line.
    await expect.poll(() => card.getByTestId('paces-source').innerText()).toMatch(/^Plans use: Base \d:\d\d\/100 SCY from your test on \d{4}-\d\d-\d\d: [^\n]*→ threshold \d:\d\d\/100\.$/);
    expect((await card.getByTestId('paces-source').innerText()).match(/threshold/gi)).toHaveLength(1);
    const { paces } = (await (await page.request.get('/api/training/paces', { headers: bearer() })).json()) as { paces: { source: string; css_100: string; base_100: { free: string } } };
    expect(paces).toMatchObject({ source: 't30' });
    await look(page, 'season-test-result-saved');

    await card.getByRole('link', { name: 'Back to the plan' }).click();
    await page.waitForURL(`**/plans/${seasonId}`);
    await page.locator('#week-3 .week-sessions summary').click();
    await page.locator('#week-3 .season-day').first().getByRole('button', { name: /^Open as workout/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/plans/') && !url.pathname.endsWith(seasonId));
    // The URL changes before the practice is fetched: the season's facts stay on screen until it is.
    await page.locator('table.set-table').first().waitFor();
    await expect.poll(() => page.locator('article.plan-card .plan-facts').innerText()).toContain(`base ${paces.base_100.free}/100 SCY, threshold ${paces.css_100}/100 (from your T-30 test`);
  });
});

describe('a season from the meets entered in the form', () => {
  it('enters the meets in the generator and gets the A meet’s taper and the B meet’s mini-rest', async () => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    token = await signedIn(page, 'Casey Form', { plan: 'pro_monthly' });
    await page.goto('/dashboard');
    await page.getByRole('radio', { name: 'Season plan' }).check();
    const meets = page.getByRole('group', { name: /Meets/ });
    const [bDate, aDate] = [await dayFromToday(page, 30), await dayFromToday(page, 66)];
    await meets.getByRole('button', { name: 'Add Meet' }).click();
    await page.keyboard.type('Autumn Invite');
    await meets.getByLabel('Date of meet 1').fill(bDate);
    await meets.getByLabel('Importance of meet 1').selectOption('B');
    await meets.getByRole('button', { name: 'Add Meet' }).click();
    await page.keyboard.type('County Champs');
    await meets.getByLabel('Date of meet 2').fill(aDate);
    expect(await meets.getByLabel('Importance of meet 2').inputValue()).toBe('A');
    // Words that alone read as one practice: the meets in the form make it a season.
    await page.getByLabel(/Training Description/).fill('Masters, 4 swims a week, 3500 yards SCY, 200 free');
    await look(page, 'season-form-meets');
    await page.getByRole('button', { name: 'Generate Training Plan' }).click();
    await toast(page, 'Professional training plan generated successfully!', 20_000);

    const card = page.locator('article.result-card');
    const calendar = card.locator('.meet-calendar');
    await calendar.waitFor();
    expect(await calendar.innerText()).toMatch(/Autumn Invite[\s\S]*B · mini-rest[\s\S]*County Champs[\s\S]*A · taper/);
    expect(await card.locator('.taper-note').innerText()).toMatch(/^Taper: .*volume down \d+% .*intensity kept\.$/);
    const list = (await (await page.request.get('/api/user/workouts', { headers: bearer() })).json()) as Array<{ id: string; plan_type: string }>;
    expect(list[0]!.plan_type).toBe('season');
    const season = ((await (await page.request.get(`/api/training/workouts/${list[0]!.id}`, { headers: bearer() })).json()) as {
      plan: { weeks: SeasonWeek[]; taper: { startWeek: number; weeks: number } | null; meets: Array<{ name: string; date: string; importance: string }> };
    }).plan;
    expect(season.meets).toEqual([
      { name: 'Autumn Invite', date: bDate, importance: 'B' },
      { name: 'County Champs', date: aDate, importance: 'A' },
    ]);
    // The A meet's week is the race week at the end of the taper; the B meet's week a mini-rest.
    const weekOf = (date: string) => season.weeks.findLast((w) => w.startDate <= date)!;
    expect(weekOf(aDate).load).toBe('race');
    expect(season.taper).not.toBeNull();
    expect(season.weeks.filter((w) => w.week >= season.taper!.startWeek && w.week < weekOf(aDate).week).every((w) => w.load === 'taper')).toBe(true);
    expect(weekOf(bDate).load).toBe('mini_rest');
    await look(page, 'season-form-meets-plan');
  });
});
