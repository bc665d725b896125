import type { Database } from '@laneforge/platform';
import { and, eq } from 'drizzle-orm';
import { pictures, type AuthSchema } from '../db/schema';

export async function savePictureBytes(db: Database<AuthSchema>, userId: string, hash: string, data: Buffer): Promise<void> {
  await db
    .insert(pictures)
    .values({ userId, hash, data })
    .onConflictDoUpdate({ target: pictures.userId, set: { hash, data, updatedAt: new Date() } });
}

export async function findPictureBytes(db: Database<AuthSchema>, userId: string, hash: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: pictures.data })
    .from(pictures)
    .where(and(eq(pictures.userId, userId), eq(pictures.hash, hash)))
    .limit(1);
  return row?.data;
}
