import { describe, expect, it } from 'vitest';
import { readBreaks, readMeets, readSeasonFacts } from './season';
import { RequestText } from './text';
import { readBrief, write } from '../index';

/** The coach's words for meets, holidays and the days practised, read into the season's brief. */

const meets = (words: string, from = '2026-11-27', start = '2026-11-30') => readMeets(new RequestText(words, null), from, start).map((m) => [m.name, m.date, m.endDate, m.importance, m.who]);
const breaks = (words: string, from = '2026-11-27') => readBreaks(new RequestText(words, null), from).map((b) => [b.from, b.to, b.kind, b.label]);

describe('meets in the coach’s words', () => {
  it.each([
    ['jan 10 (small local meet, just race it tired)', ['Local Meet', '2027-01-10', null, 'C', null]],
    ['mar 14 state champs (want to go fast there)', ['State Champs', '2027-03-14', null, 'B', null]],
    ['conference feb 17-21 where we rest some but not all the way', ['Conference', '2027-02-17', '2027-02-21', 'B', null]],
    ['NCAAs mar 18-21 = the big one', ['NCAAs', '2027-03-18', '2027-03-21', 'A', null]],
    ['winter juniors dec 9-12 LCM is the A meet for my top 6, everyone else trains through it', ['Winter Juniors', '2026-12-09', '2026-12-12', 'A', 'top 6']],
    ["we have a meet in wk 6 (jan 8-10) that's a qualifier, semi rested", ['Qualifying Meet', '2027-01-08', '2027-01-10', 'B', null]],
    ['champs end of wk 12', ['Champs', '2027-02-20', null, 'A', null]],
    ['a meet in week 6', ['Meet (Jan 9)', '2027-01-09', null, 'B', null]],
    ['goal meet is SCY nationals late april/may', ['SCY Nationals', '2027-04-24', null, 'A', null]],
    ['masters group training for a 5k lake swim july 10', ['5K Lake Swim', '2027-07-10', null, 'A', null]],
  ])('reads "%s"', (words, meet) => expect(meets(words)).toEqual([meet]));

  it('reads a list of dates after one meet word, the importance said of all of them', () => {
    expect(meets("duals jan 9, jan 16, jan 30 (all trained thru, they're not important), conference feb 17-21")).toEqual([
      ['Dual meet', '2027-01-09', null, 'C', null],
      ['Dual meet', '2027-01-16', null, 'C', null],
      ['Dual meet', '2027-01-30', null, 'C', null],
      ['Conference', '2027-02-17', '2027-02-21', 'A', null],
    ]);
  });

  it('keeps a parenthesis with its own meet: a fun meet does not make the next one fun', () => {
    expect(meets('meets dec 12 (home, fun meet), jan 23, and 10&U champs mar 6')).toEqual([
      ['Home Meet', '2026-12-12', null, 'C', null],
      ['Meet (Jan 23)', '2027-01-23', null, 'B', null],
      ['10&U Champs', '2027-03-06', null, 'A', null],
    ]);
  });

  it('makes the last whole-group A meet the A, "want states to be the big one" included', () => {
    expect(meets('conference is jan 30, states feb 20. want states to be the big one').map((m) => [m[0], m[3]])).toEqual([
      ['Conference', 'B'],
      ['States', 'A'],
    ]);
  });

  it('dates duals on every Tuesday of the months named, except the first week and holidays', () => {
    const read = meets('dual meets most tuesdays in dec and jan - we train thru those. no practice dec 24 - jan 1. states feb 20');
    expect(read.filter((m) => m[3] === 'C').map((m) => m[1])).toEqual(['2026-12-08', '2026-12-15', '2026-12-22', '2027-01-12', '2027-01-19', '2027-01-26']);
  });

  it('dates a meet weeks before another ("we do conference 2 wks before")', () => {
    const text = new RequestText('taper hs boys 2 wks into states feb 26-27', 'we do conference 2 wks before so they’re already half-rested');
    expect(readMeets(text, '2026-11-30', '2026-11-30').map((m) => [m.name, m.date, m.importance])).toEqual([
      ['Conference', '2027-02-12', 'B'],
      ['States', '2027-02-26', 'A'],
    ]);
  });
});

