import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Brief, SeasonPlan } from '@laneforge/contracts';
import { composePlan, parsePlanText, refinePlan, renderPlan, write } from '../index';
import { orderOf } from '../understand';
import { createRng } from '../random';
import { composeSeason } from './index';

const base = composePlan({
  date: '2026-08-31',
  description: '16-week season plan for club senior swimmers, 6 practices a week, 6000 yards, 200 back. B meet Fall Invite on Oct 17, B meet Winter Classic on Nov 21, A meet Sectionals on Dec 19',
}) as SeasonPlan;

const refine = (instruction: string) => {
  const result = refinePlan(base, instruction);
  expect(result.notApplied).toEqual([]);
  return { ...result, plan: result.plan as SeasonPlan };
};
const weekOf = (plan: SeasonPlan, date: string) => plan.weeks.find((w) => w.days!.some((d) => d.date === date))!;

describe('refining a season', () => {
  it('moves a meet: the mini-rest follows it to its new week', () => {
    const { plan, applied } = refine('move the Fall Invite to Oct 24');
    expect(applied.join(' ')).toMatch(/Fall Invite moved from Oct 17 to Oct 24 \(week 8\); its mini-rest moves with it/);
    expect(plan.meets!.find((m) => m.name.includes('Fall'))!.date).toBe('2026-10-24');
    expect(weekOf(plan, '2026-10-24').load).toBe('mini_rest');
    expect(weekOf(plan, '2026-10-17').load).not.toBe('mini_rest');
  });

  it('adds a week before the same A meet, the season starting a week earlier', () => {
    const { plan } = refine('add a week');
    expect(plan.weeks).toHaveLength(17);
    expect(plan.date).toBe('2026-08-24');
    expect(plan.taper!.startWeek).toBe(base.taper!.startWeek + 1);
    expect(plan.weeks.at(-1)!.days!.at(-1)).toMatchObject({ date: '2026-12-19', kind: 'meet' });
  });

  it('changes the practices a week, doubles appearing past six', () => {
    const { plan } = refine('make it 9 practices per week');
    expect(plan.sessionsPerWeek).toBe(9);
    expect(plan.weeks[1]!.sessions).toBe(9);
    expect(plan.weeks[1]!.days!.filter((d) => d.slot === 'PM')).toHaveLength(3);
  });

  it('shortens the taper: fewer days, the A meet unchanged', () => {
    const { plan } = refine('shorten the taper');
    expect(plan.taper!.days).toBeLessThan(base.taper!.days!);
    expect(refine('10 day taper').plan.taper!.days).toBe(10);
  });

  it('changes the focus and writes the key sets in the new stroke', () => {
    const { plan } = refine('change the focus to breaststroke and 200 breast');
    expect(plan.focus).toContain('breast');
    expect(plan.targetEvent).toBe('200 Breast');
    expect(plan.weeks.flatMap((w) => w.keySets).some((s) => s.stroke === 'breast')).toBe(true);
  });

  it('keeps a refined season readable from its own text and refuses what it does not understand', () => {
    const { plan } = refine('move the B meet Winter Classic to Nov 28 and less volume');
    expect(parsePlanText(renderPlan(plan), { provider: 'est', squad: plan.squad! }).plan).toEqual(plan);
    const unclear = refinePlan(base, 'paint the lane ropes blue');
    expect(unclear.notApplied).toHaveLength(1);
    expect(unclear.plan).toBe(base);
  });
});

