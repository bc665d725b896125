import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../lib/axe';
import { admin, launch, newPage, screenshot, uniqueEmail, viewports } from '../lib/browser';

/**
 * A coach's first week, in Chromium against the whole stack: register → generate → download →
 * history → share → profile and picture → password change → sign in again → sign out.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
const coach = { name: 'Jordan Rivera', email: uniqueEmail('jordan'), password: 'backstroke1' };
let shareUrl = '';

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function toast(text: string | RegExp) {
  await page.locator('.Toastify').getByText(text).first().waitFor({ timeout: 15_000 });
}

/** Every screen is looked at on a phone and on a desktop, and checked with axe. */
async function lookAt(name: string) {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    // Two animation frames: the page has laid itself out at the new size.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(viewports.desktop);
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

describe('a coach from registration to sign-out', () => {
  it('registers, with the spec’s validation texts first', async () => {
    await page.goto('/register');
    await lookAt('register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Please fill in all fields');
    await page.getByLabel('Full Name').fill(coach.name);
    await page.getByLabel('Email').fill(coach.email);
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Password must be at least 6 characters');
    await page.getByLabel('Password', { exact: true }).fill(coach.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Please accept the Terms of Service and Privacy Policy');
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    await toast('Registration successful!');
  });

  it('generates a plan and shows it as text and as a set table', async () => {
    await page.getByRole('tab', { name: 'Plan Generator' }).waitFor();
    await lookAt('dashboard-generator');
    await page.getByLabel(/Training Description/).fill('High school team, 4,000 yards SCY, threshold focus with some IM, 2 hours');
    await page.getByLabel(/Coach Notes/).fill('Conference meet in three weeks — keep the turns sharp.');
    await page.getByRole('button', { name: 'Generate Training Plan' }).click();
    await toast('Professional training plan generated successfully!');
    const result = page.locator('article.result-card');
    await result.getByRole('heading', { name: 'Training Plan', exact: true }).waitFor();
    expect(await result.locator('table.set-table').count()).toBe(1);
    await result.getByRole('button', { name: 'Text', exact: true }).click();
    const text = await result.locator('pre').first().innerText();
    expect(text.split('\n')[0]).toMatch(/Workout/);
    expect(text).toMatch(/Total: [34],\d{3} yards/);
    await lookAt('dashboard-result');
  });

  it('refines the plan in words', async () => {
    await page.getByLabel('Refinement instructions').fill('more kick');
    await page.getByRole('button', { name: 'Apply Refinements' }).click();
    await toast('Training plan refined successfully!');
    expect(await page.locator('article.result-card pre').first().innerText()).toMatch(/Kick/);
  });

  it('downloads the plan as Word and as PDF with the spec’s file names', async () => {
    for (const [label, ext, magic] of [
      ['Word (DOCX)', 'docx', 'PK'],
      ['PDF', 'pdf', '%PDF'],
    ] as const) {
      await page.locator('article.result-card').getByRole('button', { name: 'Download' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^LaneForge_.+_\\d{4}-\\d{2}-\\d{2}\\.${ext}$`));
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
      expect(bytes.length).toBeGreaterThan(2_000);
      await toast(`${ext.toUpperCase()} downloaded successfully!`);
    }
  });

  it('lists the plan in Training History with a six-line preview and a view link', async () => {
    await page.getByRole('tab', { name: 'Training History' }).click();
    const item = page.locator('.history-item').first();
    await item.waitFor();
    const preview = await item.getByLabel('Preview').innerText();
    expect(preview.split('\n').length).toBeLessThanOrEqual(6);
    shareUrl = (await item.getByRole('link', { name: 'View' }).getAttribute('href'))!;
    expect(shareUrl).toMatch(/^\/share\/[0-9a-f-]{36}$/);
    await lookAt('dashboard-history');
  });

  it('opens the public share page, even without an account, and copies the plan', async () => {
    const stranger = await newPage(browser);
    await stranger.page.goto(shareUrl);
    await stranger.page.getByText('Shared Training Plan').waitFor();
    expect(await stranger.page.locator('table.set-table').innerText()).toMatch(/Total\s+[\d,]+ yd/);
    expect(await stranger.page.getByText('Conference meet in three weeks').count()).toBeGreaterThan(0);
    await stranger.page.getByRole('button', { name: 'Copy', exact: true }).click();
    await stranger.page.locator('.Toastify').getByText(/copied to clipboard/).waitFor();
    const clipboard = await stranger.page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toMatch(/^.*Workout.*\n/);
    expect(clipboard).not.toContain('**');
    page = stranger.page;
    await lookAt('share');
    page = (await context.pages())[0]!;
    await stranger.context.close();
  });

  it('updates the profile and the picture', async () => {
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByText('Profile Settings').waitFor();
    await page.getByLabel('Full Name').fill('Jordan R. Rivera');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await toast(/Profile updated/);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 320 } });
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await toast('Profile picture updated successfully');
    await page.locator('img[src*="/api/user/pictures/"]').first().waitFor();
    await lookAt('dashboard-profile');
  });

  it('changes the password and is signed out about a second later', async () => {
    await page.getByRole('textbox', { name: 'Current Password' }).fill(coach.password);
    await page.getByRole('textbox', { name: 'New Password' }).fill('butterfly22');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('butterfly22');
    // The page's clock is the test's: the sign-out must wait a second (spec §9), no more, no less.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast('Password reset successfully! Please login again.');
    await page.clock.runFor(900);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.clock.runFor(200);
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login', { timeout: 10_000 });
    // The rest of the week runs on real time: a fresh browser window, as after closing the tab.
    await context.close();
    ({ context, page } = await newPage(browser));
    coach.password = 'butterfly22';
  });

  it('signs in again with “Stay signed in”, then signs out', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(coach.email);
    await page.getByLabel('Password', { exact: true }).fill(coach.password);
    await page.getByLabel('Stay signed in').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);
    // The counters come from training's workout_created event through auth: wait for them (reloading
    // the dashboard, which reads the user afresh) rather than read them once.
    const stats = async () => {
      await page.reload();
      await page.getByText('Total Created').waitFor();
      return page.locator('main').innerText();
    };
    await expect.poll(stats, { timeout: 15_000 }).toMatch(/Total Created\s+1\s/i);
    expect(await page.locator('main').innerText()).toMatch(/Today's Usage\s+1\s/i);
    await page.getByRole('button', { name: /Jordan/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL('**/login**');
  });
});

describe('access rules and sign-in errors', () => {
  it('sends a visitor of a protected route to /login and back there after signing in', async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto('/dashboard?tab=history');
    await visitor.page.waitForURL('**/login**');
    await lookAtPage(visitor.page, 'login');
    await visitor.page.getByLabel('Email').fill(coach.email);
    await visitor.page.getByLabel('Password', { exact: true }).fill(coach.password);
    await visitor.page.getByRole('button', { name: 'Sign In' }).click();
    await visitor.page.waitForURL('**/dashboard?tab=history');
    await visitor.context.close();
  });

  it('shows the server’s texts for a wrong password and for empty fields', async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto('/login');
    await visitor.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(visitor.page.getByRole('alert').textContent()).resolves.toBe('Please fill in all fields');
    await visitor.page.getByLabel('Email').fill(coach.email);
    await visitor.page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await visitor.page.getByRole('button', { name: 'Sign In' }).click();
    await visitor.page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await visitor.context.close();
  });

  it('sends the administrator to /admin after signing in', async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto('/login');
    await visitor.page.getByLabel('Email').fill(admin.email);
    await visitor.page.getByLabel('Password', { exact: true }).fill(admin.password);
    await visitor.page.getByRole('button', { name: 'Sign In' }).click();
    await visitor.page.waitForURL('**/admin');
    await visitor.context.close();
  });

  it('has no serious accessibility problems on the public pages', async () => {
    const visitor = await newPage(browser);
    for (const [name, path] of [
      ['landing', '/'],
      ['levels', '/levels'],
      ['terms', '/terms'],
      ['privacy', '/privacy'],
      ['subscription', '/subscription'],
      ['not-found', '/no-such-page'],
    ] as const) {
      await visitor.page.goto(path);
      await visitor.page.locator('main, #root > *').first().waitFor();
      await lookAtPage(visitor.page, name);
    }
    await visitor.context.close();
  });
});

async function lookAtPage(other: Page, name: string) {
  const previous = page;
  page = other;
  try {
    await lookAt(name);
  } finally {
    page = previous;
  }
}
