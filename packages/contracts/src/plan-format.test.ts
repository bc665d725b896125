import { describe, expect, it } from 'vitest';
import { addDays, strokeName, strokeNames } from './plan-format';

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

describe('addDays', () => {
  /** What the day count must answer: Date's own arithmetic, a throw included. */
  const byDate = (isoDate: string, days: number) => {
    try {
      const d = new Date(`${isoDate}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    } catch (err) {
      return err instanceof Error ? err.name : 'thrown';
    }
  };
  const answer = (isoDate: string, days: number) => {
    try {
      return addDays(isoDate, days);
    } catch (err) {
      return err instanceof Error ? err.name : 'thrown';
    }
  };

  it('answers as Date does for every day of 1999-2032, forwards and back, across months, leap days and years', () => {
    const offsets = [-1_000, -366, -29, -1, 0, 1, 13, 28, 59, 365, 3_653];
    const wrong: string[] = [];
    for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2033, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      for (const offset of offsets) if (addDays(iso, offset) !== byDate(iso, offset)) wrong.push(`${iso} ${offset}`);
    }
    expect(wrong).toEqual([]);
  });

  it('rolls a day past the month’s end over as Date does, and refuses what Date refuses', () => {
    const cases: Array<[string, number]> = [
      ['2025-02-30', 0],
      ['2025-02-31', 1],
      ['2025-04-31', -1],
      ['2024-02-29', 365],
      ['1900-02-28', 1],
      ['2000-02-28', 1],
      ['0000-01-01', 0],
      ['0000-03-01', -1],
      ['0000-01-01', -1],
      ['9999-12-31', 0],
      ['9999-12-31', 1],
      ['2025-13-01', 0],
      ['2025-00-10', 0],
      ['2025-01-00', 0],
      ['2025-01-32', 0],
      ['2025-1-01', 0],
      [' 2025-01-01', 0],
      ['2025-01-01', 1.5],
      ['2025-01-01', Number.NaN],
      ['', 0],
    ];
    for (const [iso, days] of cases) expect(answer(iso, days), `${iso} + ${days}`).toBe(byDate(iso, days));
  });
});
