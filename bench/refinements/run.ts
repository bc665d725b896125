import { judgeRefinement, summariseRefinements } from '../../services/training/eval/refinement-check';
import { heldOutCorpus, refinementCorpus } from '../../services/training/eval/refinement-corpus';

/**
 * `npm run bench -- refinements`: the refinement corpus (follow-ups in coaches' words, reasons and
 * asides included) judged against the plan before: the share clean, partly and refused, lost coach
 * sets or injury lines, and every case that was not clean with what it missed.
 */
for (const [name, corpus] of [['refinements', refinementCorpus], ['held-out round', heldOutCorpus]] as const) {
  const verdicts = corpus.map((k) => judgeRefinement(k));
  const s = summariseRefinements(verdicts);
  const pct = (n: number) => `${((n / s.cases) * 100).toFixed(1)} %`;
  console.log(`${name}: ${s.cases} follow-ups: clean ${s.clean} (${pct(s.clean)}), partly ${s.partly} (${pct(s.partly)}), refused ${s.refused} (${pct(s.refused)}); lost coach sets or swimmer lines: ${s.lost}`);
  for (const v of verdicts.filter((x) => x.outcome !== 'clean')) {
    console.log(`  ${v.outcome.padEnd(7)} ${v.id}: ${[...v.misses, ...v.lost.map((l) => `lost ${l}`), ...v.notApplied.map((n) => `not applied ${n}`)].join(' / ')}`);
  }
}
