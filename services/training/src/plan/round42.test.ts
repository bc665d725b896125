import { describe, expect, it } from 'vitest';
import { laneTotals, type SwimSet, type WorkoutPlan } from '@laneforge/contracts';
import { readBrief } from './understand';
import { laneSeconds } from './model';
import { squadOf } from './squads';
import { refinePlan, write, writePlan } from './index';

/** Every set of some sections, in order. */
const setsOf = (sections: WorkoutPlan['sections']): SwimSet[] => sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
const brief = (description: string, coach_notes: string | null = null) => readBrief({ date: '2027-02-02', description, coach_notes, plan_type: 'workout' });

describe('round 42: lanes as coaches write them', () => {
  it('"lane 1 1:10 scy, lane 2 1:20, 3 1:30, 4 1:45": lane 1 is read with its course beside it; "lanes 1-2 … ~6k, 3-4 … ~4k" gives each span its job and volume', () => {
    const b = brief('tues 5:30-7:30 club, lane 1 1:10 scy, lane 2 1:20, 3 1:30, 4 1:45 (new kids). all finish by 7:25. lanes 1-2 do a thresh main ~6k, 3-4 a drill/aerobic thing ~4k', 'lane 4 kids cant do flip turns yet');
    expect(b.lanes.map((l) => [l.name, l.base, l.volume])).toEqual([['Lane 1', 70, 6000], ['Lane 2', 80, 6000], ['Lane 3', 90, 4000], ['Lane 4', 105, 4000]]);
    expect(b.lanes.map((l) => l.focus?.[0] ?? null)).toEqual(['threshold', 'threshold', 'aerobic', 'aerobic']);
    expect(b.together).toBe(true);
    const plan = writePlan({ date: '2027-02-02', description: 'tues 5:30-7:30 club, lane 1 1:10 scy, lane 2 1:20, 3 1:30, 4 1:45 (new kids). all finish by 7:25. lanes 1-2 do a thresh main ~6k, 3-4 a drill/aerobic thing ~4k', coach_notes: 'lane 4 kids cant do flip turns yet' }) as WorkoutPlan;
    // Lanes 1-2 share one threshold main, each on its own send-offs.
    const main12 = plan.sections.find((s) => s.kind === 'main' && s.lanes?.join() === 'Lane 1,Lane 2');
    expect(main12).toBeDefined();
    expect(setsOf([main12!]).some((x) => x.zone === 'EN2')).toBe(true);
    const totals = laneTotals(plan);
    expect(totals.find((t) => t.name === 'Lane 3')!.distance).toBeGreaterThan(3400);
    expect(totals.find((t) => t.name === 'Lane 3')!.distance).toBeLessThan(4600);
  });

  it('"3 lanes: A goes 1:20/100m, B 1:30, C 1:40+. A should get ~5k, B ~4k, C ~3k": three lettered lanes, each near its own volume', () => {
    const b = brief('LCM 3 lanes: A goes 1:20/100m, B 1:30, C 1:40+. A should get ~5k, B ~4k, C ~3k, all in the same 90 min');
    expect(b.lanes.map((l) => [l.name, l.base, l.volume])).toEqual([['Lane A', 80, 5000], ['Lane B', 90, 4000], ['Lane C', 100, 3000]]);
    const plan = writePlan({ date: '2027-07-06', description: 'LCM 3 lanes: A goes 1:20/100m, B 1:30, C 1:40+. A should get ~5k, B ~4k, C ~3k, all in the same 90 min', coach_notes: null }) as WorkoutPlan;
    const [a, bb, c] = laneTotals(plan).map((t) => t.distance);
    expect(a).toBeGreaterThan(bb!);
    expect(bb).toBeGreaterThan(c!);
    expect(c! / a!).toBeLessThan(0.75);
  });

  it('"senior (1:15 LC) 7k, 13-14 (1:25 LC) 5.5k, 11-12 (1:35 LC) 4k. different mains … sr main aerobic pull, 13-14 kick heavy, 11-12 stroke": three groups, each its own main; one group\'s kick is not everyone\'s', () => {
    const request = { date: '2027-07-20', description: 'LC 2hr senior/age group combined day, 8 lanes. senior (1:15 LC) 7k, 13-14 (1:25 LC) 5.5k, 11-12 (1:35 LC) 4k. different mains, same warmup if possible, everyone out at 8:00', coach_notes: 'sr main aerobic pull, 13-14 kick heavy, 11-12 stroke' };
    const b = brief(request.description, request.coach_notes);
    expect(b.lanes.map((l) => [l.name, l.base, l.volume])).toEqual([['Senior', 75, 7000], ['13-14', 85, 5500], ['11-12', 95, 4000]]);
    // "everyone out at 8:00" is when they are out, not when they start.
    expect(b.clock.value.end).toBe('20:00');
    expect(b.clock.value.start).toBeNull();
    const plan = writePlan(request) as WorkoutPlan;
    expect(plan.assumptions.join(' ')).not.toMatch(/kick-heavy/);
    const mainOf = (name: string) => setsOf(plan.sections.filter((s) => s.kind === 'main' && s.lanes?.length === 1 && s.lanes[0] === name));
    expect(mainOf('11-12').some((x) => x.stroke === 'im')).toBe(true);
    const kickOf = (name: string) => setsOf(plan.sections.filter((s) => s.kind === 'kick' && s.lanes?.includes(name))).reduce((sum, x) => sum + x.reps * x.distance, 0);
    expect(kickOf('13-14')).toBeGreaterThan(kickOf('11-12'));
    const totals = laneTotals(plan).map((t) => t.distance);
    expect(totals[0]).toBeGreaterThan(6500);
    expect(totals[2]).toBeLessThan(4600);
  });

  it('"want everyone finishing the main set at the same time": a main every lane can cut, each lane ending within a minute and a half of the first', () => {
    for (const date of ['2027-02-03', '2027-02-09', '2027-02-16', '2027-03-02']) {
      const plan = writePlan({ date, description: 'lane 1 on 1:10, 2 on 1:20, 3 on 1:30, 4 on 1:45. 2hrs scy 13-14s. want everyone finishing the main set at the same time', coach_notes: null }) as WorkoutPlan;
      const main = plan.sections.filter((s) => s.kind === 'main');
      const seconds = plan.laneGroups!.map((_, i) => laneSeconds(main, i, plan.laneGroups!, squadOf(plan), plan.course));
      for (const s of seconds) expect(Math.abs(s - seconds[0]!)).toBeLessThanOrEqual(120);
    }
  });
});

