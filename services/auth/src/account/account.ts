import { messages, type AuthResult, type LoginRequest, type RegisterRequest } from '@laneforge/contracts';
import { unauthorized } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { createSession } from '../sessions/store';
import { signAccessToken } from '../tokens/tokens';
import { hashPassword, verifyPassword } from '../users/passwords';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/store';
import { localDate, toSnapshot, toUser, type UserRow } from '../users/users';

/** The zone of an account that was never given one (DECISIONS.md: UTC by default). */
const DEFAULT_ZONE = 'UTC';

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
  // The browser's zone only fills in an account that has none yet; a zone set at registration or
  // chosen in the profile is the user's, and signing in from a trip never moves their allowance day.
  if (input.timezone && user.timezone === DEFAULT_ZONE && input.timezone !== DEFAULT_ZONE) user = await saveUserChanges(ctx, user.id, { timezone: input.timezone });
  return startSession(ctx, user, input.remember ?? false);
}

/** Applies changes to a user and announces them to the other services in the same transaction. */
export async function saveUserChanges(ctx: AuthContext, userId: string, changes: Parameters<typeof updateUser>[2]): Promise<UserRow> {
  const { runtime } = ctx;
  const row = await runtime.db.transaction(async (tx) => {
    const current = changes.timezone ? await findUserById(tx, userId) : undefined;
    const moved = current && changes.timezone && changes.timezone !== current.timezone ? { workoutsTodayDate: carriedToday(current, changes.timezone, new Date()) } : {};
    const updated = await updateUser(tx, userId, { ...changes, ...moved });
    await runtime.events.add(tx, 'auth.user_updated', { user: toSnapshot(updated) }, userId);
    return updated;
  });
  runtime.events.flush();
  return row;
}

/**
 * Today's count belongs to the user's today wherever they are: when the zone changes, a count
 * kept for today in the old zone is kept for today in the new one instead of reading as 0.
 */
export function carriedToday(user: Pick<UserRow, 'timezone' | 'workoutsTodayDate'>, timezone: string, now: Date): string | null {
  return user.workoutsTodayDate === localDate(now, user.timezone) ? localDate(now, timezone) : user.workoutsTodayDate;
}
