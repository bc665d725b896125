// `npm start`: install what is missing, build, make sure NATS runs, start every service and the
// gateway as separate processes with readable logs, and stop them all on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { prettyLine } from './lib/logs.mjs';
import { NODE_FLAGS } from './lib/node-flags.mjs';
import { mustRun, root, say } from './lib/run.mjs';
import { checkNode, ensureDependencies, ensureNats, loadDotEnv, reachable } from './lib/setup.mjs';

checkNode();
loadDotEnv();
await ensureDependencies();
if (!process.argv.includes('--no-build')) await mustRun('build', 'npm', ['run', 'build', '--silent']);

const env = { ...process.env };
env.DATA_DIR = path.resolve(root, env.DATA_DIR ?? '.data');
env.NATS_URL ??= 'nats://127.0.0.1:4222';
env.NODE_ENV ??= 'production';
mkdirSync(env.DATA_DIR, { recursive: true });

const children = [];
const nats = await ensureNats(env.NATS_URL, env.DATA_DIR);
if (nats) children.push({ name: 'nats', child: nats });

/** Every service that exists in this checkout, in start order; the gateway last. */
const base = Number(env.SERVICE_PORT_BASE ?? 8081);
const ports = { auth: base, training: base + 1, billing: base + 2, export: base + 3, admin: base + 4 };
for (const [name, port] of Object.entries(ports)) env[`${name.toUpperCase()}_URL`] ??= `http://127.0.0.1:${port}`;
const processes = [
  { name: 'auth', dir: 'services/auth', port: ports.auth },
  { name: 'training', dir: 'services/training', port: ports.training },
  { name: 'training-worker', dir: 'services/training', args: ['worker'] },
  { name: 'billing', dir: 'services/billing', port: ports.billing },
  { name: 'export', dir: 'services/export', port: ports.export },
  { name: 'admin', dir: 'services/admin', port: ports.admin },
  { name: 'gateway', dir: 'gateway', port: Number(env.PORT ?? 8080) },
].filter((p) => existsSync(path.join(root, p.dir, 'dist', 'main.js')));

const width = Math.max(...processes.map((p) => p.name.length));
let stopping = false;

function launch(spec) {
  const childEnv = { ...env };
  if (spec.port && spec.name !== 'gateway') childEnv.PORT = String(spec.port);
  const child = spawn(process.execPath, ['--enable-source-maps', ...NODE_FLAGS, 'dist/main.js', ...(spec.args ?? [])], {
    cwd: path.join(root, spec.dir),
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = spec.name.padEnd(width);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) if (line.trim()) console.log(prettyLine(label, line));
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`\n${spec.name} stopped (exit ${code}); stopping the rest.`);
      void shutdown(1);
    }
  });
  children.push({ name: spec.name, child });
}

async function waitReady(spec, seconds = 60) {
  if (!spec.port) return;
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && !stopping) {
    if (await reachable('127.0.0.1', spec.port)) {
      const res = await fetch(`http://127.0.0.1:${spec.port}/readyz`).catch(() => undefined);
      if (res?.ok) return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!stopping) throw new Error(`${spec.name} did not become ready within ${seconds} s`);
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say('Stopping LaneForge…');
  await Promise.all(
    children.reverse().map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 8000).unref();
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  for (const spec of processes) {
    launch(spec);
    await waitReady(spec);
  }
} catch (err) {
  console.error(err.message);
  await shutdown(1);
}
const port = processes.find((p) => p.name === 'gateway')?.port ?? 8080;
console.log(`\n\x1b[1mLaneForge is running at http://localhost:${port}\x1b[0m  (API docs: http://localhost:${port}/api/docs; Ctrl-C stops it)\n`);
