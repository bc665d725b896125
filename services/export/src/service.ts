import { defineService } from '@laneforge/platform';
import { exportConfigSchema } from './config';
import { download } from './download/routes';
import { WorkerPool } from './render/pool';
import type { RenderJob } from './render/render';
import { trainingClient } from './training/client';

/** Downloads waiting for a drawing worker; more answer 503 at once instead of queueing without end. */
const RENDER_QUEUE = 64;

/** The stateless export service: reads a plan from training, answers it as DOCX, PDF, FIT or ics. */
export const exportService = defineService({
  name: 'export',
  description: 'Word (DOCX) and PDF documents of workouts and season plans',
  config: exportConfigSchema,
  bodyLimit: 1024,
  context: (kit) => {
    const pool = new WorkerPool<RenderJob, Uint8Array>({
      // Beside this module: dist/render.worker.js when built, src/render.worker.ts in a checkout.
      entry: new URL('./render.worker.js', import.meta.url),
      size: kit.config.EXPORT_WORKERS,
      budget: { timeMs: kit.config.EXPORT_TIME_BUDGET_MS, heapMb: kit.config.EXPORT_HEAP_BUDGET_MB },
      queueLimit: RENDER_QUEUE,
      idleMs: 60_000,
      logger: kit.logger,
    });
    return {
      training: trainingClient(kit.internal('training', kit.config.TRAINING_URL, kit.config.TRAINING_TIMEOUT_MS)),
      product: kit.config.PRODUCT_NAME,
      pool,
      render: async (job: RenderJob) => {
        const file = await pool.run(job);
        return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
      },
    };
  },
  onClose: (ctx) => ctx.pool.close(),
  features: [download],
});

export type ExportService = Awaited<ReturnType<typeof exportService.build>>;
