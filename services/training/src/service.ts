import { fileURLToPath } from 'node:url';
import { defineService } from '@laneforge/platform';
import { allowance } from './allowance/routes';
import { analytics } from './analytics/routes';
import { trainingConfigSchema } from './config';
import { schema } from './db/schema';
import { support } from './support/routes';
import { entitlements } from './entitlements/feature';
import { tierGates } from './entitlements/require';
import { seasons } from './seasons/routes';
import { paces } from './paces/routes';
import { workouts } from './workouts/routes';

/** The plan API: generation and refinement through the workers, history, sharing and allowances. */
export const trainingService = defineService({
  name: 'training',
  description: 'Plan generation and refinement, history, sharing, allowances and analytics',
  config: trainingConfigSchema,
  database: { schema, migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) },
  bodyLimit: 64 * 1024,
  users: 'remote',
  features: [tierGates, workouts, seasons, allowance, entitlements, paces, analytics, support],
});

export type TrainingService = Awaited<ReturnType<typeof trainingService.build>>;