describe('round 42: dryland from what the coach has', () => {
  it('"no med balls on deck", "no weights": none of them in the session', () => {
    const plan = writePlan({ date: '2027-02-02', description: '30 min dryland before practice, 13-14s, on the pool deck. core + shoulder prehab, bands, no weights', coach_notes: 'no med balls on deck rn' }) as WorkoutPlan;
    const moves = plan.dryland.flatMap((d) => d.parts.flatMap((p) => p.exercises.map((e) => e.name)));
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.filter((m) => /medicine|dumbbell|barbell|kettlebell/i.test(m))).toEqual([]);
  });

  it('"no barbells, dumbbells up to 35": dumbbells, no rack', () => {
    expect(brief('pool closed for shocking, no water today. hs team 90 min dryland only. running + circuits, we have a gym and a track', 'no barbells, dumbbells up to 35').dryland?.equipment).toEqual(['dumbbells']);
  });
});

describe('round 42: refinements kept to what was named', () => {
  it('"make that br kick no fins" after naming a lane: that lane\'s kick, never a plan-wide "no fins"', () => {
    const w = write({ date: '2027-02-20', description: '4 lanes diff jobs: L1 sprinters 1:10 want race pace stuff, L2 distance 1:05 aerobic ~5k, L3 IMers 1:15, L4 breastrokers 1:20 heavy br kick. 2 hr scy senior', coach_notes: null });
    const { plan, applied } = refinePlan(w.plan, 'lane 4 (breastrokers) their kick is on a board?? theyre breastrokers, make that br kick no fins', { brief: w.brief }) as { plan: WorkoutPlan; applied: string[] };
    expect((plan.constraints ?? []).some((c) => c.rule === 'no_fins')).toBe(false);
    expect(applied.join(' ')).not.toMatch(/from now on/);
  });
});

describe('round 42: an IM main topped up with IM in a short pool', () => {
  it('"JV 100 IM": the JV main is IM to its last set', () => {
    const plan = writePlan({ date: '2026-12-03', description: 'hs 6 lanes thurs 2 hrs scy. lanes 1-2 distance (base 1:05) ~6k, lanes 3-4 sprint/IM (1:10) ~4500, lanes 5-6 JV (1:30) ~3500. different mains: distance 200s, sprint race pace 50s, JV 100 IM teaching turns/transitions. one warmup for all if possible', coach_notes: null }) as WorkoutPlan;
    const jv = setsOf(plan.sections.filter((s) => s.kind === 'main' && s.lanes?.[0] === 'Lanes 5-6 (jv)')).filter((x) => x.zone !== 'REC');
    expect(jv.length).toBeGreaterThan(0);
    expect(jv.every((x) => x.stroke === 'im')).toBe(true);
  });
});

describe('round 42: one swimmer\'s limits stay hers', () => {
  it('"Dana 2nd trimester, cleared for easy free/back … everyone else normal thresh day": Dana\'s own lines, the team on threshold', () => {
    const plan = writePlan({ date: '2027-03-02', description: 'masters 6am 75 min SCY, Dana 2nd trimester, cleared for easy free/back, no flip turns no hard efforts. Rob no breast kick (knee). everyone else normal thresh day', coach_notes: '20 ppl 5 lanes' }) as WorkoutPlan;
    expect(plan.focus[0]).toBe('threshold');
    expect((plan.constraints ?? []).filter((c) => c.rule === 'light_only')).toEqual([]);
    const main = plan.sections.find((s) => s.kind === 'main')!;
    expect(setsOf([main]).some((x) => x.zone === 'EN2')).toBe(true);
    const dana = main.blocks.flatMap((b) => (b.swimmers ?? []).filter((l) => l.name === 'Dana').flatMap((l) => l.sets));
    expect(dana.length).toBeGreaterThan(0);
    expect(dana.every((x) => x.zone === 'EN1' || x.zone === 'REC')).toBe(true);
  });
});

