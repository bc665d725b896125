import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { clearStaleLock, embeddedPostgres, postgresReady } from '../scripts/lib/embedded-postgres.mjs';
import { alive } from '../scripts/lib/processes.mjs';

// The one embedded database of `npm start`: real PostgreSQL binaries from npm under DATA_DIR.
const dataDir = mkdtempSync(path.join(tmpdir(), 'lf-embedded-pg-'));
const running: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((child) => stop(child)));
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function start(port: number) {
  const database = await embeddedPostgres({ dataDir, port });
  await database.spec.prepare!();
  const { spec } = database;
  const child = spawn(spec.command, spec.args, { env: spec.env, uid: spec.uid, gid: spec.gid, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (c) => (log += c));
  running.push(child);
  await vi.waitFor(async () => expect(await postgresReady(database.pgdata, child.pid!, port)).toBe(true), { timeout: 20_000, interval: 50 });
  return { ...database, child, log: () => log };
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT') {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

function childrenOf(pid: number) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function query(url: string, database: string, text: string) {
  const target = new URL(url);
  target.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL of npm start', { timeout: 30_000 }, () => {
  it('initialises under DATA_DIR on first start, with a password, and keeps a service database across a clean stop', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.created).toBe(true);
    expect(first.url).toMatch(new RegExp(`^postgres://postgres:[^@]+@127\\.0\\.0\\.1:${port}/postgres$`));
    await expect(query(first.url.replace(/:[^:@/]+@/, ':wrong@'), 'postgres', 'select 1')).rejects.toThrow(/password authentication failed/);
    await query(first.url, 'postgres', 'create database laneforge_probe');
    await query(first.url, 'laneforge_probe', "create table kept (id text); insert into kept values ('across restarts')");

    await stop(first.child);
    expect(first.log()).toContain('database system is shut down');
    expect(existsSync(path.join(first.pgdata, 'postmaster.pid'))).toBe(false);

    const again = await start(port);
    expect(again.created).toBe(false);
    expect(await query(again.url, 'laneforge_probe', 'select id from kept')).toEqual([{ id: 'across restarts' }]);
    await stop(again.child);
  });

  it('starts after a kill -9 whose lock names a pid that another program has since taken', async () => {
    const port = await freePort();
    const killed = await start(port);
    const helpers = childrenOf(killed.child.pid!);
    await stop(killed.child, 'SIGKILL');
    // Its helper processes notice and end; until then they hold its shared memory.
    await vi.waitFor(() => expect(helpers.filter(alive)).toEqual([]), { timeout: 10_000 });
    const lock = path.join(killed.pgdata, 'postmaster.pid');
    const lines = readFileSync(lock, 'utf8').split('\n');
    // A live process that is not a PostgreSQL on this data directory (nor its parent, which
    // PostgreSQL itself would let pass).
    const stranger = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    running.push(stranger);
    writeFileSync(lock, [String(stranger.pid), ...lines.slice(1)].join('\n'));

    const next = await start(port);
    expect(await query(next.url, 'laneforge_probe', 'select id from kept')).toEqual([{ id: 'across restarts' }]);
    await stop(next.child);
    await stop(stranger, 'SIGKILL');
  });

  it('stops a server that a killed launcher left running before starting its own', async () => {
    const port = await freePort();
    const orphan = await start(port);
    await clearStaleLock(orphan.pgdata);
    await vi.waitFor(() => expect(orphan.child.exitCode !== null || orphan.child.signalCode !== null).toBe(true));
    expect(orphan.log()).toContain('received fast shutdown request');

    const next = await start(port);
    expect(await query(next.url, 'laneforge_probe', 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    await stop(next.child);
  });
});
