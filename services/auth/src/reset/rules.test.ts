import { messages } from '@laneforge/contracts';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, MAX_ATTEMPTS, judgeCode, newCode } from './rules';

const now = new Date('2026-03-01T12:00:00Z');
const valid = { expiresAt: new Date(now.getTime() + 60_000), attempts: 0 };

describe('password-reset rules', () => {
  it('accepts the right code before it expires', () => {
    expect(judgeCode(valid, true, now)).toEqual({ kind: 'accept' });
  });

  it('refuses any code when the account has none, or it has expired', () => {
    expect(judgeCode(undefined, true, now)).toEqual({ kind: 'refuse', detail: messages.invalidResetCode });
    expect(judgeCode({ ...valid, expiresAt: now }, true, now)).toEqual({ kind: 'refuse', detail: messages.invalidResetCode });
  });

  it('refuses a wrong code, the last of five tries and the right code after them with the same words as an unknown address', () => {
    const unknown = judgeCode(undefined, false, now);
    for (const attempts of [0, MAX_ATTEMPTS - 2, MAX_ATTEMPTS - 1]) expect(judgeCode({ ...valid, attempts }, false, now)).toEqual(unknown);
    // The lockout still protects the code: five wrong tries and even the right one is refused.
    expect(judgeCode({ ...valid, attempts: MAX_ATTEMPTS }, true, now)).toEqual(unknown);
    expect(judgeCode({ ...valid, attempts: MAX_ATTEMPTS - 1 }, true, now)).toEqual({ kind: 'accept' });
  });

  it('makes six-digit codes, zero-padded, valid for fifteen minutes', () => {
    expect(newCode(() => 42, now)).toEqual({ code: '000042', expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    expect(newCode(() => 999_999, now).code).toBe('999999');
    expect(CODE_TTL_MS).toBe(15 * 60_000);
  });
});
