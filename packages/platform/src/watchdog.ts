import { Worker } from 'node:worker_threads';

/**
 * A worker process whose event loop stops turning (a plan that never finishes drawing) answers no
 * one: every job queued behind it waits for ever. The watchdog is a thread of its own that the event
 * loop touches every quarter second; when it has not been touched for `stallMs`, the thread writes one
 * line to stderr and ends the process, and the launcher (or the container's restart policy) starts a
 * fresh one. It does not keep the process alive.
 */
export function startWatchdog(options: { name: string; stallMs: number }): () => void {
  const beat = new Int32Array(new SharedArrayBuffer(4));
  const started = Date.now();
  const touch = () => Atomics.store(beat, 0, Math.floor((Date.now() - started) / 100));
  touch();
  const timer = setInterval(touch, 250);
  timer.unref();
  // Written to run as CommonJS or as a module (the eval'd thread takes its parent's kind).
  const source = `
    const { workerData } = process.getBuiltinModule('node:worker_threads');
    const { writeSync } = process.getBuiltinModule('node:fs');
    const { beat, stallMs, name, started } = workerData;
    setInterval(() => {
      const last = Atomics.load(beat, 0) * 100;
      const now = Date.now() - started;
      if (now - last < stallMs) return;
      writeSync(2, JSON.stringify({ level: 'error', time: new Date().toISOString(), service: name, stalledMs: now - last, msg: 'event loop stalled past WORKER_STALL_MS: ending the process so a fresh one takes the queue' }) + '\\n');
      process.kill(process.pid, 'SIGKILL');
    }, Math.min(1000, Math.max(50, Math.floor(stallMs / 4))));
  `;
  const thread = new Worker(source, { eval: true, workerData: { beat, stallMs: options.stallMs, name: options.name, started } });
  thread.unref();
  return () => {
    clearInterval(timer);
    void thread.terminate();
  };
}
