import { serve } from '@laneforge/platform/serve';
import { buildExportService } from './app';

const { app, config } = await buildExportService();
await serve(app, { port: config.PORT, host: config.HOST });
