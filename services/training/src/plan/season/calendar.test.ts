import { describe, expect, it } from 'vitest';
import type { SeasonDay, SeasonPlan } from '@laneforge/contracts';
import { composePlan, parsePlanText, planKindOf, refinePlan, renderPlan, validatePlan } from '../index';
import { daysBetween } from '../model';
import { weekdayOfDate } from '../understand/season';
import { taperRange } from './taper';

/** Seasons as coaches ask for them: meets on their dates, holidays and camps, the days practised, tapers sized for who swims. */

const season = (date: string, description: string, coach_notes: string | null = null) => composePlan({ date, description, coach_notes, plan_type: 'season' }) as SeasonPlan;
const allDays = (p: SeasonPlan): SeasonDay[] => p.weeks.flatMap((w) => w.days ?? []);
const practices = (p: SeasonPlan) => allDays(p).filter((d) => d.kind !== 'meet' && !d.group);
const weekOf = (p: SeasonPlan, date: string) => p.weeks.find((w) => (w.days ?? []).some((d) => d.date === date) || (w.startDate <= date && daysBetween(w.startDate, date) < 7))!;

const hsGirls = season(
  '2026-11-27',
  'need a season plan for hs girls. we practice 5 days a wk (no sat unless meet). first week starts mon 11/30. dual meets most tuesdays in dec and jan - we train thru those, they dont matter. conference is jan 30, states feb 20. no practice dec 24 - jan 1 (school closed, pool closed). want states to be the big one',
  'about 26 girls, half of them JV who wont make states. varsity yardage maybe 5-6k/practice in jan',
);
const d1 = season(
  '2026-11-27',
  "D1 women: duals jan 9, jan 16, jan 30 (all trained thru, they're not important), conference feb 17-21 where we rest some but not all the way, NCAAs mar 18-21 = the big one. we're back from thanksgiving mon. need the plan wk by wk",
  'roughly 9 sessions + 3 lifts a week. winter training trip dec 28-jan 6 in florida (doubles every day)',
);

