import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { grantPlan, signedIn } from '../lib/accounts';
import { launch, newPage } from '../lib/browser';
import { look } from '../lib/look';

/**
 * Premium analytics in Chromium against the whole stack: a Pro coach with plans reads the charts
 * (and each one as a table, and from the keyboard); a Free coach sees what unlocks them and the way
 * to upgrade, and is not signed out by a refusal.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});


const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const numbers = new Intl.NumberFormat('en-US');

describe('premium analytics', () => {
  it('shows a Pro coach with plans the weekly charts, each also a table and readable from the keyboard', async () => {
    const { page, context } = await newPage(browser);
    const token = await signedIn(page, 'Parker Pro', { timezone: 'UTC' });
    const auth = { authorization: `Bearer ${token}` };
    // Written on Elite (no daily limit), then read on Pro.
    await grantPlan(page.request, token, 'elite_monthly');
    let written = 0;
    for (const [days, description] of [
      [0, 'High school varsity, 5000 SCY, threshold freestyle'],
      [7, 'High school varsity, 4500 SCY, IM and backstroke'],
      [15, 'High school varsity, 4000 SCY, sprint and kick'],
    ] as const) {
      const res = await page.request.post('/api/training/generate', { headers: auth, data: { date: daysAgo(days), description } });
      expect(res.status()).toBe(201);
      written += ((await res.json()) as { total: number }).total;
    }
    const season = await page.request.post('/api/training/generate', { headers: auth, data: { date: daysAgo(20), description: '8 week high school season plan, SCY, 5 practices a week' } });
    expect(season.status()).toBe(201);
    await grantPlan(page.request, token, 'pro_monthly');

    const api = await page.request.get('/api/training/analytics?weeks=12', { headers: auth });
    expect(api.status()).toBe(200);
    const report = (await api.json()) as { unit: string; weeks: unknown[]; totals: { distance: number; sessions: number; planned: { distance: number } } };
    expect(report).toMatchObject({ unit: 'yards', totals: { distance: written, sessions: 3 } });
    expect(report.totals.planned.distance).toBeGreaterThan(0);
    // The 8-week season began 20 days ago: the last 12 weeks reach on to the weeks it still plans.
    const ahead = report.weeks.length - 12;
    expect(ahead).toBeGreaterThanOrEqual(4);

    await page.goto('/dashboard?tab=analytics');
    await page.getByRole('figure', { name: 'Weekly volume' }).waitFor();
    for (const title of ['Sessions per week', 'Zone mix', 'Stroke mix', 'Planned vs written']) await page.getByRole('figure', { name: title }).waitFor();
    await page.getByText(`${numbers.format(written)} yards`).waitFor();

    const volume = page.getByRole('figure', { name: 'Weekly volume' });
    await volume.getByRole('img').focus();
    await page.keyboard.press('End');
    await expect.poll(() => volume.locator('.chart-readout').textContent()).toMatch(/^\w{3} \d+: Written [\d,]+ yd$/);
    await volume.getByText('Show weekly volume as a table').click();
    expect(await volume.getByRole('row').count()).toBe(12 + ahead + 1);
    await page.getByText(`Includes the ${ahead} coming weeks your plans already reach.`).waitFor();

    await page.getByLabel('Range', { exact: true }).selectOption('4');
    await expect.poll(() => volume.getByRole('row').count()).toBe(4 + ahead + 1);
    await look(page, 'analytics-pro');
    await context.close();
  });

  it('shows a Free coach what unlocks analytics and the way to upgrade, without signing them out', async () => {
    const { page, context } = await newPage(browser);
    const token = await signedIn(page, 'Frankie Free', { timezone: 'UTC' });
    const refused = await page.request.get('/api/training/analytics', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe('Premium analytics: available on the Pro plan and above. Upgrade to Pro to unlock it.');

    await page.goto('/dashboard?tab=analytics');
    const locked = page.getByRole('region', { name: 'Premium analytics' });
    await locked.getByText('Available on the Pro plan and above.').waitFor();
    await look(page, 'analytics-locked');

    // A season asked for in the generator is refused with the tier, and the coach stays signed in.
    await page.getByRole('tab', { name: 'Plan Generator' }).click();
    await page.getByText('Season plans and taper programs').first().waitFor();
    await page.getByLabel(/Training Description/).fill('8 week masters season plan, SCY, 3 practices a week');
    await page.getByRole('button', { name: /Generate/ }).first().click();
    await page.getByText(/Season plans and taper programs: available on the Lite plan and above/).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await locked.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL('**/subscription');
    const pro = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    await pro.getByText('Premium analytics').waitFor();
    await look(page, 'analytics-upgrade-path');
    await context.close();
  });
});
