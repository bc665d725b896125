import { performance } from 'node:perf_hooks';
import type { WorkoutPlan } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import { evaluate, summarise } from '../../services/training/eval/check';
import { corpus } from '../../services/training/eval/corpus';
import { refinements } from '../../services/training/eval/refinements';
import { constraintBreaches, refinePlan, validatePlan, writePlan } from '../../services/training/src/plan/index';

/** `npm run bench -- plans`: the evaluation corpus (accuracy per facet and every miss), variety and refinements. */

const started = performance.now();
const verdicts = corpus.map((k) => evaluate(k));
const ms = (performance.now() - started) / corpus.length;
const summary = summarise(verdicts);
console.log(`plans: ${summary.cases} coach requests (${ms.toFixed(1)} ms a plan)`);
for (const [facet, a] of Object.entries(summary.accuracy)) console.log(`  ${facet.padEnd(12)} ${((a.held / a.asked) * 100).toFixed(1).padStart(5)} %  (${a.held}/${a.asked})`);
console.log(`  constraint violations: ${summary.violations}`);
if (summary.failed.length > 0) console.log(`misses (${summary.failed.length}):`);
for (const v of summary.failed) console.log(`  ${v.id}: ${[...v.misses, ...v.violations.map((x) => `violation ${x}`)].join(' / ')}`);

const varietyRequests = ['HS varsity 5000 SCY threshold', '13-14s 4500 yards aerobic', 'masters 3000 scy sprint', 'senior group 6000 LCM IM', 'D1 7000 distance', '11-12s 4000 VO2', '9-10s 2500 backstroke', 'masters 3000 fly focus'];
console.log('variety: identical main sets among 10 plans of one request on 10 dates (target ≤ 1)');
for (const description of varietyRequests) {
  const mains = Array.from({ length: 10 }, (_, d) => JSON.stringify((writePlan({ date: addDays('2026-03-02', d * 3), description }) as WorkoutPlan).sections.filter((s) => s.kind === 'main').map((s) => s.blocks)));
  console.log(`  ${description.padEnd(34)} ${mains.length - new Set(mains).size}`);
}

const bases = ['HS varsity 5000 SCY threshold and IM', '13-14s 4500 yards aerobic, main set 10 x 100 @ 1:20', 'masters 3000 scy sprint', 'college D3 6000 scy distance'];
let applied = 0;
let refused = 0;
let unread = 0;
let broken = 0;
const misses: string[] = [];
for (const description of bases) {
  const plan = writePlan({ date: '2026-03-02', description });
  for (const instruction of refinements) {
    const result = refinePlan(plan, instruction);
    const after = result.plan as WorkoutPlan;
    if (!validatePlan(after).ok || constraintBreaches(after).length > 0) broken++;
    if (result.notUnderstood.length > 0) {
      unread++;
      misses.push(`"${instruction}" on "${description}": not understood ${result.notUnderstood.join(', ')}`);
    } else if (result.rejected) {
      refused++;
      misses.push(`"${instruction}" on "${description}": ${result.rejected}`);
    } else applied++;
  }
}
const total = bases.length * refinements.length;
console.log(`refinements: ${total} (${refinements.length} instructions x ${bases.length} plans): applied ${applied}, refused with a reason ${refused}, not understood ${unread}, broken plans ${broken}`);
for (const m of misses) console.log(`  ${m}`);
