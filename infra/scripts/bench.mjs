// `npm run bench -- <name>`: runs bench/<name>/run.ts (or every benchmark) and prints figures.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { mustRun, root } from './lib/run.mjs';

const names = process.argv.slice(2);
const all = readdirSync(path.join(root, 'bench')).filter((n) => existsSync(path.join(root, 'bench', n, 'run.ts')) || existsSync(path.join(root, 'bench', n, 'run.mjs')));
for (const name of names.length ? names : all) {
  const ts = path.join(root, 'bench', name, 'run.ts');
  await mustRun(`bench ${name}`, 'npx', existsSync(ts) ? ['tsx', ts] : ['node', path.join(root, 'bench', name, 'run.mjs')]);
}