describe('breaks in the coach’s words', () => {
  it.each([
    ['no practice dec 24 - jan 1 (school closed, pool closed)', [['2026-12-24', '2027-01-01', 'off', 'No practice (school and pool closed)']]],
    ['closed dec 21 - jan 3', [['2026-12-21', '2027-01-03', 'off', 'Pool closed']]],
    [
      'off christmas day and new years day only',
      [
        ['2026-12-25', '2026-12-25', 'off', 'Christmas Day'],
        ['2027-01-01', '2027-01-01', 'off', 'New Year’s Day'],
      ],
    ],
    ['winter training trip dec 28-jan 6 in florida (doubles every day)', [['2026-12-28', '2027-01-06', 'camp', 'Training trip (Florida)']]],
    ['holiday weeks are light', [['2026-12-21', '2027-01-03', 'light', 'Holidays (light)']]],
  ])('reads "%s"', (words, read) => expect(breaks(words)).toEqual(read));

  it('reads Thanksgiving week of this year when the season starts before it', () => expect(breaks("we're off thanksgiving week", '2026-11-02')).toEqual([['2026-11-23', '2026-11-29', 'off', 'Thanksgiving week']]));
});

describe('the days practised and the season’s shape', () => {
  const facts = (words: string, notes: string | null = null, date = '2026-11-27') => readSeasonFacts(new RequestText(words, notes), date, 'hs_varsity', [], null, []).season;

  it.each([
    ['we practice 5 days a wk (no sat unless meet)', [1, 2, 3, 4, 5], 5],
    ['4 swims/wk (mon wed fri + sat)', [1, 3, 5, 6], 4],
    ['practice mon-thu 1 hr', [1, 2, 3, 4], 4],
    ['4x/wk, 1 hr each', null, 4],
    ['roughly 9 sessions + 3 lifts a week, doubles mon wed fri', null, 9],
  ])('"%s": days %j, %i sessions', (words, days, sessions) => {
    const read = facts(words);
    expect(read.days).toEqual(days);
    expect(read.sessionsPerWeek).toBe(sessions);
  });

  it('reads open-water days from a month, tests the coach dates and who does not race the A meet', () => {
    expect(facts('right now 3x/wk pool. lakes warm up in june so add OW sats then', null, '2026-12-02').openWaterFrom).toEqual({ date: '2027-06-05', weekday: 6, added: true });
    expect(facts('tri club block dec through end of march', 'we do CSS test at start and then again in feb').tests).toEqual(['2026-12-01', '2027-02-15']);
    expect(facts('hs girls season', 'half of them JV who wont make states').notRacing).toBe('JV');
    expect(facts('3 wk taper, mix of sprinters and 2-3 distance guys').eventGroups).toEqual(['sprint', 'distance']);
  });
});

describe('a season counted in weeks', () => {
  it('keeps the weeks asked, a meet by week as a B inside them and the champs at the end', async () => {
    const { readBrief } = await import('./index');
    const brief = readBrief({ date: '2026-12-01', description: 'SCY season for 13-14s, 10 weeks from dec 1, a meet in week 6, champs at the end, 5 practices a week', coach_notes: null, plan_type: 'season' });
    expect(brief.kind.value).toBe('season');
    expect(brief.season?.weeks).toBe(10);
    expect(brief.meets.map((m) => [m.date, m.importance])).toEqual([['2027-01-09', 'B']]);
    // The champs are the season's end: the plan names them on its last Saturday.
    expect([brief.season?.championship, brief.season?.targetDate]).toEqual([true, '2027-02-07']);
  });
});

