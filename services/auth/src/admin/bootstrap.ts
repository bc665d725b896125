import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../context';
import { saveUserChanges } from '../account/account';
import { users } from '../db/schema';
import { hashPassword } from '../users/passwords';
import { findUserByEmail, insertUser } from '../users/store';
import { toSnapshot } from '../users/users';

/**
 * Makes sure the ADMIN_EMAIL account exists with role admin (DECISIONS.md). An existing user account
 * with that email is made administrator only while the product has none: once an administrator
 * exists (say, one who has since moved to another email), whoever registers the freed address
 * must not become one at the next start.
 */
export async function ensureAdministrator(ctx: AuthContext): Promise<void> {
  const { config } = ctx;
  const existing = await findUserByEmail(ctx.db, config.ADMIN_EMAIL);
  if (existing) {
    if (existing.role === 'admin') return;
    const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (admin) {
      ctx.logger.warn({ email: config.ADMIN_EMAIL }, 'ADMIN_EMAIL belongs to a user account and an administrator already exists: the account is left a user (grant the role in the admin console)');
      return;
    }
    await saveUserChanges(ctx, existing.id, { role: 'admin', subscriptionType: 'admin' });
    return;
  }
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx, outbox) => {
    const row = await insertUser(tx, { name: 'Administrator', email: config.ADMIN_EMAIL, passwordHash, role: 'admin' });
    await outbox.add('auth.user_registered', { user: toSnapshot(row) }, row.id);
  });
  if (!config.ADMIN_PASSWORD) {
    // Shown once, on the console only (never in the structured logs), so the operator can sign in.
    process.stderr.write(`\n  Administrator account created: ${config.ADMIN_EMAIL}\n  Password (shown once): ${password}\n\n`);
  }
}
