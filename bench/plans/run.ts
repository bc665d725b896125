import { performance } from 'node:perf_hooks';
import type { WorkoutPlan } from '@laneforge/contracts';
import { evaluate, summarise } from '../../services/training/eval/check';
import { corpus } from '../../services/training/eval/corpus';
import { refinements } from '../../services/training/eval/refinements';
import { regenerates, variety } from '../../services/training/eval/variety';
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

console.log('variety: ten plans of one request on ten dates, at most one identical main set (target: every request)');
for (const spacing of [1, 3, 7]) {
  const verdicts = corpus.map((k) => variety(k, spacing)).filter((v) => v.applies);
  const held = verdicts.filter((v) => v.identical <= 1);
  const repeats = verdicts.reduce((s, v) => s + v.identical, 0);
  console.log(`  dates ${spacing} day(s) apart: ${((held.length / verdicts.length) * 100).toFixed(1)} % of requests (${held.length}/${verdicts.length}); ${repeats} repeated main sets in ${verdicts.length * 10} plans`);
  for (const v of verdicts.filter((x) => x.identical > 1)) console.log(`    ${v.id}: ${v.identical} repeats`);
}
const regens = corpus.map((k, i) => regenerates(k, `regenerate-${i}`)).filter((r) => r.applies);
console.log(`  regenerate: another main set ${regens.filter((r) => r.different).length}/${regens.length}, valid ${regens.filter((r) => r.valid).length}/${regens.length}`);

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
    const unclear = result.notApplied.filter((n) => n.why === 'not understood as a change to the plan');
    if (unclear.length > 0) {
      unread++;
      misses.push(`"${instruction}" on "${description}": not understood ${unclear.map((n) => n.words).join(', ')}`);
    } else if (result.applied.length === 0) {
      refused++;
      misses.push(`"${instruction}" on "${description}": ${result.notApplied.map((n) => n.why).join('; ')}`);
    } else applied++;
  }
}
const total = bases.length * refinements.length;
console.log(`refinements: ${total} (${refinements.length} instructions x ${bases.length} plans): applied ${applied}, refused with a reason ${refused}, not understood ${unread}, broken plans ${broken}`);
for (const m of misses) console.log(`  ${m}`);
