// A worker for the pool's tests: each job says what the worker does with it.
import { parentPort } from 'node:worker_threads';
import { readyMessage } from '../../src/render/pool';

export type ProbeJob =
  | { kind: 'echo'; value: string }
  /** Waits until the test stores 1 in `gate[0]`. */
  | { kind: 'hold'; gate: Int32Array; value: string }
  /** Never ends: only the time budget stops it. */
  | { kind: 'spin' }
  /** Keeps allocating: only the heap limit stops it. */
  | { kind: 'hog' }
  | { kind: 'fail' }
  | { kind: 'crash' };

const port = parentPort!;
port.on('message', ({ id, job }: { id: number; job: ProbeJob }) => {
  switch (job.kind) {
    case 'echo':
      return port.postMessage({ id, ok: true, result: job.value });
    case 'hold':
      Atomics.wait(job.gate, 0, 0);
      return port.postMessage({ id, ok: true, result: job.value });
    case 'spin':
      for (;;);
    case 'hog': {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 10_000 }, (_, i) => i * Math.random()));
    }
    case 'fail':
      return port.postMessage({ id, ok: false, error: 'could not draw' });
    case 'crash':
      throw new Error('the worker broke');
  }
});
port.postMessage(readyMessage());