describe('round 43: the coach\'s own sets, and only the parts they asked for around them', () => {
  const sections = (description: string, coach_notes: string | null = null) => (writePlan({ date: '2027-02-24', description, coach_notes }) as WorkoutPlan).sections;

  it('"my set: 30x100 … DONT change the 30x100. build warmup and warmdown around it": one 30 x 100, locked; no parts of the engine\'s own but the aerobic swim it says it added to make the 6k', () => {
    const b = brief('my set: 30x100 free @1:15, every 5th easy. build warmup and warmdown around it, DONT change the 30x100. D2 men, 6k scy total');
    expect(b.coachSets).toHaveLength(1);
    expect(b.coachSets[0]!.locked).toBe(true);
    // "every 5th easy" is some of the repeats easy, not an easy set.
    expect(b.coachSets[0]!.blocks[0]!.sets[0]!.zone).not.toBe('REC');
    expect(b.parts).toEqual(['warmup', 'cooldown']);
    const plan = writePlan({ date: '2027-10-20', description: 'my set: 30x100 free @1:15, every 5th easy. build warmup and warmdown around it, DONT change the 30x100. D2 men, 6k scy total', coach_notes: null }) as WorkoutPlan;
    expect(setsOf(plan.sections).filter((x) => x.reps === 30 && x.distance === 100)).toHaveLength(1);
    expect(plan.sections.map((s) => s.kind).filter((k) => !['warmup', 'main', 'cooldown', 'secondary'].includes(k))).toEqual([]);
    expect(plan.assumptions.join(' ')).toMatch(/aerobic swimming after the parts you named/);
  });

  it('"already have the main: 5x200 IM @4:00 / 3:45 / 3:30 for the 3 lanes. just add warmup, a short kick set and cool down": the main kept, those three parts and nothing else', () => {
    const s = sections('masters 60 min. already have the main: 5x200 IM @4:00 / 3:45 / 3:30 for the 3 lanes. just add warmup, a short kick set and cool down');
    expect(s.map((x) => x.kind).sort()).toEqual(['cooldown', 'kick', 'main', 'warmup']);
    const main = setsOf(s.filter((x) => x.kind === 'main'));
    expect(main.map((x) => [x.reps, x.distance, x.stroke, x.sendOff?.seconds])).toEqual([[5, 200, 'im', 240]]);
  });

  it('"main 1: … main 2: 8x50 fly kick w fins @:50, 15m underwater each. fill in warmup, preset and cooldown … 13-14s": both mains in order, a dolphin kick set with its fins, 13-14s', () => {
    const b = brief('keep these exactly: main 1: 4x(3x100 @1:20 desc 1-3, 1x50 easy @1:00). main 2: 8x50 fly kick w fins @:50, 15m underwater each. fill in warmup, preset and cooldown, total ~5000 scy. 13-14s');
    expect(b.who.value.squad).toBe('age_13_14');
    expect(b.coachSets.map((c) => c.kind)).toEqual(['main', 'main']);
    const kick = b.coachSets[1]!.blocks[0]!.sets[0]!;
    expect([kick.reps, kick.distance, kick.stroke, kick.equipment, kick.sendOff?.seconds]).toEqual([8, 50, 'kick', ['fins'], 50]);
    expect(kick.description).toMatch(/fly kick/);
    expect(b.parts).toEqual(['warmup', 'preset', 'cooldown']);
  });

  it('"need a sprint set + cooldown to get to 4500": the sprint set is written; "warmup as is: 300 swim, 200 kick, …" is the coach\'s warm-up', () => {
    const s = sections('HS girls. warmup as is: 300 swim, 200 kick, 4x50 drill/swim, 4x25 build. main: 3 rounds of 200 pull @2:50, 4x50 @:45 strong, 100 easy. need a sprint set + cooldown to get to 4500 scy', 'keep my sets word for word pls, last app rewrote them');
    expect(s[0]!.kind).toBe('warmup');
    expect(setsOf([s[0]!]).map((x) => x.distance)).toEqual([300, 200, 50, 25]);
    expect(s.some((x) => x.kind === 'sprint')).toBe(true);
    expect(s.at(-1)!.kind).toBe('cooldown');
  });

  it('"keep \'10x100 back @1:40 hold 1:10s\' and \'6x25 all out from blocks @1:00\' … the non backstrokers can do the 10x100 free @1:30 instead": two sets, the free option on the first', () => {
    const b = brief("keep '10x100 back @1:40 hold 1:10s' and '6x25 all out from blocks @1:00'. everything else up to you. 11-12 backstrokers mixed in w rest of group, 90 min LCM", 'the non backstrokers can do the 10x100 free @1:30 instead');
    expect(b.coachSets.map((c) => c.blocks[0]!.sets[0]!).map((x) => [x.reps, x.distance, x.stroke])).toEqual([[10, 100, 'back'], [6, 25, 'free']]);
    expect(b.coachSets[0]!.blocks[0]!.sets[0]!.description).toMatch(/non backstrokers: 10x100 free @1:30 instead/);
    expect(b.clock.value.minutes).toBe(90);
  });

  it('"need a kick set" beside the coach\'s sets asks for one more part, not for that part alone', () => {
    expect(brief('wu 500 swim / 200 kick / 4x50 drill @ 1:00. main 10 x 150 @ 2:10. hs varsity 90 min scy, need a kick set').parts).toBeUndefined();
  });
});

