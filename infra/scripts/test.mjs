// `npm test`: lint, types, unit and integration tests against real PostgreSQL and NATS (started
// when they are not running), then the browser tests. Ends with one "N passed, N failed" line.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mustRun, root, run, say } from './lib/run.mjs';
import { checkNode, ensureDependencies, ensureNats, ensurePostgres, ensureTestTools } from './lib/setup.mjs';

checkNode();
await ensureDependencies();
await ensureTestTools();
await mustRun('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
await mustRun('types', 'node', ['infra/scripts/typecheck.mjs']);

process.env.TEST_DATABASE_URL = await ensurePostgres(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
process.env.TEST_NATS_URL ??= 'nats://127.0.0.1:4222';
const scratch = mkdtempSync(path.join(tmpdir(), 'lf-test-'));
const nats = await ensureNats(process.env.TEST_NATS_URL, scratch);

let passed = 0;
let failed = 0;
const report = path.join(scratch, 'vitest.json');
say('Unit and integration tests (vitest)');
const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
}
let exit = code;

const e2e = path.join(root, 'e2e', 'run.mjs');
if (exit === 0 && existsSync(e2e) && !process.argv.includes('--no-e2e')) {
  say('Browser and whole-stack tests (Chromium)');
  const e2eReport = path.join(scratch, 'e2e.json');
  exit = await run('node', [e2e, `--report=${e2eReport}`]);
  if (existsSync(e2eReport)) {
    const result = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += result.passed;
    failed += result.failed;
  }
}

nats?.kill('SIGTERM');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exit);
