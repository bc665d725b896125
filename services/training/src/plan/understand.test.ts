import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { orderOf, readBrief, renderPlan, write } from './index';
import { readAges, readCourse, readDates, readMinutes, readMonthSpan, readSquad, readVolume } from './vocabulary';

const order = (description: string, coach_notes: string | null = null) => orderOf(readBrief({ date: '2026-01-13', description, coach_notes }));

describe('the coach lexicon', () => {
  it.each([
    ['13-14s', 'age_13_14'],
    ['13-14 60 min', 'age_13_14'],
    ['my 11-12 60 min scy', 'age_11_12'],
    ['11-12s', 'age_11_12'],
    ['14 yo girls', 'age_13_14'],
    ['7 yo', 'age_8_under'],
    ['8&U', 'age_8_under'],
    ['10 & under', 'age_9_10'],
    ['HS JV', 'hs_jv'],
    ['varsity', 'hs_varsity'],
    ['D1', 'college_d1'],
    ['novice adults', 'masters_novice'],
    ['15&O', 'club_senior'],
    ['triathletes', 'triathlete'],
    ['learn to swim for 5 year olds', 'learn_to_swim'],
  ])('reads "%s" as %s', (words, squad) => expect(readSquad(words)?.value).toBe(squad));

  it('does not read a descend or a rep range as ages', () => {
    expect(readAges('8 x 50 descend 1-4')).toBeNull();
    expect(readAges('10 x 100 @ 1:20')).toBeNull();
  });

  it.each([
    ['LC practice', 'LCM'],
    ['in a 25m pool', 'SCM'],
    ['50m pool', 'LCM'],
    ['HS SC 4500', 'SCY'],
    ['SC meters, masters in Toronto', 'SCM'],
    ['6000y', 'SCY'],
  ])('reads the pool in "%s" as %s', (words, course) => expect(readCourse(words)?.value).toBe(course));

  it('reads "SC 16" after a set as a stroke count, not a course', () => expect(readCourse('8 x 50 hold SC 16')).toBeNull());

  it.each([
    ['6000y', 6000, 'exact'],
    ['4k', 4000, 'exact'],
    ['about 3k', 3000, 'about'],
    ['3-3.5k', 3250, 'range'],
    ['college distance group 7.5-8k LCM', 7750, 'range'],
    ['4.5 to 5k', 4750, 'range'],
    ['5k meters', 5000, 'exact'],
    ['4000 scy', 4000, 'exact'],
    ['HS 4500 threshold', 4500, 'exact'],
  ])('reads the volume in "%s" as %i (%s)', (words, value, bound) => expect(readVolume(words)?.value).toMatchObject({ value, bound }));

  it('never reads a repeat, an event or a week as the session volume', () => {
    expect(readVolume('10 x 100 @ 1:20')).toBeNull();
    expect(readVolume('200 free at the end of the month')).toBeNull();
    expect(readVolume('30k a week')).toBeNull();
    expect(readVolume('3 x 1,000 @ 12:30')).toBeNull();
  });

  it.each([
    ['1hr15', 75],
    ['1h15 practice', 75],
    ['75 min', 75],
    ["90' practice", 90],
    ['an hour and a half', 90],
    ['1:15 practice', 75],
  ])('reads the duration "%s" as %i minutes', (words, minutes) => expect(readMinutes(words)?.value).toBe(minutes));

  it("keeps a swimmer's limits said in the sentences after the name ('PT also said … for him') as that swimmer's", () => {
    const brief = readBrief({ date: '2026-01-13', description: "masters 60 min scy ~3000. Dave's shoulder is flaring up again - no paddles, no fly for him. PT also said no arms extended overhead holding a board, so kick on his side. everyone else normal day", coach_notes: null });
    expect(brief.swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)])).toEqual([['Dave', ['no_paddles', 'no_fly', 'shoulder', 'no_kickboard']]]);
    expect(brief.limits.map((l) => l.rule)).not.toContain('kick_only');
    expect(brief.limits.map((l) => l.rule)).not.toContain('no_kickboard');
  });

  it('reads the right job from requests a blind review round got wrong', () => {
    const theo = readBrief({ date: '2026-12-01', description: 'private lesson sat for Theo, 5, autistic, mostly nonverbal. he bolts toward the deep end and jumps in. mom on deck. 30 min', coach_notes: null });
    expect([theo.session.value, theo.who.value.squad, theo.who.value.ages]).toEqual(['learn_to_swim', 'learn_to_swim', { low: 5, high: 5 }]);
    const liam = readBrief({ date: '2026-12-01', description: 'stroke lesson for Liam (10). his breaststroke kick is a scissor kick. 45 min one on one, 25y pool', coach_notes: null });
    expect(liam.who.value.ages).toEqual({ low: 10, high: 10 });
    const season = readBrief({ date: '2026-11-27', description: 'HS girls season. first practice dec 1. dual meets most thursdays dec-jan, conference feb 11-13, state feb 25-27. off dec 24 - jan 1. 6 practices/wk, 2 hrs each. dryland m/w/f 20 min', coach_notes: null, plan_type: 'workout' });
    expect([season.kind.value, season.who.value.squad, season.who.value.ages]).toEqual(['season', 'hs_varsity', null]);
    expect(season.season?.targetDate).toBe('2027-02-25');
    expect(readBrief({ date: '2026-11-27', description: "college team, weight room 45 min, mid season. 2x/wk lift, this is thursday", coach_notes: null }).kind.value).toBe('workout');
  });

  it('reads ages, effort, recovery and practices a week the way coaches type them', () => {
    const b = (description: string) => readBrief({ date: '2026-12-01', description, coach_notes: null });
    expect(b('13-14 2hr scy ~5500. MAIN (keep exactly): 3 rounds of 4x100 @1:20 desc 1-4, 200 ez @3:00').who.value.squad).toBe('age_13_14');
    expect(b('13 14s tmrw, threshold?? ~5k').who.value.ages).toEqual({ low: 13, high: 14 });
    expect(b('somethign hard for tmrw').focus.value).toEqual(['threshold']);
    expect(b('masters 60 min, not too hard').focus.value).toEqual(['aerobic']);
    expect(b('post champs recovery thing?? they swam 3 days prelims/finals. scy').session.value).toBe('recovery');
    expect(b("3 week taper for my senior group to sectionals march 4-7 LCM. we're at ~55k yds/wk now, 9 practices.").season?.sessionsPerWeek).toBe(9);
  });

  it('makes event groups named without bases into groups with mains of their own', () => {
    const brief = readBrief({ date: '2026-01-13', description: 'HS varsity, split into event groups: sprint / distance / IM, 2 hrs scy', coach_notes: null });
    expect(brief.lanes.map((l) => [l.name, l.focus, l.source])).toEqual([
      ['Sprint', ['sprint'], 'assumed'],
      ['Distance', ['distance'], 'assumed'],
      ['IM', ['im'], 'assumed'],
    ]);
    expect(readBrief({ date: '2026-01-13', description: 'senior group 2 hrs, aerobic, some distance and sprint work', coach_notes: null }).lanes).toEqual([]);
  });

  it('reads "@ 1:15" as a send-off, not a duration', () => expect(readMinutes('10 x 100 @ 1:15')).toBeNull());

  it('reads dates with chrono: "state meet feb 20", and a season span "Sept to March"', () => {
    expect(readDates('state meet feb 20', '2026-01-13').map((d) => d.value)).toEqual(['2026-02-20']);
    expect(readDates('ending Feb 30', '2026-01-13')).toEqual([]);
    expect(readMonthSpan('Sept to March', '2026-01-13')?.value).toEqual({ start: '2026-09-01', end: '2027-03-31' });
  });
});

