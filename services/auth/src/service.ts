import { fileURLToPath } from 'node:url';
import { defineService } from '@laneforge/platform';
import { account } from './account/routes';
import { adminUsers } from './admin-users/routes';
import { ensureAdministrator } from './admin/bootstrap';
import { authConfigSchema } from './config';
import type { AuthContext } from './context';
import { schema } from './db/schema';
import { internal } from './internal/routes';
import { createMailer } from './mail/mailer';
import { inbox } from './notifications/routes';
import { pictures } from './pictures/routes';
import { reset } from './reset/routes';
import { isSessionActive } from './sessions/store';
import { stats } from './stats/feature';
import { loadSigningKeys } from './tokens/keys';

/** Accounts, sessions, profile, pictures, password reset, each user's inbox and the dashboard counters. */
export const authService = defineService({
  name: 'auth',
  description: 'Accounts, sessions, profile, pictures and password reset',
  config: authConfigSchema,
  database: { schema, migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) },
  bodyLimit: 64 * 1024,
  context: async (kit): Promise<AuthContext> => ({
    ...kit,
    keys: await loadSigningKeys(kit.db),
    mailer: createMailer({ smtpUrl: kit.config.SMTP_URL, from: kit.config.MAIL_FROM, dataDir: kit.config.DATA_DIR, logger: kit.logger }),
  }),
  // Auth checks tokens with its own keys and its own sessions table: no round trip to itself.
  users: { keys: (ctx) => ctx.keys.verifyKeys, isActive: (ctx, sid) => isSessionActive(ctx.db, sid) },
  features: [account, reset, pictures, inbox, internal, stats, adminUsers],
  onStart: ensureAdministrator,
});

export type AuthService = Awaited<ReturnType<typeof authService.build>>;
