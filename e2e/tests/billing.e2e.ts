import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../lib/axe';
import { launch, newPage, screenshot, uniqueEmail, viewports } from '../lib/browser';

/**
 * Buying Pro in Chromium against the whole stack with the local payment provider: the plan chooser,
 * the hosted checkout with Stripe's test card, the welcome back on the dashboard, Billing
 * Information, cancelling into the grace period, and reactivating.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
const coach = { name: 'Casey Morgan', email: uniqueEmail('casey'), password: 'butterfly1' };

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const toast = (text: string | RegExp) => page.locator('.Toastify').getByText(text).first().waitFor({ timeout: 15_000 });

async function lookAt(name: string, axe = true) {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `billing-${name}-${label}`);
  }
  await page.setViewportSize(viewports.desktop);
  if (axe) expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

describe('a coach buys Pro, cancels and reactivates', () => {
  it('registers and chooses Pro monthly on the plan chooser', async () => {
    await page.goto('/register');
    await page.getByLabel('Full Name').fill(coach.name);
    await page.getByLabel('Email').fill(coach.email);
    await page.getByLabel('Password', { exact: true }).fill(coach.password);
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/subscription');
    await page.getByText('Your current plan').waitFor({ state: 'detached' });
    await lookAt('plans');
    await page.getByRole('button', { name: 'Subscribe Monthly - $19.99' }).click();
    await page.waitForURL('**/api/billing/local/checkout/**');
  });

  it('pays with the test card on the hosted checkout and lands on the dashboard with the welcome toast', async () => {
    await page.getByText('Subscribe to LaneForge Pro Monthly').waitFor();
    await lookAt('checkout', false);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $19.99' }).click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $19.99' }).click();
    await toast('Welcome to LaneForge Pro! Your subscription is active.');
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await lookAt('welcome');
  });

  it('sees Billing Information on the profile', async () => {
    await page.getByRole('tab', { name: 'Profile' }).click();
    const card = page.locator('section', { has: page.getByRole('heading', { name: /Subscription & Billing/ }) });
    await card.getByRole('heading', { name: 'Billing Information' }).waitFor();
    await card.getByText('Active').waitFor();
    await card.getByText('Monthly').waitFor();
    await card.getByText('Next Billing').waitFor();
    await lookAt('profile-billing');
  });

  it('cancels, declines the trial for now, and sees the grace box', async () => {
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('dialog', { name: 'Manage Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await lookAt('cancel-confirm');
    await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
    await toast(/^Your subscription has been cancelled\. You keep access until/);
    const offer = page.getByRole('dialog', { name: 'Special Offer' });
    await offer.getByText('Before you go: try Pro free for 30 days.').waitFor();
    await lookAt('special-offer');
    await offer.getByRole('button', { name: 'Maybe Later' }).click();
    await page.locator('.billing-list').getByText('Access Until').waitFor();
    await page.getByRole('button', { name: 'Billing Details' }).click();
    const details = page.getByRole('dialog', { name: 'Billing Details' });
    await details.getByText(/^Your subscription is cancelled\. You keep access until/).waitFor();
    await details.getByText('View Offer').waitFor();
    await lookAt('grace-box');
  });

  it('reactivates from the grace box', async () => {
    const details = page.getByRole('dialog', { name: 'Billing Details' });
    await details.getByRole('button', { name: 'Reactivate Subscription' }).click();
    await toast('Subscription reactivated successfully!');
    await details.getByText('active', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await page.locator('section', { has: page.getByRole('heading', { name: 'Billing Information' }) }).getByText('Next Billing').waitFor();
  });
});
