// Type-checks every workspace in one incremental build (`tsc -b`): each project is checked once,
// its dependents read its declarations, and build info under each `.tsbuild/` lets an unchanged
// project be skipped next time. The root tsconfig references them all.
import path from 'node:path';
import { root, run } from './lib/run.mjs';

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const code = await run(process.execPath, [tsc, '-b', path.join(root, 'tsconfig.json')]);
if (code !== 0) {
  console.error('Type errors (above).');
  process.exit(code);
}