describe('round 43: the practice asked for, read from the coach\'s words', () => {
  const plan = (description: string, coach_notes: string | null = null, date = '2027-03-03') => writePlan({ date, description, coach_notes }) as WorkoutPlan;

  it('"they did 10x400 at thresh this am fyi" is the story of the day: no coach set, no threshold focus', () => {
    const b = brief('d3 men thanksgiving training, 2-a-day, this is the PM one. 5000 scy aerobic/recovery-ish after this mornings thresh. fins ok', 'they did 10x400 at thresh this am fyi');
    expect(b.coachSets).toEqual([]);
    expect(b.focus.value).toEqual(['aerobic']);
  });

  it('"mix of sprinters and 200-500 guys" is who they are, not a volume', () => {
    expect(brief('HS boys varsity after school 2hrs scy, 6 lanes, mix of sprinters and 200-500 guys. race pace day, 2.5 wks out from conference').volume.source).toBe('assumed');
  });

  it('"css is ~1:45/100": the base a few seconds slower than the pace they hold, and no threshold day', () => {
    const b = brief('tri club sat 60 min scy, mostly age groupers doing 70.3s this summer. steady aerobic, some sighting in the pool, css is ~1:45/100 for most');
    expect(b.base.value).toBe(110);
    expect(b.focus.value).toEqual(['aerobic']);
  });

  it('"8 ppl 3 lanes, slow lane is ~2:10 base … nobody wants IM lol": 2:10 is the slowest lane, and no IM anywhere', () => {
    const p = plan('fitness masters 6-7am, 2800-3200 yds. lap swimmer types, nobody wants IM lol. do a pyramid of some kind', '8 ppl 3 lanes, slow lane is ~2:10 base');
    expect(p.laneGroups!.map((g) => g.paces?.base)).toEqual([110, 120, 130]);
    expect(p.focus).not.toContain('im');
    expect(setsOf(p.sections).filter((x) => x.stroke === 'im')).toEqual([]);
  });

  it('"a bunch still cant flip turn": a line for those swimmers, not open turns for the team', () => {
    const b = brief('HS girls JV 90min, 3000-3500. like half are first yr swimmers, a bunch still cant flip turn', 'only 5 lanes have lane lines');
    expect(b.limits.filter((c) => c.rule === 'no_flip_turns')).toEqual([]);
    expect(b.swimmers.map((s) => s.limits.map((c) => c.rule))).toEqual([['no_flip_turns']]);
  });

  it('"they wanna go fast today … half of them wont swim fly so give an option": a speed day with a no-fly line for those who won\'t', () => {
    const b = brief('masters comp lane wed noon 45 min scy. they wanna go fast today. base around 1:15. half of them wont swim fly so give an option');
    expect(b.focus.value[0]).toBe('sprint');
    expect(b.limits.filter((c) => c.rule === 'no_fly')).toEqual([]);
    expect(b.swimmers.map((s) => s.limits.map((c) => c.rule))).toEqual([['no_fly']]);
  });

  it('"go easy on legs, no big kick set": tired legs; "IMX kinda day" is an IM day; "breast/IM heavy … stroke count work somewhere" swims an IM main, the counting beside it', () => {
    expect(brief('thurs pm 11-12s, 90 min SCY ~4200. IM day', 'they have a meet sat so go easy on legs, no big kick set').limits.map((c) => c.rule)).toContain('tired_legs');
    expect(brief('masters thurs 7:15-8:45pm SCM competitive group. IMX kinda day, 4k').focus.value[0]).toBe('im');
    const p = plan('senior club mixed fri, 5k scm 2hrs but first 15 min is dryland (dont need that written). breast/IM heavy, want stroke count work somewhere');
    const main = setsOf(p.sections.filter((s) => s.kind === 'main')).filter((x) => x.zone !== 'REC');
    expect(main.some((x) => x.stroke === 'im' || x.stroke === 'breast')).toBe(true);
  });
});

