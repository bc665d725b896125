import { describe, expect, it } from 'vitest';
import { corpus } from './corpus';
import { regenerates, variety } from './variety';

/**
 * Over the whole corpus: ten plans of one request on ten dates (consecutive days, and a week apart)
 * share no more than one identical main set, and a regenerate gives another valid plan.
 */
describe('variety over the evaluation corpus', () => {
  it.each([1, 7])('ten dates %i day(s) apart share at most one identical main set, for every request', (spacing) => {
    const verdicts = corpus.map((k) => variety(k, spacing));
    expect(verdicts.filter((v) => v.applies).length).toBeGreaterThan(130);
    expect(verdicts.filter((v) => v.identical > 1)).toEqual([]);
  });

  it('a regenerate of the same request gives another valid plan with another main set', () => {
    const results = corpus.map((k, i) => ({ id: k.id, ...regenerates(k, `regenerate-${i}`) }));
    expect(results.filter((r) => !r.valid)).toEqual([]);
    expect(results.filter((r) => r.applies && !r.different)).toEqual([]);
  });
});
