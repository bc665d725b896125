import type { Database } from '@laneforge/platform';
import { desc, eq } from 'drizzle-orm';
import { adminMessages, type AdminSchema } from '../db/schema';
import type { MessageRow } from './messages';

type Db = Database<AdminSchema>;

export async function insertMessage(tx: Db, row: MessageRow): Promise<void> {
  await tx.insert(adminMessages).values(row);
}

export async function newestMessages(db: Db, limit: number): Promise<MessageRow[]> {
  return db.select().from(adminMessages).orderBy(desc(adminMessages.createdAt), desc(adminMessages.id)).limit(limit);
}

export async function lockMessage(tx: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await tx.select().from(adminMessages).where(eq(adminMessages.id, id)).for('update');
  return row;
}

export async function markDeactivated(tx: Db, id: string, by: string, at: Date): Promise<MessageRow> {
  const [row] = await tx.update(adminMessages).set({ deactivatedAt: at, deactivatedBy: by }).where(eq(adminMessages.id, id)).returning();
  return row!;
}
