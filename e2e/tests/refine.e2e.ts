import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newPage, toast } from '../lib/browser';
import { signedIn } from '../lib/accounts';
import { look } from '../lib/look';

/**
 * A coach refines a plan in their own words on its page, reason and all: the part that was meant is
 * applied, the page says so in one line and what it left in another, and the plan shows the change.
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

describe('refining a plan with the reason a coach gives', () => {
  it('applies "turn the 100s into 50s", reads the reason as context, and shows the applied and not-applied lines', async () => {
    const token = await signedIn(page, 'Robin Castillo');
    const generated = await page.request.post('/api/training/generate', {
      headers: { authorization: `Bearer ${token}` },
      data: { date: '2026-03-02', description: 'HS varsity 5000 SCY threshold, main set of 100s' },
    });
    expect(generated.status()).toBe(201);
    const { id } = (await generated.json()) as { id: string };
    await page.goto(`/plans/${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const mainBefore = await page.locator('.plan-card').innerText();
    expect(mainBefore).toMatch(/\d+ × 100\tFree/);

    await page.getByLabel('Refinement instructions').fill('turn the 100s into 50s, they lose focus on the 100s. and bring the good pace clock');
    await page.getByRole('button', { name: 'Apply Refinements' }).click();
    await toast(page, 'Training plan refined successfully!');

    const applied = page.locator('.refine-applied');
    await applied.waitFor();
    expect(await applied.innerText()).toMatch(/^Applied: 100s turned into 50s in \d sets?, same volume/);
    const left = page.locator('.refine-not-applied');
    expect(await left.innerText()).toBe('Not applied: “bring the good pace clock” — not understood as a change to the plan');
    // The reason is no instruction of its own: it is in neither line.
    expect(await page.locator('.refine-outcome').innerText()).not.toContain('lose focus');
    expect(await page.locator('.plan-date').innerText()).toContain('version 2 of 2');
    await expect.poll(() => page.locator('.plan-card').innerText()).toMatch(/\d+ × 50\tFree/);
    await look(page, 'plan-refined');
  });

  it('says what it can do when nothing in the words is a change, and keeps the plan', async () => {
    await page.getByLabel('Refinement instructions').fill('they were bored last time');
    await page.getByRole('button', { name: 'Apply Refinements' }).click();
    await toast(page, /^Nothing was changed: "they were bored last time" reads as the reason, with no change to make\. I can change/);
    expect(await page.locator('.plan-date').innerText()).toContain('version 2 of 2');
  });
});