describe('season follow-ups of the sixteenth blind round', () => {
  const season = (description: string, coach_notes: string | null, date: string, meets?: Array<{ name: string; date: string; importance: 'A' | 'B' | 'C' }>) =>
    write({ date, description, coach_notes, plan_type: 'season', ...(meets ? { meets } : {}) });
  const breaksOf = (plan: SeasonPlan) => (plan.breaks ?? []).map((b) => [b.from, b.to, b.kind]);

  it('"bumped from sat jan 23 to sat jan 30 … xmas break and the champs taper stay as is" moves the meet and leaves the break alone', () => {
    const { plan, brief } = season('13-14 plan dec 1 thru champs, 5x/wk. winter invite dec 12-13 (B), dual meet jan 23, age group champs feb 26-28 is the big one. off dec 24 - jan 1', null, '2026-12-01');
    const result = refinePlan(plan, 'dual meet got bumped from sat jan 23 to sat jan 30 - the other teams pool heater died lol. still just a C meet, train thru it. dont touch the rest, xmas break and the champs taper stay as is', { brief });
    const after = result.plan as SeasonPlan;
    expect(result.applied.join(' ')).toMatch(/moved from Jan 23 to Jan 30/);
    expect(after.meets!.some((m) => m.date === '2027-01-30')).toBe(true);
    expect(breaksOf(after)).toEqual(breaksOf(plan as SeasonPlan));
    expect(result.notApplied).toEqual([]);
  });

  it('"we DONT take xmas off … we practice dec 23 - jan 2 just 1x/day … dec 21-22 are normal days" gives those days back, lighter, Christmas Day off', () => {
    const { plan, brief } = season('HS varsity season plan starting dec 1. conference feb 6, state feb 20. 6 days a week, scy. off dec 21 - jan 2 for the holidays', null, '2026-12-01');
    expect((plan as SeasonPlan).breaks?.some((b) => b.kind === 'off' && b.from === '2026-12-21')).toBe(true);
    const result = refinePlan(plan, 'weeks 4 and 5 are all zeros but we DONT take xmas off, i said we practice dec 23 - jan 2 just 1x/day. closed xmas day obv. dec 21-22 are normal days. if they get 2 wks off they fall apart', { brief });
    const after = result.plan as SeasonPlan;
    const off = (d: string) => (after.breaks ?? []).some((b) => b.kind === 'off' && b.from <= d && b.to >= d);
    const light = (d: string) => (after.breaks ?? []).some((b) => b.kind === 'light' && b.from <= d && b.to >= d);
    expect([off('2026-12-21'), light('2026-12-21')]).toEqual([false, false]);
    expect(light('2026-12-28')).toBe(true);
    expect(off('2026-12-25')).toBe(true);
    expect(result.notApplied).toEqual([]);
    expect(after.weeks.every((w) => w.sessions > 0)).toBe(true);
  });

  it('"taper is only the last 7 days, i asked for … the last 10. start it wed mar 10" is a 10-day taper, nothing else lighter', () => {
    const { plan, brief } = season('masters 11 wk build to regional champs march 20. 3 practices a week, 60-75 min each scy', null, '2027-01-03');
    const result = refinePlan(plan, 'taper is only the last 7 days, i asked for a mini taper the last 10. start it wed mar 10 so the end of wk 10 is already lighter', { brief });
    expect(result.applied).toEqual([expect.stringMatching(/^Taper of 10 days/)]);
    expect((result.plan as SeasonPlan).taper?.days).toBe(10);
  });

  it('"add … sat feb 13 … C meet, no rest for it" is a C meet with its own name; "make wk 4 a normal training wk, no mini rest" is no lighter week', () => {
    const { plan, brief } = season('9-10s 10 wk plan, 3 practices a wk 60 min, scy', null, '2027-01-06', [{ name: 'Snowflake Invite', date: '2027-01-30', importance: 'B' }, { name: '10&U Champs', date: '2027-03-13', importance: 'A' }]);
    const added = refinePlan(plan, 'add a meet: a bunch of them signed up for the sweetheart meet sat feb 13 at the Y. just a tune up, C meet, no rest for it', { brief });
    const meet = (added.plan as SeasonPlan).meets!.find((m) => m.date === '2027-02-13')!;
    expect([meet.name, meet.importance]).toEqual(['Sweetheart Meet', 'C']);
    const cancelled = refinePlan(plan, 'snowflake invite jan 30 got cancelled, host pool is closed for repairs. take it out and make wk 4 a normal training wk, no mini rest. 10&U champs mar 13 stays where it is', { brief });
    expect(cancelled.notApplied).toEqual([]);
    expect(cancelled.applied.join(' ')).not.toMatch(/lighter week/);
    expect((cancelled.plan as SeasonPlan).meets!.map((m) => m.name)).toEqual(['10&U Champs']);
  });

  it('"spring break wk of mar 1 is NOT off … maybe 4 days and lighter" puts lighter practices back in that week, the season’s volume as it was', () => {
    const { plan, brief } = season('11-12 8 week plan to JOs march 12-14. spring break is week of mar 1, no practice', '5 practices/wk 90 min', '2027-01-18');
    const result = refinePlan(plan, 'spring break wk of mar 1 is NOT off - pool is open, just half the kids are gone (disney etc). put practices back in that week for whoever is here, maybe 4 days and lighter. JOs mar 12-14 unchanged', { brief });
    const after = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(result.applied.join(' ')).not.toMatch(/Volume (?:up|down)/);
    expect(weekOf(after, '2027-03-03').sessions).toBeGreaterThan(0);
    expect(after.weeks[0]!.volume).toBe((plan as SeasonPlan).weeks[0]!.volume);
  });

  it('"wk 1 is our training trip in FL, 2x a day … more yardage" makes week 1 a camp, never the whole season bigger', () => {
    const { plan, brief } = season('D3 second semester plan, scy, 9 sessions/wk', null, '2027-01-04', [{ name: 'Conference Championships', date: '2027-02-17', importance: 'A' }]);
    const result = refinePlan(plan, 'wk 1 is our training trip in FL, were 2x a day mon thru sat (sun is travel) so like 12 sessions not 9 and more yardage. back to normal 9/wk starting jan 11', { brief });
    expect(result.notApplied).toEqual([]);
    expect(result.applied).toEqual([expect.stringMatching(/^Week 1 \(from Jan 4\) a training trip/)]);
    expect((result.plan as SeasonPlan).weeks[0]!.volume).toBeGreaterThan((plan as SeasonPlan).weeks[0]!.volume);
    expect(result.applied.join(' ')).not.toMatch(/Volume up/);
  });
});

describe('season follow-ups of the nineteenth blind round', () => {
  it('"theres no meet dec 4 for us … dont rest wk 3, train it like a normal wk" takes the meet off and leaves no mini-rest that week', () => {
    const { plan, brief } = write({ date: '2027-11-15', description: 'HS season plan to champs dec 16, 6 practices a week scy. meet dec 4 (B)', coach_notes: null, plan_type: 'season' });
    const result = refinePlan(plan, 'theres no meet dec 4 for us - thats the one the other school is hosting in OUR pool. dont rest wk 3, train it like a normal wk', { brief });
    const after = result.plan as SeasonPlan;
    expect(after.meets!.some((m) => m.date === '2027-12-04')).toBe(false);
    expect(after.weeks.some((w) => w.load === 'mini_rest')).toBe(false);
  });

  it('"make wk N a normal training wk" trains a B meet in that week through', () => {
    const { plan, brief } = write({ date: '2027-01-06', description: '9-10s 10 wk plan, 3 practices a wk 60 min, scy', coach_notes: null, plan_type: 'season', meets: [{ name: 'Snowflake Invite', date: '2027-01-30', importance: 'B' }, { name: '10&U Champs', date: '2027-03-13', importance: 'A' }] });
    const result = refinePlan(plan, 'make wk 4 a normal training wk, no mini rest', { brief });
    expect((result.plan as SeasonPlan).meets!.find((m) => m.name === 'Snowflake Invite')?.importance).toBe('C');
  });
});

