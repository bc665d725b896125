// Bundles a service's src/main.ts into dist/main.js. Workspace packages (@laneforge/*) are
// compiled in; npm dependencies stay external and load from node_modules at run time.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';

const cwd = process.cwd();
await rm(`${cwd}/dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${cwd}/src/main.ts`],
  outfile: `${cwd}/dist/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
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