describe('meets on their dates', () => {
  it('places a meet given by week number on its dates in that week, named, with a mini-rest for a B meet', () => {
    const p = season('2026-11-30', "12 wk plan 13-14s. champs is the end of wk 12 (feb 19-21). we have a meet in wk 6 (jan 8-10) that's a qualifier for a lot of them so I want them semi rested for that one", '6 practices/wk 2 hrs, plus 2 dryland. off christmas day and new years day only');
    expect(p.weeks).toHaveLength(12);
    const meet = p.meets!.find((m) => m.date === '2027-01-08')!;
    expect(meet).toMatchObject({ endDate: '2027-01-10', importance: 'B' });
    expect(meet.name).toMatch(/qualif/i);
    const week6 = p.weeks[5]!;
    expect(week6.startDate).toBe('2027-01-04');
    expect(week6.load).toBe('mini_rest');
    expect(week6.days!.find((d) => d.kind === 'meet')).toMatchObject({ date: '2027-01-08', focus: expect.stringContaining(meet.name) });
    // No practice on the meet's days, the last two days before it without hard sets.
    expect(practices(p).filter((d) => d.date >= '2027-01-08' && d.date <= '2027-01-10')).toEqual([]);
    for (const d of week6.days!.filter((x) => x.kind === 'practice' && daysBetween(x.date, '2027-01-08') <= 2)) expect(d.keySet).toBeNull();
    expect(p.weeks[11]!.days!.at(-1)).toMatchObject({ date: '2027-02-19', kind: 'meet' });
  });

  it('reads several meets in one clause, and duals on most Tuesdays of two months, all trained through', () => {
    expect(d1.meets!.filter((m) => /dual/i.test(m.name)).map((m) => [m.date, m.importance])).toEqual([
      ['2027-01-09', 'C'],
      ['2027-01-16', 'C'],
      ['2027-01-30', 'C'],
    ]);
    expect(d1.meets!.find((m) => m.name === 'Conference')).toMatchObject({ date: '2027-02-17', endDate: '2027-02-21', importance: 'B' });
    expect(d1.meets!.find((m) => m.name === 'NCAAs')).toMatchObject({ importance: 'A', endDate: '2027-03-21' });
    const duals = hsGirls.meets!.filter((m) => m.importance === 'C');
    expect(duals.length).toBeGreaterThanOrEqual(4);
    for (const m of duals) {
      expect(weekdayOfDate(m.date)).toBe(2);
      // Not in the holiday break, nor the first days back, nor conference week.
      expect(m.date < '2026-12-24' || m.date > '2027-01-05').toBe(true);
      expect(daysBetween(m.date, '2027-01-30') > 6 || m.date > '2027-01-30').toBe(true);
    }
    expect(hsGirls.meets!.map((m) => [m.name, m.importance]).slice(-2)).toEqual([
      ['Conference', 'B'],
      ['States', 'A'],
    ]);
    // A C meet is trained through with an easier practice the day before it.
    const monday = practices(hsGirls).find((d) => d.date === '2026-12-07')!;
    expect(monday.focus).toMatch(/easy before the meet/i);
    expect(monday.keySet).toBeNull();
  });

  it('lets a part of the group taper for its own A meet while the rest train through, and tapers everyone for the whole group’s', () => {
    const p = season('2026-11-27', 'club seniors: winter juniors dec 9-12 LCM is the A meet for my top 6, everyone else trains through it. then sectionals mar 5-8 (scy) is the A for the whole group. 9 practices a wk. plan it out pls');
    expect(p.course).toBe('SCY');
    expect(p.meets!.map((m) => [m.name, m.importance, m.who ?? null])).toEqual([
      ['Winter Juniors', 'A', 'top 6'],
      ['Sectionals', 'A', null],
    ]);
    const top6 = allDays(p).filter((d) => d.group === 'Top 6');
    const taper = top6.filter((d) => d.date < '2026-12-09');
    expect(taper.length).toBeGreaterThanOrEqual(5);
    const group = (date: string) => practices(p).filter((d) => d.date === date).reduce((m, d) => Math.max(m, d.volume), 0);
    expect(taper.at(-1)!.volume).toBeLessThan(group(taper.at(-1)!.date));
    expect(taper.at(-1)!.volume).toBeLessThan(taper[0]!.volume);
    // The rest of the group practises on the juniors' days; the juniors come back on easy lines.
    expect(practices(p).filter((d) => d.date >= '2026-12-09' && d.date <= '2026-12-12').length).toBeGreaterThan(0);
    expect(top6.some((d) => d.date > '2026-12-12' && /^Top 6 back from Winter Juniors/.test(d.focus))).toBe(true);
    for (const d of top6) expect(d.focus).toMatch(/^Top 6 /);
    expect(p.weeks[0]!.notes!.join(' ')).toMatch(/Top 6: taper into Winter Juniors/);
    // The season's taper is Sectionals', whole-group; the week volume leaves the Top 6 lines out.
    expect(p.taper).toMatchObject({ volumeReductionPercent: expect.any(Number) });
    const range = taperRange('club_senior');
    expect(p.taper!.volumeReductionPercent).toBeGreaterThanOrEqual(range.cut[0]);
    expect(p.weeks.at(-1)!.days!.at(-1)).toMatchObject({ date: '2027-03-05', kind: 'meet' });
    for (const w of p.weeks) expect(w.volume).toBe(w.days!.filter((d) => !d.group).reduce((s, d) => s + d.volume, 0));
  });
});

