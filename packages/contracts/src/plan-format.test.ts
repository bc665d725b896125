import { describe, expect, it } from 'vitest';
import { strokeName, strokeNames } from './plan-format';

describe('a stroke’s name', () => {
  it('is the medley’s one name whether a plan keys it im or paces and analytics key it IM', () => {
    expect(strokeName('IM')).toBe('IM');
    expect(strokeName('im')).toBe(strokeName('IM'));
  });

  it('is the plan’s name for every other stroke', () => {
    expect(strokeName('breast')).toBe('Breast');
    expect(strokeName('choice')).toBe(strokeNames.choice);
  });
});
