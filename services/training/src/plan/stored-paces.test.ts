import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Course, PaceJob, SeasonPlan, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { laneTotals } from '@laneforge/contracts';
import { parsePlanText, readBrief, renderPlan, writePlan } from './index';
import { courseFactor, plannedInterval, swimSeconds, zoneSpeed } from './paces';
import { BASE_OVER_THRESHOLD } from './stored-paces';

const job = (free: number, course: Course = 'SCY', groups: PaceJob['groups'] = []): PaceJob => ({ course, base: { free }, css: null, source: 'manual', groups });
const setsOf = (plan: WorkoutPlan): SwimSet[] => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
const request = { date: '2026-04-14', description: 'HS varsity 5000 SCY threshold practice', seed: 'paces' };

describe('send-offs follow the stored paces', () => {
  it('gives a base 1:30 swimmer and a base 1:05 swimmer different send-offs for the same set', () => {
    const slow = writePlan({ ...request, paces: job(90) }) as WorkoutPlan;
    const fast = writePlan({ ...request, paces: job(65) }) as WorkoutPlan;
    const pairs = setsOf(slow).map((s, i) => [s, setsOf(fast)[i]!] as const).filter(([s]) => s.sendOff?.type === 'interval');
    expect(pairs.length).toBeGreaterThan(3);
    for (const [a, b] of pairs) {
      expect(a.distance).toBe(b.distance);
      expect(a.sendOff!.seconds).toBeGreaterThan(b.sendOff!.seconds);
    }
    // EN2 100s: T + 10-20 s (COACHING.md §3) for T = base − 7.
    const hundred = (p: WorkoutPlan) => plannedInterval({ squad: p.squad!, paces: p.paces }, 'SCY', { distance: 100, stroke: 'free', zone: 'EN2', equipment: [] });
    expect(hundred(slow)).toBe(95);
    expect(hundred(fast)).toBe(70);
    expect(renderPlan(slow)).toContain('Paces: base 1:30/100 SCY (stored)');
  });

  it('uses the level’s defaults without stored paces, and says so', () => {
    const plan = writePlan(request);
    expect(plan.paces).toBeUndefined();
    expect(renderPlan(plan)).toMatch(/Paces: base 1:15\/100 SCY, the High school varsity default/);
  });

  it('keeps every send-off within what the stored paces allow (property)', () => {
    const descriptions = ['HS varsity 5000 SCY threshold practice', 'masters 3000 SCM aerobic', 'club senior 6000 LCM VO2 practice', '13-14 4500 SCY IM day', 'college 5000 SCY sprint'];
    fc.assert(
      fc.property(fc.integer({ min: 55, max: 150 }), fc.constantFrom<Course>('SCY', 'SCM', 'LCM'), fc.constantFrom(...descriptions), fc.integer({ min: 0, max: 1000 }), (free, course, description, seed) => {
        const paces = job(free, course);
        const plan = writePlan({ date: '2026-04-14', description, seed: String(seed), paces }) as WorkoutPlan;
        const who = { squad: plan.squad!, paces: plan.paces };
        for (const set of setsOf(plan)) {
          if (set.sendOff?.type !== 'interval' || set.stroke !== 'free' || set.equipment.length > 0) continue;
          const threshold = ((free - BASE_OVER_THRESHOLD) * courseFactor[plan.course]) / courseFactor[course];
          const lengths = set.distance / 100;
          // Never faster than the swim at the zone's speed on the stored threshold…
          expect(set.sendOff.seconds).toBeGreaterThanOrEqual(Math.floor(threshold * zoneSpeed[set.zone] * lengths * 0.95));
          expect(set.sendOff.seconds).toBeGreaterThanOrEqual(Math.floor(swimSeconds(who, plan.course, set)));
          // …and aerobic and threshold send-offs no slower than base + generous rest.
          if (set.zone === 'EN1' || set.zone === 'EN2') expect(set.sendOff.seconds).toBeLessThanOrEqual(Math.ceil((threshold + BASE_OVER_THRESHOLD + 25) * Math.pow(lengths, 1.04) + 20));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('lane groups', () => {
  const groups: PaceJob['groups'] = [
    { name: 'Lanes 5-6', base: { free: 95 }, volume_factor: 0.8 },
    { name: 'Lanes 1-2', base: { free: 75 }, volume_factor: 1 },
    { name: 'Lanes 3-4', base: { free: 85 }, volume_factor: 0.9 },
  ];
  const plan = writePlan({ ...request, paces: job(80, 'SCY', groups), lane_groups: true }) as WorkoutPlan;

  it('writes one set per line with a send-off per group, slowest last, and fewer repeats for slower lanes', () => {
    expect(plan.laneGroups?.map((g) => g.name)).toEqual(['Lanes 1-2', 'Lanes 3-4', 'Lanes 5-6']);
    const laned = setsOf(plan).filter((s) => s.lanes);
    expect(laned.length).toBeGreaterThan(3);
    for (const s of laned) {
      expect(s.lanes![0]).toEqual({ reps: s.reps, sendOff: s.sendOff });
      const offs = s.lanes!.map((l) => l.sendOff?.seconds ?? 0);
      expect(offs).toEqual([...offs].sort((a, b) => a - b));
      const reps = s.lanes!.map((l) => l.reps);
      expect(reps).toEqual([...reps].sort((a, b) => b - a));
    }
    const text = renderPlan(plan);
    expect(text).toMatch(/\d+ \/ \d+ \/ \d+ x \d+ \w+.* @ \d:\d\d \/ \d:\d\d \/ \d:\d\d \(Lanes 1-2 \/ 3-4 \/ 5-6\)/);
    const totals = laneTotals(plan);
    expect(totals[0]!.distance).toBe(plan.totals.distance);
    expect(totals[2]!.distance).toBeLessThan(totals[0]!.distance);
    expect(text).toContain(`Lane totals: Lanes 1-2 ${totals[0]!.distance.toLocaleString('en-US')} · Lanes 3-4 ${totals[1]!.distance.toLocaleString('en-US')} · Lanes 5-6 ${totals[2]!.distance.toLocaleString('en-US')} yards`);
  });

  it('reads the lane-group notation back into the same sets (round trip)', () => {
    const { plan: back, problems } = parsePlanText(renderPlan(plan));
    expect(problems).toEqual([]);
    expect((back as WorkoutPlan).laneGroups?.map((g) => g.name)).toEqual(['Lanes 1-2', 'Lanes 3-4', 'Lanes 5-6']);
    const strip = (s: SwimSet) => ({ reps: s.reps, distance: s.distance, sendOff: s.sendOff, lanes: s.lanes });
    expect(setsOf(back as WorkoutPlan).map(strip)).toEqual(setsOf(plan).map(strip));
    expect(laneTotals(back as WorkoutPlan)).toEqual(laneTotals(plan));
  });

  it('keeps the groups’ send-offs in step when the plan is refined', async () => {
    const { refinePlan } = await import('./refine');
    const refined = refinePlan(plan, 'make it harder').plan as WorkoutPlan;
    for (const s of setsOf(refined).filter((x) => x.lanes)) expect(s.lanes![0]).toEqual({ reps: s.reps, sendOff: s.sendOff });
    expect(refined.laneGroups).toEqual(plan.laneGroups);
  });
});

describe('a season for lane groups', () => {
  const groups: PaceJob['groups'] = [
    { name: 'Lanes 1-2', base: { free: 70 }, volume_factor: 1 },
    { name: 'Lanes 3-4', base: { free: 80 }, volume_factor: 0.9 },
    { name: 'Lanes 5-6', base: { free: 90 }, volume_factor: 0.8 },
  ];
  const season = writePlan({ date: '2026-09-07', description: '16 week club senior season, SCY, championship at the end', paces: job(80, 'SCY', groups), lane_groups: true }) as SeasonPlan;

  it('writes every key set with each lane’s send-off, and reads it back', () => {
    const keySets = season.weeks.flatMap((w) => w.keySets);
    const laned = keySets.filter((s) => s.lanes);
    expect(laned.length).toBeGreaterThan(season.weeks.length / 2);
    const text = renderPlan(season);
    expect(text).toContain('Paces: Lanes 1-2 base 1:10 · Lanes 3-4 base 1:20 · Lanes 5-6 base 1:30 /100 SCY (stored lane groups)');
    expect(text).toMatch(/@ \d:\d\d \/ \d:\d\d \/ \d:\d\d \(Lanes 1-2 \/ 3-4 \/ 5-6\)/);
    const back = parsePlanText(text).plan as SeasonPlan;
    expect(back.weeks.flatMap((w) => w.keySets).map((s) => s.lanes)).toEqual(keySets.map((s) => s.lanes));
  });
});

describe('a season on stored paces', () => {
  it.each([60, 120])('keeps every progressed key-set send-off within what a base %i s swimmer can make', (free) => {
    const season = writePlan({ date: '2026-09-07', description: '12 week masters season, SCY, meet at the end', paces: job(free) }) as SeasonPlan;
    const who = { squad: season.squad!, paces: season.paces };
    const timed = season.weeks.flatMap((w) => w.keySets).filter((s) => s.sendOff?.type === 'interval');
    expect(timed.length).toBeGreaterThan(0);
    for (const s of timed) expect(s.sendOff!.seconds).toBeGreaterThan(swimSeconds(who, season.course, s));
  });
});

describe('lanes the coach speaks of', () => {
  const stored: PaceJob['groups'] = [
    { name: 'Lane 1', base: { free: 70 }, volume_factor: 1 },
    { name: 'Lane 2', base: { free: 80 }, volume_factor: 1 },
    { name: 'Lane 3', base: { free: 95 }, volume_factor: 1 },
  ];

  it.each(['senior group wed 2hr, threshold. 3 lanes as usual', 'hs varsity 90 min, for my 3 groups, IM day', '13-14s 75 min, split by lane, kick focus', 'masters 60 min 4 lanes like always, sprint day'])(
    'are the stored groups when no bases are given: "%s"',
    (description) => {
      const plan = writePlan({ date: '2026-12-01', description, paces: job(80, 'SCY', stored) }) as WorkoutPlan;
      expect(plan.laneGroups?.map((g) => [g.name, g.paces?.base])).toEqual([['Lane 1', 70], ['Lane 2', 80], ['Lane 3', 95]]);
    },
  );

  it('are the words’ own when the coach gives bases, and only then', () => {
    const said = writePlan({ date: '2026-12-01', description: 'masters 60 min, lane 1 1:05 lane 2 1:15', paces: job(80, 'SCY', stored) }) as WorkoutPlan;
    expect(said.laneGroups?.map((g) => g.paces?.base)).toEqual([65, 75]);
    const none = writePlan({ date: '2026-12-01', description: '13-14 group 90 min aerobic', paces: job(80, 'SCY', stored) }) as WorkoutPlan;
    expect(none.laneGroups ?? null).toBeNull();
  });

  it('each swim their own job with their own repeats: "varsity threshold 100s, lanes 3-4 aerobic 200s, lane 5 technique"', () => {
    const plan = writePlan({ date: '2026-12-01', description: 'hs 90 min scy. lane 1-2 (varsity) base 1:05, lanes 3-4 1:20, lane 5 newbies 1:40. varsity does threshold 100s main, lanes 3-4 aerobic 200s, lane 5 technique and kick' }) as WorkoutPlan;
    expect(plan.laneGroups?.map((g) => [g.name, g.paces?.base])).toEqual([['Lanes 1-2 (varsity)', 65], ['Lanes 3-4', 80], ['Lane 5 (newbies)', 100]]);
    const main = (lane: string) => plan.sections.find((s) => s.kind === 'main' && s.lanes?.length === 1 && s.lanes[0] === lane)!;
    const mainSets = (lane: string) => main(lane).blocks.flatMap((b) => b.sets);
    expect(mainSets('Lanes 1-2 (varsity)').every((s) => s.distance === 100 && s.zone === 'EN2')).toBe(true);
    expect(mainSets('Lanes 3-4').every((s) => s.distance === 200 && s.zone === 'EN1')).toBe(true);
    // Each lane's send-offs are holdable on its own base.
    for (const lane of ['Lanes 1-2 (varsity)', 'Lanes 3-4']) {
      const base = plan.laneGroups!.find((g) => g.name === lane)!.paces!.base;
      for (const s of mainSets(lane)) expect(s.sendOff!.seconds).toBeGreaterThanOrEqual((base * s.distance) / 100);
    }
    expect(renderPlan(plan)).toMatch(/Focus: Threshold, Aerobic, Technique/);
    expect(renderPlan(plan)).not.toMatch(/no focus given/);
  });
});

describe('lane groups named after their numbers', () => {
  it('keeps "lanes 3-4 sprint/IM (1:10)" as a group, and each group swims the main the coach gave it', () => {
    const plan = writePlan({ date: '2026-12-03', description: 'hs 6 lanes thurs 2 hrs scy. lanes 1-2 distance (base 1:05) ~6k, lanes 3-4 sprint/IM (1:10) ~4500, lanes 5-6 JV (1:30) ~3500. different mains: distance 200s, sprint race pace 50s, JV 100 IM teaching turns/transitions. one warmup for all if possible' }) as WorkoutPlan;
    expect(plan.laneGroups?.map((g) => [g.name, g.paces?.base])).toEqual([['Lanes 1-2 (distance)', 65], ['Lanes 3-4 (sprint/im)', 70], ['Lanes 5-6 (jv)', 90]]);
    expect(plan.sessionType).toBe('practice');
    const mainOf = (lane: string) => plan.sections.find((s) => s.kind === 'main' && s.lanes?.[0] === lane)!.blocks.flatMap((b) => b.sets).filter((s) => s.zone !== 'REC');
    expect(mainOf('Lanes 1-2 (distance)').every((s) => s.distance === 200)).toBe(true);
    expect(mainOf('Lanes 3-4 (sprint/im)').every((s) => s.distance === 50 && s.zone === 'SP1')).toBe(true);
    expect(mainOf('Lanes 5-6 (jv)').every((s) => s.stroke === 'im' && s.distance === 100)).toBe(true);
  });
});

describe('lanes that finish together', () => {
  it('"want all 4 lanes finishing the main together": the main ends within a minute and a half in every lane; a lane note is not the group’s ages', () => {
    const plan = writePlan({ date: '2026-12-03', description: 'age grp thurs 90 min scy, 4 lanes: L1 1:15, L2 1:25, L3 1:35, L4 2:00 (the new 9-10s). aerobic 100s main, want all 4 lanes finishing the main together, L4 probably does about half the yardage' }) as WorkoutPlan;
    expect(plan.squad).toBe('age_11_12');
    const main = plan.sections.find((s) => s.kind === 'main')!;
    const seconds = plan.laneGroups!.map((_, i) => main.blocks.reduce((sum, b) => sum + b.rounds * b.sets.reduce((t, s) => t + (s.lanes?.[i]?.reps ?? s.reps) * ((s.lanes?.[i]?.sendOff ?? s.sendOff)?.seconds ?? 0), 0), 0));
    expect(Math.max(...seconds) - Math.min(...seconds)).toBeLessThanOrEqual(90);
  });
});

describe('groups the blind round of 2026-11-28 (25) flattened', () => {
  it('"3 groups. distance (Sam, Kai, Rowan) on 1:05 base, mid (8 kids) on 1:15, sprint (6 kids) gets their own speed main. distance and mid both threshold"', () => {
    const brief = readBrief({ date: '2026-12-09', description: 'hs 2 hrs scy, 3 groups. distance (Sam, Kai, Rowan) on 1:05 base, mid (8 kids) on 1:15, sprint (6 kids) gets their own speed main. distance and mid both threshold', coach_notes: null });
    expect(brief.who.value.squad).toBe('hs_varsity');
    expect(brief.lanes.map((l) => [l.name, l.base, l.focus])).toEqual([
      ['Distance (sam, kai, rowan)', 65, ['threshold']],
      ['Mid (8 kids)', 75, ['threshold']],
      ['Sprint (6 kids)', 70, ['sprint']],
    ]);
    expect(brief.lanes.map((l) => l.squad)).toEqual([null, null, null]);
  });
  it('"2 lanes of 9-10s (base 1:45 and 2:00 per 100) + 1 lane of 11-12s on 1:30 … same theme (backstroke) but different mains": three lanes, each its own backstroke main', () => {
    const plan = writePlan({ date: '2027-06-22', description: '2 lanes of 9-10s (base 1:45 and 2:00 per 100) + 1 lane of 11-12s on 1:30. 75 min LCM. same theme (backstroke) but different mains pls' }) as WorkoutPlan;
    expect(plan.laneGroups?.map((g) => [g.name, g.paces?.base])).toEqual([['11-12s', 90], ['9-10s A', 105], ['9-10s B', 120]]);
    const mains = plan.sections.filter((s) => s.kind === 'main');
    expect(mains.flatMap((s) => s.lanes ?? []).sort()).toEqual(['11-12s', '9-10s A', '9-10s B']);
    const shapes = mains.map((s) => JSON.stringify(s.blocks.map((b) => [b.rounds, b.sets.map((x) => [x.reps, x.distance, x.stroke])])));
    expect(new Set(shapes).size).toBe(3);
    for (const s of mains) expect(s.blocks.flatMap((b) => b.sets).some((x) => x.stroke === 'back')).toBe(true);
  });
});

describe('lanes handed out to groups, as the blind round of 2026-11-28 (25) wrote them', () => {
  it('"masters in lanes 1-3, tri ppl lanes 4-5. masters bases 1:25 / 1:40 / 2:00, tri folks 1:50 and 2:10 and they don\'t do fly": five lanes, the no-fly on the tri lanes only', () => {
    const brief = readBrief({ date: '2027-03-24', description: "mixed: masters in lanes 1-3, tri ppl lanes 4-5. masters bases 1:25 / 1:40 / 2:00, tri folks 1:50 and 2:10 and they don't do fly. 60 min 25m", coach_notes: 'tri lanes would rather do longer reps' });
    expect(brief.lanes.map((l) => [l.name, l.base])).toEqual([['Lane 1 (masters)', 85], ['Lane 2 (masters)', 100], ['Lane 3 (masters)', 120], ['Lane 4 (tri)', 110], ['Lane 5 (tri)', 130]]);
    expect(brief.limits.map((l) => l.rule)).not.toContain('no_fly');
    expect(brief.lanes.filter((l) => l.limits.some((c) => c.rule === 'no_fly')).map((l) => l.name)).toEqual(['Lane 4 (tri)', 'Lane 5 (tri)']);
  });
  it('"sprinters L1-2 on 1:05 base, mid L3 on 1:10, distance L4-5 on 1:00 … ~6000 for distance, less for sprint": each group trains for its events', () => {
    const brief = readBrief({ date: '2027-01-27', description: "5 lanes d3 men. sprinters L1-2 on 1:05 base, mid L3 on 1:10, distance L4-5 on 1:00. Kyle is in lane 3 but he's an IMer and wants an IM main. 2 hrs scy, ~6000 for distance, less for sprint", coach_notes: null });
    expect(Object.fromEntries(brief.lanes.map((l) => [l.name, [l.base, l.focus]]))).toEqual({ 'Lanes 1-2 (sprinters)': [65, ['sprint']], 'Lane 3 (mid)': [70, ['threshold']], 'Lanes 4-5 (distance)': [60, ['distance']] });
  });
});

describe("a lane's share as the coach gives it", () => {
  it('"L6 1:40 (L6 is new kids, half the yards)", "lane 5 does like 75% of what lane 1 does": those lanes swim that share of the repeats', () => {
    const six = readBrief({ date: '2027-01-25', description: '6 lanes scy 2hr club. L1 base 1:05, L2 1:10, L3 1:15, L4 1:20, L5 1:30, L6 1:40 (L6 is new kids, half the yards). aerobic free + stroke mix', coach_notes: null });
    expect(six.lanes.find((l) => l.name === 'Lane 6')?.factor).toBe(0.5);
    const five = readBrief({ date: '2027-04-06', description: 'masters 60 min 25m, 5 lanes bases 1:25/1:35/1:45/1:55/2:10 per 100m. lane 5 does like 75% of what lane 1 does. threshold day', coach_notes: null });
    expect(five.lanes.find((l) => l.name === 'Lane 5')?.factor).toBe(0.75);
  });
});

describe('lanes given jobs with no bases', () => {
  it('"lane 1 sprinters (50/100), lanes 2-3 distance free (want 5k+), lane 4 IMers, lane 5 breaststrokers": four groups, each its own main', () => {
    const plan = writePlan({ date: '2027-03-18', description: 'lanes w jobs today 90 min scy: lane 1 sprinters (50/100), lanes 2-3 distance free (want 5k+), lane 4 IMers, lane 5 breaststrokers. one coach, so sets need to start together roughly' }) as WorkoutPlan;
    expect(plan.laneGroups?.map((g) => g.name)).toEqual(['Lane 1 (sprinters)', 'Lanes 2-3 (distance free)', 'Lane 4 (imers)', 'Lane 5 (breaststrokers)']);
    const mainOf = (lane: string) => plan.sections.find((s) => s.kind === 'main' && s.lanes?.[0] === lane)!.blocks.flatMap((b) => b.sets).filter((s) => s.zone !== 'REC');
    expect(mainOf('Lane 4 (imers)').some((s) => s.stroke === 'im')).toBe(true);
    expect(mainOf('Lane 5 (breaststrokers)').some((s) => s.stroke === 'breast')).toBe(true);
    expect(mainOf('Lane 1 (sprinters)').some((s) => s.zone.startsWith('SP'))).toBe(true);
  });
});

describe('a mixed group of unknown size', () => {
  it('"mixed ages, no idea how many will show up": three lanes by speed around the level\'s base, and the level is not read from them', () => {
    const brief = readBrief({ date: '2027-03-30', description: 'need a workout for tmrw, mixed ages, no idea how many will show up, could be 8 could be 25. spring break', coach_notes: null });
    expect(brief.lanes.map((l) => l.base)).toEqual([65, 75, 85]);
    expect(brief.who.value.squad).toBe('hs_varsity');
  });
});

describe('a lane beside the stored groups', () => {
  it('"for my lane groups … lane 6 is the new tri group not in the system, they swim ~1:50/100": the stored lanes and lane 6 on 2:00; the level from the middle lane, not the tri lane', () => {
    const paces: PaceJob = { course: 'SCY', base: { free: 80 }, groups: [{ name: 'Lane 1-2', base: { free: 68 }, volume_factor: 1 }, { name: 'Lane 3-4', base: { free: 78 }, volume_factor: 0.9 }, { name: 'Lane 5', base: { free: 90 }, volume_factor: 0.8 }] } as unknown as PaceJob;
    const brief = readBrief({ date: '2027-02-11', description: 'for my lane groups, 75 min scy, aerobic kick + pull day. lane 6 is the new tri group not in the system, they swim ~1:50/100', coach_notes: null, paces });
    expect(brief.lanes.map((l) => [l.name, l.base])).toEqual([['Lane 1-2', 68], ['Lane 3-4', 78], ['Lane 5', 90], ['Lane 6 (tri)', 120]]);
    expect(brief.who.value.squad).not.toBe('triathlete');
    expect(brief.emphasis).toEqual(expect.arrayContaining(['kick', 'pull']));
  });
});

describe('a base for the whole group', () => {
  it('"age group 11-14 … base 1:20": one group on 1:20, not a lane per age band', () => {
    const brief = readBrief({ date: '2026-12-15', description: 'age group 11-14, 90 min scy. 3 kids w exercise induced asthma, they have inhalers on deck. also Ben cant do fly (low back, PT cleared everything else). base 1:20', coach_notes: null });
    expect(brief.lanes).toEqual([]);
    expect(brief.base.value).toBe(80);
  });
  it('"really easy, stretch-y, maybe some fun": a recovery swim, no dryland block', () => {
    expect(readBrief({ date: '2027-02-15', description: 'recovery practice monday after a 3 day invite, 60 min scy, 12-18 yr olds. some swam 9 events. really easy, stretch-y, maybe some fun', coach_notes: null }).dryland).toBeNull();
  });
});
