import { describe, expect, it } from 'vitest';
import type { SeasonPlan, SwimSet } from '@laneforge/contracts';
import { daysBetween } from '../model';
import { composePlan, parsePlanText, planKindOf, refinePlan, renderPlan, validatePlan, write } from '../index';
import { taperRange } from './taper';

const season = (description: string, date = '2026-09-07', extra: Record<string, unknown> = {}) => composePlan({ date, description, ...extra }) as SeasonPlan;

const club = season(
  '16-week season plan for club senior swimmers, 8 practices a week, 6000 yards, 200 back and 200 IM. B meet Fall Invite on Oct 17, B meet Winter Classic on Nov 21, A meet Sectionals on Dec 19, with dryland',
  '2026-08-31',
);

function blocks(p: SeasonPlan): SeasonPlan['weeks'][] {
  const out: SeasonPlan['weeks'][] = [];
  let current: SeasonPlan['weeks'] = [];
  for (const w of p.weeks) {
    if (w.load === 'load') current.push(w);
    else if (current.length > 0) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

describe('season calendar', () => {
  it('plans exactly the weeks asked', () => {
    for (const n of [1, 6, 10, 16]) expect(season(`${n}-week season plan for masters, 3 swims a week`).weeks).toHaveLength(n);
    expect(club.weeks).toHaveLength(16);
    // More weeks asked than there are to the meet: the weeks after it are transition, not dropped.
    const past = season('16-week season plan for 13-14s, 5 practices a week, A meet Champs on Dec 19', '2026-09-07');
    expect(past.weeks).toHaveLength(16);
    expect(past.weeks.at(-1)).toMatchObject({ phase: 'transition' });
    expect(past.weeks.at(-1)!.sessions).toBeGreaterThan(0);
  });

  it('lays the named meets on their dates with their importance, the A meet last', () => {
    expect(club.meets?.map((m) => [m.date, m.importance])).toEqual([
      ['2026-10-17', 'B'],
      ['2026-11-21', 'B'],
      ['2026-12-19', 'A'],
    ]);
    for (const m of club.meets!) {
      const day = club.weeks.flatMap((w) => w.days ?? []).find((d) => d.date === m.date);
      expect(day?.kind).toBe('meet');
    }
  });

  it('gives each B meet a mini-rest: 2-5 days of reduced volume, no key set the last 2 days', () => {
    for (const meet of club.meets!.filter((m) => m.importance === 'B')) {
      const week = club.weeks.find((w) => w.days!.some((d) => d.date === meet.date))!;
      expect(week.load).toBe('mini_rest');
      const before = week.days!.filter((d) => d.kind === 'practice' && daysBetween(d.date, meet.date) > 0);
      const last2 = before.filter((d) => daysBetween(d.date, meet.date) <= 2);
      expect(last2.length).toBeGreaterThan(0);
      for (const d of last2) expect(d.keySet).toBeNull();
      const lastLoad = club.weeks.filter((w) => w.week < week.week && w.load === 'load').at(-1)!;
      expect(week.volume).toBeLessThan(lastLoad.volume);
    }
  });

  it('tapers into the A meet by the rules for the squad: length and cut in range, frequency and intensity kept', () => {
    const range = taperRange('club_senior');
    const taper = club.taper!;
    expect(taper.days).toBeGreaterThanOrEqual(range.days[0]);
    expect(taper.days).toBeLessThanOrEqual(range.days[1]);
    expect(taper.volumeReductionPercent).toBeGreaterThanOrEqual(range.cut[0]);
    expect(taper.volumeReductionPercent).toBeLessThanOrEqual(range.cut[1]);
    const taperWeeks = club.weeks.filter((w) => w.phase === 'taper');
    expect(taperWeeks.at(-1)!.days!.at(-1)).toMatchObject({ date: '2026-12-19', kind: 'meet' });
    const intense = (w: SeasonPlan['weeks'][number]) => w.zoneMix.EN3 + w.zoneMix.SP1 + w.zoneMix.SP2 + w.zoneMix.SP3;
    const lastLoad = club.weeks.filter((w) => w.load === 'load').at(-1)!;
    for (const w of taperWeeks) expect(intense(w)).toBeGreaterThanOrEqual(intense(lastLoad));
    // Frequency kept: a full taper week keeps at least 80 % of the practices.
    expect(taperWeeks[0]!.sessions).toBeGreaterThanOrEqual(Math.floor(club.sessionsPerWeek * 0.8));
    // Progressive: each taper practice is no bigger than the one a week before it.
    const days = taperWeeks.flatMap((w) => w.days!).filter((d) => d.kind === 'practice');
    expect(days.at(-1)!.volume).toBeLessThan(days[0]!.volume);
  });

  it('tapers open water and triathlon seasons too, within their ranges', () => {
    for (const [text, race] of [
      ['masters 10-week open water season, 4 swims a week', 'open_water'],
      ['12 week triathlon swim plan, 3 swims a week', 'triathlon'],
    ] as const) {
      const plan = season(text);
      expect(plan.race).toBe(race);
      expect(plan.taper).not.toBeNull();
      const range = taperRange(plan.squad!, race);
      expect(plan.taper!.days).toBeGreaterThanOrEqual(range.days[0]);
      expect(plan.taper!.volumeReductionPercent).toBeGreaterThanOrEqual(range.cut[0]);
      expect(plan.taper!.volumeReductionPercent).toBeLessThanOrEqual(range.cut[1]);
      expect(plan.weeks.flatMap((w) => w.keySets).every((s) => s.stroke === 'free' || s.stroke === 'drill')).toBe(true);
    }
  });

  it('never has more loading weeks in a row than the rhythm: 3 for seniors, 2 for masters', () => {
    const run = (p: SeasonPlan) => Math.max(0, ...blocks(p).map((b) => b.length));
    expect(run(club)).toBeLessThanOrEqual(3);
    expect(run(season('16-week season plan for masters, 3 swims a week, 3000 meters'))).toBeLessThanOrEqual(2);
  });

  it('tests at the start and at the end of each lighter week', () => {
    expect(club.weeks[0]!.days!.some((d) => d.kind === 'test')).toBe(true);
    for (const w of club.weeks.filter((x) => x.load === 'recovery' && x.phase !== 'transition')) expect(w.days!.filter((d) => d.kind !== 'meet').at(-1)!.kind).toBe('test');
  });

  it('progresses the key sets within a block: same set, repeats up or send-off down, never back', () => {
    const sendOff = (s: SwimSet) => (s.sendOff?.type === 'interval' ? s.sendOff.seconds : 0);
    let moved = 0;
    for (const block of blocks(club)) {
      for (let i = 1; i < block.length; i++) {
        block[i]!.keySets.forEach((s, k) => {
          const prev = block[i - 1]!.keySets[k]!;
          expect([s.distance, s.stroke, s.zone]).toEqual([prev.distance, prev.stroke, prev.zone]);
          expect(s.reps).toBeGreaterThanOrEqual(prev.reps);
          expect(sendOff(s)).toBeLessThanOrEqual(sendOff(prev));
          if (s.reps > prev.reps || sendOff(s) < sendOff(prev)) moved++;
        });
      }
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('writes key sets in the season strokes, not free only, with dryland progressing by phase', () => {
    const strokes = new Set(club.weeks.flatMap((w) => w.keySets.map((s) => s.stroke)));
    expect(strokes.has('back') || strokes.has('im')).toBe(true);
    expect(club.weeks[0]!.drylandFocus).toMatch(/general strength/);
    expect(club.weeks.find((w) => w.phase === 'taper')!.drylandFocus).toMatch(/activation/);
  });

  it('lays doubles as AM/PM with the week volume the sum of its days, and reads back from its text', () => {
    const week = club.weeks[1]!;
    expect(week.days!.filter((d) => d.slot === 'AM')).toHaveLength(2);
    expect(week.volume).toBe(week.days!.reduce((s, d) => s + d.volume, 0));
    expect(validatePlan(club).issues.filter((i) => i.severity === 'error')).toEqual([]);
    const back = parsePlanText(renderPlan(club), { provider: 'est', squad: club.squad!, constraints: club.constraints ?? [] });
    expect(back.problems).toEqual([]);
    expect(back.plan).toEqual(club);
  });

  it('takes meets from the form as well as the description', () => {
    const plan = season('12-week season plan for 13-14s, 5 practices a week', '2026-09-07', { meets: [{ name: 'Turkey Meet', date: '2026-11-14', importance: 'B' }] });
    expect(plan.meets).toEqual([expect.objectContaining({ name: 'Turkey Meet', importance: 'B' })]);
    expect(plan.weeks.find((w) => w.days!.some((d) => d.date === '2026-11-14'))!.load).toBe('mini_rest');
  });

  it('takes a meet the form names at the form’s date, not again at the date the description gave it', () => {
    const plan = season('12-week season plan for 13-14s, 5 practices a week, B meet Fall Invite on Oct 17, A meet Champs on Nov 21', '2026-09-07', {
      meets: [{ name: 'fall invite', date: '2026-10-24', importance: 'B' }],
    });
    expect(plan.meets!.map((m) => [m.name.toLowerCase(), m.date])).toEqual([
      ['fall invite', '2026-10-24'],
      ['champs', '2026-11-21'],
    ]);
  });

  it('writes a season, not one practice, when the form names meets for a description that reads like a session', () => {
    const meets = [{ name: 'Champs', date: '2026-12-12', importance: 'A' as const }];
    const asked = { date: '2026-09-07', description: 'Club senior, 5000 yards SCY, 200 free', plan_type: 'season' as const, meets };
    expect(planKindOf(asked)).toBe('season');
    expect(planKindOf({ ...asked, meets: [] })).toBe('workout');
    const plan = season(asked.description, asked.date, { plan_type: 'season', meets });
    expect(plan.kind).toBe('season');
    expect(plan.taper).not.toBeNull();
    expect(plan.weeks.at(-1)!.load).toBe('race');
  });
});

describe('a season for lane groups', () => {
  const paces = {
    course: 'SCY' as const,
    base: { free: 70 },
    css: null,
    source: 'manual' as const,
    groups: [
      { name: 'Lanes 1-2', base: { free: 70 }, volume_factor: 1 },
      { name: 'Lanes 3-4', base: { free: 78 }, volume_factor: 0.9 },
      { name: 'Lanes 5-6', base: { free: 86 }, volume_factor: 0.8 },
    ],
  };
  const laned = season('12-week season plan for club senior swimmers, 6 practices a week, 5000 yards, 200 free, A meet Champs on Nov 28', '2026-09-07', { paces, lane_groups: true });

  it('writes every key set with each group’s send-off, slowest last, and keeps them through a refinement', () => {
    expect(laned.laneGroups?.map((g) => g.name)).toEqual(['Lanes 1-2', 'Lanes 3-4', 'Lanes 5-6']);
    const timed = laned.weeks.flatMap((w) => w.keySets).filter((s) => s.sendOff?.type === 'interval' && s.lanes);
    expect(timed.length).toBeGreaterThan(0);
    for (const s of timed) {
      const offs = s.lanes!.map((l) => (l.sendOff?.type === 'interval' ? l.sendOff.seconds : 0));
      expect(offs).toEqual([...offs].sort((a, b) => a - b));
    }
    const refined = refinePlan(laned, 'shorten the taper').plan as SeasonPlan;
    expect(refined.weeks.flatMap((w) => w.keySets).some((s) => s.lanes)).toBe(true);
  });
});

describe('a high-school season as a coach writes it: duals every Saturday, an optional Saturday, 2-hour weekdays', () => {
  const hs = season('HS girls season plan, dec 1 through conference feb 14 (A meet), we have a dual meet every saturday in january. practices mon-fri 2 hrs plus optional sat morning 90 min. qualifiers for states feb 28 keep training, everyone else done after conf', '2026-11-27', { plan_type: 'season' });
  const days = hs.weeks.flatMap((w) => w.days ?? []);

  it('lays a dual meet on every Saturday of January', () => {
    expect(hs.meets?.filter((m) => m.name === 'Dual meet').map((m) => m.date)).toEqual(['2027-01-02', '2027-01-09', '2027-01-16', '2027-01-23', '2027-01-30']);
  });

  it('writes the weekdays at 2 hours and the optional Saturday apart, never on a meet day, outside the week’s load', () => {
    expect(hs.sessionVolume).toBeGreaterThan(5000);
    const optional = days.filter((d) => d.group === 'Optional');
    expect(optional.length).toBeGreaterThan(4);
    for (const d of optional) {
      expect(new Date(`${d.date}T00:00:00Z`).getUTCDay()).toBe(6);
      expect(d.focus).toMatch(/^Optional: .*90 min$/);
      expect(hs.meets?.some((m) => m.date === d.date)).toBe(false);
    }
    for (const w of hs.weeks) expect(w.volume).toBe((w.days ?? []).filter((d) => !d.group).reduce((s, d) => s + d.volume, 0));
  });

  it('cuts volume from the first taper week on, not only in the race week', () => {
    const last = hs.weeks.filter((w) => w.phase !== 'taper' && w.phase !== 'transition').at(-1)!;
    const first = hs.weeks.find((w) => w.phase === 'taper')!;
    expect(first.volume).toBeLessThan(last.volume * 0.95);
  });
});

describe('season follow-ups a blind round wrote', () => {
  const hs = season('HS girls season plan, dec 1 through conference feb 14 (A meet), practices mon-wed-fri 2 hrs', '2026-11-27', { plan_type: 'season' });
  const days = (p: SeasonPlan) => p.weeks.flatMap((w) => w.days ?? []);

  it('"add an optional saturday swim every week until the taper, 90 min aerobic, maybe 8-10 kids will come": an optional Saturday, the headcount context', () => {
    const r = refinePlan(hs, 'add an optional saturday swim every week until the taper, 90 min aerobic, maybe 8-10 kids will come');
    expect(r.notApplied).toEqual([]);
    expect(r.context).toContain('8-10 kids will come');
    const optional = days(r.plan as SeasonPlan).filter((d) => d.group === 'Optional');
    expect(optional.length).toBeGreaterThan(5);
    expect(optional.every((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 6 && /90 min/.test(d.focus))).toBe(true);
  });

  it('"pool\'s closed christmas eve through jan 2" and "dec 21 - jan 3 except dec 28-30" close every day between', () => {
    const closed = refinePlan(hs, "pool's closed christmas eve through jan 2, so we're off that stretch. keep everything else");
    expect(closed.notApplied).toEqual([]);
    expect(days(closed.plan as SeasonPlan).filter((d) => d.kind === 'practice' && d.date >= '2026-12-24' && d.date <= '2027-01-02')).toEqual([]);
    const school = refinePlan(hs, 'school closes the building dec 21 - jan 3 except dec 28-30, so only those 3 practices over break. everything else the same');
    expect(school.notApplied).toEqual([]);
    const open = days(school.plan as SeasonPlan).filter((d) => d.kind === 'practice' && d.date >= '2026-12-21' && d.date <= '2027-01-03').map((d) => d.date);
    expect(open.every((d) => d >= '2026-12-28' && d <= '2026-12-30')).toBe(true);
    expect(open.length).toBeGreaterThan(0);
  });
});

describe('practice days as coaches list them', () => {
  it('"practices mon-wed-fri" after a meet in the same sentence is Monday, Wednesday and Friday, three a week', () => {
    const p = season('HS girls season plan, dec 1 through conference feb 14 (A meet), practices mon-wed-fri 2 hrs', '2026-11-27', { plan_type: 'season' });
    expect(p.sessionsPerWeek).toBe(3);
    const weekdays = new Set(p.weeks.flatMap((w) => w.days ?? []).filter((d) => d.kind === 'practice' && !d.group).map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    expect([...weekdays].sort()).toEqual([1, 3, 5]);
  });
});

describe('season words a blind round wrote', () => {
  it('"3 x 60 min/wk" is three practices a week', () => {
    expect(season('8 wk plan for 9-10s starting jan 4, 3 x 60 min/wk SCY. learn IM + legal turns. ends with a fun intrasquad meet feb 27', '2027-01-02', { plan_type: 'season' }).sessionsPerWeek).toBe(3);
  });

  it('"spring break wk of apr 5" is that whole week off; "memorial day weekend off" is Saturday to Monday', () => {
    const tri = season('tri season: 16 wks to a 70.3 on may 16 (1.9km open water swim). athletes swim 3x/wk 60 min, LCM pool til the lake opens in may. spring break wk of apr 5 most are off', '2027-01-24', { plan_type: 'season' });
    const practised = tri.weeks.flatMap((w) => w.days ?? []).filter((d) => d.kind === 'practice' && d.date >= '2027-04-05' && d.date <= '2027-04-11');
    expect(practised).toEqual([]);
    const lc = season('LC season for senior group, mar 1 to jul 31 2027 LCM. meets: futures jul 29-aug 1 (A). memorial day weekend off', '2027-02-20', { plan_type: 'season' });
    expect(lc.weeks.flatMap((w) => w.days ?? []).filter((d) => d.kind === 'practice' && d.date >= '2027-05-29' && d.date <= '2027-05-31')).toEqual([]);
  });

  it('"back jan 4 from training trip" is no backstroke season, and "ncaa d2" is Division II', () => {
    const d2 = season('college D2 second half plan. back jan 4 from training trip, conf champs feb 17-20, ncaa d2 mar 10-13 for the few who qualify. SCY', '2026-12-30', { plan_type: 'season' });
    expect(d2.focus).not.toContain('back');
    expect(d2.title).toMatch(/College D2\/D3/);
  });
});

describe('a meet added in the coach’s words', () => {
  it('"add a dual meet in week 9, sat jan 30 away at westview. not a big deal meet, just put it in": a C dual at Westview, nothing left over', () => {
    const hs = season('HS girls season plan, dec 1 through conference feb 14 (A meet), practices mon-fri 2 hrs', '2026-11-27', { plan_type: 'season' });
    const r = refinePlan(hs, 'add a dual meet in week 9, sat jan 30 away at westview. not a big deal meet, just put it in');
    expect(r.notApplied).toEqual([]);
    expect((r.plan as SeasonPlan).meets?.find((m) => m.date === '2027-01-30')).toMatchObject({ name: 'Dual meet at Westview', importance: 'C' });
  });
});

describe('the taper that moves with its meet', () => {
  it('"state got moved to mar 5-6, push the taper back a week" keeps the taper’s length, a week later', () => {
    const hs = season('HS varsity season dec 1 to state feb 26-27 (A). conference feb 13 (B). practices mon-fri', '2026-11-27', { plan_type: 'season' });
    const r = refinePlan(hs, 'state got moved to mar 5-6, push the taper back a week. conference stays where it is');
    expect(r.notApplied).toEqual([]);
    const after = r.plan as SeasonPlan;
    expect(after.taper?.days).toBe(hs.taper?.days);
    expect(after.meets?.find((m) => m.importance === 'A')?.date).toBe('2027-03-05');
  });
});

describe('season numbers that are not what they look like', () => {
  it('"jul 31 2027 LCM" is a date, not a 2,027 m practice; the taper comes down from the last full week', () => {
    const lc = season('LC season for senior group, mar 1 to jul 31 2027 LCM. meets: apr 17-18 (C), may 21-23 (B), june 25-27 (B), futures jul 29-aug 1 (A). memorial day weekend off', '2027-02-20', { plan_type: 'season' });
    expect(lc.sessionVolume).toBeGreaterThan(4000);
    const taper = lc.weeks.filter((w) => w.phase === 'taper');
    const before = lc.weeks[lc.weeks.indexOf(taper[0]!) - 1]!;
    for (const w of taper) expect(w.volume).toBeLessThan(before.volume);
  });

  it('"half the kids only come 3x a week" is a part of the group: the season keeps the group’s week and says how they fit', () => {
    const p = season('9 week plan for 11-12s starting jan 4, SCM. club champs sat of week 5 (B meet), regional champs week 9 (A meet). optional sunday swim each week. half the kids only come 3x a week', '2026-12-27', { plan_type: 'season' });
    expect(p.sessionsPerWeek).toBeGreaterThan(3);
    expect(p.assumptions.join('\n')).toMatch(/half the kids only come 3x a week: .*key-set days/);
  });
});

describe('a season follow-up said over two clauses', () => {
  const meets = (p: SeasonPlan) => (p.meets ?? []).map((m) => [m.name, m.date]);

  it('"holiday invite moved, its now jan 8-9": the invite moves; "keep conference the same" moves nothing', () => {
    const hs = season('HS girls season plan, dec 1 through conference feb 14 (A meet), holiday invite dec 18-19 (B), practices mon-fri 2 hrs', '2026-11-27', { plan_type: 'season' });
    expect(meets(hs)).toContainEqual(['Holiday Invite', '2026-12-18']);
    const r = refinePlan(hs, 'holiday invite moved, its now jan 8-9. week of dec 18 is just practice now. keep conference the same');
    expect(r.notApplied).toEqual([]);
    expect(meets(r.plan as SeasonPlan)).toEqual([['Holiday Invite', '2027-01-08'], ['Conference', '2027-02-14']]);
  });

  it('"jingle splash got cancelled (their pool heater broke). take it out": the meet named by its words is taken off', () => {
    const p = season('11-12 season dec 1 to JOs mar 5 (A), jingle splash dec 12 (C). mon-fri', '2026-11-27', { plan_type: 'season' });
    expect(meets(p)).toContainEqual(['Jingle Splash', '2026-12-12']);
    const r = refinePlan(p, 'jingle splash got cancelled (their pool heater broke). take it out and just train through that weekend');
    expect(r.notApplied).toEqual([]);
    expect(meets(r.plan as SeasonPlan).map(([n]) => n)).toEqual(['JOs']);
  });

  it('"taper for JOs is too long, they\'re 11-12, give them like 5 days": the number said after the reason is the taper', () => {
    const p = season('11-12 season dec 1 to JOs mar 5 (A), mon-fri', '2026-11-27', { plan_type: 'season' });
    const r = refinePlan(p, "taper for JOs is too long, they're 11-12, give them like 5 days not 2 weeks. keep some speed in those last days");
    expect(r.notApplied).toEqual([]);
    expect(r.context).toContain("they're 11-12");
    expect((r.plan as SeasonPlan).taper?.days).toBe(5);
  });
});

describe('a season’s calendar as the eighteenth blind round wrote it', () => {
  const practiceDays = (plan: SeasonPlan) => plan.weeks.flatMap((w) => w.days ?? []).filter((d) => d.kind === 'practice');

  it('"week of july 4 we\'re off monday" is that Monday off (the 4th is a Sunday), not the week', () => {
    const plan = season('13-14s long course season plan. starts mon may 3, JOs jul 29-aug 1 (A meet, taper for this). B meet jun 19-20. week of july 4 we\'re off monday. 6 practices/wk incl sat am, 2 hrs each', '2027-05-03', { plan_type: 'season' });
    expect((plan.breaks ?? []).filter((b) => b.kind === 'off').map((b) => [b.from, b.to])).toEqual([['2027-07-05', '2027-07-05']]);
    expect(practiceDays(plan).some((d) => d.date === '2027-07-06')).toBe(true);
  });

  it('"spring break is wk of mar 1 - pool closed mon-wed that week" closes Monday to Wednesday, and those days are no practice days of the season', () => {
    const plan = season("11-12s end of short course season: 6 wks to age group champs mar 11-14. want a ~10 day taper. spring break is wk of mar 1 - pool closed mon-wed that week. 5x/wk 90 min scy", '2027-02-01', { plan_type: 'season' });
    expect((plan.breaks ?? []).filter((b) => b.kind === 'off').map((b) => [b.from, b.to])).toEqual([['2027-03-01', '2027-03-03']]);
    expect(practiceDays(plan).some((d) => d.date === '2027-03-04')).toBe(true);
    expect(plan.weeks.flatMap((w) => w.days ?? []).some((d) => d.slot === 'AM')).toBe(false);
  });

  it('"9 practices/wk, 2 of them doubles on tue/thu" puts the doubles on Tuesday and Thursday', () => {
    const plan = season('senior group 16 wk LC season to sectionals (aug 5-8). 9 practices/wk, 2 of them doubles on tue/thu', '2027-04-19', { plan_type: 'season' });
    const week = plan.weeks[2]!;
    const am = (week.days ?? []).filter((d) => d.slot === 'AM').map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay());
    expect(am).toEqual(expect.arrayContaining([2, 4]));
  });

  it('"2.4 mile race aug 21 (main one)" is the A race the season runs to', () => {
    const plan = season('masters open water plan june thru august. one lake swim sat + 2 pool (scm) practices/wk. 1 mile race jul 17, 2.4 mile race aug 21 (main one)', '2027-06-01', { plan_type: 'season' });
    expect(plan.meets!.find((m) => m.importance === 'A')?.date).toBe('2027-08-21');
    expect(plan.targetDate).toBe('2027-08-21');
  });
});

describe('a season’s meets and days as the nineteenth blind round wrote them', () => {
  it('"fall invite (want them sharp but no full taper), champs dec 10-12 … no practice thanksgiving week thurs/fri": the invite is a B meet, champs the A, only Thursday and Friday off', () => {
    const plan = season('season plan for 11-12s, sept 13 through dec. 5 practices/wk 90 min scy. meets: oct 16 intrasquad, nov 13-14 fall invite (want them sharp but no full taper), champs dec 10-12. no practice thanksgiving week thurs/fri', '2027-09-06', { plan_type: 'season' });
    expect(plan.meets!.find((m) => /invite/i.test(m.name))?.importance).toBe('B');
    expect(plan.meets!.find((m) => m.importance === 'A')?.date).toBe('2027-12-10');
    expect((plan.breaks ?? []).filter((b) => b.kind === 'off').map((b) => [b.from, b.to])).toEqual([['2027-11-25', '2027-11-26']]);
    // Five practices a week on five weekdays, not Thursday and Friday read as the practice days.
    const weekdays = new Set(plan.weeks[2]!.days!.filter((d) => d.kind === 'practice' || d.kind === 'test').map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    expect(weekdays.size).toBeGreaterThanOrEqual(5);
  });
});

describe('a plan said with its weeks', () => {
  it('"tri offseason swim plan, 16 wks oct through jan, 3 swims a week … 45-60 min" is a 16-week season, not one practice', () => {
    expect(planKindOf({ date: '2027-10-01', description: 'tri offseason swim plan, 16 wks oct through jan, 3 swims a week in a 25m pool, 45-60 min. focus on technique first then CSS work. no races in this window, retest CSS every 4-6 wks', plan_type: 'season' })).toBe('season');
    const plan = season('tri offseason swim plan, 16 wks oct through jan, 3 swims a week in a 25m pool, 45-60 min. focus on technique first then CSS work', '2027-10-01', { plan_type: 'season' });
    expect(plan.weeks).toHaveLength(16);
    expect(plan.course).toBe('SCM');
  });
});

describe('a taper asked in weeks, as blind round 31 wrote it', () => {
  const d2 = (description: string) =>
    write({ date: '2027-01-25', description, coach_notes: null, plan_type: 'season', meets: [{ name: 'Conference Championships', date: '2027-02-16', importance: 'A' }] }).plan as SeasonPlan;

  it.each([
    'D2 mens 3 week taper plan for conf champs feb 16-19. currently 6500/day scy, 9 practices a week + 2 lifts. sprinters and distance guys taper differently, distance guys swim the 1650 last day',
    'd2 men 3 wk taper for conf feb 16-19, 6500/day scy, 9 practices a week',
    'three week taper into conference champs feb 16-19 for my d2 guys, 9x a week at 6500',
  ])('"%s" tapers 21 days into the meet, from Tue Jan 26, and is called a 3-week taper', (description) => {
    const p = d2(description);
    expect(p.title).toMatch(/^3-Week .* Taper$/);
    expect(p.date).toBe('2027-01-26');
    expect(p.taper!.days).toBe(21);
    expect(p.weeks.every((w) => w.phase === 'taper')).toBe(true);
    expect(renderPlan(p)).toMatch(/^Taper: weeks 1-4 \(21 days\)/m);
    expect(daysBetween(p.date, p.targetDate!)).toBe(21);
  });
});

describe('a B race after the A race, as blind round 31 wrote it', () => {
  const masters = (description: string, meets = [{ name: '2.4 mi lake swim', date: '2027-07-10', importance: 'A' as const }, { name: '5k open water', date: '2027-08-21', importance: 'B' as const }]) =>
    write({ date: '2027-04-19', description, coach_notes: null, plan_type: 'season', meets }).plan as SeasonPlan;
  const weekOf = (p: SeasonPlan, date: string) => p.weeks.filter((w) => w.startDate <= date).at(-1)!;

  it.each([
    'masters open water season plan may 3 to sept, 4 days a wk (2 pool 2 lake once its warm, ~mid june). A race is a 2.4 mile swim july 10, B race 5k on aug 21. week of july 4 off',
    'masters ow season may 3 - sept, 4 swims a week. A race: 2.4 mile lake swim july 10. B race: 5k aug 21',
  ])('"%s" tapers into the A race, then an easy week, a rebuild and a mini-rest into the 5k', (description) => {
    const p = masters(description);
    expect(p.meets!.map((m) => [m.date, m.importance])).toEqual([['2027-07-10', 'A'], ['2027-08-21', 'B']]);
    expect(p.assumptions.join(' ')).not.toMatch(/outside the \d+ weeks/);
    expect(weekOf(p, '2027-07-10').load).toBe('race');
    expect(weekOf(p, '2027-07-14')).toMatchObject({ phase: 'transition', load: 'recovery' });
    const rebuild = p.weeks.filter((w) => w.startDate > '2027-07-18' && w.startDate < '2027-08-16');
    expect(rebuild.length).toBeGreaterThanOrEqual(3);
    expect(rebuild.every((w) => w.phase === 'competition')).toBe(true);
    expect(rebuild.filter((w) => w.load === 'load').length).toBeGreaterThanOrEqual(2);
    // The rebuild holds the group's usual practices, not the taper's.
    const full = p.weeks.find((w) => w.load === 'load' && w.phase === 'competition' && w.startDate < '2027-07-01')!;
    expect(Math.max(...rebuild.map((w) => w.volume))).toBeGreaterThanOrEqual(full.volume * 0.9);
    const last = p.weeks.at(-1)!;
    expect(last.load).toBe('mini_rest');
    expect(last.days!.at(-1)).toMatchObject({ date: '2027-08-21', kind: 'meet' });
    expect(p.taper!.days).toBeLessThanOrEqual(14);
  });

  it('a B race more than two months after the A race, or past the weeks the coach gave, is left out as before', () => {
    const late = masters('masters open water season from may 3, 4 swims a week. A race 2.4 mile july 10, B race 5k sept 25', [{ name: '2.4 mi lake swim', date: '2027-07-10', importance: 'A' }, { name: '5k open water', date: '2027-09-25', importance: 'B' }]);
    expect(late.meets!.map((m) => m.date)).toEqual(['2027-07-10']);
    const tenWeeks = masters('10 week masters open water plan from may 3, 4 swims a week. A race 2.4 mile july 10, B race 5k aug 21');
    expect(tenWeeks.weeks).toHaveLength(10);
    expect(tenWeeks.meets!.map((m) => m.date)).toEqual(['2027-07-10']);
  });
});

describe('young swimmers’ seasons (blind round 32)', () => {
  const keySets = (p: SeasonPlan) => p.weeks.flatMap((w) => w.keySets);

  it.each([
    ['10&U season sept-march. 3 practices a week 60 min scy. meets roughly once a month, champs march 12-14'],
    ['9-10s season from sept to mid march, 3x a week, 1 hr scy, champs march 12-14'],
  ])('"%s": one threshold day a week, race pace as speed on full rest, never short-rest lactate 50s', (description) => {
    const p = season(description, '2027-08-23');
    for (const w of p.weeks) expect(w.days!.filter((d) => /Threshold \(EN2\)/.test(d.focus)).length).toBeLessThanOrEqual(1);
    const fast = keySets(p).filter((s) => /race/.test(s.description));
    expect(fast.length).toBeGreaterThan(0);
    for (const s of fast) {
      expect(s.zone).toBe('SP3');
      expect(s.sendOff?.type === 'interval' && s.sendOff.seconds).toBeGreaterThanOrEqual(s.distance >= 50 ? 80 : 45);
    }
    expect(keySets(p).some((s) => s.zone === 'EN3' || s.zone === 'SP1' || s.zone === 'SP2')).toBe(false);
  });

  it('"summer league … ages 6-14": no 200s in the key sets, the 8&U told to swim half each repeat', () => {
    const p = season('summer league season plan, 9 weeks jun 1 - jul 31, 5 days a week 1 hr, ages 6-14. dual meets every saturday starting jun 12, league champs jul 31. july 4 week off', '2027-05-17');
    const sets = keySets(p);
    expect(sets.every((s) => s.distance <= 100)).toBe(true);
    for (const s of sets.filter((x) => x.distance === 100 && x.stroke !== 'drill')) expect(s.description).toMatch(/8&U swim 50s on the same send-off/);
  });
});
