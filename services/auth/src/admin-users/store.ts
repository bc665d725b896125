import type { Database } from '@laneforge/platform';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { users, type AuthSchema } from '../db/schema';
import type { UserRow } from '../users/users';
import { containsPattern, typesOfFilter, typesOfTier } from './filters';

type Db = Database<AuthSchema>;

const countOf = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Counts over every account (spec §3 "Admin user list result"): tiers by subscription, admins by role. */
export async function accountCounts(db: Db) {
  const [row] = await db
    .select({
      total_count: sql<number>`count(*)::int`,
      admin_count: countOf(eq(users.role, 'admin')),
      free_users: countOf(inArray(users.subscriptionType, typesOfTier('free'))),
      lite_users: countOf(inArray(users.subscriptionType, typesOfTier('lite'))),
      pro_users: countOf(inArray(users.subscriptionType, typesOfTier('pro'))),
      elite_users: countOf(inArray(users.subscriptionType, typesOfTier('elite'))),
    })
    .from(users);
  return row!;
}

/** One page of the users matching a name/email fragment and a tier, newest accounts first, with how many match. */
export async function findUsers(db: Db, query: { search?: string | undefined; subscription_type?: string | undefined; page: number; page_size: number }) {
  const fragment = query.search?.trim();
  const where = and(
    fragment ? or(ilike(users.name, containsPattern(fragment)), ilike(users.email, containsPattern(fragment))) : undefined,
    query.subscription_type ? inArray(users.subscriptionType, typesOfFilter(query.subscription_type)) : undefined,
  );
  const [rows, [matching]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ count: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, matching: matching?.count ?? 0 };
}

/** The user, locked until the transaction ends. */
export async function lockUser(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * How many administrators there are, with every administrator row locked until the transaction
 * ends: two demotions at once cannot both see "another admin is left".
 */
export async function lockAdministrators(tx: Db): Promise<number> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update');
  return rows.length;
}

/** Sessions, pictures, reset codes and the inbox go with the user (foreign keys cascade). */
export async function deleteUserRow(tx: Db, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}