describe('what the refinement round of 2026-11-28 (26) got wrong', () => {
  const masters = () => write({ date: '2027-01-10', description: 'masters spring season, 16 wks ending at nationals around may 20 (LCM i think). 3x/week 60 min, most of them work full time. state meet april 10 is a B', coach_notes: 'about half the group will actually go to nationals', plan_type: 'season' }).plan as SeasonPlan;
  const tri = () => write({ date: '2027-01-24', description: 'swim plan for my tri group - 20 wks out from a 70.3 on june 13. 3 swims a week, 60 min each in a 25y pool. lake opens may 15 so we can switch some to OW then. sprint tri may 22 as a tune up', coach_notes: null, plan_type: 'season' }).plan as SeasonPlan;

  it('"10 day taper is too much … just taper the last week (wk 16), keep wk 15 as a normal training week": the taper is the meet’s own week, and week 15 trains', () => {
    const plan0 = masters();
    const result = refinePlan(plan0, "10 day taper is too much for masters swimming 3x a week, they'll be flat. just taper the last week (wk 16), keep wk 15 as a normal training week");
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied.filter((n) => /taper|wk 15/.test(n.words))).toEqual([]);
    const last = plan.weeks.at(-1)!;
    expect(plan.weeks.at(-2)!.phase).not.toBe('taper');
    expect(last.phase).toBe('taper');
    expect(result.applied.join(' ')).toMatch(/Taper of \d days into Nationals instead of 10: only the last week/);
  });

  it('"keep wk 15 as a normal training week" while week 15 is still in the taper is said as not done, never as done', () => {
    const plan0 = masters();
    const result = refinePlan(plan0, 'keep wk 15 as a normal training week');
    expect(result.applied.join(' ')).not.toMatch(/Week 15 .* trained as a normal week/);
    expect(result.notApplied[0]!.why).toMatch(/week 15 is in the \d+-day taper/);
  });

  it('"4x/wk from week 10 (mar 29) on": four practices in each week from week 10, the weeks before as they were; "from then on make the saturday swims open water" is done', () => {
    const plan0 = tri();
    const result = refinePlan(plan0, 'lake opens may 15 so from then on make the saturday swims open water. and a bunch of them want a 4th swim, can we go 4x/wk from week 10 (mar 29) on');
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(plan.weeks.slice(0, 9).every((w, i) => w.sessions === plan0.weeks[i]!.sessions)).toBe(true);
    const practices = (w: SeasonPlan['weeks'][number]) => (w.days ?? []).filter((d) => !d.group && d.kind !== 'meet').length;
    for (const w of plan.weeks.slice(9)) if (!(w.days ?? []).some((d) => d.kind === 'meet') && w.phase !== 'taper') expect(practices(w)).toBe(4);
    for (const w of plan.weeks) expect(w.volume).toBe((w.days ?? []).filter((d) => !d.group).reduce((a, d) => a + d.volume, 0));
    expect(result.applied).toContain('4 practices a week from week 10 (Mar 29) on; the weeks before as they were.');
    expect(result.applied).toContain('Saturday swims in open water from May 15.');
    // May 22 is the sprint tri the request names (a C meet); the Saturday after it swims in the lake.
    const days = plan.weeks.flatMap((w) => w.days ?? []);
    expect(days.find((d) => d.date === '2027-05-22')?.kind).toBe('meet');
    const may29 = days.find((d) => d.date === '2027-05-29');
    if (may29 && may29.kind !== 'meet') expect(may29.focus.toLowerCase()).toMatch(/open water/);
  });
});

