import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { admin, launch, newPage, toast, uniqueEmail } from '../lib/browser';
import { look } from '../lib/look';

/**
 * An administrator's afternoon, in Chromium against the whole stack: finds a coach by email,
 * upgrades them to Elite, sends them a message; the coach sees it as a banner and generates beyond
 * the free allowance. Then the rest of the console: create an account, review prices, the audit log,
 * delete a user, and a coach who opens /admin is sent to their dashboard.
 */
let browser: Browser;
let adminContext: BrowserContext;
let coachContext: BrowserContext;
let adminPage: Page;
let coachPage: Page;
const coach = { name: 'Morgan Lane', email: uniqueEmail('morgan'), password: 'freestyle1' };
const plan = { date: '2026-03-03', description: 'High school group, 3000 SCY, threshold freestyle', plan_type: 'workout' };

beforeAll(async () => {
  browser = await launch();
  ({ context: adminContext, page: adminPage } = await newPage(browser));
  ({ context: coachContext, page: coachPage } = await newPage(browser));
});
afterAll(async () => {
  await adminContext?.close();
  await coachContext?.close();
  await browser?.close();
});


async function signIn(on: Page, email: string, password: string) {
  await on.goto('/login');
  await on.getByLabel('Email').fill(email);
  await on.getByLabel('Password', { exact: true }).fill(password);
  await on.getByRole('button', { name: /^Sign In$/ }).click();
}

const openTab = (name: string) => adminPage.getByRole('tab', { name }).click();

