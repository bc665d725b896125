import { serve } from '@laneforge/platform';
import { buildGateway } from './app';

const { app, config } = await buildGateway();
await serve(app, { port: config.PORT, host: config.HOST });