describe('round 43: seasons as coaches lay them out', () => {
  const season = (description: string, coach_notes: string | null = null, date = '2027-05-24', meets?: Array<{ name: string; date: string; importance: 'A' | 'B' | 'C' }>) => readBrief({ date, description, coach_notes, plan_type: 'season', ...(meets ? { meets } : {}) });

  it('"6 days/wk, mornings tue/thu too": eight practices, the doubles on Tuesday and Thursday; "5x wk + 2 doubles": seven', () => {
    const hs = season('hs girls season plan, first practice aug 23, conference meet oct 28, sectionals nov 11, state nov 19-20', '6 days/wk, mornings tue/thu too', '2027-08-23');
    expect(hs.season?.sessionsPerWeek).toBe(8);
    expect(hs.season?.days).toBeNull();
    expect(hs.season?.doubleDays).toEqual([2, 4]);
    expect(season('summer LC season for 13-14s may 24 to aug 1. JOs are july 29-aug 1, thats the peak. tune up meet around june 26-27. 5x wk + 2 doubles').season?.sessionsPerWeek).toBe(7);
  });

  it('"3x wk 60 min" is three a week; "practices m-f" Monday to Friday; "8&U through 15-18" the whole summer league', () => {
    expect(season('12 wk fall season 9-10s, 3x wk 60 min scy. not trying to peak hard', null, '2027-09-06').season?.sessionsPerWeek).toBe(3);
    const league = season('6 wk summer league season, meets every saturday, champs july 24. practices m-f 1hr, 8&U through 15-18. kids do other sports too', 'no meet july 3 (holiday)', '2027-06-14');
    expect(league.season?.days).toEqual([1, 2, 3, 4, 5]);
    expect(league.who.value.squad).toBe('summer_league');
    // "no meet july 3" is no meet; "meets every saturday" are the Saturdays before champs.
    expect(league.meets.some((m) => /no meet/i.test(m.name))).toBe(false);
    expect(league.meets.filter((m) => m.importance === 'C').length).toBeGreaterThanOrEqual(3);
    expect(league.meets.some((m) => m.date === '2027-07-03')).toBe(false);
  });

  it('"scy then switching to LC in may": the season starts in yards, the move said', () => {
    const b = season('season plan jan thru july for 13-14s, scy then switching to LC in may. peak for summer JOs, rest through the feb champs meet', '5 practices/wk, 2hr each', '2027-01-04', [{ name: 'Winter Champs', date: '2027-02-19', importance: 'B' }, { name: 'Summer JOs', date: '2027-07-22', importance: 'A' }]);
    expect(b.pool.value.course).toBe('SCY');
    expect(b.assumed.join(' ')).toMatch(/long course in may/);
  });

  it('"pool till june then open water", "need OW days in there from july", "3 swims/wk, one is OW saturday": the open-water Saturdays', () => {
    expect(season('swim block for tri group, 20 wks to ironman lake placid (july 25). 3 swims/wk, pool till june then open water', null, '2027-03-08').season?.openWaterFrom).toEqual({ date: '2027-06-05', weekday: 6, added: false });
    expect(season('LCM season for distance group. sectionals 1500 is the first target, then they go to 10k open water nationals in late aug (thats the real one). need OW days in there from july', null, '2027-03-08').season?.openWaterFrom?.date).toBe('2027-07-03');
    expect(season('tri athlete swim block planning, 16 wks to ironman, race is aug 1 lake swim 2.4mi wetsuit legal. 3 swims/wk, one is OW saturday. build endurance not speed', null, '2027-04-12').season?.openWaterFrom).toEqual({ date: '2027-04-17', weekday: 6, added: false });
  });

  it('"LCM season for distance group. sectionals 1500 is the first target": a club\'s senior distance group, and 1500 is a race, not a practice', () => {
    const b = season('LCM season for distance group. sectionals 1500 is the first target, then they go to 10k open water nationals in late aug (thats the real one). need OW days in there from july', null, '2027-03-08');
    expect(b.who.value.squad).toBe('club_senior');
    expect(b.volume.value!.value).toBeGreaterThan(4000);
  });
});