describe('what the refinement round of 2026-11-28 (26) still got wrong: seasons', () => {
  it('"we got saturday mornings starting feb 1 so make it 6x/wk from week 5 up to the taper": six practices from week 5, Saturday among them, the taper and the weeks before as they were', () => {
    const plan0 = write({ date: '2027-01-03', description: '13-14 group, 12 week season to age group champs march 5. 5 practices a week mon-fri ~4700 yds. winter invite jan 23 (C), last chance feb 13 (B)', coach_notes: null, plan_type: 'season' }).plan as SeasonPlan;
    const result = refinePlan(plan0, 'we got saturday mornings starting feb 1 so make it 6x/wk from week 5 up to the taper');
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    const practices = (w: SeasonPlan['weeks'][number]) => (w.days ?? []).filter((d) => !d.group && d.kind !== 'meet');
    const five = plan.weeks.findIndex((w) => w.startDate <= '2027-02-01' && w.startDate >= '2027-01-26');
    expect(five).toBe(4);
    for (let i = 0; i < five; i++) expect(plan.weeks[i]!.sessions).toBe(plan0.weeks[i]!.sessions);
    const taperMonday = plan.taper ? plan.weeks[plan.taper.startWeek - 1]!.startDate : '9999';
    const inBlock = plan.weeks.slice(five).filter((w) => w.startDate < taperMonday && w.phase !== 'taper' && !(w.days ?? []).some((d) => d.kind === 'meet'));
    expect(inBlock.length).toBeGreaterThan(0);
    for (const w of inBlock) {
      expect(practices(w)).toHaveLength(6);
      expect(practices(w).some((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    }
    for (const w of plan.weeks.filter((x) => x.phase === 'taper')) expect(w.sessions).toBeLessThanOrEqual(5);
    for (const w of plan.weeks) expect(w.volume).toBe((w.days ?? []).filter((d) => !d.group).reduce((a, d) => a + d.volume, 0));
  });
  it('"she\'s dropping the 1500 at the winter classic, cancel that meet, just build straight into sectionals": the meet named just before comes off, the other meets stay', () => {
    const result = refinePlan(base, "the kids hate the winter classic pool, cancel that meet, just build straight into sectionals");
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(plan.meets!.map((m) => m.name)).not.toContain('Winter Classic');
    expect(plan.meets!.map((m) => m.name)).toEqual(expect.arrayContaining([expect.stringMatching(/Fall Invite/), expect.stringMatching(/Sectionals/)]));
    expect(result.applied.join(' ')).toMatch(/Winter Classic \(Nov 21\) taken off the calendar/);
  });

  it('"cancel that meet" with no meet named before it is the season’s only meet besides the A meet; one swimmer away is said as not written', () => {
    const plan0 = write({ date: '2027-01-10', description: 'masters spring season, 16 wks ending at nationals around may 20 (LCM i think). 3x/week 60 min, most of them work full time. state meet april 10 is a B', coach_notes: null, plan_type: 'season' }).plan as SeasonPlan;
    const result = refinePlan(plan0, 'ella is at a family wedding apr 2-4 so she misses fri and sat that week. cancel that meet');
    const plan = result.plan as SeasonPlan;
    expect(plan.meets!.filter((m) => m.importance !== 'A')).toEqual([]);
    expect(result.notApplied).toHaveLength(1);
    expect(result.notApplied[0]!.why).toMatch(/whole group/);
  });
  it('"pool is closed easter saturday (mar 27) so move that CSS test to the thursday": that Saturday closed, its week\'s test on the Thursday, the other tests where they were', () => {
    const plan0 = write({ date: '2027-01-10', description: 'masters spring season, 16 wks ending at nationals around may 20 (LCM i think). 3x/week 60 min, most of them work full time. state meet april 10 is a B', coach_notes: null, plan_type: 'season' }).plan as SeasonPlan;
    const tests = (p: SeasonPlan) => p.weeks.flatMap((w) => (w.days ?? []).filter((d) => d.kind === 'test' && !d.group).map((d) => d.date));
    const saturday = tests(plan0).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6 && d > '2027-03-01');
    if (!saturday) return;
    const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
    const said = `${months[Number(saturday.slice(5, 7)) - 1]} ${Number(saturday.slice(8))}`;
    const result = refinePlan(plan0, `also pool is closed easter saturday (${said}) so move that CSS test to the thursday`);
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    const thursday = new Date(Date.parse(`${saturday}T00:00:00Z`) - 2 * 86400000).toISOString().slice(0, 10);
    expect(plan.weeks.flatMap((w) => w.days ?? []).filter((d) => d.date === saturday && d.kind !== 'meet')).toEqual([]);
    expect(tests(plan)).toEqual(tests(plan0).map((d) => (d === saturday ? thursday : d)));
  });
});

describe('what the refinement round of 2026-11-28 (27) got wrong in seasons', () => {
  const hsGirls = () => write({ date: '2027-01-13', description: 'hs girls winter season starts dec 1. conf champs feb 12-13, state feb 26-27. 6 days/wk 2 hr scy. winter break dec 23 - jan 2 no pool access at all', coach_notes: null, plan_type: 'season', meets: [{ name: 'Conference Championships', date: '2027-02-12', importance: 'B' }, { name: 'State Championships', date: '2027-02-26', importance: 'A' }] });
  const summer = () => write({ date: '2027-01-13', description: 'summer LC season 13-14 & 15+ club, jun 7 to aug 8. 9 practices/wk (am doubles mon wed fri). LC champs jul 29-aug 1, zones aug 7 for the ones who make it', coach_notes: 'july 4 off', plan_type: 'season' });
  const days = (p: SeasonPlan) => p.weeks.flatMap((w) => w.days ?? []).filter((d) => !d.group);

  it('"winter season starts dec 1" written in January with the meets in February is the season under way, not next winter', () => {
    const plan = hsGirls().plan as SeasonPlan;
    expect(plan.weeks[0]!.startDate).toBe('2026-12-01');
    expect(plan.weeks.at(-1)!.days!.some((d) => d.date === '2027-02-26' && d.kind === 'meet')).toBe(true);
  });

  it('"dual meet added fri jan 22 vs central, just swim thru it no rest, make that day the meet": the meet named for who it is against, the days around it as they were; "start the state taper wed feb 17" read past "the taper is too long, 12 days"', () => {
    const { plan: plan0, brief } = hsGirls();
    const before = plan0 as SeasonPlan;
    const result = refinePlan(before, '2 things: we got a dual meet added fri jan 22 vs central, just swim thru it no rest, make that day the meet instead of practice. and the taper is too long, 12 days and my girls go flat — start the state taper wed feb 17 after the conf recovery days not mon feb 15', { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(plan.meets!.find((m) => m.date === '2027-01-22')).toMatchObject({ name: 'Dual meet vs Central', importance: 'C' });
    // The day before the meet is the practice it was; the meet stands in place of the Friday practice alone.
    const thursday = (p: SeasonPlan) => days(p).filter((d) => d.date === '2027-01-21').map((d) => [d.kind, d.volume]);
    expect(thursday(plan)).toEqual(thursday(before));
    expect(days(plan).filter((d) => d.date === '2027-01-22').map((d) => d.kind)).toEqual(['meet']);
    expect(plan.taper!.days).toBe(9);
    expect(result.applied.join(' ')).toMatch(/Taper from Feb 17: 9 days into State Championships instead of 12/);
  });

  it('"july 4 is a sunday … the day off we actually need is mon jul 5 … drop us to 8/wk, the fri pm is getting cut": Friday once a day, Monday and Wednesday doubles kept, Jul 5 off', () => {
    const { plan: plan0, brief } = summer();
    const result = refinePlan(plan0, 'july 4 is a sunday and we dont practice sundays anyway lol, the day off we actually need is mon jul 5 (pool closed for the holiday). so no doubles that monday. also can u drop us to 8/wk, the fri pm is getting cut for the whole summer bc of swim lessons', { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(plan.sessionsPerWeek).toBe(8);
    expect(days(plan).filter((d) => d.date === '2027-07-05')).toEqual([]);
    const doubled = new Set(days(plan).filter((d) => d.slot === 'PM').map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    expect(doubled.has(5)).toBe(false);
    expect(doubled.has(1) && doubled.has(3)).toBe(true);
  });

  it('"zones is off … so week 9 is just transition for everyone after lc champs, no ones taper": the meet gone and the rest said is what that does', () => {
    const { plan: plan0, brief } = summer();
    const result = refinePlan(plan0, 'zones is off, our lsc isnt sending a team this yr. so week 9 is just transition for everyone after lc champs, no ones taper', { brief });
    expect(result.notApplied).toEqual([]);
    expect((result.plan as SeasonPlan).meets!.map((m) => m.name.toLowerCase())).not.toContain('zones');
    expect(result.applied.join(' ')).toMatch(/transition for everyone after .*no one tapers/i);
  });
});

describe('what the refinement round of 2026-11-28 (27) left unread in seasons', () => {
  it('"conf got moved up a week — now feb 24-27. shift the mini rest for that": the move, its mini-rest with it, said once', () => {
    const { plan, brief } = write({ date: '2027-01-13', description: 'college 2nd semester block jan 4 through conf mar 3-6, ncaa mar 18-21 for the few who qualify. training trip jan 4-10 in FL w doubles. stay under 20 hrs/wk ncaa limit', coach_notes: null, plan_type: 'season' });
    const result = refinePlan(plan, 'conf got moved up a week — now feb 24-27. shift the mini rest for that', { brief });
    expect(result.notApplied).toEqual([]);
    expect(result.applied).toEqual([expect.stringMatching(/^Conference moved from Mar 3 to Feb 24 \(week 8\); its mini-rest moves with it/)]);
  });
  it('"on vacation may 24-30 … so week 5 is out … nothing in here is OW. from week 7 on make the sat swim open water (lake), and add a 4th swim those weeks": Saturdays in the lake from week 7, four swims a week from then', () => {
    const { plan, brief } = write({ date: '2027-01-13', description: '12 wk swim block for ironman jul 18, 3 swims/wk, 25m pool + open water starting june. athlete swims about 1:45/100m', coach_notes: null, plan_type: 'season' });
    const result = refinePlan(plan, "she's on vacation may 24-30, no pool, so week 5 is out. also I asked for open water starting june — nothing in here is OW. from week 7 on make the sat swim open water (lake), and add a 4th swim those weeks if it fits", { brief });
    const after = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(after.weeks[4]!.sessions).toBe(0);
    for (const w of after.weeks.slice(6, 10)) {
      expect(w.sessions).toBe(4);
      expect((w.days ?? []).some((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 6 && /open water/i.test(d.focus ?? ''))).toBe(true);
    }
    expect(after.weeks.slice(0, 4).every((w) => w.sessions === 3)).toBe(true);
  });
  it('"weeks 3-8 stay 9/wk" says the count kept, never "9 practices a week instead of 9"', () => {
    const result = refinePlan(base, 'keep it at 6 practices a week');
    expect(result.applied.join(' ')).not.toMatch(/6 practices a week instead of 6/);
  });
});

describe('what the refinement round of blind 31 got wrong in seasons', () => {
  const days = (p: SeasonPlan) => p.weeks.flatMap((w) => w.days ?? []).filter((d) => !d.group);
  const thirteens = () =>
    write({
      date: '2027-08-30',
      description: 'season plan for 13-14s sept 7 to the end of feb, 5-6 practices a week scy, 2 hrs. off thanksgiving week and dec 20 - jan 2. fall invite oct 16 is just a check in, winter champs dec 10-12 we rest a little, JOs feb 25-28 is the big one',
      coach_notes: null,
      plan_type: 'season',
      meets: [
        { name: 'Fall Invite', date: '2027-10-16', importance: 'C' },
        { name: 'Winter Champs', date: '2027-12-10', importance: 'B' },
        { name: 'Junior Olympics', date: '2028-02-25', importance: 'A' },
      ],
    });

  it('"JOs got moved up a week, its feb 17-20 now. move the taper up with it, 2 wks of taper is still good": one move to the days said, the taper its length before them, the other meets where they were', () => {
    const { plan: plan0, brief } = thirteens();
    const before = plan0 as SeasonPlan;
    const result = refinePlan(before, 'JOs got moved up a week, its feb 17-20 now. move the taper up with it, 2 wks of taper is still good. winter champs and fall invite stay the same', { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(result.applied.filter((a) => /moved from/.test(a))).toEqual([expect.stringMatching(/^Junior Olympics moved from Feb 25 to Feb 17, through Feb 20/)]);
    expect(plan.meets!.find((m) => m.importance === 'A')).toMatchObject({ date: '2028-02-17', endDate: '2028-02-20' });
    expect(plan.taper!.days).toBe(before.taper!.days);
    expect(days(plan).filter((d) => d.kind === 'meet' && d.date < '2028-01-01').map((d) => d.date)).toEqual(days(before).filter((d) => d.kind === 'meet' && d.date < '2028-01-01').map((d) => d.date));
  });
});

describe('what the refinement round of blind 31 got wrong in seasons: the race kept', () => {
  const tri = () =>
    write({
      date: '2027-06-28',
      description: '8 wk block for my tri group leading up to a half ironman (1.9km open water swim) on aug 22. 3 swims a week in the 25m pool, lake opens july 10 so 1 of them moves to the lake saturdays after that',
      coach_notes: null,
      plan_type: 'season',
      meets: [{ name: 'Half Ironman', date: '2027-08-22', importance: 'A' }],
    });

  // As round 31 read it: the half ironman the tri group's own meet, the season written to a "Triathlon" on the Saturday before.
  const asShown = () => {
    const { brief } = tri();
    const read = { ...brief, meets: brief.meets.map((m) => ({ ...m, who: 'tri group' })) };
    const plan = composeSeason({ ...orderOf(read), paces: undefined, laneGroups: null, dryland: false, assumptions: [] }, read.season!.startDate, createRng('blind31:seasons-05'));
    return { plan, brief: read };
  };

  it('"there\'s only one race, the half ironman sun aug 22. delete that \'triathlon\' on aug 21": the meet on the date said goes, the half ironman is the race the season tapers into, the Saturday swims go to the lake', () => {
    const { plan: plan0, brief } = asShown();
    expect(plan0.meets!.map((m) => m.date)).toEqual(['2027-08-21', '2027-08-22']);
    const result = refinePlan(plan0, "there's only one race, the half ironman sun aug 22. delete that 'triathlon' on aug 21, idk where that came from. and from july 10 on the sat swim is in teh lake so make those open water sessions (sighting, mass starts, no walls)", { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(plan.meets!.map((m) => [m.name, m.date, m.importance, m.who ?? null])).toEqual([['Half Ironman', '2027-08-22', 'A', null]]);
    expect(plan.weeks.at(-1)!.days!.find((d) => d.kind === 'meet')!.date).toBe('2027-08-22');
    expect(plan.weeks.slice(0, 6).map((w) => w.sessions)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(plan.weeks[1]!.days!.find((d) => d.date === '2027-07-10')!.focus).toMatch(/^Open water/);
  });

  it('a meet the coach names with its date is the one taken off, and the race said to keep never is', () => {
    const { plan, brief } = asShown();
    const result = refinePlan(plan, 'theres just one race, half ironman aug 22. get rid of the triathlon aug 21', { brief });
    expect((result.plan as SeasonPlan).meets!.map((m) => m.name)).toEqual(['Half Ironman']);
    const none = refinePlan(tri().plan, "delete that 'triathlon' on aug 21", { brief: tri().brief });
    expect(none.notApplied).toEqual([{ words: "delete that 'triathlon' on aug 21", why: expect.stringMatching(/^there is no meet on Aug 21 to take off; the meets are Half Ironman \(Aug 22\)/) }]);
    expect((none.plan as SeasonPlan).meets!.map((m) => m.name)).toEqual(['Half Ironman']);
  });
});

describe('what the refinement round of blind 31 got wrong in seasons: a taper for part of the group', () => {
  const hsGirls = () =>
    write({
      date: '2027-11-08',
      description: 'hs girls season nov 15 to state feb 19. conference feb 5-6. 6 days a week 2hrs after school. seniors who wont make state taper for conference, qualifiers hold through to state. winter break dec 23-jan 2 no practice',
      coach_notes: null,
      plan_type: 'season',
      meets: [
        { name: 'Conference', date: '2028-02-05', importance: 'A' },
        { name: 'State', date: '2028-02-19', importance: 'A' },
      ],
    });

  it('"my seniors who wont make state need a real taper for conference, like 10 days starting around jan 26. the qualifiers keep training thru conference": the seniors taper 10 days into Conference, the team\'s taper into State as it was', () => {
    const { plan: plan0, brief } = hsGirls();
    const before = plan0 as SeasonPlan;
    const result = refinePlan(before, 'my seniors who wont make state need a real taper for conference, like 10 days starting around jan 26. the qualifiers keep training thru conference like you have it', { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect([plan.taper!.days, plan.taper!.startWeek]).toEqual([before.taper!.days, before.taper!.startWeek]);
    const state = plan.meets!.find((m) => m.name === 'State')!;
    expect(state).toMatchObject({ importance: 'A' });
    expect(state.who ?? null).toBeNull();
    const tapered = plan.weeks.flatMap((w) => w.days ?? []).filter((d) => d.group && /taper for Conference/.test(d.focus));
    expect(tapered.length).toBeGreaterThan(0);
    expect(tapered[0]!.date).toBe('2028-01-26');
    expect(plan.weeks.flatMap((w) => w.days ?? []).filter((d) => !d.group && d.date >= '2028-01-26' && d.date < '2028-02-05').map((d) => d.focus)).not.toContainEqual(expect.stringMatching(/taper/i));
  });

  it('a taper for part of the group with no meet of their own named is said as not done, the team\'s taper untouched', () => {
    const { plan, brief } = hsGirls();
    const result = refinePlan(plan, 'my seniors who wont make state need a real taper', { brief });
    expect(result.notApplied).toEqual([{ words: 'my seniors who wont make state need a real taper', why: expect.stringMatching(/part of the group/) }]);
    expect(result.plan).toBe(plan);
  });
});

describe('what the refinement round of blind 31 got wrong in seasons: practices a week in some weeks', () => {
  const sessionsByWeek = (p: SeasonPlan) => p.weeks.map((w) => w.sessions);

  it('"only 5 practices a week in jan (mon-fri)" takes the Saturdays out of the weeks of January alone', () => {
    const { plan: plan0, brief } = write({
      date: '2027-11-08',
      description: 'hs girls season nov 15 to state feb 19. conference feb 5-6. 6 days a week 2hrs after school. seniors who wont make state taper for conference, qualifiers hold through to state. winter break dec 23-jan 2 no practice',
      coach_notes: null,
      plan_type: 'season',
      meets: [
        { name: 'Conference', date: '2028-02-05', importance: 'A' },
        { name: 'State', date: '2028-02-19', importance: 'A' },
      ],
    });
    const before = plan0 as SeasonPlan;
    const result = refinePlan(before, 'add a dual meet sat jan 15, just a C meet, train thru it. and the pool is closed saturdays in january for learn to swim so only 5 practices a week in jan (mon-fri)', { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(plan.sessionsPerWeek).toBe(6);
    const practices = plan.weeks.flatMap((w) => w.days ?? []).filter((d) => !d.group && d.kind !== 'meet');
    const saturday = (d: { date: string }) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 6;
    expect(practices.filter((d) => saturday(d) && d.date >= '2028-01-01' && d.date <= '2028-01-31')).toEqual([]);
    expect(practices.filter((d) => saturday(d) && d.date < '2027-12-20').length).toBe(before.weeks.flatMap((w) => w.days ?? []).filter((d) => !d.group && d.kind !== 'meet' && saturday(d) && d.date < '2027-12-20').length);
    expect(plan.meets!.find((m) => m.date === '2028-01-15')).toMatchObject({ importance: 'C' });
  });

  it('"can we go to 4 swims a week in weeks 4 and 6? a few of them want an extra easy one on sunday. keep the rest at 3": four in weeks 4 and 6, the added one on Sunday, three in the rest', () => {
    const { plan: plan0, brief } = write({
      date: '2027-06-28',
      description: '8 wk block for my tri group leading up to a half ironman (1.9km open water swim) on aug 22. 3 swims a week in the 25m pool, lake opens july 10 so 1 of them moves to the lake saturdays after that',
      coach_notes: null,
      plan_type: 'season',
      meets: [{ name: 'Half Ironman', date: '2027-08-22', importance: 'A' }],
    });
    const before = plan0 as SeasonPlan;
    const result = refinePlan(before, 'can we go to 4 swims a week in weeks 4 and 6? a few of them want an extra easy one on sunday. keep the rest at 3', { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(sessionsByWeek(plan)).toEqual(sessionsByWeek(before).map((n, i) => (i === 3 || i === 5 ? n + 1 : n)));
    for (const i of [3, 5]) expect(plan.weeks[i]!.days!.some((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 0 && d.kind === 'practice')).toBe(true);
  });
});

describe('what the refinement round of blind 31 refused in seasons: a meet said to be missing', () => {
  const nines = () =>
    write({
      date: '2027-08-25',
      description: '9-10 short course season sept - dec, 3 practices a wk 75 min. meets in week 4 and week 8 (just for fun), champs week 13. keep it fun, no doubles, we start sept 7',
      coach_notes: null,
      plan_type: 'season',
    });

  // As round 31 wrote it: the week 8 meet left out and "we start sept 7" read as a light first week.
  const asShown = () => {
    const { brief } = nines();
    const read = { ...brief, meets: brief.meets.filter((m) => m.date !== '2027-10-30'), season: { ...brief.season!, breaks: [{ from: '2027-09-07', to: '2027-09-07', kind: 'light' as const, label: 'Light week', words: 'we start sept 7' }] } };
    const plan = composeSeason({ ...orderOf(read), paces: undefined, laneGroups: null, dryland: false, assumptions: [] }, read.season!.startDate, createRng('blind31:seasons-07'));
    return { plan, brief: read };
  };

  it('"the fun meet in week 8 is missing, its sat oct 30, add it (no rest for it). and theres no light week at the start, we go full practices from sep 7": a C meet on Oct 30 raced on the week’s training, week 1 a normal loading week', () => {
    const { plan: before, brief } = asShown();
    expect(before.meets!.map((m) => m.date)).not.toContain('2027-10-30');
    const result = refinePlan(before, 'the fun meet in week 8 is missing, its sat oct 30, add it (no rest for it). and theres no light week at the start, we go full practices from sep 7', { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(result.applied).toEqual([expect.stringMatching(/^Meet \(Oct 30\) added on Oct 30 \(week 8\), a C meet: trained through, no rest/), expect.stringMatching(/^Week 1 \(from Sep 7\) a normal loading week/)]);
    expect(plan.meets!.find((m) => m.date === '2027-10-30')).toMatchObject({ importance: 'C' });
    const week8 = plan.weeks[7]!;
    const was8 = before.weeks[7]!;
    expect(week8.days!.filter((d) => d.kind !== 'meet').map((d) => [d.date, d.volume])).toEqual(was8.days!.filter((d) => d.date !== '2027-10-30').map((d) => [d.date, d.volume]));
    expect(plan.breaks ?? []).toEqual([]);
    expect(plan.weeks[0]!.load).toBe('load');
    expect(renderPlan(plan)).not.toMatch(/Light week/);
  });

  it.each([
    ['you forgot the dual on oct 30, put it in', 'C'],
    ['the meet in wk 8 isn\'t there, it\'s oct 30', 'B'],
    ['you left out the fun meet on oct 30, no rest for it', 'C'],
  ])('"%s" adds the meet on Oct 30', (instruction, importance) => {
    const { plan: before, brief } = asShown();
    const result = refinePlan(before, instruction, { brief });
    expect(result.notApplied).toEqual([]);
    expect(result.applied).toHaveLength(1);
    expect((result.plan as SeasonPlan).meets!.find((m) => m.date === '2027-10-30')).toMatchObject({ importance });
  });

  it.each(['theres no light week at the start', 'we go full practices from sep 7', 'no easy first week, full practices from day one'])('"%s" takes the light days off week 1 alone', (instruction) => {
    const { plan: before, brief } = asShown();
    const result = refinePlan(before, instruction, { brief });
    expect(result.notApplied).toEqual([]);
    expect(result.applied).toEqual([expect.stringMatching(/^Week 1 \(from Sep 7\) a normal loading week/)]);
    expect((result.plan as SeasonPlan).meets).toEqual(before.meets);
  });
});

describe('what the refinement round of blind 31 got wrong in seasons: a break under the wrong name', () => {
  // Round 31's brief for seasons-01: "off thanksgiving week and dec 20 - jan 2" read as one break, Dec 20 - Jan 2 named Thanksgiving week.
  const stored = () => {
    const { brief } = JSON.parse(readFileSync(new URL('./__fixtures__/blind31-seasons-01.json', import.meta.url), 'utf8')) as { brief: Brief };
    const plan = composeSeason({ ...orderOf(brief), paces: undefined, laneGroups: null, dryland: false, assumptions: [] }, brief.season!.startDate, createRng('blind31:seasons-01'));
    return { plan, brief };
  };

  it('"thanksgiving is nov 22-28, not dec 20. dec 20 - jan 2 is winter break. so take thanksgiving week off too and label the dec one as winter break": Dec 20 - Jan 2 is the winter break, its days as they were, and Thanksgiving week is off', () => {
    const { plan: before, brief } = stored();
    expect(before.breaks).toEqual([expect.objectContaining({ from: '2027-12-20', to: '2028-01-02', label: 'Thanksgiving week' })]);
    const result = refinePlan(before, 'thanksgiving is nov 22-28, not dec 20. dec 20 - jan 2 is winter break. so take thanksgiving week off too and label the dec one as winter break', { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(result.applied).toEqual([expect.stringMatching(/^Dec 20 to Jan 2 is Winter break \(it was labelled Thanksgiving week\)/), expect.stringMatching(/^Thanksgiving week: no practice Nov 22 to Nov 28/)]);
    expect(plan.breaks!.map((b) => [b.label, b.from, b.to]).sort()).toEqual([['Thanksgiving week', '2027-11-22', '2027-11-28'], ['Winter break', '2027-12-20', '2028-01-02']]);
    const text = renderPlan(plan);
    expect(text).toMatch(/Mon Dec 20 – Sun Dec 26: Winter break, no practice/);
    expect(text.split('\n').filter((l) => l.startsWith('»') && /Thanksgiving/.test(l))).toEqual(['» Mon Nov 22 – Sun Nov 28: Thanksgiving week, no practice']);
    const days = (p: SeasonPlan) => p.weeks.flatMap((w) => w.days ?? []).filter((d) => d.date >= '2027-12-13').map((d) => d.date);
    expect(days(plan)).toEqual(days(before));
  });

  it.each([
    ['label the dec one as winter break', 'Winter break'],
    ['dec 20 - jan 2 is winter break', 'Winter break'],
    ['thanksgiving is nov 22-28, not dec 20', 'Winter break'],
    ['call dec 20 - jan 2 christmas break', 'Christmas break'],
    ['rename the thanksgiving break to winter break', 'Winter break'],
  ])('"%s" names the December break, its days and the other weeks as they were', (instruction, label) => {
    const { plan: before, brief } = stored();
    const result = refinePlan(before, instruction, { brief });
    const plan = result.plan as SeasonPlan;
    expect(result.notApplied).toEqual([]);
    expect(plan.breaks!.map((b) => [b.label, b.from, b.to])).toEqual([[label, '2027-12-20', '2028-01-02']]);
    expect(plan.weeks.map((w) => w.volume)).toEqual(before.weeks.map((w) => w.volume));
  });
});

// The seasons of blind round 32 as they were shown to the coaches, with the briefs they were written from.
const shown32: Record<string, { plan: SeasonPlan; brief: Brief }> = JSON.parse(readFileSync(new URL('./__fixtures__/blind32-seasons.json', import.meta.url), 'utf8'));
const refineShown = (id: string, instruction: string) => {
  const { plan, brief } = structuredClone(shown32[id]!);
  const result = refinePlan(plan, instruction, { brief });
  return { ...result, before: shown32[id]!.plan, plan: result.plan as SeasonPlan };
};
const daysOf = (plan: SeasonPlan) => plan.weeks.flatMap((w) => w.days ?? []).filter((d) => !d.group);

describe('what the refinement round of blind 32 got wrong in seasons: days off', () => {
  it('"thanksgiving thurs 11/25 and fri 11/26 are NO practice, pool is closed, not just shorter": both days off, neither a shorter practice any more', () => {
    const { plan, applied, notApplied } = refineShown('seasons-01', 'thanksgiving thurs 11/25 and fri 11/26 are NO practice, pool is closed, not just shorter. also fall classic oct 16 got cancelled, just train thru that week');
    expect(notApplied).toEqual([]);
    expect(applied).toEqual([expect.stringMatching(/^Thanksgiving: no practice Nov 25 to Nov 26 \(week 12\)/), expect.stringMatching(/^Fall Classic \(Oct 16\) taken off the calendar/)]);
    expect(daysOf(plan).filter((d) => d.date === '2027-11-25' || d.date === '2027-11-26')).toEqual([]);
    expect(plan.breaks!.map((b) => [b.from, b.to, b.kind])).toEqual([['2027-11-25', '2027-11-26', 'off']]);
    const text = renderPlan(plan);
    expect(text).not.toMatch(/\(light\)|practices about 30 % shorter/);
    expect(text.split('\n').filter((l) => l.startsWith('»') && /Nov 2[56]/.test(l))).toEqual(['» Thu Nov 25 – Fri Nov 26: Thanksgiving, no practice']);
  });

  it.each(['no practice thurs 11/25 and fri 11/26, pool closed', 'thanksgiving (thu nov 25 and fri nov 26) the pool is closed, no practice at all', 'pool is closed thanksgiving thu 11/25 and fri 11/26, no practice those days, not just lighter'])('"%s" takes both days off', (instruction) => {
    const { plan, notApplied } = refineShown('seasons-01', instruction);
    expect(notApplied).toEqual([]);
    expect(daysOf(plan).filter((d) => d.date === '2027-11-25' || d.date === '2027-11-26')).toEqual([]);
    expect(plan.breaks!.filter((b) => b.kind === 'light')).toEqual([]);
  });
});

describe('what the refinement round of blind 32 left undone in seasons: the A meet', () => {
  it('"the may 29 meet is our A meet (LC sectionals), needs a real taper not a mini rest, start it in wk 7 … make wk 5 the recovery wk … theyre a 15-18 national group not HS": LC Sectionals tapered into from week 7, week 5 lighter, a club senior season', () => {
    const { plan, applied, notApplied } = refineShown('seasons-04', 'the may 29 meet is our A meet (LC sectionals), needs a real taper not a mini rest, start it in wk 7. and i asked for a recovery wk - make wk 5 the recovery wk after the may 1 meet. fwiw theyre a 15-18 national group not HS');
    expect(notApplied).toEqual([]);
    expect(applied).toEqual([
      expect.stringMatching(/^Meet \(May 29\) \(May 29, week 8\) is the A meet: a full taper into it instead of a mini-rest/),
      expect.stringMatching(/is LC Sectionals\.$/),
      'Taper from May 17: 12 days into LC Sectionals.',
      expect.stringMatching(/^Week 5 \(from May 3\) a lighter week/),
      expect.stringMatching(/^Written for club senior \(15-18\) instead of high school varsity/),
    ]);
    expect(plan.meets!.map((m) => [m.name, m.date, m.importance])).toEqual([['Meet (May 1)', '2027-05-01', 'B'], ['LC Sectionals', '2027-05-29', 'A']]);
    expect([plan.taper!.days, plan.taper!.startWeek]).toEqual([12, 7]);
    expect(plan.weeks.map((w) => w.phase).slice(6)).toEqual(['taper', 'taper']);
    expect(plan.weeks[4]!.load).toBe('recovery');
    expect(plan.weeks[7]!.load).not.toBe('mini_rest');
    expect(plan.squad).toBe('club_senior');
    expect(renderPlan(plan).split('\n').filter((l) => !l.startsWith('Note: Refined:') && /high school/i.test(l))).toEqual([]);
  });

  it.each([
    ['make the may 29 meet the A meet, full taper starting wk 7', 'Meet (May 29)'],
    ['may 29 meet needs a real taper, its LC sectionals. start the taper in week 7', 'LC Sectionals'],
    ['the meet on may 29 is the A meet not a B, taper from wk 7', 'Meet (May 29)'],
  ])('"%s" tapers into the May 29 meet from week 7', (instruction, name) => {
    const { plan, notApplied } = refineShown('seasons-04', instruction);
    expect(notApplied).toEqual([]);
    expect(plan.meets!.find((m) => m.date === '2027-05-29')).toMatchObject({ name, importance: 'A' });
    expect([plan.taper!.days, plan.taper!.startWeek]).toEqual([12, 7]);
    expect(plan.weeks[7]!.load).not.toBe('mini_rest');
  });
});

describe('what the refinement round of blind 32 got wrong in seasons: a masters taper of the last week', () => {
  it('"taper is too long for masters, make it just the last wk. keep wk 11 a normal race pace wk. also wk 10 more 100/200 race pace and less speed + starts": the meet’s own week the taper, week 11 trained, week 10’s sets said as not done', () => {
    const { plan, applied, notApplied } = refineShown('seasons-03', 'taper is too long for masters, make it just the last wk. keep wk 11 a normal race pace wk. also wk 10 more 100/200 race pace and less speed + starts, nobody in my group swims 50s');
    expect(applied).toEqual(['Taper of 3 days into Masters Spring Nationals instead of 11: only the last week, from Mar 29.', expect.stringMatching(/^Week 11 \(from Mar 22\) trained as a normal week/)]);
    expect(notApplied).toEqual([{ words: 'wk 10 more 100/200 race pace and less speed + starts', why: expect.stringMatching(/^the kind of work in one week's key sets is not something a season changes yet/) }]);
    expect([plan.taper!.days, plan.taper!.startWeek]).toEqual([3, 12]);
    expect(plan.weeks[10]!).toMatchObject({ phase: 'competition', load: 'load' });
    expect(plan.weeks[10]!.emphasis).toMatch(/^race pace/);
    expect(plan.weeks[9]!.keySets).toEqual(shown32['seasons-03']!.plan.weeks[9]!.keySets);
  });

  it.each(["taper's too long, just taper the last week. wk 11 should be a normal race pace week", 'only taper the last wk, keep week 11 normal', 'make the taper just the last week, week 11 a regular training week'])('"%s" tapers the last week alone, said once', (instruction) => {
    const { plan, applied, notApplied } = refineShown('seasons-03', instruction);
    expect(notApplied).toEqual([]);
    expect(applied.filter((a) => a.startsWith('Taper'))).toEqual(['Taper of 3 days into Masters Spring Nationals instead of 11: only the last week, from Mar 29.']);
    expect(plan.weeks[10]!.phase).not.toBe('taper');
  });
});
