import { describe, expect, it } from 'vitest';
import type { SeasonPlan, WorkoutPlan } from '@laneforge/contracts';
import { write, writePlan } from './index';

const bases = (plan: WorkoutPlan) => (plan.laneGroups ?? []).map((g) => [g.name, g.paces?.base]);

describe('round 35: lanes described in words, not listed', () => {
  it('"base around 1:10 LC for the top lane, 1:15 for the other two. 3 lanes": 1:10, 1:15, 1:15', () => {
    const plan = writePlan({ date: '2027-06-10', description: 'thurs am D1 distance grp, 2hrs LCM, 7-7.5k. aerobic w/ a real thresh piece, like 3k of main', coach_notes: 'base around 1:10 LC for the top lane, 1:15 for the other two. 3 lanes, 5 per lane' }) as WorkoutPlan;
    expect(bases(plan)).toEqual([['Lane 1', 70], ['Lane 2', 75], ['Lane 3', 75]]);
  });

  it('"top lane base 1:10 LC, 2nd lane 1:15": two lanes on those bases', () => {
    const plan = writePlan({ date: '2027-06-14', description: 'jr national group mon am 2.5hrs lcm ~8000, aerobic base with 400s', coach_notes: 'top lane base 1:10 LC, 2nd lane 1:15. first week of the new season so not too much speed' }) as WorkoutPlan;
    expect(bases(plan)).toEqual([['Lane 1', 70], ['Lane 2', 75]]);
  });

  it('"css ~1:45/100m for the middle lanes, fast lane 1:30, slow lane more like 2:00": fast, middle and slow', () => {
    const plan = writePlan({ date: '2027-06-15', description: 'tri club tues 6pm 60 min LCM outdoor ~2500-3000m. threshold 100s. css ~1:45/100m for the middle lanes, fast lane 1:30, slow lane more like 2:00', coach_notes: null }) as WorkoutPlan;
    expect(bases(plan)).toEqual([['Fast', 90], ['Middle', 105], ['Slow', 120]]);
  });

  it('"6 lanes, about 30 girls. most are on 1:20-1:30 base": six lanes spread over 1:20-1:30, not the level\'s default', () => {
    const plan = writePlan({ date: '2027-11-29', description: 'HS varsity girls mon 2 hrs scy, first day back after thanksgiving. get them moving again but nothing crazy ~4500', coach_notes: 'pool is 3\'6" at both ends so no dives at all. 6 lanes, about 30 girls. most are on 1:20-1:30 base' }) as WorkoutPlan;
    const b = bases(plan).map(([, x]) => x as number);
    expect(b).toHaveLength(6);
    expect(Math.min(...b)).toBe(80);
    expect(Math.max(...b)).toBe(90);
  });
});

describe('round 35: lanes by their send-off, the time first', () => {
  it('"base 1:05 lane 1, 1:15 lanes 2-3, 1:25 lane 4": four lanes on those bases', () => {
    const plan = writePlan({ date: '2027-10-05', description: 'HS boys tues 2 hrs scy ~5500 aerobic w/ some threshold', coach_notes: 'base 1:05 lane 1, 1:15 lanes 2-3, 1:25 lane 4' }) as WorkoutPlan;
    expect(bases(plan)).toEqual([['Lane 1', 65], ['Lane 2', 75], ['Lane 3', 75], ['Lane 4', 85]]);
  });

  it('"base 1:25 fast lane down to 2:00 in lane 6": six lanes from 1:25 to 2:00, the ones between spread', () => {
    const plan = writePlan({ date: '2027-10-06', description: 'masters wed 6am 60 min scy ~3000, some speed', coach_notes: 'base 1:25 fast lane down to 2:00 in lane 6' }) as WorkoutPlan;
    const b = bases(plan).map(([, x]) => x as number);
    expect(b).toHaveLength(6);
    expect(b[0]).toBe(85);
    expect(b[5]).toBe(120);
    for (let i = 1; i < b.length; i++) expect(b[i]!).toBeGreaterThan(b[i - 1]!);
  });
});

describe('round 35: a broken wrist in a hard cast', () => {
  it('"Nico broke his wrist, hard cast w/ a cast cover, he can kick i guess?": Nico kicks on his back, the cast held up', () => {
    const plan = writePlan({ date: '2027-07-12', description: 'sr practice 2hr lcm 6k. Ava is back from mono, 3rd practice back, dr says easy for another week. Sam has asthma so inhaler at the end of the lane. Nico broke his wrist, hard cast w/ a cast cover, he can kick i guess? if thats not safe give him something dry', coach_notes: null }) as WorkoutPlan;
    const nico = plan.sections.flatMap((s) => s.blocks.flatMap((b) => (b.swimmers ?? []).filter((l) => l.name === 'Nico').flatMap((l) => l.sets)));
    expect(nico.length).toBeGreaterThan(3);
    for (const x of nico) expect(x.stroke).toBe('kick');
    expect(nico.every((x) => /cast arm held up/.test(x.description))).toBe(true);
  });
});

describe('round 35: a season\'s breaks and A meets as the coach wrote them', () => {
  const season = (description: string, meets: Array<{ name: string; date: string; importance: 'A' | 'B' | 'C' }>, date: string) => write({ date, description, coach_notes: null, plan_type: 'season', meets } as never).plan as SeasonPlan;
  it('"doubles tues and thurs in dec. winter break 12/24-1/1 off": the break is off, no doubles camp', () => {
    const plan = season('HS boys winter season 14 wks. sectionals feb 19, state feb 25-26. 6 days/wk, doubles tues and thurs in dec. winter break 12/24-1/1 off', [{ name: 'Sectionals', date: '2028-02-19', importance: 'A' }, { name: 'State', date: '2028-02-25', importance: 'A' }], '2027-11-22');
    const days = plan.weeks.flatMap((w) => w.days ?? []);
    expect(days.filter((d) => d.date >= '2027-12-24' && d.date <= '2028-01-01' && d.kind !== 'meet')).toEqual([]);
    expect(plan.meets?.find((m) => m.name === 'Sectionals')?.importance).toBe('A');
  });

  it('"thanksgiving thurs-sun off, xmas break 12/23-1/2 but we do a camp 12/27-12/30 (doubles). a few will go to sectionals": Thu-Sun off, the break off but for the camp, AG champs the team\'s A', () => {
    const plan = season('13-14 SC season sept to march, 5x/wk 2hrs. thanksgiving thurs-sun off, xmas break 12/23-1/2 but we do a camp 12/27-12/30 (doubles). a few will go to sectionals in march', [{ name: 'Age Group Champs', date: '2028-02-24', importance: 'A' }, { name: 'Sectionals', date: '2028-03-16', importance: 'A' }], '2027-09-06');
    const days = plan.weeks.flatMap((w) => w.days ?? []).filter((d) => d.kind !== 'meet');
    expect(days.filter((d) => d.date >= '2027-11-25' && d.date <= '2027-11-28')).toEqual([]);
    expect(days.filter((d) => d.date >= '2027-12-23' && d.date <= '2027-12-26')).toEqual([]);
    expect(days.filter((d) => d.date >= '2027-12-27' && d.date <= '2027-12-30').length).toBeGreaterThanOrEqual(6);
    expect(plan.meets?.find((m) => m.name === 'Age Group Champs')?.importance).toBe('A');
  });
});
