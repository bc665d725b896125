import { expect } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { admin, uniqueEmail } from './browser';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Puts the coach holding `token` on a plan the way an administrator does (the admin API), then
 * waits until training has heard of it through the event, so the next request is served on that tier.
 */
export async function grantPlan(request: APIRequestContext, token: string, subscriptionType: string): Promise<void> {
  const me = (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as { id: string };
  const login = await request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(login.status()).toBe(200);
  const { access_token: adminToken } = (await login.json()) as { access_token: string };
  const update = await request.put(`/api/admin/users/${me.id}`, { headers: bearer(adminToken), data: { subscription_type: subscriptionType, subscription_status: 'active' } });
  expect(update.status()).toBe(200);
  const tier = subscriptionType.split('_')[0];
  await expect
    .poll(async () => ((await (await request.get('/api/usage/check', { headers: bearer(token) })).json()) as { tier: string }).tier, { timeout: 15_000 })
    .toBe(tier);
}

/**
 * A new coach registered through the API, the page holding the session the way the SPA stores it
 * (remembered), on `plan` when one is given. Answers the access token.
 */
export async function signedIn(on: Page, name: string, options: { plan?: string; timezone?: string } = {}): Promise<string> {
  const label = name.split(' ')[0]!.toLowerCase();
  const res = await on.request.post('/api/auth/register', { data: { name, email: uniqueEmail(label), password: 'freestyle1', ...(options.timezone ? { timezone: options.timezone } : {}) } });
  expect(res.status()).toBe(201);
  const { access_token } = (await res.json()) as { access_token: string };
  if (options.plan) await grantPlan(on.request, access_token, options.plan);
  await on.goto('/');
  await on.evaluate((token) => {
    localStorage.setItem('laneforge_token', token);
    localStorage.setItem('laneforge_remember', 'true');
  }, access_token);
  return access_token;
}
