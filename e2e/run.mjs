// Whole-stack browser tests: builds, starts LaneForge the way `npm start` does, runs the Chromium
// tests against it, stops it. The stack is private: its own free ports, data directory (embedded
// databases), NATS stream and subject prefix, so a developer's own `npm start` never sees its events.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { deleteStreams, startPrivateStack } from '../infra/scripts/lib/private-stack.mjs';
import { run } from '../infra/scripts/lib/run.mjs';
import { ensureTestTools } from '../infra/scripts/lib/setup.mjs';

const reportArg = process.argv.find((a) => a.startsWith('--report='))?.slice('--report='.length);
// Test files (or name filters) to run, e.g. `node e2e/run.mjs plans`: all of them when none is given.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const natsUrl = process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

await ensureTestTools();

// Another stack's stream on the default subjects (a developer's own `npm start`), so the isolation
// test sees the e2e stack running beside one. Created for the run only when none exists.
const foreign = await ensureForeignStream();

if ((await run('npm', ['run', 'build', '--silent'])) !== 0) process.exit(1);

let stack;
try {
  stack = await startPrivateStack({ label: 'e2e', natsUrl, env: { ADMIN_PASSWORD: 'e2e-admin-password', AUTH_RATE_LIMIT_MAX: '50', AUTH_RATE_LIMIT_IP_MAX: '5000' } });
} catch (err) {
  console.error(err.message);
  if (foreign.created) await deleteStreams(natsUrl, [foreign.name]);
  process.exit(1);
}
const { env, dataDir, baseUrl } = stack;

const report = path.join(dataDir, 'vitest-e2e.json');
const code = await run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...only, '--bail=1', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  env: {
    ...process.env,
    E2E_BASE_URL: baseUrl,
    E2E_DATA_DIR: dataDir,
    CHROMIUM_PATH: chromium,
    E2E_ADMIN_EMAIL: env.ADMIN_EMAIL,
    E2E_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
    E2E_NATS_URL: natsUrl,
    E2E_NATS_STREAM: env.NATS_STREAM,
    E2E_EVENT_PREFIX: env.EVENT_SUBJECT_PREFIX,
    E2E_FOREIGN_STREAM: foreign.name,
  },
});

await stack.stop();
if (foreign.created) await deleteStreams(natsUrl, [foreign.name]);
if (code !== 0) console.error(`Stack log: ${path.join(dataDir, 'stack.log')}`);

if (reportArg && existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  writeFileSync(reportArg, JSON.stringify({ passed: result.numPassedTests, failed: result.numFailedTests }));
}
process.exit(code);

async function ensureForeignStream() {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const stream of jsm.streams.list()) {
      if (stream.config.subjects?.includes('lf.>')) return { name: stream.config.name, created: false };
    }
    const name = `LF_FOREIGN_${randomBytes(4).toString('hex').toUpperCase()}`;
    await jsm.streams.add({ name, subjects: ['lf.>'], max_age: 3600 * 1e9 });
    return { name, created: true };
  } finally {
    await nc.close();
  }
}
