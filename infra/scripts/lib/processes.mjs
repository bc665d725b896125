// Looking at and stopping processes by pid: what the launcher needs to clear up after a run that
// was killed (kill -9 of the launcher leaves its children running).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return err.code === 'EPERM';
  }
}

/** The command line of a running process, '' when there is none. */
export function commandLine(pid) {
  const proc = `/proc/${pid}/cmdline`;
  if (existsSync('/proc/self/cmdline')) {
    try {
      return readFileSync(proc, 'utf8').split('\0').filter(Boolean).join(' ');
    } catch {
      return '';
    }
  }
  const ps = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 ? ps.stdout.trim() : '';
}

/** Sends `signal`, waits up to `timeoutMs` for the process to end, then kills it. */
export async function stopPid(pid, signal = 'SIGTERM', timeoutMs = 10_000) {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // It ended between the check and the kill.
    }
  }
}
