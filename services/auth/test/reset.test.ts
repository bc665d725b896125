import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@laneforge/contracts';
import { eventually } from '@laneforge/platform/testing';
import { resetCodes, users } from '../src/db/schema';
import { startTestAuth, uniqueEmail, type TestAuth } from './helpers';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
});
afterAll(() => auth?.close());

const post = (url: string, payload: object, token?: string) =>
  auth.service.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function registerUser() {
  const email = uniqueEmail('reset');
  const res = await post('/auth/register', { name: 'Reset Tester', email, password: 'original1' });
  return { email, token: res.json().access_token as string };
}

/** Reads the code from the mail written to DATA_DIR/mail (no SMTP_URL in tests). */
async function mailedCode(email: string): Promise<string> {
  const dir = path.join(auth.iso.env.DATA_DIR!, 'mail');
  return eventually(async () => {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(email.replace(/[^a-z0-9@._-]/gi, '_'))).sort();
    const last = files.at(-1);
    if (!last) return undefined;
    return /reset code is: (\d{6})/.exec(await readFile(path.join(dir, last), 'utf8'))?.[1];
  });
}

async function requestCode(email: string) {
  const res = await post('/auth/reset-password/request', { email });
  expect(res.statusCode).toBe(200);
  return res;
}

const reset = (email: string, code: string, password = 'brandnew1') =>
  post('/auth/reset-password', { email, code, new_password: password, confirm_password: password });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset with an emailed code', () => {
  it('answers the same for an unknown email as for a real one', async () => {
    const { email } = await registerUser();
    const known = await requestCode(email);
    const unknown = await requestCode(uniqueEmail('nobody'));
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: messages.resetCodeSent });
  });

  it.each([
    [{ email: 'a@example.com', code: '123456', new_password: '', confirm_password: '' }, messages.fillAllFields],
    [{ email: 'a@example.com', code: '123456', new_password: 'abcdefg', confirm_password: 'abcdefx' }, messages.passwordsDoNotMatch],
    [{ email: 'a@example.com', code: '123456', new_password: 'abc', confirm_password: 'abc' }, messages.passwordMin6Long],
    [{ email: 'a@example.com', new_password: 'abcdefg', confirm_password: 'abcdefg' }, messages.fillAllFields],
  ])('refuses %j with the spec text', async (body, detail) => {
    const res = await post('/auth/reset-password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it('sets the new password with the right code and ends every session', async () => {
    const { email, token } = await registerUser();
    await requestCode(email);
    const code = await mailedCode(email);
    const res = await reset(email, code);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successfully! You can now login with your new password.' });
    expect((await auth.service.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password: 'brandnew1' })).statusCode).toBe(200);
    expect((await reset(email, code, 'again12345')).json()).toEqual({ detail: messages.invalidResetCode });
  });

  it('locks the code after five wrong tries, even against the right code, answering as for an address with no account', async () => {
    const { email } = await registerUser();
    const unknown = uniqueEmail('nobody');
    await requestCode(email);
    await requestCode(unknown);
    const code = await mailedCode(email);
    const answers = async (address: string, tries: string[]) => {
      const seen = [];
      for (const given of tries) {
        const res = await reset(address, given);
        seen.push({ status: res.statusCode, body: res.json() });
      }
      return seen;
    };
    // Five wrong codes, then the right one (the lockout must refuse it), then more wrong ones.
    const tries = [...Array(5).fill(wrongCode(code)), code, wrongCode(code), wrongCode(code)];
    const real = await answers(email, tries);
    expect(real).toEqual(Array(tries.length).fill({ status: 400, body: { detail: messages.invalidResetCode } }));
    expect(await answers(unknown, tries)).toEqual(real);
    expect((await post('/auth/login', { email, password: 'original1' })).statusCode).toBe(200);
    // A wrong try is counted no further than the lockout needs.
    const [stored] = await auth.service.context.db
      .select({ attempts: resetCodes.attempts })
      .from(resetCodes)
      .innerJoin(users, eq(users.id, resetCodes.userId))
      .where(and(eq(users.email, email), isNull(resetCodes.usedAt)));
    expect(stored?.attempts).toBe(5);
  });

  it('mails the code with no text of the account, not even its name: whoever registered the address chose it', async () => {
    const email = uniqueEmail('named');
    expect((await post('/auth/register', { name: 'SECURITY ALERT verify at https://evil.example', email, password: 'original1' })).statusCode).toBe(201);
    await requestCode(email);
    await mailedCode(email);
    const dir = path.join(auth.iso.env.DATA_DIR!, 'mail');
    const [file] = (await readdir(dir)).filter((f) => f.includes(email.replace(/[^a-z0-9@._-]/gi, '_')));
    const text = (await readFile(path.join(dir, file!), 'utf8')).replace(/=\r?\n/g, '');
    expect(text).toContain('\nHello,\n');
    expect(text).not.toMatch(/SECURITY|evil/);
  });

  it('refuses an expired code', async () => {
    const { email } = await registerUser();
    await requestCode(email);
    const code = await mailedCode(email);
    await auth.service.context.db.execute(sql`update reset_codes set expires_at = now() - interval '1 second'`);
    const res = await reset(email, code);
    expect(res.json()).toEqual({ detail: messages.invalidResetCode });
  });
});