describe('round 43: refinements a coach writes', () => {
  const refined = (request: { date: string; description: string; coach_notes: string | null }, instruction: string) => {
    const w = write(request);
    return refinePlan(w.plan, instruction, { brief: w.brief }) as { plan: WorkoutPlan; applied: string[]; notApplied: Array<{ words: string }>; context: string[] };
  };

  it('"carl shouldnt do the 25s …, he gets competitve w deb … give him a 100 easy instead": him is Carl, not Deb', () => {
    const r = refined({ date: '2027-03-10', description: 'masters 60 min scy, 4 lanes. Carl (71, pacemaker) easy only. Deb no fly', coach_notes: 'end w some fast 25s' }, 'carl shouldnt do the 25s at all even easy, he gets competitve w deb and ends up sprinting anyway lol. give him a 100 easy instead');
    expect(r.applied.some((a) => /^Carl: 100 /.test(a))).toBe(true);
    expect(r.applied.some((a) => /^Deb: 100 /.test(a))).toBe(false);
  });

  it('"linda and ray do the pyramid as back": their own backstroke line; "end w a fun relay", "add a water break out of the pool halfway": done and said', () => {
    const request = { date: '2027-08-17', description: 'fitness masters 6-7am, 2800-3200 yds. lap swimmer types. do a pyramid of some kind', coach_notes: '8 ppl 3 lanes, slow lane is ~2:10 base' };
    expect(refined(request, 'linda and ray do the pyramid as back, theyre swimming the 200 back at the masters meet next month. everyone else same as written').applied[0]).toMatch(/^Linda and Ray: main set as backstroke/);
    const r = refined(request, 'add a water break out of the pool halfway, its gonna be 95 and they wilt. and end w a fun relay');
    expect(r.notApplied).toEqual([]);
    expect(r.plan.notes.some((n) => /^Water break halfway/.test(n))).toBe(true);
    expect(r.plan.sections.at(-2)!.name).toMatch(/Relay/);
  });

  it('"turn the 100s in the main into 60s (3 lengths)" in a 20-yard pool; "keep the total about the same"; "underwaters to the flags on every push off"', () => {
    const r = refined({ date: '2027-04-13', description: '9-10s tues 60 min, 20y pool!! so ~2500 ish. aerobic 100s main', coach_notes: 'about 22 kids 4 lanes' }, 'turn the 100s in the main into 60s (3 lengths), 9-10s lose focus on the 100s by like #4 and the stroke counting goes out the window. keep the total about the same. and put underwaters to the flags on every push off');
    expect(r.notApplied).toEqual([]);
    const main = setsOf(r.plan.sections.filter((s) => s.kind === 'main'));
    expect(main.some((x) => x.distance === 60)).toBe(true);
    expect(main.every((x) => x.distance !== 100)).toBe(true);
    expect(r.plan.notes.some((n) => /off every wall/.test(n))).toBe(true);
  });

  it('"put the 45 min weight room circuit in too, before the swim": dryland before the swim', () => {
    const r = refined({ date: '2027-02-10', description: 'college sprinters 60 min swim scy, power focus', coach_notes: null }, 'put the 45 min weight room circuit in too, before the swim. light stuff only');
    expect(r.applied[0]).toMatch(/45 min of dryland before the swim/);
    expect(r.plan.dryland.length).toBeGreaterThan(0);
  });
});

describe('round 43: cuts and ceilings as coaches say them', () => {
  const refined = (description: string, instruction: string, date = '2027-07-10') => {
    const w = write({ date, description, coach_notes: null });
    return { before: w.plan as WorkoutPlan, ...(refinePlan(w.plan, instruction, { brief: w.brief }) as { plan: WorkoutPlan; applied: string[]; notApplied: Array<{ words: string }>; context: string[] }) };
  };

  it('"nothing harder than EN1" is a ceiling, never a harder main; "6800 is more than i wanted" is the complaint, "thats the meat" the reason', () => {
    const r = refined('d3 men 2-a-day pm, 5000 scy aerobic', 'pm is recovery. make it ~4000 all easy aerobic, nothing harder than EN1');
    expect(r.applied.join(' ')).not.toMatch(/Harder/);
    expect(setsOf(r.plan.sections).every((x) => ['REC', 'EN1'].includes(x.zone))).toBe(true);
    const cut = refined('D2 women LCM 2 hrs, thresh day ~6800', '6800 is more than i wanted. bring it back to ~6k. keep the main, thats the meat');
    expect(cut.applied.join(' ')).not.toMatch(/longer/i);
    expect(cut.notApplied).toEqual([]);
    expect(cut.plan.totals.distance).toBeLessThanOrEqual(6100);
  });

  it('"so 2 hrs, prob ~5800m … trim the kick and the pull to make it fit": the clock, the volume, and both parts trimmed', () => {
    const r = refined('13-14 boys sat am 2.5 hrs LCM, 7k give or take. EN2 aerobic', 'we lose the last 30 min sat. so 2 hrs, prob ~5800m. keep the main, trim the kick and the pull to make it fit');
    expect(r.notApplied).toEqual([]);
    expect(r.applied.some((a) => /^The pull /.test(a))).toBe(true);
    expect(r.plan.totals.distance).toBeLessThan(r.before.totals.distance);
  });
});

