import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from '@laneforge/platform/logger';
import { cpuMsOf, threadStatFile } from './thread';

/**
 * What one job may spend in its worker: the worker thread's CPU time from when it takes the job
 * (wall time where the platform cannot tell a thread's CPU time), and JavaScript heap.
 */
export interface Budget {
  timeMs: number;
  heapMb: number;
}

/** Why an idle worker is stopped (not a failure: nothing takes its place). */
const IDLE = 'idle';

/** How often a drawing's time is checked against its budget. */
const BUDGET_TICK_MS = 50;

/** However busy the machine, a drawing is stopped after this many times its budget on the clock. */
const WALL_FACTOR = 4;

/** How long a job draws before a spare worker is started for whatever comes next. */
const SPARE_AFTER_MS = 300;

/** A job that went over its budget: its worker was stopped, and a fresh one takes the next job. */
export class OverBudget extends Error {
  constructor(readonly spent: 'time' | 'memory' | 'size') {
    super(`over the ${spent} budget`);
  }
}

/** Every worker is busy and the queue is full. */
export class PoolBusy extends Error {
  constructor() {
    super('every worker is busy and the queue is full');
  }
}

/** How one job went, as its worker tells it. */
export type Reply<R> = { id: number; ok: true; result: R } | { id: number; ok: false; overBudget?: 'size'; error: string };

/** What a worker says once it has loaded what it needs, before its first job: with where its CPU time is read, if anywhere. */
export interface Ready {
  ready: true;
  stat?: string;
}

/** The ready message of the thread that calls it. */
export const readyMessage = (): Ready => ({ ready: true, ...(threadStatFile() ? { stat: threadStatFile() } : {}) });

interface Pending<J, R> {
  id: number;
  job: J;
  resolve(result: R): void;
  reject(err: Error): void;
}

interface Slot<J, R> {
  worker: Worker;
  /** Its libraries are loaded: a job's time counts from when it is handed over, not from the worker's start. */
  ready: boolean;
  /** Where the worker thread's CPU time is read (Linux). */
  stat?: string;
  current?: Pending<J, R> & { timer?: NodeJS.Timeout; spare?: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
}

export interface PoolOptions {
  /** The worker's entry: a built `.js`, or in a checkout without a build the `.ts` beside it (run through tsx). */
  entry: URL;
  size: number;
  budget: Budget;
  /** Jobs that may wait for a worker; more are refused with `PoolBusy`. */
  queueLimit: number;
  /**
   * A worker with nothing to do this long is stopped while another one is running (each holds the
   * fonts and libraries: tens of MB); the last one stays, so a download after a quiet spell is not
   * kept waiting for a worker to start.
   */
  idleMs: number;
  logger: Logger;
}

/**
 * Jobs run in worker threads, each under a budget: a job that runs past its time is stopped where
 * it stands (`worker.terminate()`), one that fills its heap ends its worker alone (V8's heap limit
 * of a worker), and either way the job fails with `OverBudget` while the process and every other
 * job carry on. The main thread only posts jobs and receives files, so it keeps answering while a
 * document is drawn. Workers start with the first jobs; all but one stop when idle.
 */
export class WorkerPool<J, R> {
  private readonly slots: Array<Slot<J, R>> = [];
  private readonly queue: Array<Pending<J, R>> = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  run(job: J): Promise<R> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise<R>((resolve, reject) => {
      const pending = { id: this.nextId++, job, resolve, reject };
      const slot = this.freeSlot();
      if (slot) return this.start(slot, pending);
      if (this.queue.length >= this.options.queueLimit) return reject(new PoolBusy());
      this.queue.push(pending);
    });
  }

