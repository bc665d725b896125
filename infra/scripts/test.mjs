// `npm test`: lint and types (side by side), then the unit and integration tests against real
// PostgreSQL and NATS (started when they are not running) beside the browser tests on a private
// stack. Ends with the time each phase took and one "N passed, N failed" line.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, run, say } from './lib/run.mjs';
import { checkNode, ensureDependencies, ensureNats, ensurePostgres, ensureTestTools } from './lib/setup.mjs';

const started = Date.now();
const phases = [];
/** Runs `work`, records how long it took under `label`; answers its exit code. */
async function phase(label, work) {
  const at = Date.now();
  const code = await work();
  phases.push({ label, seconds: (Date.now() - at) / 1000, ok: code === 0 });
  return code;
}

function summary(passed, failed, exit) {
  console.log('\nPhase times:');
  for (const { label, seconds, ok } of phases) console.log(`  ${ok ? '✔' : '✖'} ${label.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`    ${'total'.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(exit);
}

checkNode();
await phase('set-up (dependencies, tools)', async () => {
  await ensureDependencies();
  await ensureTestTools();
  return 0;
});

// Two cores, two single-threaded checks: lint and types run side by side. ESLint keeps a cache of
// the files it passed (by content, so a fresh checkout or a branch switch is no false hit; a change
// of config empties it; it lives in node_modules, so npm ci does too): a run after a small change
// lints that change, not the whole tree.
const eslintCache = ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(root, 'node_modules', '.eslintcache')];
const [lint, types] = await Promise.all([
  phase('lint', () => run('npx', ['eslint', '--max-warnings=0', ...eslintCache, '.'])),
  phase('types (tsc -b)', () => run('node', ['infra/scripts/typecheck.mjs'])),
]);
if (lint !== 0 || types !== 0) summary(0, 0, lint || types);

process.env.TEST_DATABASE_URL = await ensurePostgres(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
process.env.TEST_NATS_URL ??= 'nats://127.0.0.1:4222';
const scratch = mkdtempSync(path.join(tmpdir(), 'lf-test-'));
const nats = await ensureNats(process.env.TEST_NATS_URL, scratch);

let passed = 0;
let failed = 0;
const report = path.join(scratch, 'vitest.json');
// Two cores, two streams of tests: the browser tests (their build, their private stack, Chromium)
// run beside the unit and integration tests, which run one file at a time in one worker. Both
// spend much of their time waiting (on PostgreSQL, NATS, a page, a service becoming ready), so
// each fills the other's idle core; two vitest workers plus the browser tests would be three
// streams on two cores. The stack has its own ports, data directory (its own embedded
// PostgreSQL), stream and subject prefix, so neither sees the other. Its output is printed after
// the unit tests', not interleaved.
const e2e = path.join(root, 'e2e', 'session.mjs');
const browser =
  existsSync(e2e) && !process.argv.includes('--no-e2e')
    ? (async () => {
        let session;
        try {
          const { prepare } = await import(e2e);
          let result = { code: 1, passed: 0, failed: 0, output: '' };
          await phase('browser: build + stack', async () => {
            session = await prepare({ natsUrl: process.env.TEST_NATS_URL, quiet: true });
            return session.ok ? 0 : 1;
          });
          if (session.ok) await phase('browser tests (Chromium)', async () => (result = await session.run()).code);
          return result;
        } catch (err) {
          return { code: 1, passed: 0, failed: 0, output: `The browser tests could not run: ${err.message}\n` };
        } finally {
          await session?.stop();
        }
      })()
    : undefined;

say('Unit and integration tests (vitest)');
let exit = await phase('unit and integration', () => run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]));
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
}

if (browser) {
  say('Browser and whole-stack tests (Chromium), run beside the unit tests');
  const result = await browser;
  process.stdout.write(result.output ?? '');
  passed += result.passed;
  failed += result.failed;
  if (exit === 0) exit = result.code;
}

nats?.kill('SIGTERM');
summary(passed, failed, exit);
