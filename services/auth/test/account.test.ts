import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@laneforge/contracts';
import { authService } from '../src/service';
import { ADMIN, startTestAuth, uniqueEmail, type TestAuth } from './helpers';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
});
afterAll(() => auth?.close());

const post = (url: string, payload: unknown, token?: string) =>
  auth.service.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
const get = (url: string, token?: string) => auth.service.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function registerUser(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const body = { name: 'Maya Torres', email: uniqueEmail(), password: 'freestyle1', ...overrides };
  const res = await post('/auth/register', body);
  expect(res.statusCode).toBe(201);
  return { ...body, token: res.json().access_token as string, user: res.json().user };
}

/** The last mail to `to` whose text holds `holding`, as written to DATA_DIR/mail. */
async function mailTo(to: string, holding: string): Promise<string> {
  const dir = path.join(auth.iso.env.DATA_DIR!, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(to.replace(/[^a-z0-9@._-]/gi, '_'))).sort();
  for (const f of files.reverse()) {
    const text = await readFile(path.join(dir, f), 'utf8');
    if (text.includes(holding)) return text;
  }
  return '';
}

/** A message's text body, its quoted-printable soft breaks and escapes undone. */
const decodedBody = (eml: string) =>
  eml
    .slice(eml.indexOf('\n\n') + 2)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('registration', () => {
  it('creates a free, active user with every spec field and a working token', async () => {
    const { token, user, email } = await registerUser();
    expect(user).toMatchObject({
      name: 'Maya Torres',
      email,
      role: 'user',
      subscription_type: 'free',
      subscription_status: 'active',
      current_period_end: null,
      picture: null,
      usage_count: 0,
      total_workouts_created: 0,
      workouts_created_today: 0,
    });
    const me = await get('/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it.each([
    [{ email: uniqueEmail(), password: 'secret1' }, messages.fillAllFields],
    [{ name: 'A', password: 'secret1' }, messages.fillAllFields],
    [{ name: '   ', email: uniqueEmail(), password: 'secret1' }, messages.fillAllFields],
    [{ name: 'A', email: uniqueEmail(), password: '12345' }, messages.passwordMin6],
    [{ name: 'A', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
  ])('refuses %j with the spec text', async (body, detail) => {
    const res = await post('/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it.each([
    ['a line break', 'Bob,\n\nSECURITY ALERT: verify at https://evil.example'],
    ['a carriage return', 'Eve\r\nBcc: x@evil.example'],
    ['a tab', 'Eve\tBcc'],
    ['a paragraph separator', 'Eve\u2029Alert'],
    ['a direction override', 'Eve \u202egnp.exe'],
    ['a NUL', 'Eve\u0000'],
  ])('refuses a name with %s, at registration and in the profile, with 400 {detail}', async (_, name) => {
    const res = await post('/auth/register', { name, email: uniqueEmail(), password: 'secret12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Name may not hold line breaks or control characters' });
    const { token, email } = await registerUser();
    const put = await auth.service.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload: { name, email } });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ detail: 'Name may not hold line breaks or control characters' });
    expect((await get('/auth/me', token)).json().name).toBe('Maya Torres');
  });

  it('keeps names in every script, with joiners and marks', async () => {
    for (const name of ['José Martínez-Ölz', 'محمد\u200cرضا', 'Ана Петрова', '佐藤 花子', 'Mia 🏊\u200d♀️']) {
      const { user } = await registerUser({ name });
      expect(user.name).toBe(name);
    }
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    const { email } = await registerUser();
    const res = await post('/auth/register', { name: 'Other', email: email.toUpperCase(), password: 'another1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: messages.emailTaken });
  });
});

describe('login', () => {
  it('signs in with the right password and fills in the browser’s time zone for an account that has none', async () => {
    const { email, password } = await registerUser();
    const res = await post('/auth/login', { email, password, remember: true, timezone: 'America/Chicago' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.timezone).toBe('America/Chicago');
  });

  it('never overwrites a time zone chosen in the profile when signing in from another zone', async () => {
    const { email, password, token } = await registerUser();
    const chosen = await auth.service.app.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Maya Torres', email, timezone: 'Europe/Paris' },
    });
    expect(chosen.json().timezone).toBe('Europe/Paris');
    const res = await post('/auth/login', { email, password, timezone: 'Asia/Tokyo' });
    expect(res.json().user.timezone).toBe('Europe/Paris');
    expect((await get('/auth/me', res.json().access_token)).json().timezone).toBe('Europe/Paris');
  });

  it('answers a wrong password and an unknown email with the same 401 detail', async () => {
    const { email } = await registerUser();
    const wrong = await post('/auth/login', { email, password: 'not-it-at-all' });
    const unknown = await post('/auth/login', { email: uniqueEmail('ghost'), password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: messages.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('asks for both fields', async () => {
    const res = await post('/auth/login', { email: '' });
    expect(res.json()).toEqual({ detail: messages.fillAllFields });
  });

  it('gives the ADMIN_EMAIL account the admin role from the first start', async () => {
    const res = await post('/auth/login', ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', subscription_type: 'admin' });
  });
});

describe('tokens that must be refused', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuses an expired token', async () => {
    const { user } = await registerUser();
    const { keys, config } = auth.service.context;
    const expired = await new SignJWT({ role: 'user', sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid })
      .setSubject(user.id)
      .setIssuer(config.JWT_ISSUER)
      .setAudience(config.JWT_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(keys.privateKey);
    expect((await get('/auth/me', expired)).statusCode).toBe(401);
  });

  it('refuses a token whose payload was changed (role raised to admin)', async () => {
    const { token } = await registerUser();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    expect((await get('/auth/me', tampered)).statusCode).toBe(401);
  });

  it('refuses an unsigned alg:none token', async () => {
    const { token } = await registerUser();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await get('/auth/me', none)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key under the same key id', async () => {
    const { token } = await registerUser();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: auth.service.context.keys.kid }).sign(privateKey);
    expect((await get('/auth/me', forged)).statusCode).toBe(401);
  });

  it('refuses a token after logout', async () => {
    const { token } = await registerUser();
    expect((await post('/auth/logout', {}, token)).statusCode).toBe(200);
    const again = await get('/auth/me', token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: messages.sessionExpired });
  });

  it('answers 401 without a token', async () => {
    const res = await get('/user/refresh');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: messages.notAuthenticated });
  });
});

