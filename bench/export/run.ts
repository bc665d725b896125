import { performance } from 'node:perf_hooks';
import { renderDocx } from '../../services/export/src/document/docx';
import { buildDocument } from '../../services/export/src/document/model';
import { renderPdf } from '../../services/export/src/document/pdf';
import { fortySections, scy6000, season } from '../../services/export/test/fixtures';

/** Renders in-process (no HTTP, no training service): the time a download spends drawing. */
async function measure(name: string, target: number | null, runs: number, work: () => Promise<Buffer>): Promise<void> {
  let size = 0;
  for (let i = 0; i < 20; i++) size = (await work()).length;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const goal = target === null ? '' : `   (target p50 ≤ ${target} ms)`;
  console.log(`${name.padEnd(36)} p50 ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms   ${(size / 1024).toFixed(0).padStart(4)} KiB${goal}, ${runs} runs`);
}

const product = 'LaneForge';
const workout = buildDocument(scy6000, product);
const seasonPlan = buildDocument(season, product);
const forty = buildDocument(fortySections, product);

await measure('PDF of a 6,000-yard workout', 40, 200, () => renderPdf(workout));
await measure('DOCX of a 6,000-yard workout', 40, 200, () => renderDocx(workout));
await measure('PDF of a 16-week season plan', null, 100, () => renderPdf(seasonPlan));
await measure('DOCX of a 16-week season plan', null, 100, () => renderDocx(seasonPlan));
await measure('PDF of a 40-section plan', null, 40, () => renderPdf(forty));
await measure('DOCX of a 40-section plan', null, 40, () => renderDocx(forty));
