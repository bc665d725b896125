import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../lib/axe';
import { admin, launch, newPage, screenshot, toast, uniqueEmail, viewports } from '../lib/browser';

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


async function lookAt(name: string, axe = true) {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `billing-${name}-${label}`);
  }
  await page.setViewportSize(viewports.desktop);
  if (axe) expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

async function register(who: { name: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
}

async function payWith(card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $19.99' }).click();
}

describe('a coach buys Pro, cancels and reactivates', () => {
  it('registers and chooses Pro monthly on the plan chooser', async () => {
    await register(coach);
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
    await toast(page, 'Welcome to LaneForge Pro! Your subscription is active.');
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
    await toast(page, /^Your subscription has been cancelled\. You keep access until/);
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
    await toast(page, 'Subscription reactivated successfully!');
    await details.getByText('active', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await page.locator('section', { has: page.getByRole('heading', { name: 'Billing Information' }) }).getByText('Next Billing').waitFor();
  });
});

describe('a renewal fails, and the coach takes the Pro trial', () => {
  const second = { name: 'Jordan Reyes', email: uniqueEmail('jordan'), password: 'backstroke1' };
  let adminToken: string;
  let coachId: string;

  /** The administrator's test clock: renewals, retries and period ends fall due as they would in that many days. */
  async function daysPass(days: number) {
    const res = await page.request.post('/api/billing/local/test-clock/advance', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { user_id: coachId, seconds: days * 86_400 },
    });
    expect(res.status()).toBe(200);
  }

  it('pays with the card that fails every renewal', async () => {
    const login = await page.request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
    adminToken = ((await login.json()) as { access_token: string }).access_token;
    await page.evaluate(() => localStorage.clear());
    await register(second);
    const token = await page.evaluate(() => localStorage.getItem('laneforge_token') ?? sessionStorage.getItem('laneforge_token'));
    coachId = ((await (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string }).id;
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Subscribe Monthly - $19.99' }).click();
    await page.getByText('Subscribe to LaneForge Pro Monthly').waitFor();
    await payWith('4000 0000 0000 0341');
    await toast(page, 'Welcome to LaneForge Pro! Your subscription is active.');
  });

  it('hears of the failed renewal and sees the payment issue with the next try', async () => {
    await daysPass(31);
    await toast(page, /^Your payment of \$19\.99 for Pro Monthly failed \(attempt 1\)/);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Billing Details' }).click();
    const details = page.getByRole('dialog', { name: 'Billing Details' });
    await details.getByText('Payment issue').waitFor();
    await details.getByText(/Failed attempts: 1\. We will try again on/).waitFor();
    await lookAt('payment-issue');
    await details.getByRole('button', { name: 'Close' }).first().click();
  });

  it('cancels, starts the free Pro trial from the Special Offer, and sees when it ends', async () => {
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('dialog', { name: 'Manage Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel Subscription' }).getByRole('button', { name: 'Yes, Cancel' }).click();
    const offer = page.getByRole('dialog', { name: 'Special Offer' });
    await offer.getByRole('button', { name: 'Start Free Trial' }).click();
    await toast(page, 'Pro trial activated! You now have 30 days of Pro access.');
    const card = page.locator('section', { has: page.getByRole('heading', { name: /Subscription & Billing/ }) });
    await card.getByText('Access Until').waitFor();
    expect(await card.getByText('Next Billing').count()).toBe(0);
    await lookAt('trial');
  });
});
