import { describe, expect, it } from 'vitest';
import { judgeRefinement, summariseRefinements } from './refinement-check';
import { heldOutCorpus, refinementCorpus } from './refinement-corpus';

/** The refinement corpora at the bar: clean at least 70 %, refused at most 10 %, nothing of the coach's lost. */
describe('refinements in coaches’ words', () => {
  it.each([
    ['the corpus', refinementCorpus],
    ['the held-out round', heldOutCorpus],
  ] as const)('%s: clean ≥ 70 %, refused ≤ 10 %, no coach set or swimmer line lost', (_name, corpus) => {
    const verdicts = corpus.map((k) => judgeRefinement(k));
    const s = summariseRefinements(verdicts);
    const worst = verdicts.filter((v) => v.outcome !== 'clean').map((v) => `${v.id}: ${[...v.misses, ...v.notApplied].join(' / ')}`);
    expect(s.clean / s.cases, worst.join('\n')).toBeGreaterThanOrEqual(0.7);
    expect(s.refused / s.cases).toBeLessThanOrEqual(0.1);
    expect(s.lost).toBe(0);
  });
});
