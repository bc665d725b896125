import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@laneforge/platform';
import { sessions, type AuthSchema } from '../db/schema';

export async function createSession(db: Database<AuthSchema>, userId: string, remember: boolean, lifetimeMs: number) {
  const session = { id: randomUUID(), userId, remember, expiresAt: new Date(Date.now() + lifetimeMs) };
  await db.insert(sessions).values(session);
  return session;
}

export async function isSessionActive(db: Database<AuthSchema>, sid: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

export async function revokeSession(db: Database<AuthSchema>, sid: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Database<AuthSchema>, userId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