describe('round 43: lanes with stored groups and lists', () => {
  it('"distance + mid do a long free set, IM lane IM, sprint lane race pace stuff" with stored groups: distance and mid share one long main, the others their own', () => {
    const paces = { course: 'SCY', base: { free: 80 }, css: null, source: 'coach', groups: [['Distance', 70], ['Mid', 78], ['IM', 80], ['Sprint', 85]].map(([name, base]) => ({ name, base: { free: base }, volume_factor: 1 })) } as never;
    const plan = writePlan({ date: '2027-03-30', description: 'usual lanes tues 90 min. everyone same warmup then split mains: distance + mid do a long free set, IM lane IM, sprint lane race pace stuff. all finish by 7:30 for cooldown together', coach_notes: null, paces }) as WorkoutPlan;
    const mains = plan.sections.filter((s) => s.kind === 'main').map((s) => s.lanes?.join('+'));
    expect(mains).toEqual(['Distance+Mid', 'IM', 'Sprint']);
    // The IM lane swims IM: 100 IMs, or the four strokes in IM order.
    const strokes = new Set(setsOf(plan.sections.filter((s) => s.kind === 'main' && s.lanes?.[0] === 'IM')).map((x) => x.stroke));
    expect(strokes.has('im') || ['fly', 'back', 'breast'].every((x) => strokes.has(x as never))).toBe(true);
  });

  it('"5k / 4.5k / 4k / 3k scy" beside four lanes: each lane its volume', () => {
    expect(brief('lane 1 1:10, 2 1:20, 3 1:30, 4 1:45 (kickers / newer kids). 5k / 4.5k / 4k / 3k scy. same structure just scaled, all need to finish at the same time', '2 hrs').lanes.map((l) => l.volume)).toEqual([5000, 4500, 4000, 3000]);
  });
});

describe('round 42: a ban is no focus', () => {
  it('"no diving allowed (depth 4ft at the start end) … no starts at all": no starts day, no start set', () => {
    const plan = writePlan({ date: '2027-05-19', description: 'club 11-12s 90 min LCM. pool only gave us 4 lanes, 32 kids. no diving allowed (depth 4ft at the start end). aerobic + kick', coach_notes: 'blocks are out, no starts at all' }) as WorkoutPlan;
    expect(plan.focus).not.toContain('starts');
    expect(setsOf(plan.sections).filter((x) => /\bstarts?\b|from a dive|from the blocks/.test(x.description))).toEqual([]);
  });
});

describe('round 42: a test the coach describes', () => {
  it('"500 free for time + 100 of each stroke for time": those swims timed, in that order, not a T-20', () => {
    const plan = writePlan({ date: '2027-09-22', description: 'test set day, 9-10s. 500 free for time + 100 of each stroke for time. total workout 75 min, 25y', coach_notes: 'we track these 3x a season' }) as WorkoutPlan;
    const events = (plan.steps ?? []).map((s) => s.title).filter((n) => /^Event/.test(n));
    expect(events).toEqual(['Event 1: 500 Free', 'Event 2: 100 Fly', 'Event 3: 100 Back', 'Event 4: 100 Breast', 'Event 5: 100 Free']);
  });
});

describe('round 42: the coach\'s own race-pace set', () => {
  it('"USRPT … 30x25 @ :20ish, fail out rules, 2 rounds": two rounds of their 25s at race pace with the stop rule, no race-pace sets of the engine\'s own', () => {
    const plan = writePlan({ date: '2027-02-24', description: 'USRPT style 100 free race pace, college sprinters, scy. 30x25 @ :20ish, fail out rules, 2 rounds. warmup and cd around it', coach_notes: 'they know the fail rules already. ~4000 total' }) as WorkoutPlan;
    const theirs = plan.sections.flatMap((s) => s.blocks).filter((b) => b.sets.some((x) => x.reps === 30 && x.distance === 25));
    expect(theirs.map((b) => b.rounds)).toEqual([2]);
    const set = theirs[0]!.sets[0]!;
    expect([set.sendOff?.seconds, set.zone]).toEqual([20, 'SP1']);
    expect(set.description).toMatch(/stop rule/);
    expect(set.description).not.toMatch(/\bish\b/);
    expect(plan.sections.filter((s) => /^Race Pace/.test(s.name))).toEqual([]);
  });
});

describe('round 43: special sessions read whole', () => {
  it('"relay takeoff practice 13-14 and 15+, 90 min": ninety minutes, not 13:00-14:00', () => {
    expect(brief('relay takeoff practice 13-14 and 15+, 90 min scy, blocks both ends, 6 lanes. working on step starts. medley + free relays for champs').clock.value).toEqual({ minutes: 90, start: null, end: null });
  });

  it('"T-30 test … warmup, the 30 min swim, easy cooldown. the ones who did T30 last month can do 400/200 css test instead": a T-30 day, longer than its 30-minute swim', () => {
    const b = readBrief({ date: '2027-02-20', description: 'T-30 test for tri squad sat am scy. warmup, the 30 min swim, easy cooldown. the ones who did T30 last month can do 400/200 css test instead', coach_notes: 'need lap counters? have 12 athletes 4 lanes, partners can count', plan_type: 'workout' });
    expect(b.test).toBe('t30');
    expect(b.clock.value.minutes).not.toBe(30);
  });
});

describe('round 43: dryland beside the swim', () => {
  it('"45 min weight room circuit then 60 min swim ~3000": the circuit before, 45 min, and a swim of 60', () => {
    const plan = writePlan({ date: '2027-02-01', description: 'HS team, 45 min weight room circuit then 60 min swim ~3000 sprint. week before sectionals so nothing heavy in the weight room', coach_notes: null }) as WorkoutPlan;
    expect(plan.dryland.map((d) => d.minutes)).toEqual([45]);
    expect(plan.totals.distance).toBeGreaterThanOrEqual(2800);
  });
});

