import { describe, expect, it } from 'vitest';
import { Brief } from './brief';
import { BriefCorrection, fieldPath } from './brief-correction';
import { briefChips, briefSummary, limitText } from './brief-format';

/** A masters hour as the engine reads "Masters 60 min, 4 lanes 1:10/1:20/1:30/1:45, threshold" + "Maria: no fly, no paddles". */
function mastersBrief(): Brief {
  return {
    kind: { value: 'workout', source: 'said', words: 'one session' },
    session: { value: 'practice', source: 'said', words: 'practice' },
    who: { value: { squad: 'masters', label: 'masters', ages: null, headcount: null }, source: 'said', words: 'masters' },
    pool: { value: { course: 'SCY', length: 25, unit: 'yards', openWater: false, shallow: false }, source: 'assumed', words: 'SCY (no pool given)' },
    date: { value: '2026-03-10', source: 'said', words: 'the form’s date' },
    clock: { value: { minutes: 60, start: null, end: null }, source: 'said', words: '60 min' },
    volume: { value: { value: 2700, low: 2700, high: 2700, bound: 'about' }, source: 'assumed', words: '2,700 yards: 60 min at about 45 yards a minute for masters' },
    base: { value: null, source: 'assumed', words: 'the level’s usual paces' },
    focus: { value: ['threshold'], source: 'said', words: 'threshold' },
    emphasis: [],
    event: { value: null, source: 'assumed', words: 'no race named' },
    test: null,
    lanes: [70, 80, 90, 105].map((base, i) => ({ name: `Lane ${i + 1}`, base, factor: 1, volume: null, focus: null, squad: null, limits: [], source: 'said' as const })),
    together: false,
    swimmers: [{ name: 'Maria', limits: [{ rule: 'no_fly', said: 'no fly' }, { rule: 'no_paddles', said: 'no paddles' }], lane: null, event: null, words: 'Maria: no fly, no paddles' }],
    limits: [],
    wants: [],
    coachSets: [],
    meets: [],
    season: null,
    lesson: null,
    dryland: null,
    clinic: null,
    context: [],
    assumed: ['SCY (no pool given)', '2,700 yards: 60 min at about 45 yards a minute for masters'],
  };
}

function seasonBrief(): Brief {
  const brief = mastersBrief();
  return {
    ...brief,
    kind: { value: 'season', source: 'said', words: 'season' },
    lanes: [],
    swimmers: [],
    meets: [{ name: 'Spring Champs', date: '2026-05-16', endDate: null, importance: 'A', who: null, source: 'said', words: 'champs may 16' }],
    season: { weeks: 10, startDate: '2026-03-09', targetDate: '2026-05-16', championship: true, taperWeeks: 2, sessionsPerWeek: 3, days: null, taperDays: null, race: 'pool', breaks: [], drylandPerWeek: null },
    assumed: ['3 sessions a week, typical for this group (none given)'],
  };
}

describe('the brief contract', () => {
  it('holds a brief as the engine writes it, each fact said, stored or assumed', () => {
    expect(Brief.parse(mastersBrief())).toEqual(mastersBrief());
    expect(Brief.safeParse({ ...mastersBrief(), pool: { ...mastersBrief().pool, source: 'guessed' } }).success).toBe(false);
    expect(Brief.safeParse({ ...mastersBrief(), clock: { value: { minutes: 60, start: '7pm', end: null }, source: 'said' } }).success).toBe(false);
  });
});

