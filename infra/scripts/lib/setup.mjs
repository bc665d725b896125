// What `npm start` and `npm test` need on a fresh machine: dependencies, NATS, PostgreSQL.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { root, run, say } from './run.mjs';

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`LaneForge needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
    process.exit(1);
  }
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing dependencies (npm ci)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) process.exit(code);
}

/** Reads `.env` at the repository root (if any) into process.env without overriding. */
export function loadDotEnv() {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
}

export function reachable(host, port, timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether GET http://127.0.0.1:<port><path> answers 2xx (node:http: fetch would cost a launcher ~10 MB). */
export function answersOk(port, urlPath, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function waitFor(host, port, seconds) {
  for (let i = 0; i < seconds * 10; i++) {
    if (await reachable(host, port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const have = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
/** Installs Debian packages when running as root on Debian; false when that is not possible. */
export const aptInstall = async (...packages) => {
  if (!isRoot() || !have('apt-get')) return false;
  say(`Installing ${packages.join(', ')} with apt-get…`);
  await run('apt-get', ['update', '-qq']);
  return (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })) === 0;
};

/** Finds `count` consecutive free TCP ports on 127.0.0.1, starting the search at `from`. */
export async function freePortRange(count, from = 20000 + Math.floor(Math.random() * 20000)) {
  const free = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let base = from; base < 65000; base += count) {
    let ok = true;
    for (let port = base; port < base + count && ok; port++) ok = await free(port);
    if (ok) return base;
  }
  throw new Error(`no ${count} free ports found`);
}

/** The command-line tools the tests use: Chromium for browser tests, poppler for reading PDFs back. */
export async function ensureTestTools() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!have('pdftotext') || !have('pdfinfo')) missing.push('poppler-utils');
  if (missing.length === 0) return;
  if (!(await aptInstall(...missing))) {
    console.error(`The tests need ${missing.join(' and ')}: install ${missing.length > 1 ? 'them' : 'it'} (Debian: apt-get install ${missing.join(' ')})${missing.includes('chromium') ? ' or set CHROMIUM_PATH' : ''}.`);
    process.exit(1);
  }
}

function findNatsServer() {
  for (const candidate of ['nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server', '/usr/bin/nats-server']) {
    if (candidate.includes('/') ? existsSync(candidate) : have(candidate)) return candidate;
  }
  return undefined;
}

/**
 * What to run so that a NATS server with JetStream answers at NATS_URL: nothing (undefined) when
 * one already does; else, for a local URL, the system's nats-server (installed with apt on Debian
 * as root) keeping its store under `dataDir`.
 */
export async function natsServerCommand(natsUrl, dataDir) {
  const url = new URL(natsUrl.replace(/^nats:/, 'http:'));
  const host = url.hostname;
  const port = Number(url.port || 4222);
  if (await reachable(host, port)) return undefined;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    console.error(`NATS is not reachable at ${natsUrl}. Start it there, or unset NATS_URL to run one locally.`);
    process.exit(1);
  }
  let binary = findNatsServer();
  if (!binary && (await aptInstall('nats-server'))) binary = findNatsServer();
  if (!binary) {
    console.error('NATS is not running and nats-server is not installed.\nInstall it (Debian/Ubuntu: sudo apt-get install nats-server; macOS: brew install nats-server) or set NATS_URL.');
    process.exit(1);
  }
  const storeDir = path.join(dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  return { command: binary, args: ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], port };
}

/**
 * Makes sure NATS answers at NATS_URL (see natsServerCommand), starting it when needed.
 * Returns the started child process, if any, so the caller can stop it.
 */
export async function ensureNats(natsUrl, dataDir) {
  const nats = await natsServerCommand(natsUrl, dataDir);
  if (!nats) return undefined;
  say(`Starting NATS (JetStream) on 127.0.0.1:${nats.port}…`);
  const child = spawn(nats.command, nats.args, { stdio: 'ignore' });
  if (!(await waitFor('127.0.0.1', nats.port, 10))) {
    console.error(`nats-server did not start on port ${nats.port}.`);
    process.exit(1);
  }
  return child;
}

/**
 * Makes sure PostgreSQL answers for the tests; when nothing listens on 127.0.0.1:5432, starts the
 * system cluster (installing PostgreSQL with apt on Debian as root). Returns the URL to use.
 */
export async function ensurePostgres(databaseUrl) {
  const url = new URL(databaseUrl);
  const port = Number(url.port || 5432);
  if (await reachable(url.hostname, port)) return databaseUrl;
  if (!have('pg_ctlcluster') && !(await aptInstall('postgresql'))) {
    console.error(`PostgreSQL is not reachable at ${url.host}. Install and start it (Debian: sudo apt-get install postgresql) or set TEST_DATABASE_URL.`);
    process.exit(1);
  }
  const clusters = spawnSync('sh', ['-c', 'ls /etc/postgresql 2>/dev/null | sort -V | tail -1'], { encoding: 'utf8' }).stdout.trim();
  say(`Starting PostgreSQL ${clusters}…`);
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusters, 'main', 'start']);
  if (!(await waitFor(url.hostname, port, 20))) {
    console.error('PostgreSQL did not start.');
    process.exit(1);
  }
  if (!url.password && isRoot()) {
    // A fresh Debian cluster asks for a password over TCP; give the local superuser one for tests.
    spawnSync('su', ['postgres', '-c', `psql -qc "alter user postgres password 'postgres'"`], { stdio: 'ignore' });
    url.username = 'postgres';
    url.password = 'postgres';
    const withPassword = url.toString();
    const probe = spawnSync('psql', [withPassword, '-qtAc', 'select 1'], { encoding: 'utf8' });
    if (probe.status === 0) return withPassword;
  }
  return databaseUrl;
}
