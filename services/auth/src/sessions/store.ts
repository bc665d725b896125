import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Outbox } from '@laneforge/platform';
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

/** Ends one session and tells the other services (what it made, such as a billing portal link, ends with it). */
export async function revokeSession(tx: Database<AuthSchema>, outbox: Outbox, sid: string) {
  const ended = await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sid), isNull(sessions.revokedAt))).returning({ userId: sessions.userId });
  for (const { userId } of ended) await outbox.add('auth.sessions_ended', { userId, sid }, userId);
}

/** Ends every session of a user, and tells the other services. */
export async function revokeAllSessions(tx: Database<AuthSchema>, outbox: Outbox, userId: string) {
  await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await outbox.add('auth.sessions_ended', { userId, sid: null }, userId);
}
