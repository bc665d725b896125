import { describe, expect, it } from 'vitest';
import { evaluate } from './check';
import { corpus } from './corpus';

/** A reduced form of the evaluation corpus (every third request): a regression in understanding fails `npm test`. */
describe('evaluation corpus (every third request)', () => {
  it.each(corpus.filter((_, i) => i % 3 === 0).map((k) => [k.id, k] as const))('%s', (_id, kase) => {
    const verdict = evaluate(kase);
    expect(verdict.violations).toEqual([]);
    expect(verdict.misses).toEqual([]);
  });
});
