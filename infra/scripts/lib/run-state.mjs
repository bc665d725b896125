// DATA_DIR/launcher.json: which launcher runs on this data directory and which processes it
// started. A launcher that was killed (kill -9, a crash, a closed laptop) leaves its processes
// running and holding their ports; the next start stops them before it starts its own.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { alive, commandLine, stopPid } from './processes.mjs';

/**
 * Whether a pid still runs what was started under it. A program started through a wrapper that
 * execs it (unshare) may have been recorded as the wrapper's command line, which ends with it.
 */
const sameProgram = (recorded, now) => now !== '' && (recorded === now || recorded.endsWith(` ${now}`));

export class RunState {
  constructor(dataDir) {
    this.file = path.join(dataDir, 'launcher.json');
    this.state = { pid: process.pid, command: commandLine(process.pid), children: {} };
  }

  /**
   * Refuses when another launcher runs on this data directory; stops what a killed one left.
   * Returns the names of the processes it stopped.
   */
  async claim() {
    const previous = this.#read();
    if (previous && previous.pid !== process.pid && alive(previous.pid) && commandLine(previous.pid) === previous.command) {
      throw new Error(`LaneForge is already running on ${path.dirname(this.file)} (launcher pid ${previous.pid}). Stop it first, or set another DATA_DIR.`);
    }
    const leftovers = Object.entries(previous?.children ?? {}).filter(([, c]) => alive(c.pid) && sameProgram(c.command, commandLine(c.pid)));
    await Promise.all(leftovers.map(([, c]) => stopPid(c.pid, c.stopSignal)));
    this.#write();
    return leftovers.map(([name, c]) => `${name} (pid ${c.pid})`);
  }

  record(name, pid, stopSignal = 'SIGTERM') {
    this.state.children[name] = { pid, command: commandLine(pid), stopSignal };
    this.#write();
  }

  release() {
    rmSync(this.file, { force: true });
  }

  #read() {
    if (!existsSync(this.file)) return undefined;
    try {
      return JSON.parse(readFileSync(this.file, 'utf8'));
    } catch {
      return undefined;
    }
  }

  #write() {
    writeFileSync(this.file, `${JSON.stringify(this.state, null, 2)}\n`);
  }
}