  /** Workers running now (for tests and the benchmark). */
  get workers(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the worker pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, new Error('the worker pool is closed'))));
  }

  private freeSlot(): Slot<J, R> | undefined {
    const idle = this.slots.find((s) => !s.current);
    if (idle) return idle;
    if (this.slots.length < this.options.size) return this.spawn();
    return undefined;
  }

  private spawn(): Slot<J, R> {
    const worker = new Worker(...workerArgs(this.options.entry, this.options.budget.heapMb));
    const slot: Slot<J, R> = { worker, ready: false };
    this.slots.push(slot);
    worker.on('message', (reply: Reply<R> | Ready) => {
      if (!('ready' in reply)) return this.settle(slot, reply);
      slot.ready = true;
      slot.stat = reply.stat;
      if (slot.current) this.dispatch(slot);
      else this.next(slot);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      // A worker that filled its heap is ended by V8; the process is not.
      const outOfMemory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!outOfMemory) this.options.logger.error({ err }, 'a document worker failed');
      this.retire(slot, outOfMemory ? new OverBudget('memory') : err);
    });
    worker.on('exit', (code) => this.retire(slot, new Error(`a document worker stopped (exit code ${code})`)));
    return slot;
  }

  private start(slot: Slot<J, R>, pending: Pending<J, R>): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = undefined;
    slot.current = pending;
    if (slot.ready) this.dispatch(slot);
  }

  /**
   * Hands the slot's job to its worker and watches what it spends: the worker thread's CPU time
   * against the budget, and the clock against four times it, however busy the machine is.
   */
  private dispatch(slot: Slot<J, R>): void {
    const current = slot.current!;
    const { timeMs } = this.options.budget;
    const started = Date.now();
    const cpuAtStart = slot.stat ? cpuMsOf(slot.stat) : undefined;
    current.timer = setInterval(() => {
      const cpu = cpuAtStart !== undefined && slot.stat ? cpuMsOf(slot.stat) : undefined;
      const wall = Date.now() - started;
      const spent = cpu !== undefined ? cpu - cpuAtStart! : wall;
      if (spent <= timeMs && wall <= WALL_FACTOR * timeMs) return;
      this.options.logger.warn({ budgetMs: timeMs, spentMs: spent, wallMs: wall, clock: cpu !== undefined ? 'cpu' : 'wall' }, 'a document went over its time budget: its worker is stopped');
      void this.stop(slot, new OverBudget('time'));
    }, Math.min(BUDGET_TICK_MS, timeMs));
    // A job still drawing after a moment, with every worker busy: a spare starts loading its
    // libraries (seconds on a busy machine), so the next download is not kept waiting for them.
    current.spare = setTimeout(() => {
      if (slot.current === current && this.slots.length < this.options.size && this.slots.every((s) => s.current)) this.spawn();
    }, SPARE_AFTER_MS);
    current.spare.unref();
    slot.worker.postMessage({ id: current.id, job: current.job });
  }

  private settle(slot: Slot<J, R>, reply: Reply<R>): void {
    const current = slot.current;
    if (!current || current.id !== reply.id) return;
    clearInterval(current.timer);
    clearTimeout(current.spare);
    slot.current = undefined;
    if (reply.ok) current.resolve(reply.result);
    else current.reject(reply.overBudget ? new OverBudget(reply.overBudget) : new Error(reply.error));
    this.next(slot);
  }

  /** Gives a free worker the next job, or lets it rest until it is needed or stopped as idle. */
  private next(slot: Slot<J, R>): void {
    const pending = this.queue.shift();
    if (pending) return this.start(slot, pending);
    slot.idle = setTimeout(() => {
      if (this.slots.length > 1) void this.stop(slot, new Error(IDLE));
    }, this.options.idleMs);
    slot.idle.unref();
  }

  /** Ends a worker: its job (if any) fails with `reason`, and a waiting job gets a new worker. */
  private async stop(slot: Slot<J, R>, reason: Error): Promise<void> {
    this.retire(slot, reason);
    await slot.worker.terminate();
  }

  private retire(slot: Slot<J, R>, reason: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.idle) clearTimeout(slot.idle);
    const current = slot.current;
    slot.current = undefined;
    if (current) {
      clearInterval(current.timer);
      clearTimeout(current.spare);
      current.reject(reason);
    }
    if (this.closed) return;
    const pending = this.queue.shift();
    if (pending) this.start(this.spawn(), pending);
    // The last worker stopped over a budget (or broke while drawing): one takes its place at once,
    // so the next download does not wait for a worker to load. One that never loaded is not retried here.
    else if (this.slots.length === 0 && slot.ready && reason.message !== IDLE) this.spawn();
  }
}

/**
 * How to start a worker from `entry`. A built service has the `.js` beside its main.js; tests and
 * benchmarks run the sources, where the `.ts` entry is loaded through tsx's loader.
 */
function workerArgs(entry: URL, heapMb: number): ConstructorParameters<typeof Worker> {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, stackSizeMb: 4 };
  if (existsSync(entry)) return [entry, { resourceLimits }];
  const source = new URL(entry.href.replace(/\.js$/, '.ts'));
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json')));
  const boot = `import(${JSON.stringify(tsx.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`;
  return [boot, { eval: true, resourceLimits }];
}
