import { serve } from '@laneforge/platform';
import { buildTrainingService } from './app';
import { startTrainingWorker } from './generation/worker';

// One build, two roles: `node dist/main.js` serves the API, `node dist/main.js worker` writes plans.
if (process.argv[2] === 'worker') {
  const worker = await startTrainingWorker();
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await worker.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} else {
  const service = await buildTrainingService();
  await serve(service.app, {
    port: service.context.config.PORT,
    host: service.context.config.HOST,
    onClose: () => service.close(),
  });
}
