import { messages } from '@laneforge/contracts';

/** The password-reset rules of DECISIONS.md: a 6-digit code, valid 15 minutes, 5 tries. */
export const CODE_TTL_MS = 15 * 60_000;
export const MAX_ATTEMPTS = 5;

export interface StoredCode {
  expiresAt: Date;
  attempts: number;
}

/**
 * What a code given for an account leads to. `accept`: set the password, use the code up and end
 * every session of the account. `wrong`: one more try counted. The rest change nothing.
 */
export type Verdict =
  | { kind: 'accept' }
  | { kind: 'refuse'; detail: string }
  | { kind: 'wrong'; detail: string };

export function judgeCode(code: StoredCode | undefined, matches: boolean, now: Date): Verdict {
  if (!code || code.expiresAt.getTime() <= now.getTime()) return { kind: 'refuse', detail: messages.invalidResetCode };
  if (code.attempts >= MAX_ATTEMPTS) return { kind: 'refuse', detail: messages.resetCodeLocked };
  if (matches) return { kind: 'accept' };
  return { kind: 'wrong', detail: code.attempts + 1 >= MAX_ATTEMPTS ? messages.resetCodeLocked : messages.invalidResetCode };
}

/** A new code replaces any the account had; it expires `CODE_TTL_MS` after `now`. */
export function newCode(randomBelow: (max: number) => number, now: Date): { code: string; expiresAt: Date } {
  return { code: String(randomBelow(1_000_000)).padStart(6, '0'), expiresAt: new Date(now.getTime() + CODE_TTL_MS) };
}
