import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPage, screenshot } from '../lib/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the whole stack as npm start runs it', () => {
  it('serves the landing page through the gateway in Chromium', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/LaneForge/);
    expect(await page.locator('body').innerText()).toMatch(/Get Started Free/);
    await screenshot(page, 'smoke-landing-desktop');
    await context.close();
  });

  it('answers the API through the same origin, with {detail} errors', async () => {
    const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'nope-nope' }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Invalid email or password' });
  });
});
