import type { Database } from '@laneforge/platform';
import { eq, sql } from 'drizzle-orm';
import { preparedFor } from '../db/prepared';
import { paces } from '../db/schema';

export type PacesRow = typeof paces.$inferSelect;
export type PacesValues = Omit<typeof paces.$inferInsert, 'userId' | 'updatedAt'>;

const byUser = preparedFor((db) => db.select().from(paces).where(eq(paces.userId, sql.placeholder('userId'))).limit(1).prepare('training_paces_by_user'));

export async function findPaces(db: Database, userId: string): Promise<PacesRow | undefined> {
  const [row] = await byUser(db).execute({ userId });
  return row;
}

/** One record per account: a new one replaces the old. */
export async function savePaces(db: Database, userId: string, values: PacesValues, at: Date): Promise<PacesRow> {
  const set = { ...values, updatedAt: at };
  const [row] = await db
    .insert(paces)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: paces.userId, set })
    .returning();
  return row!;
}