describe('a season run "from dec 1 thru champs"', () => {
  it('starts on the date and names no meet on it; "weekly yardage" is a yards pool', async () => {
    const { readBrief } = await import('./index');
    expect(meets('short course season plan for my 13-14 group from dec 1 thru champs. 6 practices/wk')).toEqual([]);
    const brief = readBrief({ date: '2026-11-27', description: 'short course season plan for my 13-14 group from dec 1 thru champs. 6 practices/wk. want weekly yardage, focus per week, and the taper', coach_notes: null, plan_type: 'season' });
    expect([brief.pool.value.course, brief.season?.startDate]).toEqual(['SCY', '2026-12-01']);
  });
});

describe('recovery weeks the coach names', () => {
  it('"wk 5 recovery" is a recovery week in the plan, wherever the rhythm would have put its own', async () => {
    const { write } = await import('../index');
    const { readBrief } = await import('../index');
    const request = { date: '2027-01-10', description: '8 wk block, senior club LCM. wk 4 is a C meet (time trial), wk 5 recovery, wk 8 is the A meet (jr nats qualifying). 8 sessions/wk, 2 hrs each', coach_notes: '2 of them are 400 IMers, rest mostly 100/200 free', plan_type: 'season' as const };
    expect(readBrief(request).season?.recoveryWeeks).toEqual(['2027-02-08']);
    const plan = write(request).plan;
    if (plan.kind !== 'season') throw new Error('a season');
    expect(plan.weeks[4]!.load).toBe('recovery');
    expect(plan.weeks[5]!.load).not.toBe('recovery');
  });
});

describe('a college season as a coach enters it', () => {
  it('"back from break jan 3 … last chance meet after": key sets at their effort, the Last Chance meet planned after the A meet, the season from the Monday', async () => {
    const { write, renderPlan, readBrief } = await import('../index');
    const request = { date: '2026-12-28', description: 'd3 men rest of season, back from break jan 3. conf is the one that matters. a few guys may need the last chance meet after. 20 hr/wk limit', coach_notes: null, plan_type: 'season' as const, meets: [{ name: 'Home dual', date: '2027-01-23', importance: 'C' as const }, { name: 'Conference Championships', date: '2027-02-18', importance: 'A' as const }, { name: 'Last Chance', date: '2027-03-01', importance: 'B' as const }] };
    expect(readBrief(request).limits.map((l) => l.rule)).not.toContain('returning');
    const plan = write(request).plan;
    if (plan.kind !== 'season') throw new Error('a season');
    expect(plan.weeks[0]!.startDate).toBe('2027-01-04');
    expect(plan.meets?.some((m) => m.name === 'Last Chance')).toBe(true);
    expect(renderPlan(plan)).not.toMatch(/falls outside/);
    const zones = plan.weeks.flatMap((w) => w.keySets.map((k) => k.zone));
    expect(zones.some((z) => z === 'EN2' || z === 'EN3')).toBe(true);
  });

  it('"first race is a sprint tri": a triathlon, not a sprint season; "1:50-2:20/100 pace" is the pace they swim, the send-offs slower', async () => {
    const { readBrief } = await import('../index');
    const b = readBrief({ date: '2027-01-05', description: 'swim plan for my tri group, 3x/wk, 25m pool. first race is a sprint tri apr 18 (750m open water), olympic in june. adults, mostly 1:50-2:20/100 pace', coach_notes: null, plan_type: 'season' });
    expect(b.focus.value).not.toContain('sprint');
    expect(b.season?.race).toBe('triathlon');
    expect(b.lanes.map((l) => l.base)).toEqual([120, 135, 150]);
  });
});

describe('a break the team still swims through', () => {
  it('"doubles tue/thu until winter break. break is dec 23 - jan 2, we still swim but only mornings, off xmas day and new years": a lighter break with the two days off, not two weeks shut', async () => {
    const { readBrief } = await import('../index');
    const b = readBrief({ date: '2026-12-01', description: 'hs girls season plan. starts today. conference feb 13, state feb 26-27. 6 days/wk, doubles tue/thu until winter break. break is dec 23 - jan 2, we still swim but only mornings, off xmas day and new years. 2 wk taper for state, short rest for conf', coach_notes: null, plan_type: 'season' });
    expect(b.season?.breaks.map((x) => [x.from, x.to, x.kind])).toEqual([
      ['2026-12-23', '2027-01-02', 'light'],
      ['2026-12-25', '2026-12-25', 'off'],
      ['2027-01-01', '2027-01-01', 'off'],
    ]);
  });
});