describe('profile', () => {
  it('updates name and email and announces the change', async () => {
    const { token } = await registerUser();
    const email = uniqueEmail('renamed');
    const res = await auth.service.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Maya T.', email, current_password: 'freestyle1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Maya T.', email });
  });

  it('moves the account to a new email only with the current password, and tells the old address', async () => {
    const { token, email: old } = await registerUser();
    const email = uniqueEmail('moved');
    const put = (payload: Record<string, unknown>) => auth.service.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Maya Torres', email, ...payload } });
    const without = await put({});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ detail: messages.currentPasswordForEmail });
    const wrong = await put({ current_password: 'not-my-password' });
    expect(wrong.json()).toEqual({ detail: messages.currentPasswordWrong });
    expect((await get('/auth/me', token)).json().email).toBe(old);

    expect((await put({ current_password: 'freestyle1' })).json().email).toBe(email);
    const dir = path.join(auth.iso.env.DATA_DIR!, 'mail');
    const told = async () => {
      for (const f of (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(old.replace(/[^a-z0-9@._-]/gi, '_')))) {
        const text = await readFile(path.join(dir, f), 'utf8');
        if (text.includes('email was changed')) return text;
      }
      return '';
    };
    await expect.poll(told, { timeout: 10_000 }).toContain(email);
  });

  it('writes a stored name with line breaks as one line of the greeting, never as lines of the message', async () => {
    const { token, email: old, user } = await registerUser();
    // A name stored before names were checked for line breaks.
    await auth.service.context.db.execute(sql`update users set name = ${'Bob,\r\n\r\nSECURITY ALERT: verify at https://evil.example\n'} where id = ${user.id}`);
    const email = uniqueEmail('moved');
    const res = await auth.service.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Bob', email, current_password: 'freestyle1' } });
    expect(res.statusCode).toBe(200);
    const told = async () => decodedBody(await mailTo(old, 'email was changed'));
    await expect.poll(told, { timeout: 10_000 }).toContain(email);
    const body = await told();
    expect(body.split('\n')[0]).toBe('Hello Bob, SECURITY ALERT: verify at https://evil.example,');
    expect(body.split('\n').filter((line) => line.includes('SECURITY ALERT'))).toHaveLength(1);
  });

  it('keeps name and time zone changes free of a password when the email stays', async () => {
    const { token, email } = await registerUser();
    const res = await auth.service.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Maya T.', email: email.toUpperCase(), timezone: 'Europe/Paris' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Maya T.', email, timezone: 'Europe/Paris' });
  });

  it('needs both name and email', async () => {
    const { token } = await registerUser();
    const res = await auth.service.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${token}` }, payload: { name: '  ', email: 'x@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: messages.nameAndEmailRequired });
  });

  it("cannot take another account's email", async () => {
    const first = await registerUser();
    const second = await registerUser();
    const res = await auth.service.app.inject({ method: 'PUT', url: '/auth/profile', headers: { authorization: `Bearer ${second.token}` }, payload: { name: 'x', email: first.email, current_password: 'freestyle1' } });
    expect(res.statusCode).toBe(409);
  });
});

describe('password change from the profile', () => {
  it.each([
    [{ current_password: 'freestyle1', new_password: '', confirm_password: '' }, messages.fillAllPasswordFields],
    [{ current_password: 'freestyle1', new_password: 'abcdefg', confirm_password: 'abcdefh' }, messages.passwordsDoNotMatch],
    [{ current_password: 'freestyle1', new_password: 'abc', confirm_password: 'abc' }, messages.passwordMin6Long],
  ])('refuses %j with the spec text', async (body, detail) => {
    const { token } = await registerUser();
    const res = await post('/auth/change-password', body, token);
    expect(res.json()).toEqual({ detail });
  });

  it('needs the current password, so a stolen token alone cannot change it', async () => {
    const { token } = await registerUser();
    const res = await post('/auth/change-password', { current_password: 'guessing', new_password: 'newpass1', confirm_password: 'newpass1' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: messages.currentPasswordWrong });
  });

  it('sets the new password and ends every session of the account', async () => {
    const { token, email } = await registerUser();
    const other = (await post('/auth/login', { email, password: 'freestyle1' })).json().access_token;
    const res = await post('/auth/change-password', { current_password: 'freestyle1', new_password: 'butterfly2', confirm_password: 'butterfly2' }, token);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successfully! Please login again.' });
    expect((await get('/auth/me', token)).statusCode).toBe(401);
    expect((await get('/auth/me', other)).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password: 'freestyle1' })).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password: 'butterfly2' })).statusCode).toBe(200);
  });
});

describe('service plumbing', () => {
  it('carries the request id through and answers unknown routes with {detail}', async () => {
    const res = await auth.service.app.inject({ method: 'GET', url: '/nope', headers: { 'x-request-id': 'req-abc-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    expect(res.json().detail).toMatch(/No route/);
  });

  it('reports ready with database and bus, exposes metrics and an OpenAPI document', async () => {
    expect((await get('/readyz')).json()).toMatchObject({ status: 'ready', checks: { database: 'ok', bus: 'ok' } });
    expect((await get('/metrics')).body).toContain('http_request_duration_seconds');
    const doc = (await get('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/register', '/auth/login', '/user/upload-picture']));
  });

  it('answers a malformed JSON body with 400 {detail}', async () => {
    const res = await auth.service.app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON' });
  });
});

describe('the administrator named by ADMIN_EMAIL', () => {
  it('is not granted to a user who holds that email once an administrator exists', async () => {
    const { email, password } = await registerUser({ email: uniqueEmail('claims-admin') });
    const again = await authService.build({ ...auth.iso.env, ADMIN_EMAIL: email });
    try {
      await again.app.ready();
      const signedIn = await post('/auth/login', { email, password });
      expect((await get('/auth/me', signedIn.json().access_token)).json().role).toBe('user');
    } finally {
      await again.close();
    }
  });
});
