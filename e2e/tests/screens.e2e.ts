import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedIn } from '../lib/accounts';
import { launch, newPage, scrollSettled, toast, viewports } from '../lib/browser';
import { pdfText } from '../lib/files';
import { focused } from '../lib/keyboard';
import { look } from '../lib/look';

/**
 * Every state of the coach's screens, right and quiet, in Chromium at 375 px and desktop: a shared
 * plan as a stranger sees it, one header signed in or out, a season's days and the counters, analytics
 * that see what is planned ahead, words and toasts, and focus that never falls to the page.
 */
let browser: Browser;
let coachContext: BrowserContext;
let visitorContext: BrowserContext;
let coach: Page;
let visitor: Page;
let token = '';
let planId = '';
let seasonId = '';
let dayId = '';
/** Every /api address that answered 404 to the coach's pages. */
const missing: string[] = [];

const bearer = () => ({ authorization: `Bearer ${token}` });

/** The Monday after the browser's today, as a date input takes it. */
const nextMonday = (on: Page) =>
  on.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7));
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

beforeAll(async () => {
  browser = await launch();
  ({ context: coachContext, page: coach } = await newPage(browser));
  ({ context: visitorContext, page: visitor } = await newPage(browser));
  coach.on('response', (r) => {
    if (r.status() === 404 && new URL(r.url()).pathname.startsWith('/api/')) missing.push(new URL(r.url()).pathname);
  });
});
afterAll(async () => {
  await coachContext?.close();
  await visitorContext?.close();
  await browser?.close();
});

describe('a new coach’s first screens', () => {
  it('welcomes a brand-new coach (not back), with no 404 for the paces they have not stored', async () => {
    token = await signedIn(coach, 'Dana Reyes', { plan: 'lite_monthly' });
    await coach.goto('/dashboard');
    await coach.getByRole('heading', { level: 1, name: 'Welcome, Dana' }).waitFor();
    await coach.getByRole('tab', { name: 'Profile' }).click();
    await coach.getByTestId('paces-source').getByText('No paces stored').waitFor();
    expect(missing).toEqual([]);
    const answer = await coach.request.get('/api/training/paces', { headers: bearer() });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ paces: null });
  });

  it('marks the empty fields of the generator and of the sign-in form, and puts the focus on the first', async () => {
    await coach.getByRole('tab', { name: 'Plan Generator' }).click();
    await coach.getByRole('button', { name: 'Generate Training Plan' }).click();
    await coach.getByRole('alert').getByText('Please fill in the date and description').waitFor();
    expect(await coach.getByLabel(/Training Description/).getAttribute('aria-invalid')).toBe('true');
    expect(await focused(coach)).toBe('gen-description');
    await look(coach, 'screens-generator-empty');

    await visitor.goto('/login');
    await visitor.getByRole('button', { name: 'Sign In' }).click();
    await visitor.getByRole('alert').getByText('Please fill in all fields').waitFor();
    expect(await visitor.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await focused(visitor)).toBe('login-email');
    await look(visitor, 'screens-login-empty');
  });

  it('announces a generation once, shows its toast below the header on a phone, and lists it with normal-sized buttons that open its page', async () => {
    await coach.request.post('/api/training/paces/test', { headers: bearer(), data: { type: 'css', course: 'SCY', t400: '5:20', t200: '2:30' } });
    await coach.setViewportSize(viewports.phone);
    await coach.getByLabel(/Training Description/).fill('High school group, 4,000 yards SCY, threshold focus');
    await coach.getByRole('button', { name: 'Generate Training Plan' }).click();
    const generated = coach.locator('.Toastify__toast').filter({ hasText: 'Professional training plan generated successfully!' });
    await generated.waitFor();
    // Read once: by the toast area's live region, not again by an alert inside it.
    const speakers = await coach.evaluate(() => [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')].filter((e) => e.textContent?.includes('generated successfully')).length);
    expect(speakers).toBe(1);
    const toastBox = await generated.boundingBox();
    const headerBox = await coach.locator('header.site-header').first().boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1);
    await coach.setViewportSize(viewports.desktop);
    await coach.locator('article.result-card').waitFor();
    expect(await focused(coach)).not.toBe('body');

    await coach.getByRole('tab', { name: 'Training History' }).click();
    const card = coach.locator('li.history-item').first();
    const open = card.getByRole('link', { name: /^Open / });
    const view = card.getByRole('link', { name: /^View / });
    for (const size of Object.values(viewports)) {
      await coach.setViewportSize(size);
      for (const button of [open, view]) {
        const box = (await button.boundingBox())!;
        expect(box.height, 'a history button’s height').toBeLessThanOrEqual(48);
        expect(box.width, 'a history button’s width').toBeGreaterThan(box.height);
      }
    }
    await look(coach, 'screens-history');
    await open.click();
    await coach.waitForURL(/\/plans\/[0-9a-f-]{36}$/);
    planId = new URL(coach.url()).pathname.split('/').pop()!;
  });
});