describe('what the blind round of 2026-11-28 (25) read wrong in a season', () => {
  const seasonOf = (description: string, date = '2026-12-07') => readBrief({ date, description, coach_notes: null, plan_type: 'season' });
  it('"6 practices a wk mon-fri pm + sat am" practises Saturday morning, with no doubles; "pool closed dec 24, 25, 31 and jan 1" closes each of those days', () => {
    const brief = seasonOf('hs boys+girls season, starting mon dec 7 thru sectionals feb 26-27 (A). conference feb 13 is a B. dual meets most fridays in jan (C). 6 practices a wk mon-fri pm + sat am. pool closed dec 24, 25, 31 and jan 1, kids are around over break tho. 2 wk taper');
    expect(brief.season?.days).toEqual([1, 2, 3, 4, 5, 6]);
    expect(brief.season?.doubleDays ?? []).toEqual([]);
    const off = brief.season!.breaks.filter((b) => b.kind === 'off').map((b) => b.from);
    expect(off).toEqual(expect.arrayContaining(['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']));
  });
  it('"back on campus jan 3" is coming back, not a backstroke season', () => {
    const brief = seasonOf('college d2 season plan. winter training trip dec 28 - jan 2 (doubles every day), back on campus jan 3. conference champs feb 17-20 is everything. d2 nationals mar 10-13 only for the ones who qualify. 9-10 sessions/wk');
    expect(brief.focus.value).not.toContain('back');
  });
});

describe('what the blind round of 2026-11-28 (26) read wrong in a season', () => {
  it('"xmas break dec 24-jan 1 doubles but off 12/25 and 1/1": doubles over the break at home, Christmas and New Year\'s Day off', () => {
    const breaks = readBreaks(new RequestText('hs boys season starts dec 1. xmas break dec 24-jan 1 doubles but off 12/25 and 1/1. taper 2 wks', null), '2026-12-01');
    expect(breaks.filter((b) => b.kind === 'off').map((b) => b.from)).toEqual(['2026-12-25', '2027-01-01']);
    expect(breaks.filter((b) => b.kind === 'camp').map((b) => [b.from, b.to, b.label])).toEqual([['2026-12-24', '2026-12-24', 'Break training (doubles)'], ['2026-12-26', '2026-12-31', 'Break training (doubles)']]);
  });
  it('"couple kids going to futures jul 15": Futures is raced by a few, the team trains through', () => {
    const brief = readBrief({ date: '2027-05-31', description: 'LC summer senior season may 31 - aug 1, 8 sessions/wk incl 2 doubles. LC champs jul 29-aug 1 is the big one, july 4th off, mid-season meet jun 26-27', coach_notes: 'couple kids going to futures jul 15', plan_type: 'season' });
    expect(brief.meets.find((m) => /futures/i.test(m.name))?.who).toBe('a couple of swimmers');
  });
});

describe('more of what the blind round of 2026-11-28 (26) read wrong in a season', () => {
  it('"nationals (late may, scm) … peak for nationals may 20ish": one Nationals, on May 20, and an optional Saturday leaves masters three weekday practices', () => {
    const brief = readBrief({ date: '2027-02-01', description: 'masters block for nationals (late may, scm). 3x/wk 60 min + optional sat. ppl swim 50s-200s mostly. want to peak for nationals may 20ish', coach_notes: null, plan_type: 'season' });
    expect(brief.meets.map((m) => [m.name, m.date])).toEqual([['Nationals', '2027-05-20']]);
    const plan = write({ date: '2027-02-01', description: 'masters block for nationals (late may, scm). 3x/wk 60 min + optional sat. ppl swim 50s-200s mostly. want to peak for nationals may 20ish', coach_notes: null, plan_type: 'season' }).plan;
    const week = plan.kind === 'season' ? plan.weeks[1]! : null;
    const weekdays = (week?.days ?? []).filter((d) => d.group !== 'Optional').map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay());
    expect([...new Set(weekdays)]).toEqual([1, 3, 5]);
  });
  it('"training trip jan 2-10 (doubles, LCM)": the trip is long course, the season is not', () => {
    expect(readBrief({ date: '2026-12-14', description: 'college D1 women plan from midseason to ncaas. training trip jan 2-10 (doubles, LCM), conf feb 24-27, ncaas mar 17-20. 10 sessions/wk, finals week dec 14-18 light', coach_notes: null, plan_type: 'season' }).pool.value.course).toBe('SCY');
  });
});

