import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@laneforge/contracts';
import { isolatedEnv, type Isolation } from '@laneforge/platform/testing';
import { buildAuthService, type AuthService } from '../../services/auth/src/app';
import { buildGateway, type Gateway } from '../src/app';

interface Echoed {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Stands in for a service not built yet: records what reached it. */
function echoServer(): Promise<{ server: Server; url: string; seen: Echoed[] }> {
  const seen: Echoed[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: req.url, bytes: body.toString('base64'), requestId: req.headers['x-request-id'] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })));
}

let iso: Isolation;
let auth: AuthService;
let gateway: Gateway;
let echo: Awaited<ReturnType<typeof echoServer>>;
let base: string;

beforeAll(async () => {
  iso = await isolatedEnv('gateway', { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password-123' });
  auth = await buildAuthService(iso.env);
  await auth.app.listen({ port: 0, host: '127.0.0.1' });
  const authUrl = `http://127.0.0.1:${(auth.app.server.address() as AddressInfo).port}`;
  echo = await echoServer();
  const dist = await mkdtemp(path.join(tmpdir(), 'lf-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>LaneForge</title><div id="root"></div>');
  gateway = await buildGateway({
    LOG_LEVEL: 'silent',
    AUTH_URL: authUrl,
    BILLING_URL: echo.url,
    TRAINING_URL: 'http://127.0.0.1:1',
    FRONTEND_DIST: dist,
    AUTH_RATE_LIMIT_MAX: '5',
  });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway?.app.close();
  await auth?.close();
  echo?.server.close();
  await iso?.cleanup();
});

const call = (pathname: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${base}${pathname}`, {
    ...init,
    headers: { ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as object) },
  });

let n = 0;
async function register() {
  const email = `gw.${Date.now()}.${n++}@example.com`;
  const res = await call('/api/auth/register', { method: 'POST', body: JSON.stringify({ name: 'Gate Keeper', email, password: 'gateway1' }) });
  expect(res.status).toBe(201);
  return { email, token: ((await res.json()) as { access_token: string }).access_token };
}

describe('gateway routing and edge checks', () => {
  it('routes /api/auth/* and /api/user/* to the auth service', async () => {
    const { token, email } = await register();
    const me = await call('/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
    expect((await call('/api/user/refresh', { token })).status).toBe(200);
  });

  it('routes /api/user/workouts to the training service, the rest of /api/user to auth', async () => {
    const { token } = await register();
    const history = await call('/api/user/workouts', { token });
    expect(history.status).toBe(503);
    expect(((await history.json()) as { detail: string }).detail).toMatch(/training service is not available/);
    expect((await call('/api/user/refresh', { token })).status).toBe(200);
  });

  it('refuses a protected route without a token at the edge, before the service sees it', async () => {
    const before = echo.seen.length;
    const res = await call('/api/subscription/billing-status');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: messages.notAuthenticated });
    expect(echo.seen.length).toBe(before);
  });

  it('refuses a token within a second of logout, at the gateway and at the service', async () => {
    const { token } = await register();
    expect((await call('/api/subscription/billing-status', { token })).status).toBe(200);
    expect((await call('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 2_000) {
      status = (await call('/api/subscription/billing-status', { token })).status;
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_000);
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
    const seen = echo.seen.at(-1)!;
    expect(seen.body.equals(raw)).toBe(true);
    expect(seen.headers['stripe-signature']).toBe('t=1,v1=abc');
    expect(seen.headers['x-request-id']).toBe('hook-42');
    expect(seen.url).toBe('/subscription/webhook');
    expect(res.headers.get('x-request-id')).toBe('hook-42');
  });

  it('answers 503 {detail} within a second when a service is down', async () => {
    const { token } = await register();
    const started = Date.now();
    const res = await call('/api/usage/check', { token });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/training service is not available/);
    expect(Date.now() - started).toBeLessThan(1_000);
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

  it('serves the merged API document and Swagger UI', async () => {
    const doc = (await (await call('/api/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/user/upload-picture']));
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/internal'))).toBe(false);
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
    const { token } = await register();
    const api = await call('/api/auth/me', { token });
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(api.headers.get('content-security-policy')).toBeNull();
  });

  it('answers health, readiness and metrics', async () => {
    expect((await call('/healthz')).status).toBe(200);
    expect(await (await call('/metrics')).text()).toContain('http_request_duration_seconds');
  });
});

describe('when the auth service is down', () => {
  let lonely: Gateway;
  beforeAll(async () => {
    lonely = await buildGateway({ LOG_LEVEL: 'silent', AUTH_URL: 'http://127.0.0.1:1', BILLING_URL: echo.url });
  });
  afterAll(() => lonely?.app.close());

  it('answers sign-in with 503 {detail} within a second', async () => {
    const started = Date.now();
    const res = await lonely.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'whatever1' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/auth service is not available/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers a protected route with 503, not 401, because the token cannot be checked', async () => {
    const { token } = await register();
    const started = Date.now();
    const res = await lonely.app.inject({ method: 'GET', url: '/api/subscription/billing-status', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/cannot be checked/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
