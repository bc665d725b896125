import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@laneforge/platform/logger';
import type { ProbeJob } from '../../test/workers/probe.worker';
import { OverBudget, PoolBusy, WorkerPool } from './pool';

const entry = new URL('../../test/workers/probe.worker.js', import.meta.url);
const pools: Array<WorkerPool<ProbeJob, string>> = [];

function pool(options: { size?: number; timeMs?: number; heapMb?: number; queueLimit?: number; idleMs?: number } = {}) {
  const created = new WorkerPool<ProbeJob, string>({
    entry,
    size: options.size ?? 1,
    budget: { timeMs: options.timeMs ?? 60_000, heapMb: options.heapMb ?? 64 },
    queueLimit: options.queueLimit ?? 8,
    idleMs: options.idleMs ?? 60_000,
    logger: createLogger('pool-test', 'silent'),
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const gate = () => new Int32Array(new SharedArrayBuffer(4));
const open = (g: Int32Array) => {
  Atomics.store(g, 0, 1);
  Atomics.notify(g, 0);
};

/** Workers load through tsx here: seconds each on a machine shared with other work. */
const LOADING = { timeout: 120_000 };

describe('the drawing worker pool', LOADING, () => {
  it('runs a job per worker at a time, queues what waits and refuses past the queue', async () => {
    const jobs = pool({ size: 1, queueLimit: 1 });
    const held = gate();
    const first = jobs.run({ kind: 'hold', gate: held, value: 'first' });
    const second = jobs.run({ kind: 'echo', value: 'second' });
    await expect(jobs.run({ kind: 'echo', value: 'third' })).rejects.toBeInstanceOf(PoolBusy);
    open(held);
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    expect(jobs.workers).toBe(1);
  });

  it('lets a second worker answer while the first one is busy', async () => {
    const jobs = pool({ size: 2 });
    const held = gate();
    const busy = jobs.run({ kind: 'hold', gate: held, value: 'held' });
    expect(await jobs.run({ kind: 'echo', value: 'meanwhile' })).toBe('meanwhile');
    open(held);
    expect(await busy).toBe('held');
  });

  it('starts a spare worker while a job draws for a while, so the next one does not wait for a worker to load', async () => {
    const jobs = pool({ size: 2 });
    const held = gate();
    const busy = jobs.run({ kind: 'hold', gate: held, value: 'held' });
    await expect.poll(() => jobs.workers, { timeout: 60_000 }).toBe(2);
    expect(await jobs.run({ kind: 'echo', value: 'next' })).toBe('next');
    open(held);
    expect(await busy).toBe('held');
  });

  it('stops idle workers but the last one', async () => {
    const jobs = pool({ size: 2, idleMs: 50 });
    const held = gate();
    const busy = jobs.run({ kind: 'hold', gate: held, value: 'held' });
    await jobs.run({ kind: 'echo', value: 'meanwhile' });
    open(held);
    await busy;
    await expect.poll(() => jobs.workers, { timeout: 60_000 }).toBe(1);
    expect(await jobs.run({ kind: 'echo', value: 'later' })).toBe('later');
  });

  it('stops a job that runs past its time, and a fresh worker takes its place', async () => {
    const jobs = pool({ timeMs: 300 });
    const spun = await jobs.run({ kind: 'spin' }).catch((err: unknown) => err);
    expect(spun).toBeInstanceOf(OverBudget);
    expect((spun as OverBudget).spent).toBe('time');
    // A worker takes the stopped one's place at once, before any download asks for it.
    await expect.poll(() => jobs.workers, { timeout: 60_000 }).toBe(1);
    expect(await jobs.run({ kind: 'echo', value: 'after' })).toBe('after');
  });

  it('stops a job that only waits, spending no CPU, by the clock at four times its budget', async () => {
    const jobs = pool({ timeMs: 200 });
    const waited = await jobs.run({ kind: 'hold', gate: gate(), value: 'never' }).catch((err: unknown) => err);
    expect(waited).toBeInstanceOf(OverBudget);
    expect((waited as OverBudget).spent).toBe('time');
  });

  it('ends a worker that fills its heap, never the process, and carries on', async () => {
    const jobs = pool({ heapMb: 32 });
    const hog = await jobs.run({ kind: 'hog' }).catch((err: unknown) => err);
    expect(hog).toBeInstanceOf(OverBudget);
    expect((hog as OverBudget).spent).toBe('memory');
    expect(await jobs.run({ kind: 'echo', value: 'after' })).toBe('after');
  });

  it('fails a job with its worker’s error, and a worker that broke is replaced', async () => {
    const jobs = pool();
    await expect(jobs.run({ kind: 'fail' })).rejects.toThrow('could not draw');
    await expect(jobs.run({ kind: 'crash' })).rejects.toThrow('the worker broke');
    expect(await jobs.run({ kind: 'echo', value: 'after' })).toBe('after');
  });
});
