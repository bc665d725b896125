import { fileURLToPath } from 'node:url';
import {
  authGuards,
  createServiceApp,
  createTokenVerifier,
  loadConfig,
  readinessOf,
  startRuntime,
  subscribe,
  type ServiceApp,
} from '@laneforge/platform';
import { accountRoutes } from './account/routes';
import { ensureAdministrator } from './admin/bootstrap';
import { authConfigSchema, type AuthConfig } from './config';
import type { AuthContext } from './context';
import { schema } from './db/schema';
import { internalRoutes } from './internal/routes';
import { createMailer } from './mail/mailer';
import { pictureRoutes } from './pictures/routes';
import { resetRoutes } from './reset/routes';
import { isSessionActive } from './sessions/store';
import { workoutCreatedSubscription } from './stats/workout-created';
import { loadSigningKeys } from './tokens/keys';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface AuthService {
  app: ServiceApp;
  context: AuthContext;
  close(): Promise<void>;
}

/** Wires config, database, bus and features into the auth service (not listening yet). */
export async function buildAuthService(env: Record<string, string | undefined> = process.env): Promise<AuthService> {
  const config: AuthConfig = loadConfig(authConfigSchema, env);
  const runtime = await startRuntime({ service: 'auth', config, schema, migrationsFolder });
  const keys = await loadSigningKeys(runtime.db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger: runtime.logger });
  const context: AuthContext = { runtime, config, keys, mailer };

  const app = await createServiceApp({
    name: 'auth',
    description: 'Accounts, sessions, profile, pictures and password reset',
    logger: runtime.logger,
    readiness: readinessOf(runtime),
    bodyLimit: 64 * 1024,
  });
  const verifier = createTokenVerifier({
    keys: keys.verifyKeys,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    isSessionActive: (sid) => isSessionActive(runtime.db, sid),
  });
  await app.register(authGuards, { verifier });
  accountRoutes(app, context);
  resetRoutes(app, context);
  await pictureRoutes(app, context);
  internalRoutes(app, context);
  await ensureAdministrator(context);
  const subscriptions = [await subscribe(runtime, workoutCreatedSubscription)];

  return {
    app,
    context,
    async close() {
      await app.close();
      await Promise.all(subscriptions.map((s) => s.stop()));
      await runtime.close();
    },
  };
}
