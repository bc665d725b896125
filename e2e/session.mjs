// The browser tests in two steps: `prepare()` builds LaneForge and starts a private stack for them;
// `run()` runs the Chromium tests against it. `node e2e/run.mjs` does one after the other; `npm test`
// prepares while the unit and integration tests run (the stack mostly waits: on initdb, on each
// service becoming ready), so the browser tests start the moment those pass.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { deleteStreams, startPrivateStack } from '../infra/scripts/lib/private-stack.mjs';
import { root, run } from '../infra/scripts/lib/run.mjs';
import { ensureTestTools } from '../infra/scripts/lib/setup.mjs';

/**
 * Builds and starts the stack. Answers `{ ok, run, stop }`; when `ok` is false the reason has been
 * printed and `stop` only tidies up. `stop` is safe to call more than once. `quiet` (for `npm
 * test`, which runs other tests meanwhile) prints the build's output only if it fails, and hands
 * the tests' output back as `output` instead of printing it.
 */
export async function prepare({ natsUrl = process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222', chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', quiet = false } = {}) {
  await ensureTestTools();
  // Another stack's stream on the default subjects (a developer's own `npm start`), so the isolation
  // test sees the e2e stack running beside one. Created for the run only when none exists.
  const foreign = await ensureForeignStream(natsUrl);
  let stack;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stack?.stop();
    if (foreign.created) await deleteStreams(natsUrl, [foreign.name]);
  };
  const failed = async () => {
    await stop();
    return { ok: false, run: async () => ({ code: 1, passed: 0, failed: 0 }), stop };
  };

  const build = quiet ? await runQuietly('npm', ['run', 'build', '--silent']) : { code: await run('npm', ['run', 'build', '--silent']) };
  if (build.code !== 0) {
    console.error(`\nThe build for the browser tests failed:\n${build.output ?? ''}`);
    return failed();
  }
  try {
    stack = await startPrivateStack({ label: 'e2e', natsUrl, env: { ADMIN_PASSWORD: 'e2e-admin-password', AUTH_RATE_LIMIT_MAX: '50', AUTH_RATE_LIMIT_IP_MAX: '5000' } });
  } catch (err) {
    console.error(err.message);
    return failed();
  }
  const { env, dataDir, baseUrl } = stack;

  /** Runs the test files (or name filters) in `only`, all when empty; answers the exit code and the counts. */
  const runTests = async (only = []) => {
    const report = path.join(dataDir, 'vitest-e2e.json');
    const args = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...only, '--bail=1', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    const options = {
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
    };
    const { code, output } = quiet ? await runQuietly('npx', args, options) : { code: await run('npx', args, options), output: undefined };
    const where = code === 0 ? '' : `Stack log (once stopped): ${path.join(dataDir, 'stack.log')}\n`;
    if (where && !quiet) console.error(where);
    const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
    return { code, passed: result?.numPassedTests ?? 0, failed: result?.numFailedTests ?? 0, output: output === undefined ? undefined : output + where };
  };
  return { ok: true, run: runTests, stop };
}

/** Runs a command with its output kept rather than printed; answers its exit code and output. */
function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => resolve({ code: 127, output: `Could not run ${command}: ${err.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function ensureForeignStream(natsUrl) {
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
