import { BriefCorrection } from '@laneforge/contracts';
import { describe, expect, it } from 'vitest';
import { readBrief, write } from '..';
import { briefAfterRefinement, correctBrief, CorrectionRefused } from './correct';

const read = (description: string, coach_notes: string | null = null, date = '2026-03-10') => readBrief({ date, description, coach_notes, plan_type: 'workout' });
const fix = (description: string, correction: unknown, notes: string | null = null) => correctBrief(read(description, notes), BriefCorrection.parse(correction));

describe('correcting a brief', () => {
  it('says each corrected fact in the word "corrected" and drops the line that assumed it', () => {
    const before = read('Masters 60 min, threshold');
    expect(before.assumed).toContain('SCY (no pool given)');
    const { brief, changes } = correctBrief(before, { pool: { course: 'LCM' } });
    expect(brief.pool).toEqual({ value: { course: 'LCM', length: 50, unit: 'meters', openWater: false, shallow: false }, source: 'said', words: 'corrected' });
    expect(brief.assumed).not.toContain('SCY (no pool given)');
    expect(changes).toEqual(['pool LCM']);
  });

  it('reads an assumed volume again from the corrected clock, squad and pool, and keeps a volume the coach gave', () => {
    const assumed = fix('Masters 60 min, threshold', { clock: { minutes: 90 } });
    expect(assumed.brief.volume).toMatchObject({ source: 'assumed', value: { value: 4100 } });
    expect(assumed.brief.assumed.filter((l) => /min at about/.test(l))).toEqual(['4,100 yards: 90 min at about 45 yards a minute for masters']);
    expect(assumed.changes).toEqual(['90 min']);
    const kept = fix('Masters 3000 SCY, threshold', { who: { squad: 'age_11_12' }, pool: { course: 'SCM' } });
    expect(kept.brief.volume).toMatchObject({ source: 'said', value: { value: 3000 } });
    expect(kept.brief.who.value).toMatchObject({ squad: 'age_11_12', label: 'Age group 11-12' });
  });

  it('keeps the coach’s own name for a group when only the squad was misread', () => {
    const misread = fix('High school 45 min aerobic', { who: { squad: 'masters' } });
    expect(misread.brief.who.value).toMatchObject({ squad: 'masters', label: 'Masters' });
    expect(misread.changes).toEqual(['Masters']);
    const named = fix('Masters 45 min aerobic', { who: { squad: 'masters_advanced', label: 'noon crew' } });
    expect(named.brief.who.value).toMatchObject({ squad: 'masters_advanced', label: 'noon crew' });
  });

  it('reads a clock from its times, and refuses minutes the times cannot hold', () => {
    expect(fix('Masters 60 min', { clock: { start: '06:15', end: '07:00' } }).brief.clock.value).toEqual({ minutes: 45, start: '06:15', end: '07:00' });
    expect(() => fix('Masters 60 min', { clock: { minutes: 60, start: '06:15', end: '07:00' } })).toThrow(new CorrectionRefused('clock.minutes', '60 min do not fit between 06:15 and 07:00'));
  });

  it('lays corrected lanes out fastest first, each slower lane swimming a share so all finish together; one lane is the group’s base', () => {
    const { brief, changes } = fix('Masters 60 min threshold', { lanes: [{ name: 'Slow', base: '1:40' }, { name: 'Fast', base: '1:20' }] });
    expect(brief.lanes.map((l) => [l.name, l.base, l.factor])).toEqual([
      ['Fast', 80, 1],
      ['Slow', 100, 0.8],
    ]);
    expect(changes).toEqual(['2 lanes 1:20/1:40']);
    const one = fix('Masters 60 min, 4 lanes 1:10/1:20/1:30/1:45', { lanes: [{ name: 'All', base: '1:25' }] });
    expect(one.brief.lanes).toEqual([]);
    expect(one.brief.base).toEqual({ value: 85, source: 'said', words: 'corrected' });
  });

  it('replaces the swimmers, keeping what else was said of each, and says who was removed', () => {
    const { brief, changes } = fix('Masters 60 min', { swimmers: [{ name: 'maria', limits: ['no_kick'] }, { name: 'Tom', limits: [{ rule: 'longest_rep', value: 100 }] }] }, 'Maria: no fly. Jo: no dives');
    expect(brief.swimmers).toMatchObject([
      { name: 'maria', limits: [{ rule: 'no_kick', said: 'no kick' }], words: 'corrected' },
      { name: 'Tom', limits: [{ rule: 'longest_rep', value: 100, said: 'repeats of 100 at most' }], words: 'corrected' },
    ]);
    expect(changes).toEqual(['maria: no kick', 'Tom: repeats of 100 at most', 'Jo: removed']);
  });

  it('keeps the coach’s sets they keep, and refuses a position that holds none', () => {
    const description = 'Masters 3000 SCY. Main: 10 x 100 free @ 1:30. Then 8 x 50 kick @ 1:00';
    const before = read(description);
    expect(before.coachSets.length).toBeGreaterThanOrEqual(1);
    expect(fix(description, { coachSets: [] }).brief.coachSets).toEqual([]);
    expect(() => fix(description, { coachSets: [7] })).toThrow(CorrectionRefused);
  });

  it('turns a session into a season of the squad’s usual week, and a season built to its A meet', () => {
    const { brief } = fix('Masters 60 min threshold', { kind: 'season' });
    expect(brief.season).toMatchObject({ weeks: 12, startDate: '2026-03-10', sessionsPerWeek: expect.any(Number) });
    expect(brief.assumed).toEqual(expect.arrayContaining(['12 weeks (no length given)']));
    const meets = fix('Masters 60 min threshold', { kind: 'season', meets: [{ name: 'Nationals', date: '2026-05-23', importance: 'A' }], season: { weeks: 6 } });
    expect(meets.brief.season).toMatchObject({ weeks: 6, startDate: '2026-04-12', targetDate: '2026-05-23', championship: true });
    expect(meets.brief.assumed.some((l) => /^12 weeks/.test(l))).toBe(false);
    expect(() => fix('Masters 60 min', { kind: 'season', meets: [{ name: 'Early', date: '2026-01-01', importance: 'B' }] })).toThrow(new CorrectionRefused('meets[0].date', '2026-01-01 is before the season starts (2026-03-10)'));
    expect(() => fix('Masters 60 min', { season: { weeks: 6 } })).toThrow(/season: weeks, sessions a week and the taper belong to a season plan/);
  });

  it('changes nothing a correction repeats', () => {
    expect(fix('Masters 60 min, SCY', { pool: { course: 'SCY' }, clock: { minutes: 60 } }).changes).toEqual([]);
  });
});

describe('the brief of a refined version', () => {
  it('says what the refined plan now holds otherwise in the instruction’s words, and keeps the rest', () => {
    const { brief, plan } = write({ date: '2026-03-10', description: 'Masters 60 min threshold', coach_notes: 'Maria: no fly', plan_type: 'workout' });
    if (plan.kind !== 'workout') throw new Error('a workout');
    const refined = { ...plan, course: 'LCM' as const, unit: 'meters' as const, constraints: [...(plan.constraints ?? []), { rule: 'no_paddles' as const, said: 'no paddles' }] };
    const after = briefAfterRefinement(brief, refined, 'long course, no paddles');
    expect(after.pool).toMatchObject({ value: { course: 'LCM', length: 50, unit: 'meters' }, source: 'said', words: 'long course, no paddles' });
    expect(after.limits.map((l) => l.rule)).toEqual(['no_paddles']);
    expect(after.swimmers).toEqual(brief.swimmers);
    expect(after.assumed).not.toContain('SCY (no pool given)');
  });
});