describe('reading a request into its brief', () => {
  it('reads one session when a practice is asked with season words ("mid-season … 90 minutes, about 5,000 yards")', () => {
    const brief = order('Mid-season threshold focus for my HS group, 90 minutes, about 5,000 yards');
    expect(brief).toMatchObject({ kind: 'workout', sessionType: 'practice', squad: 'hs_varsity', volume: 5000, tolerance: 0.1, requestedMinutes: 90 });
    expect(brief.focus).toEqual(['threshold']);
  });

  it.each([
    ['12 week season plan for HS', 'season'],
    ['6 week plan for masters', 'season'],
    ['taper for states, 3 weeks, HS', 'season'],
    ['a taper practice for HS, 3000 yards', 'workout'],
    ['week 6 of 12, threshold practice 5000', 'workout'],
    ['season-best times practice, HS 5000', 'workout'],
    ['distance day 6000 with 3 x 1,000 @ 12:30', 'workout'],
    ['week of practices for masters, Mon-Fri', 'season'],
  ])('"%s" is a %s', (words, kind) => expect(order(words).kind).toBe(kind));

  it('reads hard limits from the request and the notes alike, with the words they came from', () => {
    const brief = order('HS practice 5000 SCY, no kick', 'sore shoulders all round this week; we don’t have fins');
    expect(brief.constraints.map((c) => [c.rule, c.said])).toEqual([
      ['no_kick', 'no kick'],
      ['no_fins', "don't have fins"],
      ['shoulder', 'sore shoulders'],
    ]);
    // Two swimmers with sore shoulders are those two swimmers, on their own line: the team keeps its pull.
    const two = readBrief({ date: '2026-12-01', description: 'HS practice 5000 SCY, no kick', coach_notes: 'sore shoulders on two swimmers; we don’t have fins' });
    expect(two.swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)])).toEqual([['Swimmers (shoulder)', ['shoulder']]]);
    expect(two.limits.map((l) => l.rule)).toEqual(['no_kick', 'no_fins']);
  });

  it('ends a list of limits where a clause of its own begins: "no pull buoys, legs are fried" is not "no kick"', () => {
    expect(order('summer league 3500 yards, no pull buoys, legs are fried').constraints.map((c) => [c.rule, c.said])).toEqual([
      ['no_pull_buoy', 'no pull buoys'],
      ['tired_legs', 'legs are fried'],
    ]);
  });

  it('a limit wins over a focus it contradicts, and injuries are not stroke days', () => {
    expect(order('IM focus, no IM, 13-14s 4000').focus).not.toContain('im');
    expect(order('masters 3000, lower back pain').focus).not.toContain('back');
  });

  it('keeps the coach’s sets, read with the engine’s parser', () => {
    const brief = order('Senior group 6000y. main set 10 x 100 @ 1:20 descend 1-5');
    expect(brief.coachSections).toHaveLength(1);
    expect(brief.coachSections[0]).toMatchObject({ kind: 'main', blocks: [{ rounds: 1, coachWritten: true, sets: [{ reps: 10, distance: 100, sendOff: { type: 'interval', seconds: 80 }, description: 'descend 1-5' }] }] });
  });

  it.each([
    ['main set 10 x 100 @ 1:20 descend 1-5, HS varsity 5000 scy', 'descend 1-5'],
    ['main set 8 x 200 @ 2:40 negative split, 13-14s, LC, 90 minutes', 'negative split'],
    ['kick set 8 x 50 @ 1:00, 25 fast 25 easy, HS 4000', '25 fast 25 easy'],
    ['main set 10 x 100 @ 1:20, hold 1:05 pace', 'hold 1:05 pace'],
  ])('ends the coach’s set where the request goes on about the practice: "%s"', (description, words) => {
    const [section] = order(description).coachSections;
    expect(section!.blocks[0]!.sets[0]!.description.toLowerCase()).toBe(words);
  });

  it.each([
    ['D1 7500 yards, lots of pull', ['pull']],
    ['HS 5000 kick-heavy threshold day', ['kick']],
    ['masters 3000, extra kick and plenty of pull', ['kick', 'pull']],
    ['HS 5000 threshold, kick set 8 x 50 @ 1:00', []],
    ['masters 3000, pull buoys only, no paddles', []],
  ])('reads what the coach wants more of: "%s"', (description, emphasis) => {
    expect(order(description).emphasis).toEqual(emphasis);
  });

  it('lists what it assumed', () => {
    expect(order('masters practice').assumptions).toEqual(['SCY (no pool given)', '3,000 yards, a typical masters practice (no volume or time given)', 'an aerobic practice (no focus given)']);
  });
});

describe('paces written as a range are not the clock', () => {
  it.each([
    ['masters 3 practices/wk 60 min. group is mostly 1:20-1:50 base, avg age 48', 60],
    ['tri squad, 3 swims/wk 60 min, most have CSS around 1:45-2:05', 60],
    ['13-14s 5:30-7:00 tonight scy', 90],
  ])('"%s" is %i minutes', (description, minutes) => {
    expect(readBrief({ date: '2026-12-01', description, coach_notes: null }).clock.value.minutes).toBe(minutes);
  });
});

describe('the kind of session, as coaches of the blind round of 2026-11-28 asked for it', () => {
  const brief = (description: string, coach_notes: string | null = null, plan_type: 'workout' | 'season' = 'workout') => readBrief({ date: '2027-01-04', description, coach_notes, plan_type });

  it('"level 3 ltS … 1 on deck" is a lesson moving up to the deep end, not dryland on deck', () => {
    const b = brief('level 3 ltS, 6 kids 6-8yo, 30 min. going to the deep end this week - need to work toward jump in, tread 30 sec, swim to side. sofia is really nervous about deep water', '2 instructors in the water, 1 on deck');
    expect(b.session.value).toBe('learn_to_swim');
    expect(b.lesson?.needs).toEqual(expect.arrayContaining(['nervous', 'level_up']));
  });

  it('an activation routine with foam rollers before the swim, and a routine at home on non-swim days, are dryland', () => {
    expect(brief('d1 taper week, want a short activation thing before swim, 15 min, NOTHING that makes them sore. bands, foam rollers, swiss balls').session.value).toBe('dryland');
    const home = brief('masters keep asking for something they can do at home on non swim days. 25-30 min, no equipment, 2x a week. several have cranky backs and shoulders so be careful w that');
    expect(home.session.value).toBe('dryland');
    expect(home.limits.map((l) => l.rule)).toEqual(expect.arrayContaining(['lower_back', 'shoulder']));
  });

  it('a season asked for on the form, "mon/wed/fri 60 min + sat 90 … ~16 wks", is a season of four practice days', () => {
    const b = brief('plan for masters heading to spring nationals (scy) end of april. we swim mon/wed/fri 60 min + sat 90. couple ppl doing the 1650, most are 50/100 people. ~16 wks', null, 'season');
    expect(b.kind.value).toBe('season');
    expect(b.season?.days).toEqual([1, 3, 5, 6]);
  });
});

describe('what the day is for, in the coach\'s words', () => {
  const brief = (description: string) => readBrief({ date: '2027-02-25', description, coach_notes: null });
  it('"last practice before state … dont wreck them" is a pre-meet practice', () => {
    expect(brief('last practice before state, thurs, varsity boys. 45 min, 25y. theyve been tapering 2 wks, just need to feel fast. couple 25s off the blocks maybe. dont wreck them').session.value).toBe('pre_meet');
  });
  it('"learn to pace 50s, they sprint the first one and die" is pacing, not a sprint day', () => {
    const b = brief('jv boys 60min 25 yds, most joined this season and cant flip turn yet. like 2000? i want them to learn to pace 50s, they sprint the first one and die every time');
    expect(b.focus.value).toContain('pacing');
    expect(b.focus.value).not.toContain('sprint');
  });
});

