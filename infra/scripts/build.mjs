// `npm run build`: bundle every service and the gateway, and build the SPA.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { mustRun, root } from './lib/run.mjs';

const servers = [...readdirSync(path.join(root, 'services')).map((s) => `services/${s}`), 'gateway'].filter((dir) =>
  existsSync(path.join(root, dir, 'src', 'main.ts')),
);
await Promise.all(servers.map((dir) => mustRun(`bundle ${dir}`, 'node', [path.join(root, 'infra/scripts/bundle.mjs')], { cwd: path.join(root, dir) })));
if (existsSync(path.join(root, 'frontend', 'index.html'))) await mustRun('build frontend', 'npm', ['run', 'build', '--silent', '-w', 'frontend']);