describe('a correction of the brief', () => {
  it('takes the plain values the chips edit', () => {
    const correction = {
      kind: 'workout',
      session: 'recovery',
      who: { squad: 'masters_advanced' },
      pool: { course: 'SCM', length: 25 },
      clock: { minutes: 45, start: '06:15', end: '07:00' },
      volume: 2500,
      focus: ['aerobic', 'technique'],
      lanes: [
        { name: 'Fast', base: '1:10' },
        { name: 'Steady', base: '1:30' },
      ],
      swimmers: [{ name: 'Maria', limits: ['no_fly', { rule: 'longest_rep', value: 200 }] }],
      limits: ['no_paddles'],
      coachSets: [0],
      meets: [{ name: 'Champs', date: '2026-05-16', importance: 'A' }],
      season: { weeks: 10, sessionsPerWeek: 4, taperDays: null },
    };
    expect(BriefCorrection.parse(correction)).toEqual(correction);
    // Names a coach types are trimmed; a volume may be cleared for the engine to choose again.
    expect(BriefCorrection.parse({ swimmers: [{ name: '  Maria ', limits: [] }], volume: null })).toEqual({ swimmers: [{ name: 'Maria', limits: [] }], volume: null });
  });

  it('refuses bad values with a message the route puts after the field’s path', () => {
    const problems = (body: unknown) => BriefCorrection.safeParse(body).error?.issues.map((i) => `${fieldPath(i.path)}: ${i.message}`);
    expect(problems({ pool: { course: 'SCX' } })).toEqual(['pool.course: must be SCY, SCM or LCM']);
    expect(problems({ pool: { course: 'LCM', length: 5 } })).toEqual(['pool.length: must be at least 10']);
    expect(problems({ lanes: [{ name: 'A', base: '1:10' }, { name: 'B', base: '0:20' }] })).toEqual(['lanes[1].base: must be between 0:40 and 5:00 per 100']);
    expect(problems({ lanes: [{ name: 'A', base: 'fast' }] })).toEqual(['lanes[0].base: must be a send-off written m:ss, e.g. 1:20']);
    expect(problems({ swimmers: [{ name: 'Maria', limits: ['no_flying'] }] })![0]).toMatch(/^swimmers\[0\]\.limits\[0\]: must be one of no_kick, no_fly, /);
    expect(problems({ swimmers: [{ name: 'Maria', limits: [] }, { name: 'maria', limits: [] }] })).toEqual(['swimmers[1].name: "maria" is named twice']);
    expect(problems({ limits: ['max_minutes'] })).toEqual(['limits[0]: max_minutes needs its number: {"rule": "max_minutes", "value": …}']);
    expect(problems({ clock: { start: '25:00' } })).toEqual(['clock.start: must be a time of day written HH:MM, e.g. 06:15']);
    expect(problems({ focus: [] })).toEqual(['focus: must name at least one focus']);
    expect(problems({ meets: [{ name: 'Champs', date: '2026-13-01', importance: 'A' }] })).toEqual(['meets[0].date: must be a date written YYYY-MM-DD']);
    expect(problems({ meets: [{ name: 'Champs\nday two', date: '2026-05-01', importance: 'A' }] })).toEqual(['meets[0].name: may not hold line breaks or control characters']);
    expect(problems({ season: { weeks: 60 } })).toEqual(['season.weeks: must be at most 52']);
    expect(problems({ who: {} })).toEqual(['who: must give a squad or a label']);
    expect(problems({ poool: { course: 'SCM' } })![0]).toMatch(/^: poool: not a field a correction can change \(kind, session, who, pool/);
    expect(problems({})).toEqual([': Nothing to correct: send at least one field (kind, session, who, pool, clock, volume, focus, lanes, swimmers, limits, coachSets, meets or season)']);
    expect(problems([])).toEqual([': the body must be a JSON object of the fields to correct']);
  });
});

describe('the chips of a brief', () => {
  it('say what was understood in a coach’s words, assumed facts marked', () => {
    const chips = briefChips(mastersBrief());
    expect(chips.map((c) => [c.field, c.text, c.source])).toEqual([
      ['kind', 'One workout', 'said'],
      ['session', 'Practice', 'said'],
      ['who', 'Masters', 'said'],
      ['pool', 'SCY', 'assumed'],
      ['clock', '60 min', 'said'],
      ['volume', '~2,700 yd', 'assumed'],
      ['focus', 'Threshold', 'said'],
      ['lanes', '4 lanes 1:10/1:20/1:30/1:45', 'said'],
      ['swimmer', 'Maria: no fly, no paddles', 'said'],
      ['limits', 'No team limits', 'said'],
    ]);
    expect(chips.find((c) => c.field === 'pool')!.why).toBe('SCY (no pool given)');
    expect(briefSummary(mastersBrief())).toEqual(['Masters', 'SCY', '60 min', '~2,700 yd', '4 lanes 1:10/1:20/1:30/1:45', 'Maria: no fly, no paddles']);
  });

  it('show what the plan holds for an assumed volume, and the coach’s own number as said', () => {
    const volume = (brief: Brief, total: number) => briefChips(brief, { kind: 'workout', totals: { distance: total } }).find((c) => c.field === 'volume')!;
    expect(volume(mastersBrief(), 3500)).toMatchObject({ text: '~3,500 yd', source: 'assumed', why: 'what 60 min holds' });
    const said: Brief = { ...mastersBrief(), pool: { ...mastersBrief().pool, value: { ...mastersBrief().pool.value, course: 'SCM', unit: 'meters' } }, volume: { value: { value: 3000, low: 3000, high: 3000, bound: 'exact' }, source: 'said', words: '3000' } };
    expect(volume(said, 3050)).toMatchObject({ text: '3,000 m', source: 'said' });
  });

  it('name a pool of its own length, a clock by the times, a group, a person’s limits with numbers', () => {
    const brief = mastersBrief();
    const odd: Brief = {
      ...brief,
      who: { value: { squad: 'masters', label: 'noon masters', ages: null, headcount: 12 }, source: 'said', words: 'noon masters' },
      pool: { value: { course: 'SCY', length: 20, unit: 'yards', openWater: false, shallow: false }, source: 'said', words: '20 yard pool' },
      clock: { value: { minutes: 45, start: '06:15', end: '07:00' }, source: 'said', words: '6:15-7' },
      lanes: [],
      base: { value: 80, source: 'said', words: '1:20 base' },
      swimmers: [{ ...brief.swimmers[0]!, limits: [{ rule: 'longest_rep', value: 200, said: 'nothing over 200' }, { rule: 'shoulder', said: 'sore shoulder' }] }],
      limits: [{ rule: 'no_dives', said: 'no diving' }],
    };
    const text = Object.fromEntries(briefChips(odd).map((c) => [c.key, c.text]));
    expect(text).toMatchObject({
      who: 'Noon masters (Masters) · 12 swimmers',
      pool: 'SCY · 20 y pool',
      clock: '45 min (06:15–07:00)',
      lanes: 'One group on 1:20',
      'swimmer:maria': 'Maria: repeats of 200 at most, sore shoulder',
      limits: 'No dives',
    });
    expect(limitText({ rule: 'slowest_send_off', value: 105 })).toBe('send-offs of 1:45 or slower');
  });

  it('give a season its meets, weeks, sessions a week and taper, assumed where the engine chose', () => {
    const chips = briefChips(seasonBrief());
    expect(chips.map((c) => [c.field, c.text, c.source]).filter(([field]) => ['meets', 'weeks', 'sessionsPerWeek', 'taper', 'session', 'lanes'].includes(field!))).toEqual([
      ['meets', 'Spring Champs May 16 (A)', 'said'],
      ['weeks', '10 weeks', 'said'],
      ['sessionsPerWeek', '3 a week', 'assumed'],
      ['taper', '14-day taper', 'said'],
    ]);
    expect(chips.find((c) => c.field === 'volume')!.text).toBe('~2,700 yd a session');
  });
});
