import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { messages, type ResetPasswordRequest } from '@laneforge/contracts';
import { badRequest } from '@laneforge/platform';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../context';
import { accountMail } from '../mail/account-mail';
import { resetCodes } from '../db/schema';
import { revokeAllSessions } from '../sessions/store';
import { hashPassword } from '../users/passwords';
import { findUserByEmail, saveUserPassword } from '../users/store';
import { judgeCode, MAX_ATTEMPTS, newCode } from './rules';

const digest = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/**
 * Step 1 of the reset (DECISIONS.md): mail a 6-digit code valid 15 minutes. The caller answers the
 * same whether or not the account exists, and the code is made and mailed in the background, so
 * the answer time does not tell either (measured by `npm run bench -- security`).
 */
export async function requestResetCode(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  // An unknown address costs what a known one does (a code retired, a message rendered), so the next
  // answer is not slower after a real account: the background work of one request overlaps the next.
  const work = user ? issueCode(ctx, user) : retireCodes(ctx, randomUUID()).then(() => ctx.mailer.rehearse(resetMail(ctx, email, newCode(randomInt, ctx.clock()).code)));
  void work.catch((err: unknown) => ctx.logger.error({ err }, 'could not issue a reset code'));
}

/**
 * The code goes to whoever holds the address, who need not be whoever registered it (addresses are
 * not verified): so it carries no text of the account's, not even its name, only the product's.
 */
function resetMail(ctx: AuthContext, email: string, code: string) {
  const product = ctx.config.PRODUCT_NAME;
  return accountMail(ctx, { email, name: '' }, `Your ${product} password reset code`, [
    `Your ${product} password reset code is: ${code}`,
    '',
    'Enter it on the sign-in page under "Forgot password?" within 15 minutes.',
    'If you did not ask to reset your password, you can ignore this message; your password stays as it is.',
  ]);
}

/** Ends the account's unused codes: a new code replaces them (and an unknown id changes nothing). */
async function retireCodes(ctx: AuthContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(resetCodes).set({ usedAt: ctx.clock() }).where(and(eq(resetCodes.userId, userId), isNull(resetCodes.usedAt)));
  });
}

async function issueCode(ctx: AuthContext, user: { id: string; email: string; name: string }): Promise<void> {
  const { code, expiresAt } = newCode(randomInt, ctx.clock());
  await ctx.db.transaction(async (tx) => {
    await tx.update(resetCodes).set({ usedAt: ctx.clock() }).where(and(eq(resetCodes.userId, user.id), isNull(resetCodes.usedAt)));
    await tx.insert(resetCodes).values({ id: randomUUID(), userId: user.id, codeHash: digest(user.id, code).toString('hex'), expiresAt });
  });
  ctx.mailer
    .send(resetMail(ctx, user.email, code))
    .catch((err: unknown) => ctx.logger.error({ err }, 'could not send the reset code'));
}

/**
 * Step 2: a right code sets the password and ends every session of the account. A refusal does
 * the same work and says the same words for every address (rules.ts): one look-up of the account,
 * one of its code, one try counted.
 */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordRequest): Promise<void> {
  const { db } = ctx;
  const user = await findUserByEmail(db, input.email);
  // An unknown address looks up (and counts a try against) the codes of an id no account has.
  const userId = user?.id ?? randomUUID();
  const [current] = await db
    .select()
    .from(resetCodes)
    .where(and(eq(resetCodes.userId, userId), isNull(resetCodes.usedAt)))
    .orderBy(desc(resetCodes.createdAt))
    .limit(1);
  const matches = timingSafeEqual(digest(userId, input.code), current ? Buffer.from(current.codeHash, 'hex') : digest(userId, randomUUID()));
  const verdict = judgeCode(current, matches, ctx.clock());
  if (verdict.kind === 'refuse' || !user || !current) {
    await db
      .update(resetCodes)
      .set({ attempts: sql`least(${resetCodes.attempts} + 1, ${MAX_ATTEMPTS})` })
      .where(eq(resetCodes.id, current?.id ?? randomUUID()));
    throw badRequest(messages.invalidResetCode);
  }

  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx, outbox) => {
    const claimed = await tx
      .update(resetCodes)
      .set({ usedAt: ctx.clock() })
      .where(and(eq(resetCodes.id, current.id), isNull(resetCodes.usedAt)))
      .returning({ id: resetCodes.id });
    // Another request used the same code a moment earlier.
    if (claimed.length === 0) throw badRequest(messages.invalidResetCode);
    await saveUserPassword(tx, user.id, passwordHash);
    await revokeAllSessions(tx, outbox, user.id);
  });
  ctx.sessions.revoke({ userId: user.id });
}
