import { readFileSync, readlinkSync } from 'node:fs';

/**
 * The CPU time of one thread, from Linux's /proc: what a drawing costs, whatever else the machine
 * is running (a busy machine stretches the clock, not the work). Elsewhere there is none, and the
 * pool falls back to the clock.
 */

/** This thread's stat file (`/proc/<pid>/task/<tid>/stat`), or undefined where there is no /proc. */
export function threadStatFile(): string | undefined {
  try {
    return `/proc/${readlinkSync('/proc/thread-self')}/stat`;
  } catch {
    return undefined;
  }
}

/** Linux counts CPU time in /proc in ticks of USER_HZ, 100 a second on every architecture it runs on. */
const MS_PER_TICK = 10;

/** User and system CPU time of the thread whose stat file this is, in ms; undefined when it cannot be read. */
export function cpuMsOf(statFile: string): number | undefined {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // Fields after the command name, which is in parentheses and may hold anything: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : undefined;
  } catch {
    return undefined;
  }
}
