import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@laneforge/platform';
import { sessions, type AuthSchema } from '../db/schema';

export async function createSession(db: Database<AuthSchema>, userId: string, remember: boolean, lifetimeMs: number) {
  const session = { id: randomUUID(), userId, remember, expiresAt: new Date(Date.now() + lifetimeMs) };
  await db.insert(sessions).values(session);
  return session;
}

const activeSession = (db: Database<AuthSchema>) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('auth_active_session');
const preparedActive = new WeakMap<Database<AuthSchema>, ReturnType<typeof activeSession>>();

/** Asked on every token check the session cache cannot answer: prepared once per connection. */
export async function isSessionActive(db: Database<AuthSchema>, sid: string): Promise<boolean> {
  let statement = preparedActive.get(db);
  if (!statement) preparedActive.set(db, (statement = activeSession(db)));
  return (await statement.execute({ sid })).length > 0;
}

export async function revokeSession(db: Database<AuthSchema>, sid: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Database<AuthSchema>, userId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
