import { adminTexts, isUuid, type AdminUserList, type AdminUserListQuery, type InternalUserCreate, type InternalUserUpdate, type User } from '@laneforge/contracts';
import { conflict, notFound } from '@laneforge/platform';
import type { z } from 'zod';
import { addAccount } from '../account/account';
import type { AuthContext } from '../context';
import { revokeAllSessions } from '../sessions/store';
import { findUserById, updateUser } from '../users/store';
import { normaliseEmail, toSnapshot, toUser } from '../users/users';
import { accountCounts, deleteUserRow, findUsers, lockAdministrators, lockUser } from './store';

/** The administrator's user list: a page of the matching users and counts over all of them. */
export async function listUsers(ctx: AuthContext, query: z.output<typeof AdminUserListQuery>): Promise<AdminUserList> {
  const [counts, found] = await Promise.all([accountCounts(ctx.db), findUsers(ctx.db, query)]);
  const now = ctx.clock();
  return { users: found.rows.map((row) => toUser(row, now)), ...counts, matching_count: found.matching, page: query.page, page_size: query.page_size };
}

export async function getUser(ctx: AuthContext, id: string): Promise<User> {
  const row = isUuid(id) ? await findUserById(ctx.db, id) : undefined;
  if (!row) throw notFound(adminTexts.userNotFound);
  return toUser(row, ctx.clock());
}

/** An account made by an administrator: it signs in like any other (spec §6). */
export async function createUser(ctx: AuthContext, input: InternalUserCreate): Promise<User> {
  return toUser(await addAccount(ctx, input), ctx.clock());
}

/**
 * Name, email and role, as an administrator sets them. The last administrator is never demoted, and a
 * changed role ends the user's sessions: their tokens carry the old role.
 */
export async function changeUser(ctx: AuthContext, id: string, input: InternalUserUpdate): Promise<User> {
  if (!isUuid(id)) throw notFound(adminTexts.userNotFound);
  const row = await ctx.db.transaction(async (tx, outbox) => {
    const admins = await lockAdministrators(tx);
    const current = await lockUser(tx, id);
    if (!current) throw notFound(adminTexts.userNotFound);
    const roleChanges = input.role !== undefined && input.role !== current.role;
    if (roleChanges && current.role === 'admin' && admins <= 1) throw conflict(adminTexts.lastAdmin);
    const updated = await updateUser(tx, id, {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.email !== undefined ? { email: normaliseEmail(input.email) } : {}),
      ...(roleChanges ? { role: input.role } : {}),
    });
    if (roleChanges) await revokeAllSessions(tx, outbox, id);
    await outbox.add('auth.user_updated', { user: toSnapshot(updated) }, id);
    return { updated, roleChanges };
  });
  if (row.roleChanges) ctx.sessions.revoke({ userId: id });
  return toUser(row.updated, ctx.clock());
}

/**
 * Deletes a user at once: their sessions (so their tokens stop working everywhere within a second),
 * pictures, reset codes and inbox go with them; training and billing learn it from `auth.user_deleted`.
 * Administrator accounts are never deleted, so the last one can never go.
 */
export async function removeUser(ctx: AuthContext, id: string): Promise<User> {
  if (!isUuid(id)) throw notFound(adminTexts.userNotFound);
  const row = await ctx.db.transaction(async (tx, outbox) => {
    const current = await lockUser(tx, id);
    if (!current) throw notFound(adminTexts.userNotFound);
    if (current.role === 'admin') throw conflict(adminTexts.adminNotDeletable);
    await deleteUserRow(tx, id);
    await outbox.add('auth.user_deleted', { userId: id }, id);
    return current;
  });
  // Every process forgets the user's sessions now, not when its cache would have expired.
  ctx.sessions.revoke({ userId: id });
  return toUser(row, ctx.clock());
}