describe('an open-water season as round 26 wrote it', () => {
  it('"open water season for 5k/10k juniors … pool 6x/wk LCM + lake sat": a senior group, open water on Saturdays from the start', () => {
    const brief = readBrief({ date: '2027-05-10', description: 'open water season for 5k/10k juniors, may 10 - aug 15, pool 6x/wk LCM + lake sat. 5k nationals jul 10, 10k trials aug 12', coach_notes: null, plan_type: 'season' });
    expect(brief.who.value.squad).toBe('club_senior');
    expect(brief.season?.openWaterFrom).toMatchObject({ weekday: 6, date: '2027-05-15', added: true });
  });
});

describe('what the blind round 31 read wrong in a season', () => {
  it.each([
    ['off thanksgiving week and dec 20 - jan 2'],
    ['no practice thanksgiving week & dec 20-jan 2'],
    ["we're off thanksgiving week, and dec 20 - jan 2 too"],
  ])('"%s": Thanksgiving week off on its own dates, and the winter break under its own name', (words) => {
    expect(breaks(words, '2027-08-30')).toEqual([
      ['2027-12-20', '2028-01-02', 'off', 'Winter break'],
      ['2027-11-22', '2027-11-28', 'off', 'Thanksgiving week'],
    ]);
  });

  it('"season plan for 13-14s sept 7 to the end of feb … off thanksgiving week": no practice that week', () => {
    const plan = write({ date: '2027-08-30', description: 'season plan for 13-14s sept 7 to the end of feb, 5-6 practices a week scy, 2 hrs. off thanksgiving week and dec 20 - jan 2. fall invite oct 16 is just a check in, winter champs dec 10-12 we rest a little, JOs feb 25-28 is the big one', coach_notes: null, plan_type: 'season' }).plan;
    if (plan.kind !== 'season') throw new Error('a season');
    const thanksgiving = plan.weeks.find((w) => w.startDate === '2027-11-22')!;
    expect(thanksgiving.days).toEqual([]);
  });

  it.each([
    ['12 wk LCM summer plan, sr group, starting june 7, 8-9 practices/wk. LC champs last week of july (b meet, partial rest) and sectionals aug 5-8 which is what we taper for. 4th of july off'],
    ["summer LC plan for seniors from june 7, 9 practices/wk. we swim LC champs the last weekend of july with a mini rest & sectionals aug 5-8 is what we're tapering for"],
  ])('"%s": LC Champs on the last Saturday of July, rested as a B; Sectionals the A', (words) => {
    expect(meets(words, '2027-06-01', '2027-06-07')).toEqual([
      ['LC Champs', '2027-07-31', null, 'B', null],
      ['Sectionals', '2027-08-05', '2027-08-08', 'A', null],
    ]);
  });

  it('"invite in wk 3 and champs wk. 10": a meet in each week said', () =>
    expect(meets('10 wks, 6/wk. invite in wk 3 and champs wk. 10', '2027-06-01', '2027-06-07').map((m) => [m[0], m[1], m[3]])).toEqual([
      ['Invite', '2027-06-26', 'B'],
      ['Champs', '2027-08-14', 'A'],
    ]));

  it.each([
    ['9-10 short course season sept - dec, 3 practices a wk 75 min. meets in week 4 and week 8 (just for fun), champs week 13. keep it fun, no doubles, we start sept 7', ['2027-10-02', '2027-10-30'], '2027-12-04'],
    ['meets wk 4 & 8 are just for fun, champs in week 13', ['2027-10-02', '2027-10-30'], '2027-12-04'],
    ['fun meets in weeks 3, 6 and 9, then champs week 12', ['2027-09-25', '2027-10-16', '2027-11-06'], '2027-11-27'],
  ])('"%s": a C meet in each week said (trained through), the champs the A', (words, fun, champs) => {
    const read = meets(words, '2027-08-25', '2027-09-07');
    expect(read.filter((m) => m[3] === 'C').map((m) => m[1])).toEqual(fun);
    expect(read.filter((m) => m[3] !== 'C').map((m) => [m[0], m[1], m[3]])).toEqual([['Champs', champs, 'A']]);
  });

  it.each([
    ['local meet is mar 13, just for practice', 'Local Meet'],
    ['invite oct 16, just a check in', 'Invite'],
    ['a local meet mar 13 just for fun', 'Local Meet'],
  ])('"%s" is a C meet, trained through', (words, name) => expect(meets(words, '2027-01-04', '2027-01-04').map((m) => [m[0], m[3]])).toEqual([[name, 'C']]));

  it.each([
    ['8 wk block for my tri group leading up to a half ironman (1.9km open water swim) on aug 22. 3 swims a week in the 25m pool, lake opens july 10 so 1 of them moves to the lake saturdays after that'],
    ['swim plan for my tri group, 8 weeks to a half ironman aug 22. 3 swims a week, from july 10 one of them is a lake saturdays'],
    ['8 week block for our tri squad to a half ironman on aug 22, 3x a week in the pool. the lake opens jul 10, then the sat swim moves to the lake saturdays'],
  ])('"%s": one race, the whole group\'s, and Saturdays in the lake from Jul 10', (description) => {
    const request = { date: '2027-06-28', description, coach_notes: null, plan_type: 'season' as const, meets: [{ name: 'Half Ironman', date: '2027-08-22', importance: 'A' as const }] };
    const brief = readBrief(request);
    expect(brief.meets.map((m) => [m.name, m.date, m.importance, m.who])).toEqual([['Half Ironman', '2027-08-22', 'A', null]]);
    expect(brief.season?.openWaterFrom).toEqual({ date: '2027-07-10', weekday: 6, added: false });
    const plan = write(request).plan;
    if (plan.kind !== 'season') throw new Error('a season');
    expect(plan.meets?.map((m) => m.name)).toEqual(['Half Ironman']);
  });

  it.each([
    ['masters open water season plan may 3 to sept, 4 days a wk (2 pool 2 lake once its warm, ~mid june). A race is a 2.4 mile swim july 10, B race 5k on aug 21. week of july 4 off'],
    ['masters OW plan from may 3, 4 swims a wk. goal race 2.4 mile lake swim july 10. off the week of july 4'],
    ['open water masters, may 3 to july 10 (2.4 mi lake swim, the A race). 4x a week, we take the week of july 4 off'],
  ])('"%s": the week off is the one the 4th (a Sunday) ends, not the race week', (description) => {
    const brief = readBrief({ date: '2027-04-19', description, coach_notes: null, plan_type: 'season', meets: [{ name: '2.4 mi lake swim', date: '2027-07-10', importance: 'A' }] });
    expect(brief.season?.breaks.filter((b) => b.kind === 'off').map((b) => [b.from, b.to])).toEqual([['2027-06-28', '2027-07-04']]);
  });

  it('"2 pool 2 lake once its warm, ~mid june": Saturdays in the lake from mid June, in place of a pool day', () => {
    const brief = readBrief({ date: '2027-04-19', description: 'masters open water season plan may 3 to sept, 4 days a wk (2 pool 2 lake once its warm, ~mid june). A race is a 2.4 mile swim july 10, B race 5k on aug 21. week of july 4 off', coach_notes: null, plan_type: 'season' });
    expect(brief.season?.openWaterFrom).toEqual({ date: '2027-06-12', weekday: 6, added: false });
  });

  it('"keep it fun, no doubles, we start sept 7" is no light week', () => expect(breaks('keep it fun, no doubles, we start sept 7', '2027-08-25')).toEqual([]));
});

