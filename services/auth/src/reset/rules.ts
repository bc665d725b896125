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
 * every session of the account. `refuse`: one more try counted against the account's code, if it
 * has one. Every refusal says the same words, whether the address has an account, a code, an
 * expired one or one locked by five wrong tries: the answer must not tell which addresses have
 * accounts (a lockout that said so would). The lockout still holds: a locked code is refused even
 * when right.
 */
export type Verdict = { kind: 'accept' } | { kind: 'refuse'; detail: string };

const refuse: Verdict = { kind: 'refuse', detail: messages.invalidResetCode };

export function judgeCode(code: StoredCode | undefined, matches: boolean, now: Date): Verdict {
  if (!code || code.expiresAt.getTime() <= now.getTime() || code.attempts >= MAX_ATTEMPTS || !matches) return refuse;
  return { kind: 'accept' };
}

/** A new code replaces any the account had; it expires `CODE_TTL_MS` after `now`. */
export function newCode(randomBelow: (max: number) => number, now: Date): { code: string; expiresAt: Date } {
  return { code: String(randomBelow(1_000_000)).padStart(6, '0'), expiresAt: new Date(now.getTime() + CODE_TTL_MS) };
}
