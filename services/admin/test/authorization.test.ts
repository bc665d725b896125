import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, openApiPath, type ApiRoute } from '@laneforge/contracts/api';
import { messages, type AdminMessage } from '@laneforge/contracts';
import { startAdminStack, uniqueEmail, type AdminStack } from './stack';

/**
 * Every admin route of the API table, asked by nobody, by a signed-in user and by an administrator.
 * The gateway refuses the first two at the edge; the service must refuse them again by itself.
 */
const adminRoutes = apiRoutes.filter((route) => route.service === 'admin');

let stack: AdminStack;
let coach: Awaited<ReturnType<AdminStack['register']>>;
let message: AdminMessage;
beforeAll(async () => {
  stack = await startAdminStack();
  coach = await stack.register('Matrix Coach');
  const created = await stack.inject({ method: 'POST', url: '/admin/messages', headers: await stack.adminHeaders(), payload: { title: 'Pool closed', message: 'Lane 4 is closed today.', target_users: ['all'] } });
  message = created.json<AdminMessage>();
});
afterAll(() => stack?.close());

/** A request an administrator may make on each route, against things that exist. */
async function requestFor(route: ApiRoute): Promise<{ url: string; payload?: object }> {
  // Writes act on a user of their own, so every row of the matrix stands alone.
  const target = route.method === 'GET' ? coach : await stack.register('Matrix Target');
  const url = route.path.replace(':id', route.path.startsWith('/admin/messages') ? message.id : target.user.id);
  const payloads: Record<string, object> = {
    'POST /admin/users/create': { name: 'Matrix Made', email: uniqueEmail('made'), password: 'backstroke1' },
    'PUT /admin/users/:id': { name: 'Matrix Renamed' },
    'POST /admin/messages': { title: 'Hello', message: 'Welcome to the pool.', target_users: [target.user.id] },
    'POST /admin/stripe/deactivate-price': { price_id: 'price_unknown_to_billing' },
  };
  const payload = payloads[`${route.method} ${route.path}`];
  return payload ? { url, payload } : { url };
}

/** What an administrator gets: success, or for an unknown price billing's 404 — never a refusal of who they are. */
const adminAnswer = (route: ApiRoute) => (route.path === '/admin/stripe/deactivate-price' ? 404 : route.method === 'POST' && route.path !== '/admin/messages/:id/deactivate' ? 201 : 200);

describe('authorisation of every admin route', () => {
  it('the admin service answers exactly the admin rows of the API table', async () => {
    const doc = (await stack.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const served = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(served.sort()).toEqual(adminRoutes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: 401 anonymous, 403 user, served for an admin', async (_name, route) => {
    const { url, payload } = await requestFor(route);
    const ask = (headers: Record<string, string>) => stack.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });

    const anonymous = await ask({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: messages.notAuthenticated });

    const user = await ask(coach.headers);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ detail: messages.adminOnly });

    const admin = await ask(await stack.adminHeaders());
    expect(admin.statusCode, admin.body).toBe(adminAnswer(route));
  });

  it('refuses a forged or expired-session token as anonymous', async () => {
    const forged = await stack.inject({ method: 'GET', url: '/admin/users', headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    const admin = await stack.signIn('head.admin@example.com', 'admin-password-123');
    const headers = { authorization: `Bearer ${admin.json<{ access_token: string }>().access_token}` };
    expect((await stack.inject({ method: 'GET', url: '/admin/users', headers })).statusCode).toBe(200);
    await stack.authInject({ method: 'POST', url: '/auth/logout', headers });
    await expect.poll(async () => (await stack.inject({ method: 'GET', url: '/admin/users', headers })).statusCode, { timeout: 5_000 }).toBe(401);
  });
});