describe('sets the coach wrote, as coaches write them', () => {
  it('"the ladder 100-200-300-400-300-200-100 w/ 20 sec rest" is the main set, every step on 20 s rest, in the coach\'s order', () => {
    const { plan } = write({ date: '2027-01-20', description: 'masters 60 min scm. want to do the ladder 100-200-300-400-300-200-100 w/ 20 sec rest. is that too much w/ a warmup in an hour? if so shorten it but keep the ladder shape', coach_notes: null });
    const main = (plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;
    const steps = main.blocks.flatMap((b) => b.sets);
    expect(steps.map((s) => s.distance)).toEqual([100, 200, 300, 400, 300, 200, 100]);
    for (const s of steps) expect(s.sendOff).toEqual({ type: 'rest', seconds: 20 });
    expect(plan.notes.join('\n')).toMatch(/Kept as you wrote it: the ladder 100-200-300-400-300-200-100 w\/ 20 sec rest/);
  });

  it('"i have the kick part: 6x150 kick" is the kick set, after the main when the notes say so, and the main is the theme\'s', () => {
    const { plan } = write({ date: '2027-03-02', description: 'i have the kick part: 6x150 kick @3:00 (50 fast/100 ez). write the rest around it, 11-12s, 90 min scy, free endurance theme', coach_notes: 'kick set should go after the main not before' });
    const sections = (plan as WorkoutPlan).sections;
    const main = sections.findIndex((s) => s.kind === 'main');
    const kick = sections.findIndex((s) => s.blocks.some((b) => b.sets.some((x) => x.reps === 6 && x.distance === 150 && x.stroke === 'kick')));
    expect(sections[kick]!.kind).toBe('kick');
    expect(kick).toBeGreaterThan(main);
    expect(sections[main]!.blocks.flatMap((b) => b.sets).some((x) => x.stroke === 'free')).toBe(true);
  });
});

describe('the clock and the pace as a coach explains them', () => {
  it('"3:30-5:30 but first 15 min is stretch/bands on deck so really 1:45 in the water": 105 min of swimming, no dryland written; "best 100 avg they can hold 1:10-1:12" is a pace held, the base 10 s slower', () => {
    const b = readBrief({ date: '2027-01-12', description: 'senior grp LCM 5.5-6k, threshold day. 3:30-5:30 but first 15 min is stretch/bands on deck so really 1:45 in the water', coach_notes: 'best 100 free avg they can hold in LC is around 1:10-1:12 for most of them, couple of girls more like 1:16' });
    expect(b.clock.value.minutes).toBe(105);
    expect(b.dryland).toBeNull();
    expect(b.base.value).toBe(80);
  });
});

describe('dryland beside the swim', () => {
  it('"30 min dryland then 60 min swim … only jump ropes and cones … swim part ~3500" is a swim with its dryland, not dryland alone', () => {
    const { plan } = write({ date: '2027-02-09', description: 'hs team, 30 min dryland then 60 min swim. dryland is in the parking lot cause the gym is taken lol, only jump ropes and cones. swim part is 25y varsity ~3500', coach_notes: null });
    const p = plan as WorkoutPlan;
    expect(p.sessionType ?? 'practice').toBe('practice');
    expect(p.totals.distance).toBe(3500);
    expect(p.dryland.length).toBe(1);
  });
});

describe('the middle of a practice, written out', () => {
  it('"heres the middle, exactly as written:" and three sets below: one main set, the three in the coach\'s order', () => {
    const { plan } = write({ date: '2026-12-08', description: 'heres the middle, exactly as written:\n10x50 fly @:50 odds drill/swim evens build\n4x200 IM @3:10 hold 2:50s or better\n8x25 sprint @:40\nneed the rest of a 4500 scy practice around it, 13-14 top group', coach_notes: null });
    const main = (plan as WorkoutPlan).sections.filter((s) => s.kind === 'main');
    expect(main).toHaveLength(1);
    expect(main[0]!.blocks.flatMap((b) => b.sets).map((s) => [s.reps, s.distance, s.stroke])).toEqual([[10, 50, 'fly'], [4, 200, 'im'], [8, 25, 'free']]);
  });
});

describe('a recovery day that still needs its set', () => {
  it('"kind of a recovery day? … but we really need a good threshold set in before sectionals" writes the threshold set', () => {
    const b = readBrief({ date: '2027-02-09', description: 'want it hard but also kind of a recovery day? seniors, 2 hrs. theyre fried from finals week but we really need a good threshold set in before sectionals', coach_notes: null });
    expect(b.session.value).toBe('practice');
    expect(b.focus.value).toContain('threshold');
  });
});

describe('what the day is, when other sessions are mentioned', () => {
  const brief = (description: string, coach_notes: string | null = null) => readBrief({ date: '2027-01-23', description, coach_notes });
  it('"no kick sets, legs are toast from dryland this morning" is a swim practice, not dryland', () => {
    expect(brief('13-14 group 90 min, we got bumped to 3 lanes for 30 kids tonight bc water polo took the deep end. and no kick sets, legs are toast from dryland this morning', '10 per lane so everything needs to work circle swimming, 5 sec apart').session.value).toBe('practice');
  });
  it('"sat clinic 2 hrs … plus one dryland station on deck for 15 min" is a two-hour clinic', () => {
    const b = brief('sat clinic 2 hrs, ~40 kids 8-14 from 3 teams, 6 lanes 25y. 4 stations rotating: starts, backstroke turns, breast pullouts, fly timing. plus one dryland station on deck for 15 min. need a schedule & what happens at each station');
    expect(b.session.value).toBe('clinic');
    expect(b.clock.value.minutes).toBe(120);
  });
  it('"weight room 45 min in-season lift … week 3 of a 4 wk build" is one dryland session, not a season', () => {
    const b = brief('d2 men weight room 45 min in-season lift. racks, DBs, plyo boxes. week 3 of a 4 wk build, conference is feb 24', '2 guys have shoulder stuff, keep overhead pressing off the menu for them');
    expect(b.kind.value).toBe('workout');
    expect(b.session.value).toBe('dryland');
  });
});

describe('a pyramid on a base, and a test in the first week back', () => {
  it('"the pyramid stays: 100-200-300-400-300-200-100 on 1:20 base" is the main set, each step on its share of the base', () => {
    const { plan } = write({ date: '2027-01-04', description: 'hs varsity 2 hrs. the pyramid stays: 100-200-300-400-300-200-100 on 1:20 base. we always do it first monday after break. build the rest around it, dont touch the pyramid', coach_notes: null });
    const main = (plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;
    const steps = main.blocks.flatMap((b) => b.sets);
    expect(steps.map((s) => [s.distance, s.sendOff?.seconds])).toEqual([[100, 80], [200, 160], [300, 240], [400, 320], [300, 240], [200, 160], [100, 80]]);
  });
  it('"T-30 … first week back in jan, want a baseline" is swum at test effort, not capped easy', () => {
    const b = readBrief({ date: '2027-01-05', description: 'T-30 for 13-14s first week back in jan, want a baseline. 90 min total with warmup and warmdown, 25y, 5 lanes 22 kids', coach_notes: "we'll need counters, half the group counts while the other half swims" });
    expect(b.session.value).toBe('test');
    expect(b.limits.map((l) => l.rule)).not.toContain('returning');
  });
});

describe('paces and people as a coach or a swimmer writes them', () => {
  it('"I\'m 44 and swim around 1:40/100y": a masters swimmer whose send-offs are 10 s a 100 slower', () => {
    const b = readBrief({ date: '2027-04-10', description: "10 week build for a 2.4 mile lake swim on june 19. 4 swims/week, one can be long on the weekend. I'm 44 and swim around 1:40/100y right now, pool is 25y til the lake opens memorial day", coach_notes: null, plan_type: 'season' });
    expect(b.who.value.squad).toBe('masters');
    expect(b.base.value).toBe(110);
  });
  it('"guys hold 1:05 per 100m on aerobic stuff, women 1:10" are two groups on their bases', () => {
    const b = readBrief({ date: '2026-12-29', description: 'D1 mid d group on training trip, 50m outdoor pool, 2hr pm session ~8k. want a vo2 type set in the middle. they did 7k this morning', coach_notes: 'sun is brutal after 2pm, we swim 3:30-5:30. guys hold 1:05 per 100m on aerobic stuff, women 1:10' });
    expect(b.lanes.map((l) => [l.name, l.base])).toEqual([['Guys', 65], ['Women', 70]]);
  });
  it('"kick practice … kick is bad across the board" asks for more kick', () => {
    expect(readBrief({ date: '2027-02-01', description: 'kick practice for 11-14 group, 90 min. old YMCA pool is 20 yards long (yes really), 5 lanes. fins ok, boards ok. they need it, kick is bad across the board', coach_notes: null }).emphasis).toContain('kick');
  });
});

describe('what the blind round of 2026-11-28 (25) read wrong in the words', () => {
  it('"main set is mine dont change it: 3 x (4x100 free @1:15 desc 1-4, 200 ez back @3:00), :30 between rounds" is kept as written', () => {
    const brief = readBrief({ date: '2027-01-14', description: '13-14 grp 2hr scy. main set is mine dont change it: 3 x (4x100 free @1:15 desc 1-4, 200 ez back @3:00), :30 between rounds. build me warm up (20 min-ish), a prep set and cool down around it', coach_notes: null });
    expect(brief.coachSets).toHaveLength(1);
    const [block] = brief.coachSets[0]!.blocks;
    expect(block).toMatchObject({ rounds: 3, label: ':30 rest between rounds' });
    expect(block!.sets.map((s) => [s.reps, s.distance, s.stroke, s.sendOff])).toEqual([[4, 100, 'free', { type: 'interval', seconds: 75 }], [1, 200, 'back', { type: 'interval', seconds: 180 }]]);
    expect(brief.coachSets[0]!.locked).toBe(true);
  });
  it('"the pyramid: 100-200-300-400-300-200-100 w 15-20 sec rest" is the main, each step on :20 rest', () => {
    const brief = readBrief({ date: '2027-03-17', description: 'masters 60 min 25y, 3 lanes. i want to do the pyramid: 100-200-300-400-300-200-100 w 15-20 sec rest. rest of the hour whatever makes sense', coach_notes: 'some ppl will skip the 400, let them' });
    const main = brief.coachSets.find((c) => c.kind === 'main');
    expect(main?.blocks.flatMap((b) => b.sets.map((s) => [s.distance, s.sendOff]))).toEqual([100, 200, 300, 400, 300, 200, 100].map((d) => [d, { type: 'rest', seconds: 20 }]));
  });
  it('"NO kick sets today they did 45 min of legs in dryland this am. ~5000, pull is fine": a swim practice of 5000', () => {
    const brief = readBrief({ date: '2027-06-08', description: 'senior grp 90 min LC, NO kick sets today they did 45 min of legs in dryland this am. ~5000, pull is fine', coach_notes: null });
    expect(brief.session.value).toBe('practice');
    expect(brief.volume.value?.value).toBe(5000);
  });
});

describe('what the blind round of 2026-11-28 (25) read wrong in the clock', () => {
  it('"30 min in the weight room then 75 min scy … offseason strength block": a 30-min lift with legs, then 75 min of swimming', () => {
    const { brief, plan } = write({ date: '2027-05-12', description: 'dryland + swim: 30 min in the weight room then 75 min scy. d3 women, offseason strength block', coach_notes: 'weight room has a squat rack, dumbbells up to 50, plyo boxes, pull up bar. some are brand new to lifting' });
    expect(brief.dryland).toMatchObject({ minutes: 30, when: 'before', setting: 'weight_room', phase: 'early' });
    const swim = plan as WorkoutPlan;
    expect(swim.totals.minutes).toBeGreaterThanOrEqual(65);
    expect(swim.dryland.flatMap((d) => d.parts.flatMap((p) => p.exercises.map((e) => e.name))).some((n) => /squat|lunge|deadlift/i.test(n))).toBe(true);
  });
  it('"day after champs … 60 min ez recovery": a recovery swim with nothing faster than EN1', () => {
    const { brief, plan } = write({ date: '2027-03-08', description: 'day after champs, 15-18, 60 min ez recovery ~2500. drills, loosen up, something fun. no clock stuff', coach_notes: null });
    expect(brief.session.value).toBe('recovery');
    const zones = (plan as WorkoutPlan).sections.flatMap((s) => s.blocks.flatMap((b) => b.sets.map((x) => x.zone)));
    expect(zones.filter((z) => !['REC', 'EN1'].includes(z))).toEqual([]);
  });
});

describe('what the blind round of 2026-11-28 (26) read wrong', () => {
  it('"masters lunch swim … usually 8-10 ppl in 3 lanes … a fast finish": masters (8-10 is a head count), ending on fast 25s', () => {
    const { brief, plan } = write({ date: '2026-12-09', description: 'masters lunch swim 45 min 25m pool, usually 8-10 ppl in 3 lanes. mostly fitness swimmers, couple of ex college guys. give them something w/ a bit of kick and a fast finish', coach_notes: null });
    expect(brief.who.value.squad).toBe('masters');
    const sections = (plan as WorkoutPlan).sections.filter((s) => s.kind !== 'cooldown');
    expect(sections.at(-1)!.blocks.flatMap((b) => b.sets).some((s) => s.zone.startsWith('SP'))).toBe(true);
  });
  it('"night before sectionals … meet starts 9am tmrw": a pre-meet practice', () => {
    expect(readBrief({ date: '2027-02-20', description: 'night before sectionals HS, 60 min scy, we practice 4-5pm, meet starts 9am tmrw. relays need exchange practice', coach_notes: null }).session.value).toBe('pre_meet');
  });
  it('"main: 1650 broken as 500/400/300/200/150/100 w :20 rest each, neg split each one": the pieces in order, and 500 is not the volume; varsity and JV both in the title', () => {
    const { brief, plan } = write({ date: '2027-04-27', description: 'HS 2hr scy. main: 1650 broken as 500/400/300/200/150/100 w :20 rest each, neg split each one. after that 20x25 fast @:30. fill in warm up, a drill set & cool down, varsity base 1:10, jv 1:25', coach_notes: 'jv can skip the 150 and 100 in the broken mile' });
    const main = brief.coachSets.find((c) => c.kind === 'main')!;
    expect(main.blocks.flatMap((b) => b.sets.map((s) => [s.distance, s.sendOff]))).toEqual([500, 400, 300, 200, 150, 100].map((d) => [d, { type: 'rest', seconds: 20 }]));
    expect(brief.volume.value?.value).not.toBe(500);
    expect(plan.title).toMatch(/^High School Varsity & JV /);
  });
  it('"HS weight room 2x/wk during season, 40 min": a dryland session at an in-season dose, not a season of swims', () => {
    const { brief, plan } = write({ date: '2027-01-13', description: 'HS weight room 2x/wk during season, 40 min. barbells, dumbbells, cable machine, trx. boys + girls 9th-12th grade, some never lifted. need mon + thurs sessions', coach_notes: null });
    expect(brief.kind.value).toBe('workout');
    expect(brief.session.value).toBe('dryland');
    expect(brief.dryland?.phase).toBe('mid');
    expect(plan.kind).toBe('workout');
  });
});

describe('coach sets the blind round of 2026-11-28 (26) changed', () => {
  it('"must have: 10x50 @1:00 odd fly even free, and a 500 pull w buoy + paddles": a choice of fly or free by repeat, and the 500 pull with both pieces of gear', () => {
    const brief = readBrief({ date: '2027-03-02', description: 'masters 60 min 25y. must have: 10x50 @1:00 odd fly even free, and a 500 pull w buoy + paddles. you fill the rest. ~3000 total', coach_notes: null });
    const sets = brief.coachSets.flatMap((c) => c.blocks.flatMap((b) => b.sets));
    expect(sets.map((s) => [s.reps, s.distance, s.stroke, s.strokes ?? null])).toEqual([[10, 50, 'choice', ['fly', 'free']], [1, 500, 'pull', null]]);
    expect([...sets[1]!.equipment].sort()).toEqual(['paddles', 'pull_buoy']);
  });
  it('"keep this exactly:" over three sets on their own lines: one main in the coach\'s order, locked, "drill/swim by 25" kept whole', () => {
    const brief = readBrief({ date: '2027-02-08', description: '10-11 yr olds 75 min scy. keep this exactly:\n 4x25 streamline kick on back @:40\n 4x(3x50 @1:05 drill/swim by 25, 25 easy)\n10x25 breakout 3 strokes no breath @:35\nput warm up before and something fun after, 3 lanes', coach_notes: null });
    expect(brief.coachSets).toHaveLength(1);
    expect(brief.coachSets[0]).toMatchObject({ kind: 'main', locked: true });
    expect(brief.coachSets[0]!.blocks.map((b) => [b.rounds, b.sets.map((s) => `${s.reps}x${s.distance}`)])).toEqual([[1, ['4x25']], [4, ['3x50', '1x25']], [1, ['10x25']]]);
    expect(brief.coachSets[0]!.blocks[1]!.sets[0]!.description).toBe('drill/swim by 25');
  });
});

describe('more of what the blind round of 2026-11-28 (26) read wrong', () => {
  it('"main should be free but let IMers do back/free": a free day, not backstroke', () => {
    expect(readBrief({ date: '2027-06-22', description: 'senior grp 2 hrs LCM outdoor, threshold aerobic day ~6500-7000m. main should be free but let IMers do back/free. bases 1:20 and 1:30 per 100 LC', coach_notes: null }).focus.value).not.toContain('back');
  });
  it('"we only get the shallow end width-wise (25 yds across …)": a 25-yard pool', () => {
    expect(readBrief({ date: '2027-07-12', description: '9-10 group 1 hr, outdoor LCM pool but we only get the shallow end width-wise (25 yds across, 3 ft deep, no diving). ~18 kids', coach_notes: null }).pool.value).toMatchObject({ course: 'SCY', length: 25, unit: 'yards' });
  });
  it('"they did 6k this morning": the morning\'s volume, not this session\'s', () => {
    expect(readBrief({ date: '2026-12-28', description: 'xmas break double, 2nd session 2 hrs scy, HS boys+girls. they did 6k this morning. something with pace and speed, not another grind', coach_notes: null }).volume.source).toBe('assumed');
  });
  it('"want a 400 IM broken set in the main": broken swims of the 400 IM, each piece in its legs\' strokes', () => {
    const { plan } = write({ date: '2027-01-07', description: 'IM day, 2hr scy senior, want a 400 IM broken set in the main', coach_notes: null });
    expect(plan.kind === 'workout' && plan.sessionType).toBe('broken');
    const pieces = (plan as WorkoutPlan).sections.filter((s) => s.kind === 'main').flatMap((s) => s.blocks.flatMap((b) => b.sets)).filter((s) => s.zone !== 'REC');
    const legs = pieces.flatMap((s) => (s.mix ? s.mix.map((m) => m.stroke) : Array.from({ length: s.reps }, () => s.stroke)));
    const order = legs.map((l) => ['fly', 'back', 'breast', 'free'].indexOf(l));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order)).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe('the day\'s work as round 26 said it', () => {
  it('"focus on sighting + bilateral breathing": sighting and every-3 breathing sets, said as the day\'s work', () => {
    const { plan } = write({ date: '2027-03-16', description: 'tri club tues night, 60 min scy, 4 lanes. focus on sighting + bilateral breathing, no flip turns needed most cant do them anyway. base 1:40ish avg, fastest lane 1:25', coach_notes: null });
    const text = renderPlan(plan);
    expect(text).toMatch(/Sighting \(/);
    expect(text).toMatch(/breathe every 3, both sides/);
    expect(text).not.toMatch(/every 3\/5|every 5|no focus given/);
  });
  it('"streamline + kicking on back" for 8&Us: technique and kick, not a backstroke or underwater day', () => {
    const brief = readBrief({ date: '2027-01-26', description: '8&U group 40 min, 25 yd pool 3.5ft shallow end, 14 kids. streamline + kicking on back, they get bored fast so lots of short stuff and a game at end', coach_notes: null });
    expect(brief.focus.value).toEqual(['technique']);
    expect(brief.emphasis).toContain('kick');
  });
});

describe('a turns day as round 26 asked for it', () => {
  it('"turns day, breast + fly 2 hand touches are a mess": turns first, and the touches swum into the wall stroke by stroke', () => {
    const { plan } = write({ date: '2027-01-14', description: "thurs pm 11-12s, 75 min scy, 4 lanes bases 1:20 / 1:25 / 1:35 / 1:45. turns day, breast + fly 2 hand touches are a mess, DQ'd 3 kids last wknd. top lane can go ~4000", coach_notes: 'lane 4 is mostly kids who just moved up from 10&U' });
    const w = plan as WorkoutPlan;
    expect(w.focus[0]).toBe('turns');
    const skills = w.sections.filter((s) => s.kind === 'skills').flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(skills.map((s) => s.stroke).sort()).toEqual(['breast', 'fly']);
    for (const s of skills) expect(s.description).toMatch(/both hands touch/);
  });
});

describe('a power day with the gear the coach has', () => {
  it('"power day … we have parachutes, power racks and stretch cords … 50 free / 100 fly / 100 breast": resisted 25s in each stroke, and no dryland nobody asked for', () => {
    const { brief, plan } = write({ date: '2027-02-18', description: 'college sprint grp power day 90 min scy. we have parachutes, power racks and stretch cords. 8 guys, 50 free / 100 fly / 100 breast. ~4000y is plenty', coach_notes: 'conf is in 2 wks, dont add a ton of volume' });
    expect(brief.dryland).toBeNull();
    const main = (plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!.blocks.flatMap((b) => b.sets);
    expect(main.filter((s) => s.equipment.includes('parachute')).map((s) => s.stroke)).toEqual(['free', 'fly', 'breast']);
  });
});

describe('a coach\'s second set, as round 26 wrote it', () => {
  it('"set 2 is mine: 16x50 @:50 race pace 200 stroke": the race-pace set in their own stroke, named as such', () => {
    const { plan } = write({ date: '2027-06-15', description: 'LCM 2hr senior. set 1 is mine: 8x200 @2:40 (IM order by 50s, hold 2:30 or better). set 2 is mine: 16x50 @:50 race pace 200 stroke. want warm up + a short kick set between + warm down', coach_notes: null });
    const rp = (plan as WorkoutPlan).sections.find((s) => s.kind === 'race_pace')!;
    expect(rp.blocks[0]!.sets[0]).toMatchObject({ reps: 16, distance: 50, sendOff: { type: 'interval', seconds: 50 } });
    expect(rp.blocks[0]!.sets[0]!.description).toMatch(/own stroke/);
  });
});

describe('an easier day with some work in it', () => {
  it('"hard but easy day … like recovery but with some work": an aerobic practice with one threshold set, never the same set written twice', () => {
    const { brief, plan } = write({ date: '2027-01-18', description: 'hard but easy day for 15&O. like recovery but with some work. 2hrs', coach_notes: null });
    expect(brief.session.value).toBe('practice');
    expect(brief.focus.value).toEqual(['aerobic', 'threshold']);
    const sections = (plan as WorkoutPlan).sections;
    const shapes = sections.map((s) => JSON.stringify(s.blocks.map((b) => b.sets.map((x) => [x.reps, x.distance, x.stroke, x.zone]))));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(sections.flatMap((s) => s.blocks.flatMap((b) => b.sets)).some((x) => x.zone === 'EN2')).toBe(true);
  });
});

describe('pace and speed', () => {
  it('"something with pace and speed, not another grind": sprint and pacing', () => {
    expect(readBrief({ date: '2026-12-28', description: 'xmas break double, 2nd session 2 hrs scy, HS boys+girls. they did 6k this morning. something with pace and speed, not another grind', coach_notes: null }).focus.value).toEqual(expect.arrayContaining(['sprint', 'pacing']));
  });
});

describe('a USRPT set for stored sprint groups', () => {
  it('"20-30x25 @ 100 pace, stop at 3rd fail" for "Sprint A" and "Sprint B": the coach\'s set as written (100 pace is not a 1:00 send-off), the groups one job', () => {
    const paces = { course: 'SCY', base: { free: 70 }, groups: [{ name: 'Sprint A', base: { free: 60 }, volume_factor: 1 }, { name: 'Sprint B', base: { free: 68 }, volume_factor: 1 }] } as unknown as Parameters<typeof readBrief>[0]['paces'];
    const { brief, plan } = write({ date: '2027-01-21', description: 'USRPT 100 free for my sprint lane groups. 20-30x25 @ 100 pace, stop at 3rd fail, then 2nd round at 100 breast pace for breaststrokers. 75 min total scy', coach_notes: null, paces });
    expect(brief.lanes.every((l) => l.focus === null)).toBe(true);
    const theirs = (plan as WorkoutPlan).sections.flatMap((s) => s.blocks.flatMap((b) => b.sets)).find((s) => s.reps === 30 && s.distance === 25);
    expect(theirs?.sendOff ?? null).toBeNull();
    expect(theirs?.description).toMatch(/100 pace/);
  });
});

describe('review mends of 2026-11-28', () => {
  it('a backstroke set is still backstroke; coming back is not', () => {
    const focusOf = (description: string) => readBrief({ date: '2027-01-05', description, coach_notes: null }).focus.value;
    expect(focusOf('13-14s 90 min scy, main 8x50 back on :55')).toContain('back');
    expect(focusOf('lets just do fly today, 60 min scy hs')).toContain('fly');
    expect(focusOf('hs 90 min scy, first day back after xmas')).not.toContain('back');
  });
  it('"16x25 @ 50 pace" is the 50\'s pace; "13-14 swimmers in 3 lanes" keeps its ages; "at 90% effort" is no lane share', () => {
    const brief = readBrief({ date: '2027-01-05', description: '13-14 swimmers in 3 lanes, 60 min scy. main 16x25 @ 50 pace, stop at 2nd fail', coach_notes: null });
    expect(brief.who.value.ages).toEqual({ low: 13, high: 14 });
    expect(brief.coachSets.flatMap((c) => c.blocks.flatMap((b) => b.sets)).find((s) => s.reps === 16)?.sendOff ?? null).toBeNull();
    const lanes = readBrief({ date: '2027-01-05', description: 'hs 90 min scy. lane 1 1:10, lane 2 1:20, lane 3 1:30. lane 1 threshold 100s at 90% effort', coach_notes: null }).lanes;
    expect(lanes.find((l) => l.name === 'Lane 1')?.factor).toBe(1);
  });
  it('"something easy-ish today" is no threshold day; "pool closed dec 20, 2 practices a day" closes one day', () => {
    expect(readBrief({ date: '2027-01-05', description: 'something easy-ish today, masters 60 min scy', coach_notes: null }).focus.value).not.toContain('threshold');
    const brief = readBrief({ date: '2026-12-01', description: 'hs season dec 1 to state feb 20. pool closed dec 20, 2 practices a day over break', coach_notes: null, plan_type: 'season' });
    expect(brief.season?.breaks.filter((b) => b.from === '2027-12-02')).toEqual([]);
  });
});

describe('a send-off said from the base', () => {
  it('"10x100 @ base+:20 holding best avg" for 13-14s leaves on their 1:20 base plus :20', () => {
    const brief = readBrief({ date: '2027-01-11', description: 'test set day 13-14 + 15&O, 2hr scy. T30 for the older kids, 10x100 @ base+:20 holding best avg for the younger. need a warm up that doesnt wreck the test and something after', coach_notes: null });
    const set = brief.coachSets.flatMap((c) => c.blocks.flatMap((b) => b.sets)).find((s) => s.reps === 10 && s.distance === 100);
    expect(set?.sendOff).toEqual({ type: 'interval', seconds: 100 });
  });
});

describe('what the blind round of 2026-11-28 (27) read wrong', () => {
  it('"main set is mine: 3 rounds of 4x100 free @1:20 hold 1:05, 4x50 kick @1:00, 200 pull @2:40, desc the rounds": the three rounds as written', () => {
    const brief = readBrief({ date: '2027-01-05', description: 'main set is mine: 3 rounds of 4x100 free @1:20 hold 1:05, 4x50 kick @1:00, 200 pull @2:40, desc the rounds. build wu + cd around it. 90 min total, hs varsity scy', coach_notes: null });
    expect(brief.coachSets[0]!.blocks.map((b) => [b.rounds, b.sets.map((s) => `${s.reps}x${s.distance} ${s.stroke}`)])).toEqual([[3, ['4x100 free', '4x50 kick', '1x200 pull']]]);
  });
  it('"20x50 @1:00, 1-5 fly, 6-10 back, 11-15 br, 16-20 free": each five in its stroke, not twenty of fly', () => {
    const brief = readBrief({ date: '2027-01-05', description: 'masters 60 min scm. my set: 20x50 @1:00, 1-5 fly, 6-10 back, 11-15 br, 16-20 free, desc each 5. need wu, a pre set and cd around it, ~2800m total', coach_notes: null });
    const set = brief.coachSets.flatMap((c) => c.blocks.flatMap((b) => b.sets)).find((s) => s.reps === 20)!;
    expect(set.stroke).toBe('choice');
    expect(set.strokes).toEqual(['fly', 'back', 'breast', 'free']);
    expect(set.description).toMatch(/^1-5 fly,? 6-10 back,? 11-15 breast,? 16-20 free/);
  });
  it('"NO breaststroke for anyone this week, 3 kids w knee pain and i dont want to single them out": the team\'s rule, no one\'s own line', () => {
    const brief = readBrief({ date: '2027-01-05', description: "12&U 60 min 25y. NO breaststroke for anyone this week, 3 kids w knee pain and i dont want to single them out. coach decision", coach_notes: null });
    expect(brief.swimmers).toEqual([]);
    expect(brief.limits.map((l) => l.rule)).toEqual(expect.arrayContaining(['no_breast', 'knee']));
  });
  it('"3 pool sessions + 1 lake swim per week, starting may 10" with the season form: a season, open water every Saturday on top', () => {
    const brief = readBrief({ date: '2027-05-10', description: 'masters summer open water series — 1k jun 19, 2k jul 10, 1 mile jul 31, 3k aug 21. 3 pool sessions + 1 lake swim per week, starting may 10', coach_notes: null, plan_type: 'season' });
    expect(brief.kind.value).toBe('season');
    expect(brief.season?.sessionsPerWeek).toBe(3);
    expect(brief.season?.openWaterFrom).toMatchObject({ weekday: 6, added: true });
  });
});

describe('coach sets the blind round of 2026-11-28 (30) changed', () => {
  it('"hold 200 pace +1" is one set at a pace, not a set and a swim of 1', () => {
    const brief = readBrief({ date: '2027-03-02', description: 'senior 2 hrs scy ~6000. main: 6x200 @2:45 hold 200 pace +1, 100 ez after every 2nd one. fill the rest', coach_notes: null });
    const sets = brief.coachSets.flatMap((c) => c.blocks.flatMap((b) => b.sets));
    expect(sets.map((s) => `${s.reps}x${s.distance}`)).toEqual(['6x200', '1x100']);
    expect(sets[0]!.description).toMatch(/200 pace \+1/);
  });
  it('"wu is done: 400 swim, 4x50 kick" is the coach\'s warm-up', () => {
    const brief = readBrief({ date: '2027-03-02', description: 'age group 90 min scy. wu is done: 400 swim, 4x50 kick @1:00. you do the main, aerobic, ~3500 total', coach_notes: null });
    expect(brief.coachSets.map((c) => c.kind)).toContain('warmup');
  });
});

describe('who the group is, as round 30 wrote it', () => {
  it('"10&U" is every child up to ten, trained as 9-10s and named "10 & under", not "9-10"', () => {
    const brief = readBrief({ date: '2027-03-02', description: '10&U group 60 min scy, 3 lanes, ~2000. kick and backstroke', coach_notes: null });
    expect(brief.who.value).toMatchObject({ squad: 'age_9_10', ages: { low: 5, high: 10 } });
    const { plan } = write({ date: '2027-03-02', description: '10&U group 60 min scy, 3 lanes, ~2000. kick and backstroke', coach_notes: null });
    expect(renderPlan(plan).split('\n')[1]).toMatch(/Level: Age group 10 & under/);
    expect(readBrief({ date: '2027-03-02', description: '8&U 45 min, 20 kids', coach_notes: null }).who.value.squad).toBe('age_8_under');
  });
});

describe('ages the blind round of 2026-11-28 (31) misread', () => {
  const who = (description: string) => readBrief({ date: '2027-03-02', description, coach_notes: null }).who.value;
  it('"6 lanes 13-18 yr olds" is teenagers, not 8 & unders (the lane count is no lane range)', () => {
    expect(who('6 lanes 13-18 yr olds, 2 hr scy. lane 1 on 1:05, lane 2 1:10, lanes 3-4 1:15')).toMatchObject({ ages: { low: 13, high: 18 } });
    expect(who('6 lanes 13-18 yr olds, 2 hr scy').squad).not.toBe('age_8_under');
  });
  it('"tmrw am 6-8" is the hours of a D3 practice, not ages 6-8', () => {
    expect(who('D3 mens distance group only tmrw am 6-8, 7k scy. hard aerobic')).toMatchObject({ squad: 'college_d3', ages: null });
    expect(who('masters 6-7:30am, 3000 scy').ages).toBeNull();
  });
  it('"8-9 practices/wk" is a count of practices, and "sr group" the senior group', () => {
    expect(who('12 wk LCM summer plan, sr group, starting june 7, 8-9 practices/wk.')).toMatchObject({ squad: 'club_senior', ages: null });
  });
  it('"summer league, 4 lanes by age: 8&U, 9-10, 11-12, 13-18" is the whole summer-league team', () => {
    expect(who('summer league, 4 lanes by age: 8&U, 9-10, 11-12, 13-18. 50 min 25m pool')).toMatchObject({ squad: 'summer_league', ages: { low: 5, high: 18 } });
  });
});

describe('coach sets the blind round of 2026-11-28 (31) changed', () => {
  it('"my warmup is fixed: 400 swim, 300 kick, 200 pull, 4x50 drill on 1:00" is the coach\'s whole warm-up, first', () => {
    const { plan } = write({ date: '2027-09-15', description: 'my warmup is fixed: 400 swim, 300 kick, 200 pull, 4x50 drill on 1:00. give me a threshold main + short sprint + cd after it for masters, 75 min scy, 5 lanes', coach_notes: null });
    const first = (plan as WorkoutPlan).sections[0]!;
    expect(first.kind).toBe('warmup');
    expect(first.blocks.flatMap((b) => b.sets).map((x) => `${x.reps}x${x.distance} ${x.stroke}`)).toEqual(['1x400 free', '1x300 kick', '1x200 pull', '4x50 drill']);
    expect(first.blocks.every((b) => b.coachWritten)).toBe(true);
  });
});

describe('lanes and parts as round 31 wrote them', () => {
  it('"4 lanes … lane 1 base 1:25/100m, lane 4 is ~2:05": lanes 2 and 3 between them; "go light on kick" a small kick set', () => {
    const { plan } = write({ date: '2027-03-02', description: 'masters 5:45-7am scm, 4 lanes about 18 ppl. threshold main, 100s for most, lane 1 can do 200s. go light on kick they revolt if theres too much', coach_notes: 'lane 1 base 1:25/100m, lane 4 is ~2:05' });
    const p = plan as WorkoutPlan;
    expect(p.laneGroups?.map((g) => [g.name, g.paces?.base])).toEqual([['Lane 1', 85], ['Lane 2', 100], ['Lane 3', 110], ['Lane 4', 125]]);
    const kick = p.sections.filter((s) => s.kind === 'kick').reduce((a, s) => a + s.distance, 0);
    expect(kick).toBeLessThanOrEqual(p.totals.distance * 0.08);
  });
});

describe('a tri club\'s threshold practice with open-water skills in the pool (round 31)', () => {
  it('"threshold 100s off CSS, and some open water skills in the pool (sighting, no walls / turn at the flags). CSS ranges from like 1:35 to 2:10": a practice whose main is threshold 100s held at CSS, with sighting and no-wall turns', () => {
    const { plan } = write({ date: '2027-03-03', description: 'tri club wed 6-7:15am, 25m pool, 5 lanes. ~3000-3500m. threshold 100s off CSS, and some open water skills in the pool (sighting, no walls / turn at the flags). CSS ranges from like 1:35 to 2:10 per 100m', coach_notes: null });
    const p = plan as WorkoutPlan;
    expect(p.sessionType).toBe('practice');
    const main = p.sections.find((s) => s.kind === 'main')!.blocks.flatMap((b) => b.sets);
    expect(main.every((x) => x.distance === 100 && x.zone === 'EN2')).toBe(true);
    // Lane 1 holds its CSS (1:35), give or take a couple of seconds.
    expect(main[0]!.description).toMatch(/hold 1:3[2-6]/);
    expect(p.sections.map((s) => s.name)).toEqual(expect.arrayContaining(['Sighting', 'No-wall Turns']));
    expect(p.focus).not.toContain('turns');
    expect(renderPlan(p)).not.toMatch(/\d:6\d/);
  });
});

describe('what round 31 asked in few words', () => {
  it('"something hard but not too hard lol" is a threshold day; "kicking on their backs, they sink their hips" a back kick set without a board', () => {
    expect(readBrief({ date: '2027-03-02', description: 'something hard but not too hard lol. usual group', coach_notes: null }).focus.value).toContain('threshold');
    const { plan } = write({ date: '2027-03-02', description: '8&U team 45 min scy, 2 lanes, 12 kids. backstroke + kicking on their backs, they sink their hips. fun game at the end, theyre little', coach_notes: null });
    const kick = (plan as WorkoutPlan).sections.filter((s) => s.kind === 'kick').flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(kick.length).toBeGreaterThan(0);
    for (const x of kick) expect(x.description).toMatch(/\bback kick\b/);
  });
});

describe('coach sets the blind round of 2027 (32) changed', () => {
  const coachSets = (description: string) => readBrief({ date: '2027-10-26', description, coach_notes: null }).coachSets;
  const keptSets = (p: WorkoutPlan) => p.sections.flatMap((s) => s.blocks.filter((b) => b.coachWritten).flatMap((b) => b.sets.map((x) => `${x.reps}x${x.distance} ${x.stroke} @ ${x.sendOff?.seconds ?? '-'}`)));

  it('"here\'s what I have: 10x100 IM @ 1:40 and 8x25 fast bk @ :35 … dont change reps or send offs" keeps both sets, reps and send-offs as written', () => {
    const { plan } = write({ date: '2027-10-26', description: "here's what I have: 10x100 IM @ 1:40 and 8x25 fast bk @ :35. build a 90 min practice around those for 11-12s, put them in whatever order makes sense, dont change reps or send offs. scm", coach_notes: null });
    const p = plan as WorkoutPlan;
    expect(keptSets(p)).toEqual(expect.arrayContaining(['10x100 im @ 100', '8x25 back @ 35']));
    expect(p.sections.find((s) => s.kind === 'main')!.blocks.flatMap((b) => b.sets).map((x) => `${x.reps}x${x.distance} ${x.stroke}`)).toEqual(['10x100 im']);
    // The send-off is the set's, not the group's base.
    expect(renderPlan(p)).not.toMatch(/base 1:40/);
  });

  it.each([
    ['sets I want: 6x200 free @ 2:50 and 12x50 kick @ 1:05. 13-14s, 2 hrs scy, keep the send offs as is', ['6x200 free', '12x50 kick']],
    ['my sets: 5x100 back @ 1:45 & 10x50 fly @ 1:00. masters 60 min scm. don\'t touch them', ['5x100 back', '10x50 fly']],
  ])('"%s" reads both sets, each locked', (description, expected) => {
    const read = coachSets(description);
    expect(read.map((c) => c.blocks.flatMap((b) => b.sets).map((x) => `${x.reps}x${x.distance} ${x.stroke}`).join())).toEqual(expected);
    expect(read.every((c) => c.locked)).toBe(true);
  });

  it('"main set keep as is: 3 rounds of 200 free @ 2:30 / 4x50 stroke @ 1:00 / 100 EZ @ 2:00" is three swims a round, the 200 and the 50s working, the 100 easy', () => {
    const { plan } = write({ date: '2027-12-02', description: 'main set keep as is: 3 rounds of 200 free @ 2:30 / 4x50 stroke @ 1:00 / 100 EZ @ 2:00. add wu, pre set, kick, cd. HS varsity, 2 hrs, scy, ~5500', coach_notes: null });
    const p = plan as WorkoutPlan;
    const main = p.sections.find((s) => s.kind === 'main')!;
    expect(main.distance).toBe(1500);
    expect(main.blocks[0]!.rounds).toBe(3);
    expect(main.blocks[0]!.sets.map((x) => [x.reps, x.distance, x.sendOff?.seconds, x.zone])).toEqual([[1, 200, 150, 'EN2'], [4, 50, 60, 'EN2'], [1, 100, 120, 'REC']]);
    expect(main.blocks[0]!.locked).toBe(true);
    expect(renderPlan(p)).not.toMatch(/all REC/);
  });

  it('"3 x (400 free @ 5:00 / 4 x 100 IM @ 1:30)" is a round of two swims', () => {
    const [main] = coachSets('my main: 3 x (400 free @ 5:00 / 4 x 100 IM @ 1:30). sr group 6000 scy');
    expect(main!.blocks.map((b) => [b.rounds, b.sets.map((x) => `${x.reps}x${x.distance} ${x.stroke} @ ${x.sendOff?.seconds}`)])).toEqual([[3, ['1x400 free @ 300', '4x100 im @ 90']]]);
  });

  it('"WU 400 swim / 300 kick / 200 pull / 100 drill … need a kick set and a short speed set before cd": the warm-up is 1,000 in four swims, with a kick set of its own and the speed set just before the cool-down', () => {
    const { plan } = write({ date: '2027-09-21', description: 'I wrote the warm-up and the main, you fill the rest: WU 400 swim / 300 kick / 200 pull / 100 drill. main 3 x 800 pull @ 10:00 desc. masters 75 min scy, need a kick set and a short speed set before cd', coach_notes: 'base 1:25' });
    const p = plan as WorkoutPlan;
    const kinds = p.sections.map((s) => s.kind);
    expect(p.sections[0]!.distance).toBe(1000);
    expect(p.sections[0]!.blocks.flatMap((b) => b.sets).map((x) => `${x.distance} ${x.stroke}`)).toEqual(['400 free', '300 kick', '200 pull', '100 drill']);
    expect(kinds).toContain('kick');
    expect(kinds.slice(-2)).toEqual(['sprint', 'cooldown']);
    expect(p.focus).not.toContain('sprint');
    expect(keptSets(p)).toContain('3x800 pull @ 600');
    expect(p.totals.distance).toBe(p.sections.reduce((a, s) => a + s.distance, 0));
  });

  it.each([
    ["here's my warm up: 300 free / 200 kick / 100 pull. main 5x200 free @ 2:45. 60 min masters scm, also want a kick set and a quick sprint set before cool down"],
    ['wu 500 swim / 200 kick / 4x50 drill @ 1:00. main 10 x 150 @ 2:10. hs varsity 90 min scy, need a kick set'],
  ])('"%s" keeps the slashed warm-up as its swims and adds the kick set asked for', (description) => {
    const p = write({ date: '2027-09-21', description, coach_notes: null }).plan as WorkoutPlan;
    expect(p.sections[0]!.blocks.length).toBe(3);
    expect(p.sections.slice(1).some((s) => s.kind === 'kick')).toBe(true);
  });
});

describe('a USRPT set from the group\'s goal times (round 32)', () => {
  it('"goal times 1:52-1:58 LCM" are race times: the 50s hold 28.0-29.5 and no base is read from them', () => {
    const { plan } = write({ date: '2027-07-20', description: 'USRPT set for my 200 free kids (15-17) going to juniors. 50m pool. goal times 1:52-1:58 LCM. rest of practice ~90 min', coach_notes: "they've done USRPT before, know the fail rule" });
    const p = plan as WorkoutPlan;
    const text = renderPlan(p);
    expect(text).toMatch(/hold 28\.0-29\.5/);
    expect(text).not.toMatch(/as you said/);
    expect(p.paces?.base).not.toBe(58);
  });

  it.each([
    ['race pace day for 200 free, goal times 2:05-2:15 scy, 2 hrs', /hold 31\.3-33\.8/],
    ['usrpt 200 free, goals 1:48 to 1:55 lcm, 90 min', /hold 27\.0-28\.8/],
  ])('"%s" holds each swimmer\'s goal split', (description, held) => {
    expect(renderPlan(write({ date: '2027-07-20', description, coach_notes: null }).plan as WorkoutPlan)).toMatch(held);
  });
});