describe('what the blind round 32 read wrong in a season', () => {
  const seasonOf = (request: { date: string; description: string; meets?: Array<{ name: string; date: string; importance: 'A' | 'B' | 'C' }> }) => {
    const plan = write({ coach_notes: null, plan_type: 'season', ...request }).plan;
    if (plan.kind !== 'season') throw new Error('a season');
    return plan;
  };
  const practicesOn = (plan: ReturnType<typeof seasonOf>, from: string, to: string) => plan.weeks.flatMap((w) => w.days ?? []).filter((d) => d.kind === 'practice' && d.date >= from && d.date <= to).map((d) => d.date);

  it.each([
    ['thanksgiving week light, no practice thurs/fri'],
    ['light week for thanksgiving, off thu and fri'],
    ['thanksgiving week light - no practice thursday or friday'],
    ['easy thanksgiving week, thu-fri off'],
  ])('"%s": the whole week lighter, Thursday and Friday off', (words) => {
    expect(breaks(words, '2027-09-06')).toEqual([
      ['2027-11-25', '2027-11-26', 'off', 'Thanksgiving: no practice'],
      ['2027-11-22', '2027-11-28', 'light', 'Thanksgiving week (light)'],
    ]);
  });

  it('"13-14s … thanksgiving week light, no practice thurs/fri": no practice on Thu or Fri, the other days shorter', () => {
    const plan = seasonOf({
      date: '2027-09-06',
      description: 'plan the fall season for my 13-14s, sept 7 to dec 12. 6 practices a week, 2 hr each scy. winter champs dec 10-12. thanksgiving week light, no practice thurs/fri',
      meets: [{ name: 'Fall Classic', date: '2027-10-16', importance: 'C' }, { name: 'Turkey Invite', date: '2027-11-13', importance: 'B' }, { name: 'Winter Champs', date: '2027-12-10', importance: 'A' }],
    });
    expect(practicesOn(plan, '2027-11-22', '2027-11-28')).toEqual(['2027-11-22', '2027-11-23', '2027-11-24', '2027-11-27']);
    const week = plan.weeks.find((w) => w.startDate === '2027-11-22')!;
    const before = plan.weeks.find((w) => w.startDate === '2027-11-15')!;
    expect(week.volume).toBeLessThan(before.volume * 0.7);
  });

  it.each([
    ['july 4 week off'],
    ['off the week of july 4th'],
    ['4th of july week no practice'],
  ])('"%s": the whole week off, the Monday after when the 4th is a Sunday', (words) => {
    expect(breaks(words, '2027-05-17')).toEqual([['2027-07-05', '2027-07-11', 'off', 'July 4th week']]);
  });

  it('"summer league … dual meets every saturday starting jun 12 … july 4 week off": no practice and no dual meet that week', () => {
    const plan = seasonOf({ date: '2027-05-17', description: 'summer league season plan, 9 weeks jun 1 - jul 31, 5 days a week 1 hr, ages 6-14. dual meets every saturday starting jun 12, league champs jul 31. july 4 week off' });
    expect(practicesOn(plan, '2027-07-05', '2027-07-11')).toEqual([]);
    expect(plan.meets?.map((m) => m.date)).not.toContain('2027-07-10');
    expect(practicesOn(plan, '2027-06-28', '2027-07-02')).toHaveLength(5);
  });

  it.each([
    ['8 wk LC block for 15-18 nat group, apr 5 to may 30. 9 sessions/wk. B meet week 4, A meet week 8 (LCM). want 1 recovery week in there'],
    ['8 week LCM block, 15-18 national group, apr 5 - may 30, 9 sessions a week. b meet in week 4, a meet week 8. need a recovery week in there'],
  ])('"%s": a club senior group, the week 8 meet tapered for, one recovery week after the B meet', (description) => {
    const brief = readBrief({ date: '2027-03-29', description, coach_notes: null, plan_type: 'season' });
    expect(brief.who.value.squad).toBe('club_senior');
    expect(brief.meets.map((m) => [m.date, m.importance])).toEqual([
      ['2027-05-01', 'B'],
      ['2027-05-29', 'A'],
    ]);
    const plan = seasonOf({ date: '2027-03-29', description });
    expect(plan.weeks.map((w) => w.load)).toEqual(['load', 'load', 'load', 'mini_rest', 'recovery', 'load', 'taper', 'race']);
  });

  it.each([
    ['HS season plan nov 15 to feb 20. conference feb 5, states feb 19-20. 6 days/wk 2 hrs. xmas break dec 24 - jan 1 no pool. some kids only swim conference so they taper for that'],
    ['hs season nov 15 - feb 20, 6 days a wk. conference feb 5, states feb 19-20. a few of them only go to conference and will taper for it'],
  ])('"%s": the team rests for conference, the conference-only swimmers taper into it and stop there', (description) => {
    const brief = readBrief({ date: '2027-11-01', description, coach_notes: null, plan_type: 'season' });
    expect(brief.meets.map((m) => [m.name, m.importance, m.who])).toEqual([
      ['Conference', 'B', null],
      ['Conference', 'A', 'Conference-only swimmers'],
      ['States', 'A', null],
    ]);
    const plan = seasonOf({ date: '2027-11-01', description });
    const days = plan.weeks.flatMap((w) => w.days ?? []);
    const theirs = days.filter((d) => d.group === 'Conference-only swimmers');
    expect(theirs.length).toBeGreaterThanOrEqual(8);
    expect(theirs.every((d) => d.date < '2028-02-05')).toBe(true);
    expect(theirs.at(-1)!.volume).toBeLessThan(theirs[0]!.volume * 0.7);
    expect(days.filter((d) => d.kind === 'meet' && d.date === '2028-02-05').map((d) => d.focus)).toEqual(['Meet: Conference (A meet for Conference-only swimmers) — Sat Feb 5: the rest of the group rests for it (B meet)']);
  });
  it.each([
    ['triathlon club winter swim block, oct 11 - jan 30, 2 swims/wk 60 min scm. no races til spring, build aerobic + technique. closed xmas week'],
    ['tri club winter swim block oct 11 to jan 30, 2x a week 60 min scm. no racing until spring, just aerobic + technique. pool closed xmas week'],
    ['masters winter block oct 11 - jan 30, 3 swims/wk. no meets until march, build base'],
  ])('"%s": a base block to Jan 30 with no race and no taper in it', (description) => {
    const plan = seasonOf({ date: '2027-10-04', description });
    expect(plan.weeks).toHaveLength(16);
    expect(plan.weeks.at(-1)!.startDate).toBe('2028-01-24');
    expect(plan.meets ?? []).toEqual([]);
    expect(plan.weeks.some((w) => w.phase === 'taper')).toBe(false);
  });
  it.each([
    ['masters 12 week block leading to spring nationals (scy) apr 1. 3x a week, 60-75 min each. mostly 40-60 yr olds. want to peak but not a full age-group taper'],
    ['masters, 12 wks to spring nationals apr 1, 3 swims a week. peak for it, but no full taper like the kids do'],
    ['12 week masters block to nationals apr 1, 3x/wk 75 min. a light taper, not a full taper'],
  ])('"%s": a week of rest, volume down about a quarter, not a full taper', (description) => {
    const plan = seasonOf({ date: '2027-01-04', description, meets: [{ name: 'Masters Spring Nationals', date: '2027-04-01', importance: 'A' }] });
    expect(plan.taper?.days).toBe(7);
    expect(plan.taper?.volumeReductionPercent).toBeGreaterThanOrEqual(15);
    expect(plan.taper?.volumeReductionPercent).toBeLessThanOrEqual(30);
  });
});

