// Whole-stack browser tests: builds, starts LaneForge the way `npm start` does, runs the Chromium
// tests against it, stops it. The stack is private: its own free ports, data directory (embedded
// databases), NATS stream and subject prefix, so a developer's own `npm start` never sees its events.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { root, run } from '../infra/scripts/lib/run.mjs';
import { ensureTestTools, freePortRange } from '../infra/scripts/lib/setup.mjs';

const reportArg = process.argv.find((a) => a.startsWith('--report='))?.slice('--report='.length);
const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePortRange(7);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lf-e2e-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tag = randomBytes(4).toString('hex');
const natsUrl = process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

await ensureTestTools();

// Another stack's stream on the default subjects (a developer's own `npm start`), so the isolation
// test sees the e2e stack running beside one. Created for the run only when none exists.
const foreign = await ensureForeignStream();

if ((await run('npm', ['run', 'build', '--silent'])) !== 0) process.exit(1);

const stackLog = path.join(dataDir, 'stack.log');
const env = {
  ...process.env,
  PORT: String(port),
  SERVICE_PORT_BASE: String(port + 1),
  DATA_DIR: dataDir,
  NATS_URL: natsUrl,
  NATS_STREAM: `LF_E2E_${tag.toUpperCase()}`,
  EVENT_SUBJECT_PREFIX: `e2e${tag}`,
  ADMIN_EMAIL: 'admin@laneforge.test',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '50',
};
delete env.DATABASE_URL;
const stack = spawn(process.execPath, [path.join(root, 'infra/scripts/start.mjs'), '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
let log = '';
stack.stdout.on('data', (c) => (log += c));
stack.stderr.on('data', (c) => (log += c));

const baseUrl = `http://127.0.0.1:${port}`;
const ready = await new Promise((resolve) => {
  const deadline = Date.now() + 120_000;
  const poll = async () => {
    if (log.includes('LaneForge is running at')) return resolve(true);
    if (stack.exitCode !== null || Date.now() > deadline) return resolve(false);
    setTimeout(poll, 250);
  };
  poll();
});
if (!ready) {
  console.error(`The stack did not start:\n${log}`);
  stack.kill('SIGTERM');
  await deleteStream(env.NATS_STREAM);
  if (foreign.created) await deleteStream(foreign.name);
  process.exit(1);
}

const report = path.join(dataDir, 'vitest-e2e.json');
const code = await run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--bail=1', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
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

await new Promise((resolve) => {
  stack.once('exit', resolve);
  stack.kill('SIGINT');
  setTimeout(() => stack.kill('SIGKILL'), 15_000).unref();
});
writeFileSync(stackLog, log);
await deleteStream(env.NATS_STREAM);
if (foreign.created) await deleteStream(foreign.name);
if (code !== 0) console.error(`Stack log: ${stackLog}`);

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
    const name = `LF_FOREIGN_${tag.toUpperCase()}`;
    await jsm.streams.add({ name, subjects: ['lf.>'], max_age: 3600 * 1e9 });
    return { name, created: true };
  } finally {
    await nc.close();
  }
}

async function deleteStream(name) {
  const nc = await connect({ servers: natsUrl }).catch(() => undefined);
  if (!nc) return;
  await (await jetstreamManager(nc)).streams.delete(name).catch(() => undefined);
  await nc.close();
}
