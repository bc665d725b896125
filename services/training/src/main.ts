import { trainingWorker } from './generation/worker';
import { trainingService } from './service';

// One build, two roles: `node dist/main.js` serves the API, `node dist/main.js worker` writes plans.
await (process.argv[2] === 'worker' ? trainingWorker.main() : trainingService.main());
