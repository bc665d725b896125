import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Decoder, Stream } from '@garmin/fitsdk';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifacts, baseUrl, launch, newPage, screenshot, scrollSettled, toast, viewports } from '../lib/browser';
import { grantPlan, signedIn } from '../lib/accounts';
import { pdfPageCount } from '../lib/files';
import { look } from '../lib/look';

/**
 * Where coaches use plans, in Chromium against the whole stack: a plan that survives a reload and
 * opens from the history, refined and reverted on its own page; a share link read on a phone and
 * printed on one sheet; copied without markdown; loaded on a watch (FIT) and into a calendar (ics).
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let planId = '';
let planTitle = '';

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});


describe('a plan a coach comes back to', () => {
  it('generates a plan whose title shows below the sticky header, and finds it again after a reload', async () => {
    await signedIn(page, 'Casey Morgan');
    await page.goto('/dashboard');
    await expect.poll(() => page.title()).toBe('Plan Generator · LaneForge');
    await page.getByLabel(/Training Description/).fill('High school team, 3,000 yards SCY, threshold focus, 200 free at the end of the month');
    await page.getByRole('button', { name: 'Generate Training Plan' }).click();
    await toast(page, 'Professional training plan generated successfully!');
    const card = page.locator('article.result-card');
    await card.locator('table.set-table').waitFor();
    await scrollSettled(page);
    const header = await page.locator('.site-header').boundingBox();
    const title = await card.locator('#result-title').boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(title!.y).toBeLessThan(viewports.desktop.height / 2);
    planTitle = (await card.locator('.result-sub strong').innerText()).trim();

    await page.reload();
    await expect.poll(() => page.locator('article.result-card .result-sub strong').innerText(), { timeout: 15_000 }).toBe(planTitle);
  });

  it('opens the plan from Training History on its own page, titled after the plan', async () => {
    await page.getByRole('tab', { name: 'Training History' }).click();
    await expect.poll(() => page.title()).toBe('Training History · LaneForge');
    await page.locator('.history-item').first().getByRole('link', { name: /^Open/ }).click();
    await page.waitForURL('**/plans/**');
    planId = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: planTitle }).waitFor();
    await expect.poll(() => page.title()).toBe(`${planTitle} · LaneForge`);
    await look(page, 'plan-page');
  });

  it('refines the plan, keeps the instruction with the new version, and reverts to the first', async () => {
    const firstTotal = await page.locator('tr.total-row').innerText();
    await page.getByLabel('Refinement instructions').fill('make the main set shorter');
    await page.getByRole('button', { name: 'Apply Refinements' }).click();
    await toast(page, 'Training plan refined successfully!');
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByText('make the main set shorter').waitFor();
    expect(await page.locator('.plan-date').innerText()).toContain('version 2 of 2');
    expect(await page.locator('tr.total-row').innerText()).not.toBe(firstTotal);

    await versions.getByRole('button', { name: 'Show version 1' }).click();
    await toast(page, 'Version 1 is shown again.');
    await expect.poll(() => page.locator('tr.total-row').innerText()).toBe(firstTotal);
    expect(await page.locator('.plan-date').innerText()).toContain('version 1 of 2');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('tr.total-row').innerText()).toBe(firstTotal);
  });

  it('copies clean text, and a WhatsApp/Slack version with bold headings', async () => {
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast(page, 'Workout copied to clipboard!');
    const plain = await page.evaluate(() => navigator.clipboard.readText());
    expect(plain).not.toContain('**');
    expect(plain.split('\n')[0]).toBe(planTitle);
    await page.getByRole('button', { name: 'Copy for WhatsApp/Slack' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^\\*${planTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*\n`));
    const chat = await page.evaluate(() => navigator.clipboard.readText());
    expect(chat).not.toContain('**');
    expect(chat).toMatch(/^\*Warm-up \([\d,]+\)\*$/m);
  });

  it('downloads the plan for a watch: the FIT file decodes into the plan’s swims, rep by rep', async () => {
    await page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Garmin watch (FIT)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^LaneForge_Training_Plan_\d{4}-\d{2}-\d{2}\.fit$/);
    const decoder = new Decoder(Stream.fromBuffer(await readFile((await download.path())!)));
    expect(decoder.isFIT() && decoder.checkIntegrity()).toBe(true);
    const { messages, errors } = decoder.read();
    expect(errors).toEqual([]);
    const plan = (await (await page.request.get(`/api/training/workouts/${planId}`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('laneforge_token'))}` } })).json()) as {
      plan: { sections: Array<{ blocks: Array<{ rounds: number; sets: Array<{ reps: number; distance: number }> }> }>; totals: { distance: number } };
    };
    const reps = plan.plan.sections.flatMap((s) => s.blocks.flatMap((b) => Array.from({ length: b.rounds }, () => b.sets.flatMap((set) => Array.from({ length: set.reps }, () => set.distance))).flat()));
    const swims = (messages.workoutStepMesgs ?? []).filter((s) => s.durationType === 'distance');
    expect(swims.map((s) => Math.round((s.durationDistance as number) / 0.9144))).toEqual(reps);
    expect(reps.reduce((a, b) => a + b, 0)).toBe(plan.plan.totals.distance);
    await toast(page, 'FIT downloaded successfully!');
  });
});

describe('a share link on the pool deck', () => {
  it('reads as a set table on a phone, titled after the plan, with a link preview sent by the server', async () => {
    const html = await (await page.request.get(`/share/${planId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${planTitle.replace(/&/g, '&amp;')} · LaneForge" />`);
    expect(html).toMatch(/<meta property="og:description" content="Training Plan · [^"]+ · [\d,]+ yd · Focus: [^"]+" \/>/);
    const swimmer = await newPage(browser, 'phone');
    await swimmer.page.goto(`/share/${planId}`);
    await swimmer.page.locator('table.set-table').waitFor();
    await expect.poll(() => swimmer.page.title()).toBe(`${planTitle} · LaneForge`);
    expect(await swimmer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    expect(await swimmer.page.locator('tr.section-row').count()).toBeGreaterThan(2);
    await look(swimmer.page, 'share-workout');
    await swimmer.context.close();
  });

  it('prints only the plan, as its table, on one Letter page', async () => {
    const deck = await newPage(browser);
    await deck.page.goto(`/share/${planId}`);
    await deck.page.locator('table.set-table').waitFor();
    await deck.page.getByRole('button', { name: 'Text', exact: true }).click();
    await deck.page.emulateMedia({ media: 'print' });
    expect(await deck.page.locator('.site-header').isVisible()).toBe(false);
    expect(await deck.page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    // The table prints even when the coach was reading the text.
    expect(await deck.page.locator('table.set-table').isVisible()).toBe(true);
    expect(await deck.page.locator('pre.plan-text').isVisible()).toBe(false);
    await screenshot(deck.page, 'share-print');
    const pdf = await deck.page.pdf({ preferCSSPageSize: true });
    await writeFile(path.join(artifacts, 'share-print.pdf'), pdf);
    expect(await pdfPageCount(pdf)).toBe(1);
    await deck.context.close();
  });
});

describe('a season on a phone', () => {
  it('shows a card per week with no sideways scrolling, its sessions one tap away, and a full table on a desktop', async () => {
    const { page: coach, context: coachContext } = await newPage(browser, 'phone');
    const token = await signedIn(coach, 'Riley Season');
    // Season plans are a Lite feature.
    await grantPlan(coach.request, token, 'lite_monthly');
    const res = await coach.request.post('/api/training/generate', {
      headers: { authorization: `Bearer ${token}` },
      data: { date: '2026-09-07', description: '12-week high school season plan, SCY, 200 free at the state meet, 6 practices a week' },
    });
    expect(res.status()).toBe(201);
    const season = (await res.json()) as { id: string; plan: { weeks: Array<{ sessions: number; days?: unknown[] }> } };
    await coach.goto(`/plans/${season.id}`);
    await coach.locator('.week-card').first().waitFor();
    expect(await coach.locator('.week-card').count()).toBe(season.plan.weeks.length);
    expect(await coach.locator('table.season-table').isVisible()).toBe(false);
    expect(await coach.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    const first = coach.locator('.week-card').first();
    await first.getByText(/\d+ sessions/).click();
    expect(await first.locator('.week-sessions li').count()).toBe(season.plan.weeks[0]!.days?.length ?? season.plan.weeks[0]!.sessions);
    await look(coach, 'season-plan-page');
    await coach.setViewportSize(viewports.desktop);
    expect(await coach.locator('table.season-table').isVisible()).toBe(true);

    await coach.getByRole('button', { name: 'Download' }).click();
    expect(await coach.getByRole('button', { name: 'Garmin watch (FIT)' }).count()).toBe(0);
    const [download] = await Promise.all([coach.waitForEvent('download'), coach.getByRole('button', { name: 'Calendar (ICS)' }).click()]);
    const events = Object.values(ical.sync.parseICS(await readFile((await download.path())!, 'utf8'))).filter((c) => c?.type === 'VEVENT');
    // One event per practice, test and meet.
    expect(events).toHaveLength(season.plan.weeks.reduce((n, w) => n + (w.days?.length ?? w.sessions), 0));
    const fit = await coach.request.get(`${baseUrl}/api/training/download/${season.id}/fit`);
    expect(fit.status()).toBe(400);
    expect(((await fit.json()) as { detail: string }).detail).toMatch(/calendar/);
    await coachContext.close();
  });
});
