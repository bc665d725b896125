import { randomUUID } from 'node:crypto';
import { conflict, type Database } from '@laneforge/platform';
import { messages, type Role } from '@laneforge/contracts';
import { eq, sql } from 'drizzle-orm';
import { users, type AuthSchema } from '../db/schema';
import { normaliseEmail, type UserRow } from './users';

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || /unique/i.test(String((err as Error).message)) || isUniqueViolation((err as { cause?: unknown }).cause));

export async function findUserByEmail(db: Database<AuthSchema>, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${normaliseEmail(email)}`).limit(1);
  return row;
}

const byId = (db: Database<AuthSchema>) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('auth_user_by_id');
const preparedById = new WeakMap<Database<AuthSchema>, ReturnType<typeof byId>>();

/** The hot path (every `/auth/me`): a statement PostgreSQL parses and plans once per connection. */
export async function findUserById(db: Database<AuthSchema>, id: string): Promise<UserRow | undefined> {
  let statement = preparedById.get(db);
  if (!statement) preparedById.set(db, (statement = byId(db)));
  const [row] = await statement.execute({ id });
  return row;
}

export async function insertUser(
  db: Database<AuthSchema>,
  user: { name: string; email: string; passwordHash: string; role?: Role; timezone?: string | undefined; subscriptionType?: string },
): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        id: randomUUID(),
        name: user.name.trim(),
        email: normaliseEmail(user.email),
        passwordHash: user.passwordHash,
        role: user.role ?? 'user',
        subscriptionType: user.subscriptionType ?? (user.role === 'admin' ? 'admin' : 'free'),
        timezone: user.timezone ?? 'UTC',
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.emailTaken);
    throw err;
  }
}

export async function updateUser(db: Database<AuthSchema>, id: string, changes: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.emailTaken);
    throw err;
  }
}

export async function saveUserPassword(db: Database<AuthSchema>, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
