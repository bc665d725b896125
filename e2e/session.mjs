// The browser tests in two steps: `prepare()` builds LaneForge and starts a private stack for them;
// `run()` runs the Chromium tests against it. `node e2e/run.mjs` does one after the other; `npm test`
// prepares while the unit and integration tests run (the stack mostly waits: on initdb, on each
// service becoming ready), so the browser tests start the moment those pass.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  /** One vitest process over `files` (paths or name filters), its output kept when `keep`; answers its exit code, counts and output. */
  const vitest = async (name, files, keep) => {
    const report = path.join(dataDir, `vitest-${name}.json`);
    const args = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...files, '--bail=1', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    const { code, output } = keep ? await runQuietly('npx', args, options) : { code: await run('npx', args, options), output: '' };
    const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
    return { code, passed: result?.numPassedTests ?? 0, failed: result?.numFailedTests ?? 0, output };
  };

  /**
   * Runs the test files (or name filters) in `only`, one after another; all of them when `only` is
   * empty, in two lanes side by side (each one file after another) and then the files that must run
   * alone (LANES). Answers the exit code, the counts and, when quiet, the output.
   */
  const runTests = async (only = []) => {
    let runs;
    if (only.length > 0) runs = [await vitest('e2e', only, quiet)];
    else {
      const lanes = lanesOf(readdirSync(path.join(root, 'e2e', 'tests')).filter((f) => f.endsWith('.e2e.ts')));
      // Side by side, each lane's output is kept and printed whole, never interleaved with the other's.
      runs = await Promise.all(lanes.sideBySide.map((files, i) => vitest(`e2e-lane-${i + 1}`, files, true)));
      if (!quiet) for (const r of runs) process.stdout.write(r.output);
      if (lanes.alone.length > 0) runs.push(await vitest('e2e-alone', lanes.alone, quiet));
    }
    const code = runs.find((r) => r.code !== 0)?.code ?? 0;
    const where = code === 0 ? '' : `Stack log (once stopped): ${path.join(dataDir, 'stack.log')}\n`;
    if (where && !quiet) console.error(where);
    const sum = (key) => runs.reduce((total, r) => total + r[key], 0);
    return { code, passed: sum('passed'), failed: sum('failed'), output: quiet ? runs.map((r) => r.output).join('') + where : undefined };
  };
  return { ok: true, run: runTests, stop };
}

/**
 * Which browser test files run side by side and which alone. The files share one stack, so a file
 * whose writes other files would see runs where they cannot:
 * - `stack.e2e.ts` kills a service (kill -9) and watches it come back: it runs alone, after the lanes;
 * - `admin.e2e.ts` messages every Pro coach: the files with coaches on Pro (`WITH_ADMIN`) run in its
 *   lane, before or after it, never while it runs (a banner arriving mid-test is another live region
 *   to count and another thing for axe).
 * Every other file runs in the second lane. The lanes take about as long as each other.
 */
const ALONE = ['stack'];
const WITH_ADMIN = ['admin', 'billing', 'screens', 'analytics', 'seasons'];

export function lanesOf(files) {
  const name = (file) => file.replace(/\.e2e\.ts$/, '');
  const at = (file) => `e2e/tests/${file}`;
  const alone = files.filter((f) => ALONE.includes(name(f)));
  const withAdmin = files.filter((f) => WITH_ADMIN.includes(name(f)));
  const rest = files.filter((f) => !alone.includes(f) && !withAdmin.includes(f));
  return { sideBySide: [withAdmin, rest].filter((lane) => lane.length > 0).map((lane) => lane.map(at)), alone: alone.map(at) };
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
