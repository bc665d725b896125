import { serve } from '@laneforge/platform/serve';
import { buildGateway } from './app';

const { app, config } = await buildGateway();
await serve(app, { port: config.PORT, host: config.HOST });
