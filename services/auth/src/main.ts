import { serve } from '@laneforge/platform';
import { buildAuthService } from './app';

const service = await buildAuthService();
await serve(service.app, {
  port: service.context.config.PORT,
  host: service.context.config.HOST,
  close: () => service.close(),
});
