// `npm start`: install what is missing, build, make sure NATS runs, start the one embedded
// PostgreSQL when no DATABASE_URL is set, then every service and the gateway as separate
// processes with readable logs. A process that crashes is started again after a pause; one that
// keeps crashing is reported with its last lines while the rest keeps running. Ctrl-C (or
// SIGTERM) stops everything: the gateway, then the services, then NATS and the database.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { embeddedPostgres, postgresReady } from './lib/embedded-postgres.mjs';
import { NODE_FLAGS, SERVICE_ENV } from './lib/node-flags.mjs';
import { RunState } from './lib/run-state.mjs';
import { mustRun, root, say } from './lib/run.mjs';
import { answersOk, checkNode, ensureDependencies, loadDotEnv, natsServerCommand, reachable } from './lib/setup.mjs';
import { Supervisor } from './lib/supervisor.mjs';

checkNode();
loadDotEnv();
await ensureDependencies();
if (!process.argv.includes('--no-build')) await mustRun('build', 'npm', ['run', 'build', '--silent']);

const env = { ...process.env };
env.DATA_DIR = path.resolve(root, env.DATA_DIR ?? '.data');
env.NATS_URL ??= 'nats://127.0.0.1:4222';
env.NODE_ENV ??= 'production';
// A local run with no Stripe key takes payments with the simulation, on purpose: billing refuses to
// fall back to it by itself in production.
if (!env.STRIPE_SECRET_KEY) env.PAYMENT_PROVIDER ||= 'local';
// The address people open: checkout sends them back only there, emails link to it.
env.APP_URL ||= `http://localhost:${env.PORT || 8080}`;
mkdirSync(env.DATA_DIR, { recursive: true });

const base = Number(env.SERVICE_PORT_BASE ?? 8081);
const ports = { auth: base, training: base + 1, billing: base + 2, export: base + 3, admin: base + 4, postgres: env.EMBEDDED_POSTGRES_PORT ? Number(env.EMBEDDED_POSTGRES_PORT) : base + 5 };
for (const name of ['auth', 'training', 'billing', 'export', 'admin']) env[`${name.toUpperCase()}_URL`] ??= `http://127.0.0.1:${ports[name]}`;

/** Every service that exists in this checkout, in start order; the gateway last. */
const services = [
  { name: 'auth', dir: 'services/auth', port: ports.auth },
  { name: 'training', dir: 'services/training', port: ports.training },
  { name: 'training-worker', dir: 'services/training', args: ['worker'] },
  { name: 'billing', dir: 'services/billing', port: ports.billing },
  { name: 'export', dir: 'services/export', port: ports.export },
  { name: 'admin', dir: 'services/admin', port: ports.admin },
  { name: 'gateway', dir: 'gateway', port: Number(env.PORT ?? 8080) },
].filter((p) => existsSync(path.join(root, p.dir, 'dist', 'main.js')));

const runState = new RunState(env.DATA_DIR);
try {
  const leftovers = await runState.claim();
  if (leftovers.length) say(`Stopped what a run that was killed left running: ${leftovers.join(', ')}.`);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const supervisor = new Supervisor({ labelWidth: Math.max(8, ...services.map((s) => s.name.length)) });
const stopSignals = {};
supervisor.on('spawn', (name, pid) => runState.record(name, pid, stopSignals[name]));
let started = false;
supervisor.on('giveup', (name, tail) => {
  const portKey = name === 'postgres' ? 'EMBEDDED_POSTGRES_PORT' : name === 'gateway' ? 'PORT' : 'SERVICE_PORT_BASE';
  const busy = tail.some((line) => /EADDRINUSE|Address already in use/.test(line)) ? ` Another program holds its port: stop it, or set ${portKey}.` : '';
  if (!started) void shutdown(1, `LaneForge could not start: ${name} keeps stopping (its last lines are above).${busy}`);
  else console.error(`  The rest of LaneForge keeps running${name === 'gateway' ? '' : `; the gateway answers 503 for what ${name} serves`}. Fix the cause, then restart npm start.\n`);
});

let stopping = false;
async function shutdown(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) console.error(`\n${reason}`);
  say('Stopping LaneForge…');
  await supervisor.stopAll();
  runState.release();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

/** Starts a process under the supervisor and waits until `ready` says so. */
async function startAndWait(spec, ready, seconds = 60) {
  stopSignals[spec.name] = spec.stopSignal;
  await supervisor.add(spec);
  const deadline = Date.now() + seconds * 1000;
  while (!stopping) {
    if (supervisor.state(spec.name) === 'running' && (await ready())) return;
    if (supervisor.state(spec.name) === 'failed') return; // the giveup handler stops everything
    if (Date.now() > deadline) return shutdown(1, `${spec.name} did not become ready within ${seconds} s.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

try {
  const nats = await natsServerCommand(env.NATS_URL, env.DATA_DIR);
  if (nats) {
    say(`Starting NATS (JetStream) on 127.0.0.1:${nats.port}…`);
    await startAndWait({ name: 'nats', command: nats.command, args: nats.args, tier: 0 }, () => reachable('127.0.0.1', nats.port));
  }
  if (!env.DATABASE_URL) {
    say(`Starting the embedded PostgreSQL on 127.0.0.1:${ports.postgres} (data in ${path.join(env.DATA_DIR, 'postgres')})…`);
    const database = await embeddedPostgres({ dataDir: env.DATA_DIR, port: ports.postgres });
    await startAndWait({ ...database.spec, tier: 0 }, () => postgresReady(database.pgdata, supervisor.pid('postgres'), ports.postgres));
    env.DATABASE_URL = database.url;
    const legacy = ['auth', 'training'].map((s) => path.join(env.DATA_DIR, s, 'pgdata')).filter((dir) => existsSync(dir));
    if (database.created && legacy.length) {
      say(`Data of earlier versions stays in their PGlite folders (${legacy.join(', ')}); it is not copied into the new database. Delete them once you no longer need them.`);
    }
  }
  for (const service of services) {
    if (stopping) break;
    const childEnv = { ...SERVICE_ENV, ...env, ...(service.port && service.name !== 'gateway' ? { PORT: String(service.port) } : {}) };
    const spec = {
      name: service.name,
      command: process.execPath,
      args: ['--enable-source-maps', ...NODE_FLAGS, 'dist/main.js', ...(service.args ?? [])],
      cwd: path.join(root, service.dir),
      env: childEnv,
      tier: service.name === 'gateway' ? 2 : 1,
    };
    await startAndWait(spec, service.port ? () => answersOk(service.port, '/readyz') : async () => true);
  }
} catch (err) {
  await shutdown(1, err.message);
}
if (!stopping) {
  started = true;
  const port = services.find((p) => p.name === 'gateway')?.port ?? 8080;
  console.log(`\n\x1b[1mLaneForge is running at http://localhost:${port}\x1b[0m  (API docs: http://localhost:${port}/api/docs; Ctrl-C stops it)\n`);
}
