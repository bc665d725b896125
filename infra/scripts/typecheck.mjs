// Type-checks every workspace with its own tsconfig (two at a time: the machines have two cores).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib/run.mjs';

const projects = ['.', 'packages/contracts', 'packages/platform', 'services/auth', 'services/training', 'services/export', 'services/billing', 'services/admin', 'gateway', 'frontend', 'e2e'].filter((p) =>
  existsSync(path.join(root, p, 'tsconfig.json')),
);
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const queue = [...projects];
const failed = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if ((await run(process.execPath, [tsc, '-p', project, '--noEmit'])) !== 0) failed.push(project);
    }
  }),
);
if (failed.length) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