describe('one header, signed in or out', () => {
  it('a plan page loaded directly shows the styled account button', async () => {
    await coach.goto(`/plans/${planId}`);
    const account = coach.getByRole('button', { name: /Account menu/ });
    await account.waitFor();
    for (const size of Object.values(viewports)) {
      await coach.setViewportSize(size);
      const style = await account.evaluate((e) => ({ radius: getComputedStyle(e).borderRadius, background: getComputedStyle(e).backgroundColor }));
      expect(style).toEqual({ radius: '999px', background: 'rgb(255, 255, 255)' });
      expect((await account.boundingBox())!.height).toBeLessThanOrEqual(48);
    }
    await look(coach, 'screens-plan-direct');
  });

  it('a signed-in coach on the levels and legal pages sees their account, a visitor Sign In', async () => {
    for (const path of ['/levels', '/terms']) {
      await coach.goto(path);
      await coach.getByRole('button', { name: /Account menu/ }).waitFor();
      expect(await coach.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
      await look(coach, `screens-signed-in${path.replace('/', '-')}`);
      await visitor.goto(path);
      await visitor.getByRole('link', { name: 'Sign In' }).first().waitFor({ state: 'attached' });
      expect(await visitor.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    }
  });
});

describe('one header on a phone', () => {
  it('a Free coach’s header (Upgrade, account, the levels’ menu) keeps to one line at 375 px', async () => {
    const free = await newPage(browser, 'phone');
    await signedIn(free.page, 'Riley Free');
    await free.page.goto('/levels');
    await free.page.getByRole('link', { name: 'Upgrade' }).waitFor();
    const bar = (await free.page.locator('header.site-header .bar').boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(72);
    await look(free.page, 'screens-levels-free');
    await free.context.close();
  });
});

describe('a plan shared with a parent', () => {
  it('shows a stranger no coach navigation and no “your” test, and the coach their own way back', async () => {
    const detail = (await (await coach.request.get(`/api/training/workouts/${planId}`, { headers: bearer() })).json()) as { generated_workout: string; title: string };
    expect(detail.generated_workout).toContain('from your CSS test');
    await visitor.goto(`/share/${planId}`);
    await visitor.getByRole('heading', { level: 1, name: detail.title }).waitFor();
    for (const name of ['Training History', 'Profile', 'Create New Plan']) expect(await visitor.getByRole('link', { name }).count()).toBe(0);
    await visitor.getByRole('button', { name: 'Text', exact: true }).click();
    const body = await visitor.locator('main').innerText();
    expect(body).not.toMatch(/\byour (CSS|T-30|7 x 200 step) test\b/);
    expect(body).toContain('from the coach’s CSS test');
    await look(visitor, 'screens-share-stranger');
    // The file downloaded from the page speaks as the page does.
    await visitor.getByRole('button', { name: /Download/ }).click();
    const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('button', { name: 'PDF' }).click()]);
    const pdf = await pdfText(await readFile((await download.path())!));
    expect(pdf).toContain('from the coach’s CSS test');
    expect(pdf).not.toMatch(/\byour (CSS|T-30|7 x 200 step) test\b/);

    await coach.goto(`/share/${planId}`);
    await coach.getByRole('link', { name: 'Training History' }).waitFor();
    await coach.getByRole('button', { name: /Account menu/ }).waitFor();
    await look(coach, 'screens-share-coach');
  });
});

describe('seasons and the counters', () => {
  it('on Pro, a season starting next week is the day’s one plan: the generator and the dashboard say so', async () => {
    token = await signedIn(coach, 'Avery Season', { plan: 'pro_monthly' });
    await coach.goto('/dashboard');
    await coach.getByRole('radio', { name: 'Season plan' }).check();
    await coach.getByText('A season plan uses one plan of your allowance, like a single workout; opening its days as workouts uses none.').waitFor();
    const res = await coach.request.post('/api/training/generate', {
      headers: bearer(),
      data: { date: await nextMonday(coach), description: '8-week season plan for high school swimmers, 5 practices a week, 5000 yards SCY, 200 free', plan_type: 'season' },
    });
    expect(res.status()).toBe(201);
    seasonId = ((await res.json()) as { id: string }).id;
    const opened = await coach.request.post(`/api/training/workouts/${seasonId}/weeks/1/days/1/open`, { headers: bearer() });
    expect(opened.status()).toBe(201);
    dayId = ((await opened.json()) as { id: string }).id;
    // Both plans reach the counters; only the season took allowance, and Today's Usage says what the allowance says.
    await expect
      .poll(async () => ((await (await coach.request.get('/api/auth/me', { headers: bearer() })).json()) as { total_workouts_created: number }).total_workouts_created, { timeout: 15_000 })
      .toBe(2);
    await coach.reload();
    const usage = coach.locator('article.stat-card', { has: coach.getByRole('heading', { name: "Today's Usage" }) });
    await coach.getByText(/^1 of 1 used today/).waitFor();
    expect(await usage.locator('.stat-value').innerText()).toBe('1');
    await look(coach, 'screens-dashboard-pro-season');
  });

  it('an opened day links back to its season and says nothing was “kept as you wrote it”', async () => {
    await coach.goto(`/plans/${dayId}`);
    const back = coach.getByRole('link', { name: /^Week 1, session 1 of / });
    await back.waitFor();
    expect(await coach.locator('main').innerText()).not.toContain('Kept as you wrote it');
    // Its main set is the season's key set, not among the coach's own sets.
    const strip = coach.getByRole('region', { name: 'Understood' });
    await strip.getByRole('button', { name: /^Key set Week 1: .* from your season$/ }).waitFor();
    expect(await strip.innerText()).not.toContain('Your sets');
    await look(coach, 'screens-season-day');
    await back.click();
    await coach.waitForURL(`**/plans/${seasonId}`);
    await coach.getByText('Opening a day of this season as a workout uses none of your allowance.').waitFor();
  });

  it('analytics count the season planned ahead, and the stroke-mix chart names every bar on a phone', async () => {
    await coach.goto('/dashboard?tab=analytics');
    await coach.getByRole('heading', { name: 'Training analytics' }).waitFor();
    await coach.locator('.analytics-summary').waitFor();
    expect(await coach.getByText('No plans in these weeks yet').count()).toBe(0);
    await coach.getByText(/^Includes the (coming week|\d+ coming weeks) your plans already reach\.$/).waitFor();
    const planned = coach.locator('.analytics-summary div', { hasText: 'Planned in seasons' }).locator('dd');
    expect(await planned.innerText()).not.toMatch(/^0 /);
    await coach.setViewportSize(viewports.phone);
    await scrollSettled(coach);
    const strokes = coach.getByRole('figure', { name: 'Stroke mix' }).locator('svg text.chart-label');
    await expect.poll(() => strokes.allTextContents()).toEqual(['Free', 'Back', 'Breast', 'Fly', 'IM', 'Kick', 'Pull', 'Drill', 'Choice']);
    await coach.setViewportSize(viewports.desktop);
    await look(coach, 'screens-analytics-ahead');
  });

  it('after a refinement on the plan page, focus stays on the button that applied it', async () => {
    await coach.goto(`/plans/${dayId}`);
    await coach.getByLabel('Refinement instructions').fill('make the warm-up shorter');
    await coach.getByRole('button', { name: 'Apply Refinements' }).click();
    await toast(coach, 'Training plan refined successfully!');
    expect(await focused(coach)).toBe('Apply Refinements');
    await coach.getByRole('button', { name: 'Apply Refinements' }).click();
    await coach.getByRole('alert').getByText('Please enter refinement instructions').waitFor();
    expect(await focused(coach)).toBe('refine-text');
    expect(await coach.getByLabel('Refinement instructions').getAttribute('aria-invalid')).toBe('true');
    await look(coach, 'screens-refined');
  });
});
