import { fileURLToPath } from 'node:url';
import {
  authGuards,
  createServiceApp,
  createTokenVerifier,
  loadConfig,
  readinessOf,
  remoteKeys,
  remoteSessionCheck,
  startRuntime,
  type ServiceApp,
} from '@laneforge/platform';
import { allowanceRoutes } from './allowance/routes';
import { trainingConfigSchema, type TrainingConfig } from './config';
import type { TrainingContext } from './context';
import { schema } from './db/schema';
import { startEntitlementProjection } from './entitlements/subscribers';
import { workoutRoutes } from './workouts/routes';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface TrainingService {
  app: ServiceApp;
  context: TrainingContext;
  close(): Promise<void>;
}

/** Wires config, database, bus, the entitlement projection and the plan API (not listening yet). */
export async function buildTrainingService(
  env: Record<string, string | undefined> = process.env,
  options: { clock?: () => Date } = {},
): Promise<TrainingService> {
  const config: TrainingConfig = loadConfig(trainingConfigSchema, env);
  const runtime = await startRuntime({ service: 'training', config, schema, migrationsFolder });
  const context: TrainingContext = { runtime, config, clock: options.clock ?? (() => new Date()) };

  const subscriptions = await startEntitlementProjection(runtime);

  const app = await createServiceApp({
    name: 'training',
    description: 'Plan generation and refinement, history, sharing and allowances',
    logger: runtime.logger,
    readiness: readinessOf(runtime),
    bodyLimit: 64 * 1024,
  });
  const verifier = createTokenVerifier({
    keys: remoteKeys(config.AUTH_URL),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    isSessionActive: remoteSessionCheck(config.AUTH_URL),
  });
  await app.register(authGuards, { verifier });
  workoutRoutes(app, context);
  allowanceRoutes(app, context);

  let closed = false;
  return {
    app,
    context,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await Promise.all(subscriptions.map((s) => s.stop()));
      await runtime.close();
    },
  };
}
