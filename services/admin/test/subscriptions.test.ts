import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingStatus, type AdminUserList, type AuditEntry, type NotificationsResult, type PriceReview, type UsageCheck, type User } from '@laneforge/contracts';
import { SERVICE_TOKEN_HEADER, serviceCredentials } from '@laneforge/platform';
import { startAdminStack, uniqueEmail, type Account, type AdminStack } from './stack';

/** Subscriptions an administrator sets go through billing's state machine; everyone else follows its event. */
let stack: AdminStack;
let admin: { authorization: string };
beforeAll(async () => {
  stack = await startAdminStack();
  admin = await stack.adminHeaders();
});
afterAll(() => stack?.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => stack.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const plan = { date: '2026-03-03', description: 'Masters group, 2500 SCY, aerobic freestyle', plan_type: 'workout' };

const me = async (account: Account) => (await stack.authInject({ method: 'GET', url: '/auth/me', headers: account.headers })).json<User>();
const usage = async (account: Account) => (await stack.trainingInject({ method: 'GET', url: '/usage/check', headers: account.headers })).json<UsageCheck>();
const billingStatus = async (account: Account) => (await stack.billing.app.inject({ method: 'GET', url: '/subscription/billing-status', headers: account.headers })).json<BillingStatus>();
const generate = (account: Account) => stack.trainingInject({ method: 'POST', url: '/training/generate', headers: account.headers, payload: plan });

/** What billing itself keeps of a user, asked as the admin service would. */
async function kept(userId: string): Promise<BillingStatus> {
  const token = await serviceCredentials('admin', new TextEncoder().encode(stack.iso.env.INTERNAL_SECRET!)).tokenFor('billing');
  return BillingStatus.parse((await stack.billing.app.inject({ method: 'GET', url: `/internal/subscriptions/${userId}`, headers: { [SERVICE_TOKEN_HEADER]: token } })).json());
}

describe('an administrator changes a subscription', () => {
  it('upgrades a free coach to Elite: billing, auth and training all follow, the coach is told, and it is logged', async () => {
    const coach = await stack.register('Upgraded Coach');
    expect((await generate(coach)).statusCode).toBe(201);
    expect((await generate(coach)).statusCode).toBe(429);

    const res = await asAdmin('PUT', `/admin/users/${coach.user.id}`, { subscription_type: 'elite_monthly', subscription_status: 'active' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({ id: coach.user.id, subscription_type: 'elite_monthly', subscription_status: 'active' });

    expect(await billingStatus(coach)).toMatchObject({ subscription_type: 'elite_monthly', subscription_status: 'active' });
    expect((await me(coach)).subscription_type).toBe('elite_monthly');
    await expect.poll(async () => (await usage(coach)).tier, { timeout: 10_000 }).toBe('elite');
    expect((await usage(coach)).can_use).toBe(true);
    expect((await generate(coach)).statusCode).toBe(201);
    await expect
      .poll(async () => (await stack.authInject({ method: 'GET', url: '/user/notifications', headers: coach.headers })).json<NotificationsResult>().notifications.map((n) => n.data.action), { timeout: 10_000 })
      .toContain('subscription_updated');

    const entry = (await asAdmin('GET', '/admin/audit?limit=1')).json<AuditEntry[]>()[0]!;
    expect(entry).toMatchObject({ action: 'user.updated', target_id: coach.user.id, before: { subscription_type: 'free' }, after: { subscription_type: 'elite_monthly' } });
  });

  it('cancels and expires as an override, and the user record follows billing', async () => {
    const coach = await stack.register('Cancelled Coach');
    await asAdmin('PUT', `/admin/users/${coach.user.id}`, { subscription_type: 'pro_monthly', subscription_status: 'active' });
    const cancelled = (await asAdmin('PUT', `/admin/users/${coach.user.id}`, { subscription_status: 'cancelled' })).json<User>();
    expect(cancelled).toMatchObject({ subscription_type: 'pro_monthly', subscription_status: 'cancelled' });
    await expect.poll(async () => (await me(coach)).subscription_status, { timeout: 10_000 }).toBe('cancelled');
    expect((await billingStatus(coach)).subscription_status).toBe('cancelled');

    const expired = (await asAdmin('PUT', `/admin/users/${coach.user.id}`, { subscription_status: 'expired' })).json<User>();
    expect(expired).toMatchObject({ subscription_type: 'free', subscription_status: 'expired' });
    await expect.poll(async () => (await me(coach)).subscription_type, { timeout: 10_000 }).toBe('free');
    await expect.poll(async () => (await usage(coach)).tier, { timeout: 10_000 }).toBe('free');
  });

  it('changes name and plan in one edit', async () => {
    const coach = await stack.register('Two Part Coach');
    const res = await asAdmin('PUT', `/admin/users/${coach.user.id}`, { name: 'Two Part Lite', email: coach.email, subscription_type: 'lite_annual', subscription_status: 'active' });
    expect(res.json<User>()).toMatchObject({ name: 'Two Part Lite', subscription_type: 'lite_annual' });
    await expect.poll(async () => me(coach), { timeout: 10_000 }).toMatchObject({ name: 'Two Part Lite', subscription_type: 'lite_annual' });
  });
});

describe('counts and accounts on every plan', () => {
  it('creates an account on each plan, signing in on it, and counts every tier', async () => {
    const before = (await asAdmin('GET', '/admin/users?page_size=1')).json<AdminUserList>();
    const plans = ['free', 'lite_monthly', 'lite_annual', 'pro_monthly', 'pro_annual', 'elite_monthly', 'elite_annual'] as const;
    const made = [];
    for (const subscription_type of plans) {
      const email = uniqueEmail(subscription_type);
      const res = await asAdmin('POST', '/admin/users/create', { name: `On ${subscription_type}`, email, password: 'butterfly1', subscription_type });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<User>()).toMatchObject({ subscription_type, subscription_status: 'active', role: 'user' });
      made.push({ email, subscription_type });
    }
    const expected = {
      total_count: before.total_count + 7,
      admin_count: before.admin_count,
      free_users: before.free_users + 1,
      lite_users: before.lite_users + 2,
      pro_users: before.pro_users + 2,
      elite_users: before.elite_users + 2,
    };
    // Each answer came once auth showed the plan: the very next list counts every one of them.
    const { total_count, admin_count, free_users, lite_users, pro_users, elite_users } = (await asAdmin('GET', '/admin/users?page_size=1')).json<AdminUserList>();
    expect({ total_count, admin_count, free_users, lite_users, pro_users, elite_users }).toEqual(expected);
    const elite = made.find((m) => m.subscription_type === 'elite_annual')!;
    const signedIn = await stack.signIn(elite.email, 'butterfly1');
    expect(signedIn.json<{ user: User }>().user.subscription_type).toBe('elite_annual');
  });

  it('reviews the local provider’s prices: the catalogue, nothing suspicious', async () => {
    const review = (await asAdmin('GET', '/admin/stripe/products')).json<PriceReview>();
    expect(review.suspicious_count).toBe(0);
    expect(review.products.map((p) => `${p.amount}/${p.interval}`).sort()).toEqual(['199.99/year', '19.99/month', '29.99/month', '299.99/year', '9.99/month', '99.99/year'].sort());
  });
});

describe('deleting a subscriber', () => {
  it('cancels their subscription at billing and removes them everywhere', async () => {
    const coach = await stack.register('Paying Leaver');
    await asAdmin('PUT', `/admin/users/${coach.user.id}`, { subscription_type: 'elite_monthly', subscription_status: 'active' });
    expect((await kept(coach.user.id)).subscription_type).toBe('elite_monthly');
    expect((await asAdmin('DELETE', `/admin/users/${coach.user.id}`)).statusCode).toBe(200);
    await expect.poll(async () => kept(coach.user.id), { timeout: 10_000 }).toMatchObject({ subscription_type: 'free', subscription_status: 'expired' });
    expect((await stack.signIn(coach.email, coach.password)).statusCode).toBe(401);
  });
});
