// A drawing worker's entry (a worker thread of the export service, bundled beside main.js): it
// draws one file at a time for the pool in render/pool.ts.
import { parentPort } from 'node:worker_threads';
import { DocumentTooLarge } from './document/limits';
import { readyMessage, type Reply } from './render/pool';
import { loadRenderers, renderFile, type RenderJob } from './render/render';

const port = parentPort!;

/** Errors that mean the document is too big to draw, not that drawing is broken. */
const tooLarge = (err: unknown) => err instanceof DocumentTooLarge || (err instanceof RangeError && /string length|array length|call stack/i.test(err.message));

port.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  let reply: Reply<Uint8Array>;
  try {
    reply = { id, ok: true, result: await renderFile(job) };
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err), ...(tooLarge(err) ? { overBudget: 'size' as const } : {}) };
  }
  port.postMessage(reply);
});

await loadRenderers();
port.postMessage(readyMessage());