describe('holidays, closed pools and camps', () => {
  it('holds no practice while the pool is closed, lightens the week and eases back in after', () => {
    const p = season('2026-11-30', "9-10 season dec to march. 4x/wk, 1 hr each. meets dec 12 (home, fun meet), jan 23, and 10&U champs mar 6. closed dec 21 - jan 3. they're little, skill focus > yardage", 'just want them improving and liking it');
    expect(p.kind).toBe('season');
    expect(practices(p).filter((d) => d.date >= '2026-12-21' && d.date <= '2027-01-03')).toEqual([]);
    const closed = p.weeks.filter((w) => w.startDate >= '2026-12-21' && w.startDate <= '2027-01-03');
    expect(closed).toHaveLength(2);
    for (const w of closed) expect([w.volume, w.sessions]).toEqual([0, 0]);
    expect(closed[0]!.notes!.join(' ')).toMatch(/pool closed/i);
    const back = p.weeks.find((w) => w.startDate === '2027-01-04')!;
    expect(back.emphasis).toMatch(/back from the break/);
    expect(back.days!.slice(0, 2).every((d) => /^Back in the water/.test(d.focus))).toBe(true);
    expect(p.meets!.map((m) => [m.name, m.importance])).toEqual([
      ['Home Meet', 'C'],
      ['Meet (Jan 23)', 'B'],
      ['10&U Champs', 'A'],
    ]);
  });

  it('takes a days-off span out of the week and says so', () => {
    expect(practices(hsGirls).filter((d) => d.date >= '2026-12-24' && d.date <= '2027-01-01')).toEqual([]);
    const week4 = weekOf(hsGirls, '2026-12-21');
    expect(week4.sessions).toBeLessThan(hsGirls.sessionsPerWeek);
    expect(week4.notes!.join(' ')).toMatch(/no practice \(school and pool closed\)/);
    expect(hsGirls.breaks).toEqual([{ from: '2026-12-24', to: '2027-01-01', kind: 'off', label: 'No practice (school and pool closed)' }]);
  });

  it('has no practice in Thanksgiving week when the group is off', () => {
    const p = season('2026-11-02', 'hs boys season plan, 6 practices a week, we’re off thanksgiving week, conference feb 6, state feb 27-28');
    expect(practices(p).filter((d) => d.date >= '2026-11-23' && d.date <= '2026-11-29')).toEqual([]);
    expect(weekOf(p, '2026-11-23')).toMatchObject({ volume: 0, sessions: 0 });
    expect(weekOf(p, '2026-11-30').emphasis).toMatch(/back from the break/);
  });

  it('takes off only the holidays named, and assumes Christmas Day off when nothing is said', () => {
    const p = season('2026-11-30', '12 wk plan 13-14s, 6 practices/wk. champs feb 19-21', 'off christmas day and new years day only');
    expect(practices(p).some((d) => d.date === '2026-12-25' || d.date === '2027-01-01')).toBe(false);
    expect(practices(p).some((d) => d.date === '2026-12-24' || d.date === '2026-12-26')).toBe(true);
    const quiet = season('2026-11-30', '12 wk plan 13-14s, 6 practices/wk. champs feb 19-21');
    expect(practices(quiet).some((d) => d.date === '2026-12-25')).toBe(false);
    expect(quiet.assumptions.join(' ')).toMatch(/Christmas Day .*off \(not said\)/);
  });

  it('lays a training trip as doubles every day, the heaviest week, then an easier week', () => {
    const trip = allDays(d1).filter((d) => d.date >= '2026-12-28' && d.date <= '2027-01-06' && d.kind === 'practice');
    expect(new Set(trip.map((d) => d.date)).size).toBe(10);
    for (const date of new Set(trip.map((d) => d.date))) expect(trip.filter((d) => d.date === date).map((d) => d.slot)).toEqual(['AM', 'PM']);
    const campWeek = weekOf(d1, '2026-12-28');
    const loads = d1.weeks.filter((w) => w.load === 'load' && w !== campWeek);
    expect(campWeek.volume).toBeGreaterThan(Math.max(...loads.map((w) => w.volume)));
    expect(practices(d1).some((d) => d.date === '2027-01-07')).toBe(false);
    const after = weekOf(d1, '2027-01-11');
    expect(after.load).toBe('recovery');
    expect(after.emphasis).toMatch(/easier week after the training trip/i);
  });
});

