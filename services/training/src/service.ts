import { fileURLToPath } from 'node:url';
import { defineService } from '@laneforge/platform';
import { allowance } from './allowance/routes';
import { trainingConfigSchema } from './config';
import { schema } from './db/schema';
import { entitlements } from './entitlements/feature';
import { workouts } from './workouts/routes';

/** The plan API: generation and refinement through the workers, history, sharing and allowances. */
export const trainingService = defineService({
  name: 'training',
  description: 'Plan generation and refinement, history, sharing and allowances',
  config: trainingConfigSchema,
  database: { schema, migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) },
  bodyLimit: 64 * 1024,
  users: 'remote',
  features: [workouts, allowance, entitlements],
});

export type TrainingService = Awaited<ReturnType<typeof trainingService.build>>;
