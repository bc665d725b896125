import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alive, commandLine } from '../scripts/lib/processes.mjs';
import { RunState } from '../scripts/lib/run-state.mjs';

const started: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  started.push(child);
  return child;
}
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lf-run-state-'));
  dirs.push(dir);
  return dir;
};
const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(true) : child.once('exit', resolve)));

describe('RunState (DATA_DIR/launcher.json)', () => {
  it('stops the processes a killed launcher left running before the next start', async () => {
    const dir = dataDir();
    const leftover = sleeper();
    await vi.waitFor(() => expect(commandLine(leftover.pid!)).toContain('setInterval'));
    const killedRun = new RunState(dir);
    await killedRun.claim();
    killedRun.record('export', leftover.pid!);

    const stopped = await new RunState(dir).claim();
    expect(stopped).toEqual([`export (pid ${leftover.pid})`]);
    await exited(leftover);
    expect(alive(leftover.pid!)).toBe(false);
  });

  it('leaves alone a recorded pid that now runs another program', async () => {
    const dir = dataDir();
    const stranger = sleeper();
    await vi.waitFor(() => expect(commandLine(stranger.pid!)).toContain('setInterval'));
    writeFileSync(path.join(dir, 'launcher.json'), JSON.stringify({ pid: 999_999_999, command: 'gone', children: { auth: { pid: stranger.pid, command: 'node dist/main.js', stopSignal: 'SIGTERM' } } }));

    expect(await new RunState(dir).claim()).toEqual([]);
    expect(alive(stranger.pid!)).toBe(true);
  });

  it('refuses to start while another launcher runs on the same data directory', async () => {
    const dir = dataDir();
    const other = sleeper();
    await vi.waitFor(() => expect(commandLine(other.pid!)).toContain('setInterval'));
    writeFileSync(path.join(dir, 'launcher.json'), JSON.stringify({ pid: other.pid, command: commandLine(other.pid!), children: {} }));

    await expect(new RunState(dir).claim()).rejects.toThrow(`LaneForge is already running on ${dir} (launcher pid ${other.pid})`);
    expect(JSON.parse(readFileSync(path.join(dir, 'launcher.json'), 'utf8')).pid).toBe(other.pid);
  });
});
