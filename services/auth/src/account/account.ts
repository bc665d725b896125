import { messages, type AuthResult, type LoginRequest, type RegisterRequest } from '@laneforge/contracts';
import { unauthorized } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { createSession } from '../sessions/store';
import { signAccessToken } from '../tokens/tokens';
import { hashPassword, verifyPassword } from '../users/passwords';
import { findUserByEmail, insertUser, updateUser } from '../users/store';
import { toSnapshot, toUser, type UserRow } from '../users/users';

async function startSession(ctx: AuthContext, user: UserRow, remember: boolean): Promise<AuthResult> {
  const lifetime = remember ? ctx.config.REMEMBER_DAYS * 86_400_000 : ctx.config.SESSION_HOURS * 3_600_000;
  const session = await createSession(ctx.runtime.db, user.id, remember, lifetime);
  const access_token = await signAccessToken(
    ctx.keys,
    { issuer: ctx.config.JWT_ISSUER, audience: ctx.config.JWT_AUDIENCE },
    { userId: user.id, role: user.role, sid: session.id, expiresAt: session.expiresAt },
  );
  return { access_token, user: toUser(user) };
}

/** Registration always remembers the session (DECISIONS.md). */
export async function register(ctx: AuthContext, input: RegisterRequest): Promise<AuthResult> {
  const passwordHash = await hashPassword(input.password);
  const { runtime } = ctx;
  const user = await runtime.db.transaction(async (tx) => {
    const row = await insertUser(tx, { name: input.name, email: input.email, passwordHash, timezone: input.timezone });
    await runtime.events.add(tx, 'auth.user_registered', { user: toSnapshot(row) }, row.id);
    return row;
  });
  runtime.events.flush();
  return startSession(ctx, user, true);
}

export async function login(ctx: AuthContext, input: LoginRequest): Promise<AuthResult> {
  const found = await findUserByEmail(ctx.runtime.db, input.email);
  if (!(await verifyPassword(found?.passwordHash, input.password)) || !found) throw unauthorized(messages.invalidCredentials);
  let user = found;
  if (input.timezone && input.timezone !== user.timezone) user = await saveUserChanges(ctx, user.id, { timezone: input.timezone });
  return startSession(ctx, user, input.remember ?? false);
}

/** Applies changes to a user and announces them to the other services in the same transaction. */
export async function saveUserChanges(ctx: AuthContext, userId: string, changes: Parameters<typeof updateUser>[2]): Promise<UserRow> {
  const { runtime } = ctx;
  const row = await runtime.db.transaction(async (tx) => {
    const updated = await updateUser(tx, userId, changes);
    await runtime.events.add(tx, 'auth.user_updated', { user: toSnapshot(updated) }, userId);
    return updated;
  });
  runtime.events.flush();
  return row;
}
