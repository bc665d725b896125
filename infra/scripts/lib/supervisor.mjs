// Keeps the processes of `npm start` running: a process that exits on its own is started again
// after a growing pause, one that keeps crashing is left stopped and reported with its last log
// lines, and stopping goes tier by tier (gateway, then services, then NATS and the database).
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { prettyLine } from './logs.mjs';

export const defaultPolicy = {
  /** Pause before the first restart; it doubles with every crash still inside the window. */
  firstDelayMs: 500,
  maxDelayMs: 15_000,
  /** This many crashes inside the window is a crash loop: no more restarts. */
  loopCrashes: 5,
  windowMs: 60_000,
  /** A process that does not stop within this time after its stop signal is killed. */
  stopTimeoutMs: 12_000,
  tailLines: 15,
};

/**
 * What to do after a crash at `now`, given the earlier crash times: give up (a crash loop) or
 * restart after a pause that doubles with each crash still inside the window.
 */
export function afterCrash(earlierCrashes, now, policy = defaultPolicy) {
  const recent = [...earlierCrashes.filter((t) => now - t < policy.windowMs), now];
  const delayMs = Math.min(policy.firstDelayMs * 2 ** (recent.length - 1), policy.maxDelayMs);
  return { recent, giveUp: recent.length >= policy.loopCrashes, delayMs };
}

/** Splits a stream into lines; `onLine` gets each complete non-empty line. */
function eachLine(stream, onLine) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) if (line.trim()) onLine(line);
  });
  stream.on('end', () => buffered.trim() && onLine(buffered));
}

const describeExit = (code, signal) => (signal ? `killed by ${signal}` : `exit ${code}`);

/**
 * Events: `spawn` (name, pid), `restart` (name, delayMs, attempt), `giveup` (name, tail).
 * A process spec: { name, command, args, cwd?, env?, uid?, gid?, tier (stop order: highest
 * first), stopSignal? (default SIGTERM), prepare?() run before every start }.
 */
export class Supervisor extends EventEmitter {
  #procs = new Map();
  #stopping = false;

  constructor({ policy = defaultPolicy, print = console.log, printError = console.error, labelWidth = 15 } = {}) {
    super();
    this.policy = { ...defaultPolicy, ...policy };
    this.print = print;
    this.printError = printError;
    this.labelWidth = labelWidth;
  }

  /** Starts a process and keeps it running. */
  async add(spec) {
    const proc = { spec, child: undefined, crashes: [], restarts: 0, tail: [], state: 'starting', timer: undefined };
    this.#procs.set(spec.name, proc);
    await this.#spawn(proc);
  }

  /** running, restarting, failed (crash loop) or stopped. */
  state(name) {
    return this.#procs.get(name)?.state;
  }

  pid(name) {
    return this.#procs.get(name)?.child?.pid;
  }

  names() {
    return [...this.#procs.keys()];
  }

  async #spawn(proc) {
    const { spec } = proc;
    try {
      await spec.prepare?.();
    } catch (err) {
      this.#record(proc, `could not start: ${err.message}`);
      this.#crashed(proc, 'not started');
      return;
    }
    if (this.#stopping || proc.state === 'stopped') return;
    const child = spawn(spec.command, spec.args ?? [], {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      uid: spec.uid,
      gid: spec.gid,
      // Its own process group: Ctrl-C reaches the launcher only, which stops everything in order.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.child = child;
    proc.state = 'running';
    child.on('error', (err) => {
      this.#record(proc, `could not start: ${err.message}`);
      if (child.pid === undefined && proc.child === child) {
        proc.child = undefined;
        this.#crashed(proc, 'not started');
      }
    });
    for (const stream of [child.stdout, child.stderr]) eachLine(stream, (line) => this.#record(proc, line));
    child.on('exit', (code, signal) => {
      if (proc.child !== child) return;
      proc.child = undefined;
      if (this.#stopping || proc.state === 'stopped') return;
      this.#crashed(proc, describeExit(code, signal));
    });
    if (child.pid) this.emit('spawn', spec.name, child.pid);
  }

  #record(proc, line) {
    const pretty = prettyLine(proc.spec.name.padEnd(this.labelWidth), line);
    proc.tail.push(pretty);
    if (proc.tail.length > this.policy.tailLines) proc.tail.shift();
    this.print(pretty);
  }

  #crashed(proc, how) {
    const { name } = proc.spec;
    const decision = afterCrash(proc.crashes, Date.now(), this.policy);
    proc.crashes = decision.recent;
    if (decision.giveUp) {
      proc.state = 'failed';
      const windowS = this.policy.windowMs / 1000;
      const tail = proc.tail.map((line) => `    ${line}`).join('\n');
      this.printError(`\n\x1b[31m✖ ${name} stopped ${decision.recent.length} times within ${windowS} s (last: ${how}); not restarting it.\x1b[0m\n  Its last lines:\n${tail}\n`);
      this.emit('giveup', name, [...proc.tail]);
      return;
    }
    proc.state = 'restarting';
    proc.restarts += 1;
    this.printError(`\x1b[33m▸ ${name} stopped (${how}); restarting it in ${(decision.delayMs / 1000).toFixed(1)} s (restart ${proc.restarts}).\x1b[0m`);
    this.emit('restart', name, decision.delayMs, proc.restarts);
    proc.timer = setTimeout(() => void this.#spawn(proc), decision.delayMs);
  }

  /** Stops every process, highest tier first, each tier's processes at the same time. */
  async stopAll() {
    this.#stopping = true;
    const tiers = [...new Set([...this.#procs.values()].map((p) => p.spec.tier ?? 0))].sort((a, b) => b - a);
    for (const tier of tiers) {
      await Promise.all([...this.#procs.values()].filter((p) => (p.spec.tier ?? 0) === tier).map((p) => this.#stop(p)));
    }
  }

  #stop(proc) {
    proc.state = 'stopped';
    clearTimeout(proc.timer);
    const { child } = proc;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), this.policy.stopTimeoutMs);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(proc.spec.stopSignal ?? 'SIGTERM');
    });
  }
}
