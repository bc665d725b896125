import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes, openApiPath } from '@laneforge/contracts/api';
import { messages } from '@laneforge/contracts';
import { buildGateway, type Gateway } from '../src/app';
import { register, startEdge, type EdgeStack } from './stack';

let edge: EdgeStack;
beforeAll(async () => {
  edge = await startEdge();
});
afterAll(() => edge?.close());

const call = (pathname: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${edge.base}${pathname}`, {
    ...init,
    headers: { ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as object) },
  });

describe('gateway routing and edge checks', () => {
  it('routes /api/auth/* and the profile part of /api/user/* to the auth service', async () => {
    const { token, email } = await register(edge.base);
    const me = await call('/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
    expect((await call('/api/user/refresh', { token })).status).toBe(200);
  });

  it('routes /api/user/workouts to the training service, with the path and query as sent', async () => {
    const { token } = await register(edge.base);
    const history = await call('/api/user/workouts?limit=5', { token });
    expect(history.status).toBe(200);
    expect(edge.echo.seen.at(-1)?.url).toBe('/user/workouts?limit=5');
  });

  it('refuses a protected route without a token at the edge, before the service sees it', async () => {
    const before = edge.echo.seen.length;
    const res = await call('/api/subscription/billing-status');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: messages.notAuthenticated });
    expect(edge.echo.seen.length).toBe(before);
  });

  it('refuses an admin route to a signed-in user at the edge', async () => {
    const { token } = await register(edge.base);
    const before = edge.echo.seen.length;
    const res = await call('/api/admin/users', { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: messages.adminOnly });
    expect(edge.echo.seen.length).toBe(before);
  });

  it('refuses a token after logout once the half-second session cache has passed', async () => {
    const { token } = await register(edge.base);
    expect((await call('/api/subscription/billing-status', { token })).status).toBe(200);
    expect((await call('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.advanceTimersByTime(501);
      expect((await call('/api/subscription/billing-status', { token })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await call('/api/auth/me', { token })).status).toBe(401);
  });

  it('passes a webhook body through byte for byte, with its headers and the request id', async () => {
    const raw = Buffer.concat([Buffer.from('{"id": "evt_1",\n  "amount":  1999 }'), Buffer.from([0x00, 0xff, 0x10])]);
    const res = await call('/api/subscription/webhook', {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc', 'x-request-id': 'hook-42' },
    });
    expect(res.status).toBe(200);
    const seen = edge.echo.seen.at(-1)!;
    expect(seen.body.equals(raw)).toBe(true);
    expect(seen.headers['stripe-signature']).toBe('t=1,v1=abc');
    expect(seen.headers['x-request-id']).toBe('hook-42');
    expect(seen.url).toBe('/subscription/webhook');
    expect(res.headers.get('x-request-id')).toBe('hook-42');
  });

  it('limits sign-in attempts per IP and email, and not for another email', async () => {
    const email = `limited.${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'wrong-password' }) })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const limited = await call('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password: 'wrong-password' }) });
    expect(await limited.json()).toEqual({ detail: messages.tooManyRequests });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await call('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: `other.${email}`, password: 'wrong-password' }) });
    expect(other.status).toBe(401);
  });

  it('limits attempts from one address whatever the email, so many accounts cannot be tried or flooded from one place', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const body = JSON.stringify({ email: `spray.${Date.now()}.${i}@example.com` });
      statuses.push((await call('/api/auth/reset-password/request', { method: 'POST', body })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses an absolute-form request target with 400 {detail}, never a 5xx', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: new URL(edge.base).port, method: 'GET', path: `http://x/api/training/share/${randomUUID()}` }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toHaveProperty('detail');
  });

  it('counts sign-in attempts across gateway replicas (the counters are shared through NATS)', async () => {
    const replica = await buildGateway(edge.gatewayEnv);
    try {
      const email = `replicas.${Date.now()}@example.com`;
      const attempt = async (gateway: Gateway) =>
        (await gateway.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } })).statusCode;
      const statuses = [];
      for (const gateway of [edge.gateway, replica, edge.gateway, replica, edge.gateway, replica, edge.gateway]) statuses.push(await attempt(gateway));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await replica.app.close();
    }
  });

  it('limits current-password checks per account, shared by the profile and the password change and across replicas', async () => {
    const { token, email } = await register(edge.base);
    const replica = await buildGateway(edge.gatewayEnv);
    try {
      const headers = { authorization: `Bearer ${token}` };
      const tries = [
        (g: Gateway) => g.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload: { current_password: 'guess-1', new_password: 'newpass1', confirm_password: 'newpass1' } }),
        (g: Gateway) => g.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload: { name: 'Gate Keeper', email: `moved.${email}`, current_password: 'guess-2' } }),
      ];
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await tries[i % 2]!(i % 2 ? replica : edge.gateway)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      // Even the right password waits now, while a change that checks no password goes through.
      const right = await edge.gateway.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload: { name: 'Gate Keeper', email: `moved.${email}`, current_password: 'gateway1' } });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ detail: messages.tooManyRequests });
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      const rename = await replica.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload: { name: 'Renamed', email } });
      expect(rename.statusCode).toBe(200);
    } finally {
      await replica.app.close();
    }
  });

  it('limits probing through the profile whether an email has an account', async () => {
    const taken = await register(edge.base);
    const { token } = await register(edge.base);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await call('/api/auth/profile', { method: 'PUT', token, body: JSON.stringify({ name: 'Gate Keeper', email: taken.email, current_password: 'gateway1' }) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    // Another account is counted on its own.
    const other = await register(edge.base);
    const res = await call('/api/auth/profile', { method: 'PUT', token: other.token, body: JSON.stringify({ name: 'Gate Keeper', email: taken.email, current_password: 'gateway1' }) });
    expect(res.status).toBe(409);
  });

  it('serves the merged API document with exactly the routes of the API table that a running service describes', async () => {
    const doc = (await (await call('/api/docs/json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const authRoutes = apiRoutes.filter((r) => r.service === 'auth');
    for (const route of authRoutes) expect(doc.paths[`/api${openApiPath(route.path)}`]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const declared = new Set(apiRoutes.map((r) => `${r.method} /api${openApiPath(r.path)}`));
    expect(documented.filter((route) => !declared.has(route))).toEqual([]);
    expect((await call('/api/docs/')).status).toBe(200);
  });

  it('serves the SPA with history fallback, and JSON 404 for unknown API paths', async () => {
    const page = await call('/dashboard?tab=history');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await call('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { detail: string }).detail).toMatch(/No route/);
  });

  it('protects pages with a Content-Security-Policy and API answers with the API headers', async () => {
    const page = await call('/dashboard');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const { token } = await register(edge.base);
    const api = await call('/api/auth/me', { token });
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    expect(api.headers.get('content-security-policy')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers health, readiness and metrics', async () => {
    expect((await call('/healthz')).status).toBe(200);
    expect(await (await call('/metrics')).text()).toContain('http_request_duration_seconds');
  });

  it('shows /metrics with no METRICS_TOKEN to this machine only, never to a client elsewhere', async () => {
    expect((await edge.gateway.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    const remote = await edge.gateway.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toHaveProperty('detail');
  });

  it('shows /metrics only to the holder of METRICS_TOKEN when one is set', async () => {
    const guarded = await buildGateway({ ...edge.gatewayEnv, METRICS_TOKEN: 'prometheus-scrape-token-123' });
    try {
      expect((await guarded.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect((await guarded.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-same-size' } })).statusCode).toBe(404);
      const allowed = await guarded.app.inject({ url: '/metrics', headers: { authorization: 'Bearer prometheus-scrape-token-123' } });
      expect(allowed.body).toContain('http_request_duration_seconds');
    } finally {
      await guarded.app.close();
    }
  });
});

describe('when a service is down', () => {
  let lonely: Gateway;
  beforeAll(async () => {
    lonely = await buildGateway({ ...edge.gatewayEnv, AUTH_URL: 'http://127.0.0.1:1', TRAINING_URL: 'http://127.0.0.1:1' });
  });
  afterAll(() => lonely?.app.close());

  it('answers its routes with 503 {detail} naming the service', async () => {
    const res = await lonely.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'whatever1' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/auth service is not available/);
  });

  it('answers a protected route with 503, not 401, because the token cannot be checked', async () => {
    const { token } = await register(edge.base);
    const res = await lonely.app.inject({ method: 'GET', url: '/api/subscription/billing-status', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/cannot be checked/);
  });
});

describe('request logs at the edge', () => {
  it('at info, counts refused requests once a second, writes each 5xx on its own line, and never a token, password or query', async () => {
    const lines: string[] = [];
    const gateway = await buildGateway({ ...edge.gatewayEnv, LOG_LEVEL: 'info', AUTH_URL: 'http://127.0.0.1:1' }, { logDestination: { write: (line: string) => void lines.push(line) } });
    try {
      for (let i = 0; i < 30; i++) expect((await gateway.app.inject({ url: '/api/subscription/billing-status' })).statusCode).toBe(401);
      const failed = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/login?token=query-secret-123',
        headers: { authorization: 'Bearer header-secret-456' },
        payload: { email: 'logs@example.com', password: 'password-secret-789' },
      });
      expect(failed.statusCode).toBe(503);
    } finally {
      await gateway.app.close();
    }

    const written = lines.map((line) => JSON.parse(line) as { level: number; msg: string; status?: number | Record<string, number>; url?: string; total?: number });
    expect(written.filter((l) => l.msg === 'request')).toEqual([expect.objectContaining({ level: 40, status: 503, url: '/api/auth/login' })]);
    const counts = written.filter((l) => l.msg === 'requests');
    expect(counts.reduce((n, l) => n + (l.total ?? 0), 0)).toBe(31);
    expect(counts.reduce((n, l) => n + ((l.status as Record<string, number>)['401'] ?? 0), 0)).toBe(30);
    for (const secret of ['query-secret-123', 'header-secret-456', 'password-secret-789']) expect(lines.join('')).not.toContain(secret);
  });
});
