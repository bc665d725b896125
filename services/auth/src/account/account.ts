import { messages, type AuthResult, type Role, type ChangePasswordRequest, type LoginRequest, type ProfileUpdateRequest, type RegisterRequest, type User } from '@laneforge/contracts';
import { badRequest, unauthorized } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { accountMail } from '../mail/account-mail';
import { createSession, revokeAllSessions, revokeSession } from '../sessions/store';
import { signAccessToken } from '../tokens/tokens';
import { hashPassword, verifyPassword } from '../users/passwords';
import { findUserByEmail, findUserById, insertUser, saveUserPassword, updateUser } from '../users/store';
import { localDate, toSnapshot, toUser, type UserRow } from '../users/users';

/** The zone of an account that was never given one (DECISIONS.md: UTC by default). */
const DEFAULT_ZONE = 'UTC';

async function startSession(ctx: AuthContext, user: UserRow, remember: boolean): Promise<AuthResult> {
  const lifetime = remember ? ctx.config.REMEMBER_DAYS * 86_400_000 : ctx.config.SESSION_HOURS * 3_600_000;
  const session = await createSession(ctx.db, user.id, remember, lifetime);
  const access_token = await signAccessToken(
    ctx.keys,
    { issuer: ctx.config.JWT_ISSUER, audience: ctx.config.JWT_AUDIENCE },
    { userId: user.id, role: user.role, sid: session.id, expiresAt: session.expiresAt },
  );
  return { access_token, user: toUser(user) };
}

/** A new account, announced to the other services with its creation. */
export async function addAccount(ctx: AuthContext, input: { name: string; email: string; password: string; role?: Role; timezone?: string | undefined }): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx, outbox) => {
    const row = await insertUser(tx, { name: input.name, email: input.email, passwordHash, role: input.role, timezone: input.timezone });
    await outbox.add('auth.user_registered', { user: toSnapshot(row) }, row.id);
    return row;
  });
}

/** Registration always remembers the session (DECISIONS.md). */
export async function register(ctx: AuthContext, input: RegisterRequest): Promise<AuthResult> {
  return startSession(ctx, await addAccount(ctx, input), true);
}

export async function login(ctx: AuthContext, input: LoginRequest): Promise<AuthResult> {
  const found = await findUserByEmail(ctx.db, input.email);
  if (!(await verifyPassword(found?.passwordHash, input.password)) || !found) throw unauthorized(messages.invalidCredentials);
  let user = found;
  // The browser's zone only fills in an account that has none yet; a zone set at registration or
  // chosen in the profile is the user's, and signing in from a trip never moves their allowance day.
  if (input.timezone && user.timezone === DEFAULT_ZONE && input.timezone !== DEFAULT_ZONE) user = await saveUserChanges(ctx, user.id, { timezone: input.timezone });
  return startSession(ctx, user, input.remember ?? false);
}

export async function logout(ctx: AuthContext, sid: string): Promise<void> {
  await ctx.db.transaction((tx, outbox) => revokeSession(tx, outbox, sid));
  ctx.sessions.revoke({ sid });
}

/** The signed-in user; a user deleted since the token was issued has no session left to speak of. */
export async function currentUser(ctx: AuthContext, userId: string): Promise<User> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw unauthorized(messages.sessionExpired);
  return toUser(row);
}

/**
 * Name, email and time zone. A new email needs the current password, as a password change does
 * (DECISIONS.md): otherwise a stolen token could move the account to another inbox and reset its
 * password from there. The old address is told of the change.
 */
export async function updateProfile(ctx: AuthContext, userId: string, input: ProfileUpdateRequest): Promise<User> {
  const { name, timezone } = input;
  const email = input.email.toLowerCase();
  const row = await findUserById(ctx.db, userId);
  if (!row) throw unauthorized(messages.sessionExpired);
  const moving = email !== row.email.toLowerCase();
  if (moving && !input.current_password) throw badRequest(messages.currentPasswordForEmail);
  if (moving && !(await verifyPassword(row.passwordHash, input.current_password!))) throw badRequest(messages.currentPasswordWrong);
  const updated = await saveUserChanges(ctx, userId, { name, email, ...(timezone ? { timezone } : {}) });
  if (moving) {
    ctx.mailer.send(emailChangedMail(ctx, row, email)).catch((err: unknown) => ctx.logger.error({ err }, 'could not tell the old address of an email change'));
  }
  return toUser(updated);
}

function emailChangedMail(ctx: AuthContext, user: { email: string; name: string }, newEmail: string) {
  const product = ctx.config.PRODUCT_NAME;
  return accountMail(ctx, user, `Your ${product} email was changed`, [
    `The email of your ${product} account was changed to ${newEmail}. From now on, sign in with that address.`,
    '',
    'If you did not make this change, reply to this message or contact support at once: someone may have your password.',
  ]);
}

/** The current password proves it is the owner (DECISIONS.md); every session ends with the change. */
export async function changePassword(ctx: AuthContext, userId: string, input: ChangePasswordRequest): Promise<void> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw unauthorized(messages.sessionExpired);
  if (!(await verifyPassword(row.passwordHash, input.current_password))) throw badRequest(messages.currentPasswordWrong);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx, outbox) => {
    await saveUserPassword(tx, userId, passwordHash);
    await revokeAllSessions(tx, outbox, userId);
  });
  ctx.sessions.revoke({ userId });
}

/** Applies changes to a user and announces them to the other services in the same transaction. */
export async function saveUserChanges(ctx: AuthContext, userId: string, changes: Parameters<typeof updateUser>[2]): Promise<UserRow> {
  return ctx.db.transaction(async (tx, outbox) => {
    const current = changes.timezone ? await findUserById(tx, userId) : undefined;
    const moved = current && changes.timezone && changes.timezone !== current.timezone ? { workoutsTodayDate: carriedToday(current, changes.timezone, ctx.clock()) } : {};
    const updated = await updateUser(tx, userId, { ...changes, ...moved });
    await outbox.add('auth.user_updated', { user: toSnapshot(updated) }, userId);
    return updated;
  });
}

/**
 * Today's count belongs to the user's today wherever they are: when the zone changes, a count
 * kept for today in the old zone is kept for today in the new one instead of reading as 0.
 */
export function carriedToday(user: Pick<UserRow, 'timezone' | 'workoutsTodayDate'>, timezone: string, now: Date): string | null {
  return user.workoutsTodayDate === localDate(now, user.timezone) ? localDate(now, timezone) : user.workoutsTodayDate;
}
