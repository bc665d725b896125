import { closeOnSignals, serve } from '@laneforge/platform';
import { buildTrainingService } from './app';
import { startTrainingWorker } from './generation/worker';

// One build, two roles: `node dist/main.js` serves the API, `node dist/main.js worker` writes plans.
if (process.argv[2] === 'worker') {
  const worker = await startTrainingWorker();
  closeOnSignals(() => worker.close(), worker.logger);
} else {
  const service = await buildTrainingService();
  await serve(service.app, {
    port: service.context.config.PORT,
    host: service.context.config.HOST,
    close: () => service.close(),
  });
}
