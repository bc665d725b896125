// A private LaneForge stack as `npm start` runs it (built processes, the launcher, embedded
// databases), on its own free ports, data directory, NATS stream and subject prefix: what the
// browser tests and the benchmarks run against, beside anything else on the machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { root } from './run.mjs';
import { freePortRange } from './setup.mjs';

export async function deleteStreams(natsUrl, names) {
  const nc = await connect({ servers: natsUrl }).catch(() => undefined);
  if (!nc) return;
  const jsm = await jetstreamManager(nc);
  for (const name of names) await jsm.streams.delete(name).catch(() => undefined);
  await nc.close();
}

/**
 * Starts the stack and waits until the launcher says it runs. `stop()` stops it (Ctrl-C, as a
 * person would), removes its streams and writes its log to `<dataDir>/stack.log`.
 */
export async function startPrivateStack({ label = 'stack', env: extra = {}, natsUrl = process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222', startSeconds = 120 } = {}) {
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePortRange(7);
  const dataDir = mkdtempSync(path.join(tmpdir(), `lf-${label}-`));
  const tag = randomBytes(4).toString('hex');
  const env = {
    ...process.env,
    PORT: String(port),
    SERVICE_PORT_BASE: String(port + 1),
    DATA_DIR: dataDir,
    NATS_URL: natsUrl,
    NATS_STREAM: `LF_${label.toUpperCase()}_${tag.toUpperCase()}`,
    EVENT_SUBJECT_PREFIX: `${label}${tag}`,
    ADMIN_EMAIL: 'admin@laneforge.test',
    ADMIN_PASSWORD: 'private-stack-admin-password',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'infra/scripts/start.mjs'), '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const streams = [env.NATS_STREAM, `KV_${env.EVENT_SUBJECT_PREFIX.toUpperCase()}_EDGE_LIMITS`];

  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      });
    }
    writeFileSync(path.join(dataDir, 'stack.log'), log);
    await deleteStreams(natsUrl, streams);
  };

  const ready = await new Promise((resolve) => {
    const deadline = Date.now() + startSeconds * 1000;
    const poll = () => {
      if (log.includes('LaneForge is running at')) return resolve(true);
      if (child.exitCode !== null || Date.now() > deadline) return resolve(false);
      setTimeout(poll, 250);
    };
    poll();
  });
  if (!ready) {
    await stop();
    throw new Error(`The stack did not start:\n${log}`);
  }
  return { baseUrl: `http://127.0.0.1:${port}`, port, servicePortBase: port + 1, env, dataDir, child, log: () => log, stop };
}
