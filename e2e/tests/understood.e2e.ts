import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from '../lib/axe';
import { signedIn } from '../lib/accounts';
import { launch, newPage, screenshot, toast, viewports } from '../lib/browser';
import { look } from '../lib/look';

/**
 * What was understood, in Chromium against the whole stack: a coach reads the chips under a new
 * plan, corrects the pool and a swimmer's limit from the keyboard, and sees the plan rewritten as a
 * new version at once, without spending the week's only plan; the plan page shows the same strip.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
let planId = '';

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const bearer = () => ({ authorization: `Bearer ${token}` });
const strip = (on: Page): Locator => on.getByRole('region', { name: 'Understood' });
const shownPlan = async () => (await (await page.request.get(`/api/training/workouts/${planId}`, { headers: bearer() })).json()) as { version: number; plan: { course: string }; generated_workout: string };
const used = async () => ((await (await page.request.get('/api/usage/check', { headers: bearer() })).json()) as { used: number }).used;

describe('the Understood strip', () => {
  it('shows what was read of a new plan as chips, the assumed pool marked, with nothing serious for axe', async () => {
    token = await signedIn(page, 'Morgan Reyes');
    await page.goto('/dashboard');
    await page.getByLabel(/Training Description/).fill('Masters 60 min, threshold');
    await page.getByLabel(/Coach Notes/).fill('Maria: no fly, no paddles');
    await page.getByRole('button', { name: 'Generate Training Plan' }).click();
    await toast(page, 'Professional training plan generated successfully!');
    const chips = strip(page);
    await chips.waitFor();
    planId = (await page.locator('a.plan-page-link').getAttribute('href'))!.split('/').pop()!;
    await chips.getByRole('button', { name: 'Pool SCY assumed' }).waitFor();
    await chips.getByRole('button', { name: 'Time 60 min', exact: true }).waitFor();
    await chips.getByRole('button', { name: 'Swimmer Maria: no fly, no paddles', exact: true }).waitFor();
    expect(await chips.getByRole('button', { name: 'Pool SCY assumed' }).evaluate((e) => getComputedStyle(e).borderStyle)).toBe('dashed');
    expect(await used()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('corrects the pool and Maria’s limit from the keyboard and shows the rewritten plan at once, allowance untouched', async () => {
    const chips = strip(page);
    await chips.getByRole('button', { name: 'Pool SCY assumed' }).focus();
    await page.keyboard.press('Enter');
    const editor = chips.getByRole('group', { name: 'Correct: pool' });
    await editor.waitFor();
    const course = editor.getByLabel('Course');
    expect(await course.evaluate((e) => e === document.activeElement)).toBe(true);
    await course.selectOption('SCM');
    await chips.getByRole('button', { name: 'Pool SCM corrected' }).waitFor();
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => chips.getByRole('button', { name: 'Pool SCM corrected' }).evaluate((e) => e === document.activeElement)).toBe(true);

    // Tab along the chips to Maria's, open it, tick "No kick" with the space bar.
    const maria = chips.getByRole('button', { name: /^Swimmer Maria/ });
    for (let i = 0; i < 12 && !(await maria.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const swimmer = chips.getByRole('group', { name: 'Correct: swimmer' });
    const noKick = swimmer.getByRole('checkbox', { name: 'No kick', exact: true });
    await noKick.focus();
    await page.keyboard.press('Space');
    expect(await noKick.isChecked()).toBe(true);
    await chips.getByRole('button', { name: 'Swimmer Maria: no fly, no paddles, no kick corrected' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'understood-editor-desktop');

    await chips.getByRole('button', { name: 'Rewrite with corrections' }).click();
    await toast(page, 'Plan rewritten from your corrections: version 2.');
    await chips.getByRole('button', { name: 'Pool SCM', exact: true }).waitFor();
    await chips.getByRole('button', { name: 'Swimmer Maria: no fly, no paddles, no kick', exact: true }).waitFor();
    expect(await page.locator('article.result-card .result-sub').innerText()).toContain('version 2');
    expect(await page.locator('article.result-card .plan-facts').innerText()).toMatch(/COURSE\s+SCM/i);
    const plan = await shownPlan();
    expect(plan).toMatchObject({ version: 2, plan: { course: 'SCM' } });
    expect(plan.generated_workout).toContain('Changed: Maria (no fly, no paddles, no kick)');
    expect(await used()).toBe(1);
  });

  it('shows the strip on the plan page, with the correction among the versions, and fits a phone', async () => {
    await page.goto(`/plans/${planId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const chips = strip(page);
    await chips.getByRole('button', { name: 'Pool SCM', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Versions' }).getByText('Corrected: pool SCM; Maria: no fly, no paddles, no kick').waitFor();
    await look(page, 'understood-plan-page');

    await page.setViewportSize(viewports.phone);
    await chips.getByRole('button', { name: /^Lanes/ }).click();
    const lanes = chips.getByRole('group', { name: 'Correct: lanes' });
    await lanes.getByRole('button', { name: 'Add lane' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'understood-editor-phone');
    await page.setViewportSize(viewports.desktop);
  });
});
