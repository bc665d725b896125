// Prints the gzip size of the JavaScript the landing page loads before it can render: the entry
// script and every module it preloads, as listed in the built frontend/dist/index.html.
// Run after `npm run build -w frontend`. A figure, not a test: it never fails on size.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('frontend/dist/index.html is missing: run `npm run build -w frontend` first.');
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
const firstLoad = new Set();
for (const tag of tags) {
  const isScript = tag.startsWith('<script') && /type=["']module["']/.test(tag);
  const isPreload = tag.startsWith('<link') && /rel=["']modulepreload["']/.test(tag);
  const url = /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
  if ((isScript || isPreload) && url && !/^https?:/.test(url)) firstLoad.add(url.replace(/^\//, ''));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

let raw = 0;
let gzipped = 0;
console.log('Landing page first-load JavaScript (frontend/dist/index.html)');
for (const rel of firstLoad) {
  const file = join(dist, rel);
  const size = readFileSync(file).length;
  const zipped = gz(file);
  raw += size;
  gzipped += zipped;
  console.log(`  ${rel.padEnd(40)} ${kb(size).padStart(8)} KB  ${kb(zipped).padStart(7)} KB gzip`);
}
console.log(`  ${'total'.padEnd(40)} ${kb(raw).padStart(8)} KB  ${kb(gzipped).padStart(7)} KB gzip (budget ${BUDGET_KB} KB)`);

const assets = join(dist, 'assets');
const lazy = readdirSync(assets).filter((f) => f.endsWith('.js') && !firstLoad.has(`assets/${f}`));
const lazyGzip = lazy.reduce((sum, f) => sum + gz(join(assets, f)), 0);
console.log(`Loaded on demand by other routes: ${lazy.length} chunks, ${kb(lazyGzip)} KB gzip in all`);
console.log(gzipped / 1024 <= BUDGET_KB ? 'Within the budget.' : `Over the budget by ${kb(gzipped - BUDGET_KB * 1024)} KB.`);
