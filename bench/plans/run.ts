import { evaluate, summarise } from '../../services/training/eval/check';
import { corpus } from '../../services/training/eval/corpus';

/** `npm run bench -- plans`: the evaluation corpus, accuracy per facet and every miss. */
const verdicts = corpus.map((k) => evaluate(k));
const summary = summarise(verdicts);
console.log(`plans: ${summary.cases} coach requests`);
for (const [facet, a] of Object.entries(summary.accuracy)) {
  console.log(`  ${facet.padEnd(12)} ${((a.held / a.asked) * 100).toFixed(1).padStart(5)} %  (${a.held}/${a.asked})`);
}
console.log(`  constraint violations: ${summary.violations}`);
if (summary.failed.length > 0) console.log(`misses (${summary.failed.length}):`);
for (const v of summary.failed) {
  console.log(`  ${v.id}: ${[...v.misses, ...v.violations.map((x) => `violation ${x}`)].join(' / ')}`);
}
