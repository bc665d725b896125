import { performance } from 'node:perf_hooks';
import { composePlan, parsePlanText, renderPlan, validatePlan } from '../../services/training/src/plan/index';

function measure(name: string, target: number, runs: number, work: (i: number) => void): void {
  for (let i = 0; i < 50; i++) work(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`${name.padEnd(44)} p50 ${at(0.5).toFixed(3)} ms   p95 ${at(0.95).toFixed(3)} ms   (target p50 ≤ ${target} ms, ${runs} runs)`);
}

const day = (i: number) => new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10);

measure('compose a 6,000-yard workout', 10, 2000, (i) => {
  composePlan({ date: day(i), description: 'High school team, 6,000 yards SCY, threshold and IM focus' });
});

measure('compose a 16-week season plan', 50, 500, (i) => {
  composePlan({ date: day(i), description: '16-week season plan for college swimmers, 200 free at conference championships, with dryland' });
});

const sixThousand = renderPlan(composePlan({ date: '2026-03-02', description: 'college 6,000 yards SCY aerobic and sprint' }));
measure('parse + validate a 6,000-yard text', 2, 2000, () => {
  validatePlan(parsePlanText(sixThousand, { provider: 'openai' }).plan);
});