describe('an administrator’s afternoon', () => {
  it('a free coach has used the week’s plan', async () => {
    const res = await coachPage.request.post('/api/auth/register', { data: { name: coach.name, email: coach.email, password: coach.password } });
    expect(res.status()).toBe(201);
    await signIn(coachPage, coach.email, coach.password);
    await coachPage.waitForURL('**/dashboard');
    const token = await coachPage.evaluate(() => localStorage.getItem('laneforge_token') ?? sessionStorage.getItem('laneforge_token'));
    const headers = { authorization: `Bearer ${token}` };
    expect((await coachPage.request.post('/api/training/generate', { data: plan, headers })).status()).toBe(201);
    expect((await coachPage.request.post('/api/training/generate', { data: plan, headers })).status()).toBe(429);
  });

  it('the administrator signs in to the console and finds the coach by email', async () => {
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.waitForURL('**/admin');
    await adminPage.getByRole('heading', { name: 'Administrator Dashboard' }).waitFor();
    for (const label of ['Total', 'Free', 'Lite', 'Pro', 'Elite', 'Admins']) await adminPage.getByRole('heading', { name: label, exact: true }).waitFor();
    await adminPage.getByLabel('Search by name or email').fill(coach.email);
    await expect.poll(() => adminPage.locator('table.admin-table tbody tr').count(), { timeout: 10_000 }).toBe(1);
    await adminPage.getByRole('button', { name: `Edit ${coach.email}` }).waitFor();
    await look(adminPage, 'admin-users');
  });

  it('views the coach and their plan', async () => {
    await adminPage.getByRole('button', { name: `View ${coach.email}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: coach.name });
    await dialog.getByText('Training Plan ·').first().waitFor();
    await look(adminPage, 'admin-user-view');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('upgrades the coach to Elite through the update-subscription dialog', async () => {
    await adminPage.getByRole('button', { name: `Update subscription of ${coach.email}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Update Subscription' });
    await dialog.getByLabel('Subscription Type').selectOption('elite_monthly');
    await look(adminPage, 'admin-subscription-dialog');
    await dialog.getByRole('button', { name: 'Update Subscription' }).click();
    await toast(adminPage, 'User updated successfully');
    await adminPage.locator('table.admin-table tbody tr').getByText('Elite Monthly').waitFor();
  });

  it('picks who gets a message: All users stands alone, and the confirmation names exactly who', async () => {
    await openTab('Admin Messages');
    const all = adminPage.getByRole('checkbox', { name: 'All users' });
    const pro = adminPage.getByRole('checkbox', { name: 'Pro', exact: true });
    expect(await all.isChecked()).toBe(true);
    await pro.check();
    expect(await all.isChecked()).toBe(false);
    await adminPage.locator('.admin-recipients').getByText('Pro users').waitFor();
    await all.check();
    expect(await pro.isChecked()).toBe(false);
    await pro.check();
    await adminPage.getByLabel('Title').fill('Pro coaches: new taper sets');
    await adminPage.getByLabel('Message', { exact: true }).fill('Season plans now include a 3-week taper for championship meets.');
    await adminPage.getByRole('button', { name: 'Send Message' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Send this message?' });
    await confirm.getByText('Pro users', { exact: true }).waitFor();
    await look(adminPage, 'admin-message-confirm');
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(adminPage, 'Admin message created successfully');
    await adminPage.getByRole('listitem').filter({ hasText: 'Pro coaches: new taper sets' }).getByText(/^To Pro ·/).waitFor();
  });

  it('sends the coach a message', async () => {
    await adminPage.getByLabel('Title').fill('Welcome to Elite');
    await adminPage.getByLabel('Message', { exact: true }).fill('Your team plan is unlocked: generate as many sessions as you need.');
    await adminPage.getByRole('checkbox', { name: 'Pro', exact: true }).uncheck();
    await adminPage.getByLabel('Or find users by name or email').fill(coach.email);
    await adminPage.getByRole('button', { name: `Add ${coach.email}` }).click();
    await adminPage.getByLabel('Type').selectOption('success');
    await look(adminPage, 'admin-messages');
    await adminPage.getByRole('button', { name: 'Send Message' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Send this message?' });
    await confirm.getByText(coach.email, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(adminPage, 'Admin message created successfully');
    await adminPage.getByRole('listitem').filter({ hasText: 'Welcome to Elite' }).getByText(`To ${coach.email}`).waitFor();
  });

  it('the coach sees the message as a banner, dismisses it, and it stays dismissed', async () => {
    await coachPage.goto('/dashboard');
    const banner = coachPage.getByRole('status').filter({ hasText: 'Welcome to Elite' });
    await banner.waitFor({ timeout: 20_000 });
    await coachPage.getByText('Elite Monthly').first().waitFor();
    // A banner, not a banner and a toast: the toast policy leaves administrators' messages to the banners.
    await coachPage.waitForTimeout(500);
    expect(await coachPage.locator('.Toastify').getByText('Welcome to Elite').count()).toBe(0);
    await look(coachPage, 'coach-banner');
    await banner.getByRole('button', { name: /Dismiss/ }).click();
    await banner.waitFor({ state: 'detached' });
    const inboxRead = coachPage.waitForResponse((r) => r.url().endsWith('/api/user/notifications'));
    await coachPage.reload();
    await coachPage.getByRole('tab', { name: 'Plan Generator' }).waitFor();
    await inboxRead;
    expect(await coachPage.getByText('Welcome to Elite').count()).toBe(0);
  });

  it('the coach generates beyond the free allowance', async () => {
    await coachPage.getByLabel(/Training Description/).fill('Elite group, 6000 LCM, race-pace 200 free, 2 hours');
    await coachPage.getByRole('button', { name: 'Generate Training Plan' }).click();
    await toast(coachPage, 'Professional training plan generated successfully!');
  });

  it('creates an account that signs in', async () => {
    const made = { name: 'Riley Assistant', email: uniqueEmail('riley'), password: 'backstroke1' };
    await openTab('Create Account');
    await adminPage.getByLabel('Full Name').fill(made.name);
    await adminPage.getByLabel('Email').fill(made.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(made.password);
    await adminPage.getByLabel('Subscription Type').selectOption('pro_monthly');
    await look(adminPage, 'admin-create');
    await adminPage.getByRole('button', { name: 'Create Account' }).click();
    // The form is cleared at once; the toast says who was made.
    await toast(adminPage, `User created successfully: ${made.name} (${made.email}), Pro Monthly.`);
    const login = await adminPage.request.post('/api/auth/login', { data: { email: made.email, password: made.password } });
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { user: { subscription_type: string } }).user.subscription_type).toBe('pro_monthly');
  });

  it('reads a coach’s plan as text without markdown, and closing a dialog (Esc too) gives focus back to its button', async () => {
    await openTab('User Management');
    await adminPage.getByLabel('Search by name or email').fill(coach.email);
    const view = adminPage.getByRole('button', { name: `View ${coach.email}` });
    await view.click();
    const detail = adminPage.getByRole('dialog', { name: coach.name });
    await detail.getByText('Show plan').first().click();
    const text = await detail.getByLabel(/^Plan text of /).first().innerText();
    expect(text.length).toBeGreaterThan(100);
    expect(text).not.toContain('**');
    await look(adminPage, 'admin-user-plan');
    await adminPage.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await expect.poll(() => adminPage.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`View ${coach.email}`);
    const edit = adminPage.getByRole('button', { name: `Edit ${coach.email}` });
    await edit.click();
    await adminPage.getByRole('dialog', { name: /^Edit / }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => adminPage.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Edit ${coach.email}`);
  });

  it('reviews the billing provider’s prices', async () => {
    await openTab('Stripe Management');
    await adminPage.getByRole('heading', { name: 'Billing Provider Prices' }).waitFor();
    await adminPage.locator('table.admin-table tbody tr').first().waitFor();
    await look(adminPage, 'admin-prices');
  });

  it('deletes a coach after the spec’s confirmation; their share link is gone', async () => {
    const leaving = { name: 'Jamie Leaving', email: uniqueEmail('jamie') };
    const registered = await adminPage.request.post('/api/auth/register', { data: { ...leaving, password: 'freestyle1' } });
    const { access_token } = (await registered.json()) as { access_token: string };
    const workout = await adminPage.request.post('/api/training/generate', { data: plan, headers: { authorization: `Bearer ${access_token}` } });
    const { id } = (await workout.json()) as { id: string };
    await openTab('User Management');
    await adminPage.getByLabel('Search by name or email').fill(leaving.email);
    await adminPage.getByRole('button', { name: `Delete ${leaving.email}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Delete User' });
    await dialog.getByText(`Are you sure you want to delete ${leaving.name}? This action cannot be undone.`).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(adminPage, 'User deleted successfully');
    // The row that opened the dialog is gone: focus goes to the page's heading, never to <body>.
    await expect.poll(() => adminPage.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
    await expect.poll(async () => (await adminPage.request.get(`/api/training/share/${id}`)).status(), { timeout: 15_000 }).toBe(404);
    await adminPage.getByLabel('Search by name or email').fill(admin.email);
    await adminPage.getByRole('button', { name: `Edit ${admin.email}` }).waitFor();
    expect(await adminPage.getByRole('button', { name: `Delete ${admin.email}` }).count()).toBe(0);
  });

  it('shows every write in the audit log', async () => {
    await openTab('Audit Log');
    const log = adminPage.locator('ol.admin-audit');
    await log.getByText('Deleted user').first().waitFor();
    for (const action of ['Created account', 'Sent message', 'Updated user']) await log.getByText(action).first().waitFor();
    await look(adminPage, 'admin-audit');
  });

  it('a coach who opens /admin is sent to the dashboard', async () => {
    await coachPage.goto('/admin');
    await coachPage.waitForURL('**/dashboard');
  });
});
