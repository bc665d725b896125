import { describe, expect, it } from 'vitest';
import { containsPattern, typesOfFilter, typesOfTier } from './filters';

describe('user list filters', () => {
  it('counts legacy monthly and annual as Pro, and each tier by its plans', () => {
    expect(typesOfTier('pro').sort()).toEqual(['annual', 'monthly', 'pro_annual', 'pro_monthly']);
    expect(typesOfTier('lite').sort()).toEqual(['lite_annual', 'lite_monthly']);
    expect(typesOfTier('elite').sort()).toEqual(['elite_annual', 'elite_monthly']);
    expect(typesOfTier('free')).toEqual(['free']);
    expect(typesOfTier('admin')).toEqual(['admin']);
  });

  it('takes an exact subscription type as itself', () => {
    expect(typesOfFilter('elite_annual')).toEqual(['elite_annual']);
    expect(typesOfFilter('elite')).toEqual(['elite_monthly', 'elite_annual']);
  });

  it('searches for % and _ literally', () => {
    expect(containsPattern('a_b%c\\')).toBe('%a\\_b\\%c\\\\%');
    expect(containsPattern('jo@example')).toBe('%jo@example%');
  });
});
