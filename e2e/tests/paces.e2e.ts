import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newPage, screenshot, toast } from '../lib/browser';
import { signedIn } from '../lib/accounts';

/**
 * A coach's own paces, in Chromium against the whole stack: stored in the profile, they change the
 * send-offs of the next plan; an Elite coach's lane groups give one set per line with each lane's
 * send-off.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});



async function saveBasePace(on: Page, free: string) {
  await on.goto('/dashboard?tab=profile');
  const card = on.locator('section.paces-card');
  await card.getByLabel(/^Free/).fill(free);
  await card.getByRole('button', { name: 'Save Paces' }).click();
  await expect.poll(() => card.getByTestId('paces-source').innerText()).toContain(`Base ${free}/100 SCY`);
}

async function generate(on: Page, description: string, laneGroups = false) {
  await on.goto('/dashboard');
  await on.getByLabel(/Training Description/).fill(description);
  if (laneGroups) await on.getByLabel(/Write it for my lane groups/).check();
  await on.getByRole('button', { name: 'Generate Training Plan' }).click();
  await toast(on, 'Professional training plan generated successfully!');
  await on.locator('article.result-card table.set-table').waitFor();
}

/** Send-off per 100 of every free aerobic or threshold repeat in the shown plan, by repeat length and zone. */
async function freeSendOffsPer100(on: Page): Promise<Map<string, number>> {
  const rows = await on.locator('article.result-card tr.set-row').evaluateAll((trs) =>
    trs.map((tr) => ({
      amount: tr.querySelector('.c-amount')?.textContent ?? '',
      stroke: tr.querySelector('.c-stroke')?.textContent ?? '',
      sendOff: tr.querySelector('.c-sendoff strong')?.textContent ?? '',
      zone: tr.querySelector('.c-zone')?.textContent ?? '',
    })),
  );
  return rows
    .filter((r) => r.stroke === 'Free' && /EN[12]/.test(r.zone) && /^@ \d+:\d\d$/.test(r.sendOff))
    .reduce((byKind, r) => {
      const distance = Number(/(\d+)$/.exec(r.amount)![1]);
      const [m, s] = r.sendOff.slice(2).split(':').map(Number);
      return byKind.set(`${distance} ${r.zone}`, ((m! * 60 + s!) / distance) * 100);
    }, new Map<string, number>());
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

describe('paces a coach stores', () => {
  it('changes the send-offs of the next plan: a 1:30 base gives slower send-offs than a 1:05 base, and the plan says which it used', async () => {
    await signedIn(page, 'Robin Hale', { plan: 'lite_monthly' });
    const request = 'High school varsity, 4000 SCY, aerobic and threshold practice';

    await saveBasePace(page, '1:30');
    await generate(page, request);
    await expect.poll(() => page.locator('article.result-card .plan-facts').innerText()).toContain('base 1:30/100 SCY (stored)');
    const slow = await freeSendOffsPer100(page);
    await screenshot(page, 'paces-slow-plan');

    await saveBasePace(page, '1:05');
    await screenshot(page, 'paces-profile');
    await generate(page, request);
    await expect.poll(() => page.locator('article.result-card .plan-facts').innerText()).toContain('base 1:05/100 SCY (stored)');
    const fast = await freeSendOffsPer100(page);
    await screenshot(page, 'paces-fast-plan');

    expect(slow.size).toBeGreaterThan(0);
    expect(fast.size).toBeGreaterThan(0);
    // The two plans are two draws, so like is compared with like: the same repeat length in the same zone is
    // slower on the 1:30 base, and the plans' typical send-off per 100 is slower too.
    for (const [kind, perHundred] of slow) if (fast.has(kind)) expect(perHundred, kind).toBeGreaterThan(fast.get(kind)!);
    expect(median([...slow.values()])).toBeGreaterThan(median([...fast.values()]));
  });

  it('shows a Lite coach the lane groups locked, naming Elite', async () => {
    await page.goto('/dashboard?tab=profile');
    const note = page.locator('section.paces-card').getByRole('note');
    await expect.poll(() => note.innerText()).toContain('Elite plan and above');
    expect(await note.getByRole('link', { name: 'Upgrade to Elite' }).getAttribute('href')).toBe('/subscription');
  });
});

describe('lane groups', () => {
  it('gives an Elite coach one set per line with each lane group’s send-off', async () => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signedIn(page, 'Sam Ortiz', { plan: 'elite_monthly' });
    await saveBasePace(page, '1:20');
    const card = page.locator('section.paces-card');
    for (let i = 0; i < 3; i++) await card.getByRole('button', { name: 'Add Lane Group' }).click();
    for (const [i, free, factor] of [[0, '1:15', '100'], [1, '1:25', '90'], [2, '1:35', '80']] as const) {
      await card.locator(`#group-free-${i}`).fill(free);
      await card.locator(`#group-factor-${i}`).fill(factor);
    }
    await card.getByRole('button', { name: 'Save Lane Groups' }).click();
    await toast(page, 'Lane groups saved.');
    await screenshot(page, 'paces-lane-groups-editor');

    await generate(page, 'Club senior, 5000 SCY, threshold practice', true);
    const groups = page.locator('article.result-card .sendoff-group');
    await expect.poll(() => groups.count()).toBeGreaterThan(5);
    expect((await groups.allInnerTexts()).slice(0, 3).map((t) => t.trim())).toEqual(['Lanes 1-2', 'Lanes 3-4', 'Lanes 5-6']);
    await expect.poll(() => page.locator('article.result-card tr.lane-total-row').count()).toBe(3);
    await screenshot(page, 'paces-lane-group-plan');

    await page.locator('article.result-card').getByRole('button', { name: 'Text' }).click();
    const text = await page.locator('article.result-card .pane-text').innerText();
    expect(text).toMatch(/@ \d:\d\d \/ \d:\d\d \/ \d:\d\d \(Lanes 1-2 \/ 3-4 \/ 5-6\)/);
    expect(text).toMatch(/Lane totals: Lanes 1-2 [\d,]+ · Lanes 3-4 [\d,]+ · Lanes 5-6 [\d,]+ yards/);
  });
});
