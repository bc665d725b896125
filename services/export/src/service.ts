import { defineService } from '@laneforge/platform';
import { exportConfigSchema } from './config';
import { download } from './download/routes';
import { trainingClient } from './training/client';

/** The stateless export service: reads a plan from training, answers it as DOCX or PDF. */
export const exportService = defineService({
  name: 'export',
  description: 'Word (DOCX) and PDF documents of workouts and season plans',
  config: exportConfigSchema,
  bodyLimit: 1024,
  context: (kit) => ({
    training: trainingClient(kit.internal('training', kit.config.TRAINING_URL, kit.config.TRAINING_TIMEOUT_MS)),
    product: kit.config.PRODUCT_NAME,
  }),
  features: [download],
});

export type ExportService = Awaited<ReturnType<typeof exportService.build>>;