describe('round 44: a season\'s week and a test day\'s parts', () => {
  it('"pool 6 days + lake 1x/wk starting june. ~50-60k/wk max": six pool days a week, never a 55,000 practice', () => {
    const w = write({ date: '2027-04-01', description: 'open water 10k prep season for 3 college-age swimmers + 1 masters. 10k race is 9/18. pool 6 days + lake 1x/wk starting june. ~50-60k/wk max', coach_notes: null, plan_type: 'season', meets: [{ name: 'Lake 5k', date: '2027-07-24', importance: 'B' }, { name: 'Open Water 10k Championship', date: '2027-09-18', importance: 'A' }] });
    expect(w.brief.season?.sessionsPerWeek).toBe(6);
    expect(w.brief.volume.value!.value).toBeLessThanOrEqual(12000);
  });

  it('"T-30 test … what to do with the remaining ~30 min after. SCY, 2 hr session": a two-hour session', () => {
    expect(brief('T-30 test for 13-14 group. need a warmup before, and what to do with the remaining ~30 min after. SCY, 2 hr session', 'kids count their own laps, pair them up w/ counters').clock.value.minutes).toBe(120);
  });
});

describe('round 44: adult beginners afraid of the deep end', () => {
  it('"adult beginners … some are afraid of the deep end … pool goes 3.5ft to 12ft": widths of the shallow end, no lengths toward the drop', () => {
    const plan = writePlan({ date: '2027-08-03', description: 'adult beginners group, 45 min, 8 people, some are afraid of the deep end. goal this session: treading water + getting to 25 yd freestyle without stopping', coach_notes: 'pool goes 3.5ft to 12ft' }) as WorkoutPlan;
    expect(plan.sections).toEqual([]);
    const steps = (plan.steps ?? []).map((s) => `${s.title} ${s.detail}`).join(' ');
    expect(steps).toMatch(/widths of the shallow end/i);
    expect(steps).not.toMatch(/\blengths? toward\b|\b25 yd lengths?\b/i);
  });
});

describe('round 45 refinements: nothing lost', () => {
  const refined = (request: { date: string; description: string; coach_notes: string | null }, instruction: string) => {
    const w = write(request);
    return { before: w.plan as WorkoutPlan, ...(refinePlan(w.plan, instruction, { brief: w.brief }) as { plan: WorkoutPlan; applied: string[]; notApplied: Array<{ words: string }>; context: string[] }) };
  };

  it('"Dave\'s PT says 1 arm left side is ok now … he\'ll lose his mind kicking the whole hour": Dave keeps his lines, the team keeps its kick', () => {
    const r = refined({ date: '2027-03-03', description: 'masters 60 min scy. Dave has a frozen shoulder, kick only. Maria no breast (knee)', coach_notes: null }, "Dave's PT says 1 arm left side is ok now, so have him do 1 arm L on the swims and kick the rest instead of ALL kick, he'll lose his mind kicking the whole hour. Maria stays the same");
    expect(r.applied.join(' ')).not.toMatch(/back on the team's sets|Removed the kick/);
    expect(r.plan.sections.some((s) => s.blocks.some((b) => (b.swimmers ?? []).some((l) => l.name === 'Dave')))).toBe(true);
  });

  it('"the 10x100 test stays exactly as is … nothing hard after the test": the test at its effort, what follows easy', () => {
    const r = refined({ date: '2027-03-03', description: 'best average test day, 10x100 @ 2:10 for the 13-14s, 90 min scy', coach_notes: null }, 'fill it out to ~90 but the 10x100 test stays exactly as is. longer warmup before and a real loosen down after, nothing hard after the test');
    const test = setsOf(r.plan.sections).find((x) => x.reps === 10 && x.distance === 100)!;
    expect(test.zone).not.toBe('EN1');
    expect(r.applied.join(' ')).not.toMatch(/from now on/);
  });
});

describe('round 46 refinements: a complaint is never the opposite ban', () => {
  const refined = (instruction: string) => {
    const w = write({ date: '2027-03-03', description: '13-14 group 90 min scy, aerobic kick day, fins ok', coach_notes: null });
    return refinePlan(w.plan, instruction, { brief: w.brief }) as { plan: WorkoutPlan; applied: string[] };
  };

  it('"theres no fly in this at all??" is no "no fly"; "w/o fins they barely make the 60s" is no "no fins"', () => {
    expect((refined('theres no fly in this at all?? i said fly stroke count work').plan.constraints ?? []).some((c) => c.rule === 'no_fly')).toBe(false);
    const fins = refined('put fins on the kick set, i said fins ok. w/o fins they barely make the 60s');
    expect((fins.plan.constraints ?? []).some((c) => c.rule === 'no_fins')).toBe(false);
    expect(fins.applied.join(' ')).not.toMatch(/from now on/);
  });
});
