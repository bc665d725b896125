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

/** Every address that answered 404 (a missing favicon shows in the console as one). */
const missing: string[] = [];

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(new URL(r.url()).pathname);
  });
  // Every toast a page shows, in order, kept for the page's life: the toast policy is counted, not guessed.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsShown: string[] }).toastsShown = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.classList.contains('Toastify__toast') ? [node] : [...node.querySelectorAll<HTMLElement>('.Toastify__toast')];
          for (const t of toasts) seen.push(t.innerText);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
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
    // Focus is back on the card, marked and described by the reason, not on the page.
    expect(await page.evaluate(() => [document.activeElement?.id, document.activeElement?.getAttribute('aria-invalid')])).toEqual(['card_number', 'true']);
    expect(missing.filter((p) => p.includes('favicon'))).toEqual([]);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $19.99' }).click();
    await toast(page, 'Welcome to LaneForge Pro! Your subscription is active.');
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await lookAt('welcome');
    // One toast for one payment: the subscription's notifications (polled every 10 s) repeat nothing.
    // The page marks them read as it decides what to toast, so once the server has both of them read,
    // what the page toasted for them is on the page (a frame or two after).
    const token = await page.evaluate(() => localStorage.getItem('laneforge_token') ?? sessionStorage.getItem('laneforge_token'));
    const inbox = async () => ((await (await page.request.get('/api/user/notifications', { headers: { authorization: `Bearer ${token}` } })).json()) as { notifications: Array<{ read: boolean; data: { action: string } }> }).notifications;
    const subscriptionNews = async () => {
      const news = (await inbox()).filter((n) => ['subscription_updated', 'subscription_cancelled', 'payment_succeeded', 'payment_failed'].includes(n.data.action));
      return { kinds: [...new Set(news.map((n) => n.data.action))].sort(), unread: news.filter((n) => !n.read).length };
    };
    await expect.poll(subscriptionNews, { timeout: 25_000 }).toEqual({ kinds: ['payment_succeeded', 'subscription_updated'], unread: 0 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shown = await page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
    expect(shown, JSON.stringify(shown)).toHaveLength(1);
    expect(shown[0]).toContain('Welcome to LaneForge Pro! Your subscription is active.');
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

  it('cancels, is told when the trial would start, declines it for now, and sees Reactivate where the plan is shown', async () => {
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('dialog', { name: 'Manage Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
    // The page behind the dialog is out of reach: out of the accessibility tree, out of Tab's way.
    expect(await page.locator('#root').getAttribute('inert')).not.toBeNull();
    await lookAt('cancel-confirm');
    await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
    await toast(page, /^Your subscription has been cancelled\. You keep access until/);
    const offer = page.getByRole('dialog', { name: 'Special Offer' });
    await offer.getByText('Before you go: try Pro free for 30 days.').waitFor();
    // The trial's 30 days start when the paid month ends: it never restates time already paid for.
    await offer.getByText(/^Your 30 days start on \w+ \d+, \d{4}, when your paid access ends/).waitFor();
    await lookAt('special-offer');
    await offer.getByRole('button', { name: 'Maybe Later' }).click();
    await page.locator('.billing-list').getByText('Access Until').waitFor();
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Subscription' });
    await manage.getByRole('button', { name: 'Reactivate Subscription' }).waitFor();
    expect(await manage.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await lookAt('manage-cancelled');
    await manage.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Manage Subscription');
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    await page.getByRole('button', { name: 'Billing Details' }).click();
    const details = page.getByRole('dialog', { name: 'Billing Details' });
    await details.getByText(/^Your subscription is cancelled\. You keep access until/).waitFor();
    await details.getByText('View Offer').waitFor();
    await lookAt('grace-box');
    await details.getByRole('button', { name: 'Close' }).first().click();
  });

  it('clicks Pro on the plan chooser again and is offered Reactivate, not a second checkout', async () => {
    await page.goto('/subscription');
    const reactivate = page.getByRole('button', { name: /^Reactivate Monthly - no charge until \w+ \d+, \d{4}$/ });
    await reactivate.waitFor();
    expect(await page.getByRole('button', { name: 'Subscribe Monthly - $19.99' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Switch to Monthly - $29.99' }).waitFor();
    await lookAt('plans-cancelled');
    await reactivate.click();
    await toast(page, 'Subscription reactivated successfully!');
    await page.getByRole('button', { name: 'Current plan (Monthly)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Current plan (Monthly)' }).isDisabled()).toBe(true);
    // One payment for the month, never two.
    const token = await page.evaluate(() => localStorage.getItem('laneforge_token') ?? sessionStorage.getItem('laneforge_token'));
    const portal = await page.request.post('/api/subscription/customer-portal', { headers: { authorization: `Bearer ${token}` } });
    const portalPage = await (await page.request.get(((await portal.json()) as { portal_url: string }).portal_url)).text();
    expect(portalPage.match(/<td>Paid<\/td>/g)).toHaveLength(1);
    await page.goto('/dashboard?tab=profile');
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

  it('hears of the failed renewal as a warning, and the dashboard keeps it in sight with Update card', async () => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Plan Generator' }).waitFor();
    await daysPass(31);
    await page.locator('.Toastify__toast--warning').filter({ hasText: 'We could not renew your subscription' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('.Toastify__toast--success').filter({ hasText: 'We could not renew' }).count()).toBe(0);
    const banner = page.getByRole('region', { name: 'Your payment for Pro Monthly failed' });
    await banner.getByText(/We will try again on \w+ \d+, \d{4}; if no try succeeds, your plan ends\./).waitFor({ timeout: 20_000 });
    await page.locator('.user-menu-name').getByText('Pro Monthly · Past due').waitFor();
    await lookAt('past-due-banner');
    // It lasts: a reload still shows it.
    await page.reload();
    await banner.waitFor();
  });

  it('the billing portal puts Pay now and Update card first; a good card pays at once and the box goes', async () => {
    await page.getByRole('region', { name: 'Your payment for Pro Monthly failed' }).getByRole('button', { name: 'Update card' }).click();
    await page.waitForURL('**/api/billing/local/portal/**');
    const headings = await page.locator('h2').allTextContents();
    expect(headings.slice(0, 2)).toEqual(['Pay now', 'Update card']);
    expect(headings.indexOf('Cancel subscription')).toBeGreaterThan(headings.indexOf('Update card'));
    await lookAt('portal-past-due', false);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Your card ending in 4242 is saved. Use Pay now to pay the renewal that failed.').waitFor();
    await page.getByRole('button', { name: 'Pay $19.99 now' }).click();
    await page.getByText(/^Payment received: \$19\.99 for Pro Monthly\. Your subscription is active again/).waitFor();
    await page.getByRole('link', { name: 'Back to LaneForge' }).click();
    await page.waitForURL('**/dashboard?tab=profile');
    await page.getByRole('region', { name: 'Your payment for Pro Monthly failed' }).waitFor({ state: 'detached', timeout: 20_000 });
    await page.locator('.user-menu-name').getByText('Pro Monthly', { exact: true }).waitFor({ timeout: 20_000 });
  });

  it('cancels, accepts the Pro trial, and is told it starts when the paid month ends', async () => {
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('dialog', { name: 'Manage Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel Subscription' }).getByRole('button', { name: 'Yes, Cancel' }).click();
    const offer = page.getByRole('dialog', { name: 'Special Offer' });
    await offer.getByRole('button', { name: 'Start Free Trial' }).click();
    await toast(page, /^Pro trial accepted! Your 30 days of Pro start on \w+ \d+, \d{4}, when your paid access ends/);
    const card = page.locator('section', { has: page.getByRole('heading', { name: /Subscription & Billing/ }) });
    await card.getByText('Access Until').waitFor();
    expect(await card.getByText('Next Billing').count()).toBe(0);
    await page.getByRole('button', { name: 'Billing Details' }).click();
    await page.getByRole('dialog', { name: 'Billing Details' }).getByText(/^Your free Pro trial starts on/).waitFor();
    await lookAt('trial');
  });
});
