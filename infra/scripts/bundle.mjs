// Bundles a service's src/main.ts into dist/main.js, and each worker thread's entry
// src/<name>.worker.ts into dist/<name>.worker.js beside it. Workspace packages (@laneforge/*) are
// compiled in; npm dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild';
import { readdir, rm } from 'node:fs/promises';

const cwd = process.cwd();
await rm(`${cwd}/dist`, { recursive: true, force: true });
const workers = (await readdir(`${cwd}/src`)).filter((file) => file.endsWith('.worker.ts'));
await build({
  entryPoints: [`${cwd}/src/main.ts`, ...workers.map((file) => `${cwd}/src/${file}`)],
  outdir: `${cwd}/dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need the mappings only; the sources' text in the map was parsed into every
  // process's heap at start by --enable-source-maps (1.7 MB of JSON in the training bundle's map).
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@laneforge/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
