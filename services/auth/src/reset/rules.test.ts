import { messages } from '@laneforge/contracts';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, MAX_ATTEMPTS, judgeCode, newCode } from './rules';

const now = new Date('2026-03-01T12:00:00Z');
const valid = { expiresAt: new Date(now.getTime() + 60_000), attempts: 0 };

describe('password-reset rules', () => {
  it('accepts the right code before it expires', () => {
    expect(judgeCode(valid, true, now)).toEqual({ kind: 'accept' });
  });

  it('refuses any code when the account has none, or it has expired, without counting a try', () => {
    expect(judgeCode(undefined, true, now)).toEqual({ kind: 'refuse', detail: messages.invalidResetCode });
    expect(judgeCode({ ...valid, expiresAt: now }, true, now)).toEqual({ kind: 'refuse', detail: messages.invalidResetCode });
  });

  it('counts a wrong code as a try and says the code is locked on the last one', () => {
    expect(judgeCode(valid, false, now)).toEqual({ kind: 'wrong', detail: messages.invalidResetCode });
    expect(judgeCode({ ...valid, attempts: MAX_ATTEMPTS - 2 }, false, now)).toEqual({ kind: 'wrong', detail: messages.invalidResetCode });
    expect(judgeCode({ ...valid, attempts: MAX_ATTEMPTS - 1 }, false, now)).toEqual({ kind: 'wrong', detail: messages.resetCodeLocked });
  });

  it('refuses even the right code once five tries are spent', () => {
    expect(judgeCode({ ...valid, attempts: MAX_ATTEMPTS }, true, now)).toEqual({ kind: 'refuse', detail: messages.resetCodeLocked });
  });

  it('makes six-digit codes, zero-padded, valid for fifteen minutes', () => {
    expect(newCode(() => 42, now)).toEqual({ code: '000042', expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    expect(newCode(() => 999_999, now).code).toBe('999999');
    expect(CODE_TTL_MS).toBe(15 * 60_000);
  });
});
