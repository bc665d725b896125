import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, dataDir, launch, newPage, screenshot } from '../lib/browser';

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

  it('starts a service killed with kill -9 again; meanwhile the gateway answers 503 {detail} for it', async () => {
    const exportPid = () => JSON.parse(readFileSync(path.join(dataDir, 'launcher.json'), 'utf8')).children.export.pid as number;
    const url = `${baseUrl}/api/training/download/x/zz`;
    const answer = async () => {
      const res = await fetch(url);
      return { status: res.status, body: await res.json() };
    };
    expect(await answer()).toEqual({ status: 400, body: { detail: 'format must be docx, pdf, fit or ics' } });
    const killed = exportPid();

    process.kill(killed, 'SIGKILL');
    await expect.poll(answer, { timeout: 10_000, interval: 20 }).toEqual({
      status: 503,
      body: { detail: 'The export service is not available right now. Please try again in a moment.' },
    });
    await expect.poll(answer, { timeout: 30_000, interval: 100 }).toEqual({ status: 400, body: { detail: 'format must be docx, pdf, fit or ics' } });
    expect(exportPid()).not.toBe(killed);
  });
});