describe('the days practised', () => {
  it('practises on the weekdays named, and Monday to Friday for "5 days a wk (no sat unless meet)"', () => {
    const masters = season('2026-12-01', 'masters season plan. 4 swims/wk (mon wed fri + sat). goal meet is SCY nationals late april/may. meets on the way: jan 10 (small local meet, just race it tired), mar 14 state champs (want to go fast there). ages 30-65');
    expect(new Set(practices(masters).map((d) => weekdayOfDate(d.date)))).toEqual(new Set([1, 3, 5, 6]));
    expect(masters.practiceDays).toEqual([1, 3, 5, 6]);
    expect(masters.meets!.map((m) => [m.name, m.importance])).toEqual([
      ['Local Meet', 'C'],
      ['State Champs', 'B'],
      ['SCY Nationals', 'A'],
    ]);
    expect(masters.assumptions.join(' ')).toMatch(/SCY Nationals dated Sat Apr 24/);
    const hsDays = new Set(practices(hsGirls).map((d) => weekdayOfDate(d.date)));
    expect(hsDays).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('doubles a college week on set days and puts its lifts on days of their own, none the day before a meet', () => {
    const week = d1.weeks[1]!;
    expect(week.sessions).toBe(9);
    const doubled = [...new Set(week.days!.filter((d) => d.slot === 'AM').map((d) => weekdayOfDate(d.date)))];
    expect(doubled).toEqual([1, 3, 5]);
    const lifts = week.days!.filter((d) => / \+ lift$/.test(d.focus));
    expect(lifts).toHaveLength(3);
    expect(week.drylandSessions).toBe(3);
    for (const m of d1.meets!) expect(allDays(d1).some((d) => d.date === daysBefore(m.date, 1) && /\+ lift/.test(d.focus))).toBe(false);
    // The day before a meet is one practice.
    expect(allDays(d1).filter((d) => d.date === '2027-01-29' && d.kind === 'practice')).toHaveLength(1);
  });
});

const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('tapers sized for who swims', () => {
  it('writes a 3-week taper plan alone, ending at the meet with the volume cut 40-60 %, distance swimmers on lines of their own', () => {
    const p = composePlan({ date: '2026-11-27', description: '3 wk taper for my d3 men. conference is feb 18-21 (scy). mix of sprinters and 2-3 distance guys. right now we’re at like 30-32k/wk', plan_type: 'workout' }) as SeasonPlan;
    expect(p.kind).toBe('season');
    // Three weeks of days into the meet: from Thu Jan 28, the Thursday-to-Sunday start a week of its own.
    expect(p.title).toMatch(/^3-Week .* Taper$/);
    expect(p.date).toBe('2027-01-28');
    expect(p.taper!.days).toBe(21);
    expect(p.weeks).toHaveLength(4);
    expect(p.weeks.every((w) => w.phase === 'taper')).toBe(true);
    expect(p.taper!.peakVolume).toBeGreaterThanOrEqual(30000);
    expect(p.taper!.volumeReductionPercent).toBeGreaterThanOrEqual(40);
    expect(p.taper!.volumeReductionPercent).toBeLessThanOrEqual(60);
    expect(p.weeks.at(-1)!.days!.at(-1)).toMatchObject({ date: '2027-02-18', kind: 'meet' });
    expect(allDays(p).filter((d) => d.date > '2027-02-18' && d.kind !== 'meet')).toEqual([]);
    const own = practices(p);
    expect(own.at(-1)!.volume).toBeLessThan(own[0]!.volume);
    expect(own.at(-1)!.focus).toMatch(/^Pre-meet/);
    // Race pace kept to the end.
    expect(p.weeks.at(-1)!.keySets.some((s) => s.zone === 'SP1')).toBe(true);
    const distance = allDays(p).filter((d) => d.group === 'Distance');
    expect(distance.length).toBeGreaterThan(5);
    for (const d of distance) expect(d.volume).toBeGreaterThanOrEqual(practices(p).find((x) => x.date === d.date && x.slot === d.slot)!.volume);
  });

  it('tapers a high school boys team 2 weeks into states from the practices they do now', () => {
    const p = composePlan({ date: '2026-11-30', description: 'taper hs boys 2 wks into states feb 26-27. sprint heavy team mostly 50/100 guys + relays. been doing ~5500/day', coach_notes: 'shave + rest. we do conference 2 wks before so they’re already half-rested', plan_type: 'season' }) as SeasonPlan;
    // Two weeks into states from the day after conference (Fri Feb 12): a Saturday and Sunday, then the two weeks.
    expect(p.title).toMatch(/^2-Week .* Taper$/);
    expect(p.date).toBe('2027-02-13');
    expect(p.weeks.map((w) => w.phase)).toEqual(['taper', 'taper', 'taper']);
    expect(p.meets!.at(-1)).toMatchObject({ name: 'States', date: '2027-02-26', endDate: '2027-02-27', importance: 'A' });
    expect(p.taper!.days).toBeGreaterThanOrEqual(10);
    expect(p.taper!.days).toBeLessThanOrEqual(14);
    expect(p.taper!.peakVolume).toBe(5500 * p.sessionsPerWeek);
    expect(p.assumptions.join(' ')).toMatch(/Conference \(Feb 12\) is just before the taper/);
    expect(allDays(p).some((d) => /relay exchanges/.test(d.focus))).toBe(true);
  });

  it.each([
    ['hs_varsity', '14 week season plan for hs varsity, 5 practices a week, states feb 20', '2026-11-16'],
    ['age_13_14', '12 week season plan for 13-14s, 6 practices a week, champs feb 19', '2026-11-30'],
    ['age_9_10', '12 week season plan for 9-10s, 4 practices a week, champs feb 20', '2026-11-30'],
    ['masters', '12 week masters block to state meet mar 27, 3 swims a week', '2027-01-04'],
    ['college_d1', '16 week season plan for d1 women, 9 practices a week, ncaas mar 18', '2026-11-30'],
  ] as const)('sizes the taper for %s within its range', (squad, description, date) => {
    const p = season(date, description);
    expect(p.squad).toBe(squad);
    const range = taperRange(squad);
    expect(p.taper!.days).toBeGreaterThanOrEqual(range.days[0]);
    expect(p.taper!.days).toBeLessThanOrEqual(range.days[1]);
  });
});

describe('the season as text', () => {
  it('names each week’s dates, breaks and meets, and reads back from its own text', () => {
    for (const p of [hsGirls, d1]) {
      const text = renderPlan(p);
      expect(text).toMatch(/Week 1 \(Mon 2026-11-30 – Sun 2026-12-06\)/);
      expect(validatePlan(p).issues.filter((i) => i.severity === 'error')).toEqual([]);
      const back = parsePlanText(text, { provider: 'est', squad: p.squad!, constraints: p.constraints ?? [] });
      expect(back.problems).toEqual([]);
      expect(back.plan).toEqual(p);
    }
    const text = renderPlan(hsGirls);
    expect(text).toContain('Breaks: No practice (school and pool closed) 2026-12-24 to 2027-01-01 (off)');
    expect(text).toContain('» JV: Conference was their last meet.');
    expect(renderPlan(d1)).toContain('NCAAs 2027-03-18 to 2027-03-21 (A)');
  });

  it('moves a meet over several days whole, its taper with it', () => {
    const moved = refinePlan(d1, 'move the conference to feb 24');
    const p = moved.plan as SeasonPlan;
    expect(p.meets!.find((m) => m.name === 'Conference')).toMatchObject({ date: '2027-02-24', endDate: '2027-02-28' });
    expect(practices(p).filter((d) => d.date >= '2027-02-24' && d.date <= '2027-02-28')).toEqual([]);
    expect(weekOf(p, '2027-02-24').load).toBe('mini_rest');
  });

  it('keeps the holidays and the days practised through a refinement', () => {
    const moved = refinePlan(hsGirls, 'move the conference to feb 6');
    expect(moved.notApplied).toEqual([]);
    const p = moved.plan as SeasonPlan;
    expect(p.meets!.find((m) => m.name === 'Conference')!.date).toBe('2027-02-06');
    expect(practices(p).filter((d) => d.date >= '2026-12-24' && d.date <= '2027-01-01')).toEqual([]);
    expect(new Set(practices(p).map((d) => weekdayOfDate(d.date)))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe('reading a season request', () => {
  it.each([
    ["9-10 season dec to march. 4x/wk, 1 hr each. meets dec 12, jan 23", 'season'],
    ['taper hs boys 2 wks into states feb 26-27. been doing ~5500/day', 'season'],
    ['open water 5k july 17, 4 swims a week in the pool until june', 'season'],
    ['summer league season, 9 weeks, practice mon-thu 1 hr, champs aug 1', 'season'],
    ['taper-week practice for club seniors, 4000', 'workout'],
    ['HS 5000 practice, 200 free at conference end of month', 'workout'],
  ] as const)('"%s" is a %s', (description, kind) => expect(planKindOf({ date: '2026-11-30', description, plan_type: 'workout' })).toBe(kind));
});

describe('the calendar in a coach’s words', () => {
  const dated = (p: SeasonPlan) => p.meets!.map((m) => [m.name, m.date, m.importance, m.who ?? null]);

  it('keeps the meet the coach called the A meet as the team’s, and a later championship for the few who go', () => {
    const p = season('2026-11-30', 'HS girls, dec 1 to state. conference feb 11-13 is our A meet - everyone tapers for it. state feb 25-27 only 6 girls go. closed dec 25 and jan 1. 6 days a week');
    expect(dated(p)).toEqual([
      ['Conference', '2027-02-11', 'A', null],
      ['State', '2027-02-25', 'A', '6 qualifiers'],
    ]);
    expect(p.targetDate).toBe('2027-02-11');
    expect(allDays(p).some((d) => d.date === '2027-02-25' && d.kind === 'meet')).toBe(true);
    expect(practices(p).filter((d) => d.date === '2026-12-25' || d.date === '2027-01-01')).toEqual([]);
  });

  it.each([
    ['club 13-14s scy season dec 1 to feb 28 champs (A). off christmas eve thru new years. 5x/wk', '2026-12-01', '2027-02-28', ['2026-12-24', '2027-01-01']],
    ['11-12 scy, nov 30 - feb 20 (JOs). off 12/24-12/27 and 12/31-1/1. mon-fri', '2026-11-30', '2027-02-20', ['2026-12-24', '2026-12-27']],
    ['age group 10 & under scy. jan 5 - mar 13 (10&U champs). 4 practices/wk 60 min', '2027-01-05', '2027-03-13', null],
    ['tri club 2 swims/wk in the 25 yd pool, jan 5 to 70.3 on may 16', '2027-01-05', '2027-05-16', null],
  ])('reads "%s" as a season from its first day to its meet, with no meet made up on the first day', (description, start, meet, closed) => {
    const p = season('2026-11-28', description);
    expect(p.date).toBe(start);
    expect(p.meets!.map((m) => m.date)).toEqual([meet]);
    expect(p.meets![0]!.importance).toBe('A');
    if (closed) {
      expect(p.breaks!.some((b) => b.from <= closed[0]! && b.to >= closed[0]!)).toBe(true);
      expect(practices(p).filter((d) => d.date >= closed[0]! && d.date <= closed[1]!)).toEqual([]);
    }
  });

  it('opens the days a closure says are open ("closed dec 21 - jan 3 except dec 28-30")', () => {
    const p = season('2026-11-28', 'hs boys dec 1 to state feb 26. winter break dec 21 - jan 3 pool closed except dec 28-30 mornings');
    expect(practices(p).filter((d) => d.date >= '2026-12-21' && d.date <= '2027-01-03').map((d) => d.date).every((d) => d >= '2026-12-28' && d <= '2026-12-30')).toBe(true);
    expect(practices(p).some((d) => d.date === '2026-12-28')).toBe(true);
  });

  it('sizes a "short taper" at the short end of the group’s range, and "they dont need 3 weeks" is not the plan’s length', () => {
    const p = season('2026-12-01', 'masters lcm, jan 11 to the race (1500 open water, apr 10). 4x/wk. short taper, they dont need 3 weeks');
    expect(p.date).toBe('2027-01-11');
    expect(p.meets!.map((m) => [m.name, m.date, m.importance])).toEqual([['Open-water race', '2027-04-10', 'A']]);
    expect(p.taper!.days).toBe(7);
    expect(p.weeks.length).toBeGreaterThan(10);
  });

  it('keeps a season a season when its words give a practice’s size, and a taper’s weeks are not the season’s', () => {
    const hs = season('2026-11-20', 'hs girls yards season, nov 30 to state feb 26, 3000-5000 per practice');
    expect(hs.kind).toBe('season');
    expect(hs.date).toBe('2026-11-30');
    const d3 = season('2026-12-01', 'd3 women scy, season jan 4 to conference feb 18-21 (A). taper 2 wks but the distance girls only 10 days');
    expect(d3.date).toBe('2027-01-04');
    expect(d3.taper!.days).toBe(14);
  });

  it('trains in the pool the coach named, whatever the meet’s course', () => {
    const p = season('2026-12-01', 'masters, we swim in a 25m pool, jan 4 to spring nationals apr 29 (scy meet!). 4x/wk');
    expect(p.course).toBe('SCM');
  });
});

describe('a block with its taper, and a trip that starts it', () => {
  it('plans the whole "jan - apr" block with a 2 week taper at its end, not the taper alone', () => {
    const p = composePlan({ date: '2027-01-04', description: 'masters block jan - apr to spring nationals apr 22-25 scy. a local meet feb 14 just for fun. 3x week 60 min (mon wed fri 6am) + sat 75 min. most are 40-60 yrs, want 2 wk taper', plan_type: 'season', meets: [{ name: 'Valentines Masters Meet', date: '2027-02-14', importance: 'C' }, { name: 'Spring Nationals', date: '2027-04-22', importance: 'A' }] }) as SeasonPlan;
    expect(p.date).toBe('2027-01-04');
    expect(p.weeks.length).toBeGreaterThan(12);
  });

  it('reads "9-10 sessions/wk" as sessions, and starts a season "from training trip jan 2-10"', () => {
    const p = season('2026-12-10', 'd3 plan from training trip jan 2-10 (florida, doubles, 9-10 sessions/wk) through conference feb 17-20. duals jan 16, jan 23 and jan 30 we swim thru, then an invite feb 5-6 we want to swim fast at. 2 wk taper for conf, sprinters a bit more rest');
    expect(p.squad).toBe('college_d3');
    expect(p.date).toBe('2027-01-02');
    expect(p.breaks!.find((b) => b.kind === 'camp')).toMatchObject({ from: '2027-01-02', to: '2027-01-10' });
    expect(p.meets!.find((m) => m.importance === 'A')).toMatchObject({ date: '2027-02-17' });
  });
});

describe('practice days inside a break, and a group written short', () => {
  it('"xmas break practice only dec 28-30": the break is off except those three days; "11-14 grp" is an age group', () => {
    const p = composePlan({ date: '2026-12-07', description: 'season plan dec to mid march for 11-14 grp, 5 practices/wk, 2 saturday doubles a month. winter champs mar 11-14 is the big one, we also go to the jan invite (jan 22-24) and want them sharp-ish there. xmas break practice only dec 28-30', plan_type: 'season', meets: [{ name: 'January Invitational', date: '2027-01-22', importance: 'B' }, { name: 'Winter Championships', date: '2027-03-11', importance: 'A' }] }) as SeasonPlan;
    expect(p.squad).toBe('age_11_12');
    const days = practices(p).map((d) => d.date).filter((d) => d >= '2026-12-21' && d <= '2027-01-03');
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d >= '2026-12-28' && d <= '2026-12-30')).toBe(true);
  });
});

describe('form meets and the words about them', () => {
  it('keeps the conference the A meet and gives NCAAs to the 4 qualifiers; a meet raced over days has no practice on them', () => {
    const p = composePlan({ date: '2027-01-08', description: '2nd half plan for d1 team, back from training trip jan 10. dual vs state u jan 30, conf feb 17-20 (A for most), ncaas mar 17-20 for our 4 qualifiers so they need a second taper. 20 hr rule, doubles tue/thu, sprinters vs distance split', plan_type: 'season', meets: [{ name: 'Dual vs State U', date: '2027-01-30', importance: 'C' }, { name: 'Conference Championships', date: '2027-02-17', importance: 'A' }, { name: 'NCAA Championships', date: '2027-03-17', importance: 'A' }] }) as SeasonPlan;
    expect(p.meets!.map((m) => [m.name, m.importance, m.who ?? null, m.endDate ?? null])).toEqual([
      ['Dual vs State U', 'C', null, null],
      ['Conference Championships', 'A', null, '2027-02-20'],
      ['NCAA Championships', 'A', '4 qualifiers', '2027-03-20'],
    ]);
    expect(practices(p).filter((d) => d.date >= '2027-02-17' && d.date <= '2027-02-20')).toEqual([]);
  });
});
