import { loadConfig } from '@laneforge/platform/config';
import { createServiceApp, type ServiceApp } from '@laneforge/platform/http';
import { createLogger } from '@laneforge/platform/logger';
import { exportConfigSchema, type ExportConfig } from './config';
import { downloadRoutes } from './download/routes';
import { trainingClient } from './training/client';

export interface ExportService {
  app: ServiceApp;
  config: ExportConfig;
}

/** The stateless export service: reads a plan from training, answers it as DOCX or PDF. */
export async function buildExportService(env: Record<string, string | undefined> = process.env): Promise<ExportService> {
  const config = loadConfig(exportConfigSchema, env);
  const app = await createServiceApp({
    name: 'export',
    description: 'Word (DOCX) and PDF documents of workouts and season plans',
    logger: createLogger('export', config.LOG_LEVEL),
    bodyLimit: 1024,
  });
  downloadRoutes(app, {
    training: trainingClient({ baseUrl: config.TRAINING_URL, timeoutMs: config.TRAINING_TIMEOUT_MS }),
    product: config.PRODUCT_NAME,
  });
  return { app, config };
}
