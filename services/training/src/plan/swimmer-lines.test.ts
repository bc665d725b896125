import { describe, expect, it } from 'vitest';
import { PlanReply, type WorkoutPlan } from '@laneforge/contracts';
import { readBrief, renderPlan, write } from './index';
import { deckWork, minutesCap, swumBy, volumeShare } from './swimmers';
import { setSeconds } from './paces';
import { squadOf } from './squads';

/** Named swimmers' own lines (COACHING.md §9b) from requests of a blind review round, where they went wrong. */

const lines = (plan: WorkoutPlan) =>
  plan.sections.flatMap((s) => s.blocks.flatMap((b) => (b.swimmers ?? []).flatMap((line) => line.sets.map((own, i) => ({ name: line.name, own, team: b.sets[Math.min(i, b.sets.length - 1)]! })))));

/** The limits a request gives each swimmer and the team, as rule names. */
const limitsOf = (description: string) => {
  const brief = readBrief({ date: '2026-12-01', description, coach_notes: null });
  return { swimmers: Object.fromEntries(brief.swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)])), team: brief.limits.map((l) => l.rule) };
};

describe("a named swimmer's own line", () => {
  it('never leaves on a tighter send-off than the set it changes, and an easy-only swimmer swims nothing hard', () => {
    const { plan } = write({ date: '2026-12-01', description: "Jonah (15) is coming back from a concussion, doc cleared him for stage 3 of return to play: light aerobic swimming only, no flip turns, no starts, no underwaters, stop if he gets a headache. 60 min. rest of the group has their normal sprint day scy base 1:05 - I need his plan next to theirs, he's in lane 6 alone", coach_notes: null });
    const jonah = lines(plan as WorkoutPlan).filter((l) => l.name === 'Jonah');
    expect(jonah.length).toBeGreaterThan(0);
    for (const { own, team } of jonah) {
      expect(['REC', 'EN1']).toContain(own.zone);
      expect(own.description).not.toMatch(/race speed|from the blocks|all out|max/i);
      if (own.sendOff?.type === 'interval' && team.sendOff?.type === 'interval' && own.distance === team.distance) expect(own.sendOff.seconds).toBeGreaterThanOrEqual(team.sendOff.seconds);
    }
  });

  it('reads the names in brackets after a count of kids, and blocks at the deep end leave the others their dives', () => {
    const brief = readBrief({ date: '2026-12-01', description: 'JV practice 75 min scy. kick focus + starts at the end. blocks are on the deep end only, shallow end is 3\'6". ~3000-3300', coach_notes: "2 kids (Marco, Dana) haven't done the start safety checkoff yet - they start from the water" });
    expect(brief.swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)])).toEqual([
      ['Marco', ['no_dives']],
      ['Dana', ['no_dives']],
    ]);
    expect(brief.limits.map((l) => l.rule)).not.toContain('no_dives');
    const flips = readBrief({ date: '2026-12-01', description: "9-10s 60 min 25yd, ~2200-2500. we're working flip turns this week. 2 new kids (Ben and Rosie) can't flip turn yet - open turns are totally fine for them", coach_notes: null });
    expect(flips.swimmers.map((s) => s.name)).toEqual(['Ben', 'Rosie']);
    expect(flips.limits.map((l) => l.rule)).not.toContain('no_flip_turns');
  });
});

describe('limits said of one swimmer, in the words coaches use', () => {
  const lines = (plan: WorkoutPlan, name: string) => plan.sections.flatMap((s) => s.blocks.flatMap((b) => (b.swimmers ?? []).filter((l) => l.name === name).flatMap((l) => l.sets)));

  it('gets a swimmer out of the water at their time cap, keeps "cleared for light" theirs and strips targets from their easy lines', () => {
    const { plan } = write({ date: '2026-12-01', description: 'senior LC 2 hrs, main is aerobic/threshold ~6000m, base 1:15 LCM.', coach_notes: 'Marcus is back from mono, cleared for EASY swimming only, 30-40 min max. Maya cleared for light aerobic only after concussion. everyone else full practice' });
    const workout = plan as WorkoutPlan;
    expect(workout.constraints?.map((c) => c.rule) ?? []).not.toContain('light_only');
    const marcus = lines(workout, 'Marcus');
    expect(marcus.at(-1)!.description).toMatch(/out of the water \(30 min done\)/);
    for (const set of lines(workout, 'Maya')) expect(set.description).not.toMatch(/\bhold \d|sprinted|fast/);
  });

  it('reads "no dolphin kick" as no fly and no underwater kicking for that swimmer', () => {
    const brief = readBrief({ date: '2026-12-01', description: 'HS girls 2 hr IM day ~5000', coach_notes: 'Ana has back pain - no dolphin kick. rest of the girls full IM' });
    expect(brief.swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)])).toEqual([['Ana', ['no_fly', 'no_underwater', 'lower_back']]]);
  });
});

describe('rounds as coaches write them: braces, "rds", "x3:", "4x thru"', () => {
  const main = (description: string) => (write({ date: '2026-12-01', description, coach_notes: null }).plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;
  const shape = (description: string) => {
    const m = main(description);
    return m.blocks.map((b) => [b.rounds, b.sets.map((s) => `${s.reps}x${s.distance} ${s.stroke} ${s.description}`.trim())]);
  };

  it.each([
    ['college distance 2 hrs scy. main: 4 rounds {400 @5:20, 2x200 @2:40, 4x100 @1:20} - keep exactly. rest up to you', [[4, ['1x400 free', '2x200 free', '4x100 free']]]],
    ['hs 90 min scy. main set 3 rds: 200 free @2:40, 4x50 kick @1:00, 200 pull @2:40 (ez), keep exactly as written', [[3, ['1x200 free', '4x50 kick', '1x200 pull ez']]]],
    ['hs 2 hr scy. main set x3: 300 free @3:45, 3x100 @1:15, 6x50 @:40 fast. keep it as is', [[3, ['1x300 free', '3x100 free', '6x50 free fast']]]],
    ['club seniors 2hrs scy. main set - 4x thru {200 @2:30, 2x100 @1:15, 4x25 sprint @:30}', [[4, ['1x200 free', '2x100 free', '4x25 free sprint']]]],
    ['senior group 2 hrs scy. main set: 3x{4x100 @1:20, 1x200 ez @3:00, 4x50 @:45 desc 1-4}. build the rest around it', [[3, ['4x100 free', '1x200 free ez', '4x50 free desc 1-4']]]],
  ])('keeps "%s" whole, every round, no stray words', (description, expected) => {
    expect(shape(description)).toEqual(expected);
  });
});

describe('what a blind review round read wrong, read right', () => {
  it('keeps a coach\'s rounds written in braces and an easy swim "after each" in every round', () => {
    const main = (description: string, notes: string | null = null) => (write({ date: '2026-12-01', description, coach_notes: notes }).plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;
    const braces = main('2hr scy senior group ~6000. main is mine, keep it exactly:\n3 x { 4 x 100 fr @ 1:15 desc 1-4, 1 x 200 ez @ 3:00 }\nbuild warmup, pre set and cooldown around it');
    expect([braces.blocks[0]!.rounds, braces.blocks[0]!.sets.map((s) => [s.reps, s.distance, s.sendOff])]).toEqual([3, [[4, 100, { type: 'interval', seconds: 75 }], [1, 200, { type: 'interval', seconds: 180 }]]]);
    const each = main('11-12 LCM 90 min. my sets:\nmain: 4 x 200 free @ 3:10 hold best average, 100 ez @ 2:00 after each\nneed warmup + cool down. dont change my sets');
    expect([each.blocks[0]!.rounds, each.blocks[0]!.sets.map((s) => [s.reps, s.distance])]).toEqual([4, [[1, 200], [1, 100]]]);
  });

  it('reads a lesson child\'s age said as "Oliver is 7", a parent on deck in a lesson, and lanes "from 1:30/100m down to 2:20/100m"', () => {
    const oliver = readBrief({ date: '2026-12-01', description: 'private lesson 30 min, Oliver is 7, autistic, bolts toward the deep end. mom is in the water or on deck, whichever is better', coach_notes: null });
    expect([oliver.session.value, oliver.who.value.ages]).toEqual(['learn_to_swim', { low: 7, high: 7 }]);
    const lanes = readBrief({ date: '2026-12-01', description: 'masters 75 min 25m pool. pacing. 5 lanes from 1:30/100m down to 2:20/100m', coach_notes: null }).lanes;
    expect([lanes.length, lanes[0]!.base, lanes.at(-1)!.base]).toEqual([5, 90, 140]);
  });
});

describe("each swimmer's limits, said the way coaches say them", () => {
  const limitsOf = (description: string, notes: string | null = null) => {
    const brief = readBrief({ date: '2026-12-01', description, coach_notes: notes });
    return { swimmers: Object.fromEntries(brief.swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)])), team: brief.limits.map((l) => l.rule) };
  };

  it('reads pain with a stroke, not wanting to flip, easy push-offs, nothing underwater and a repair cleared for kicking only', () => {
    expect(limitsOf('masters 60 min 25m. Kristin is 29 wks pregnant, shes getting pelvic pain with breaststroke kick. she also doesnt want to flip anymore. rest of lane normal').swimmers).toEqual({ Kristin: ['no_breast_kick', 'no_flip_turns', 'pregnant'] });
    expect(limitsOf('13-14s 2 hr. Sam has patellar tendinitis - no breaststroke kick, pushing off walls is ok but easy. everyone else normal').swimmers).toEqual({ Sam: ['no_breast_kick', 'easy_pushoffs'] });
    const two = limitsOf('masters 75 min scy. Gary had a hip replacement - no breaststroke kick, no flip turns. Linda rotator cuff repair, surgeon cleared her for easy kicking and one arm drill only, no full stroke yet. rest normal');
    expect(two).toEqual({ swimmers: { Gary: ['no_breast_kick', 'no_flip_turns'], Linda: ['shoulder', 'light_only', 'kick_only'] }, team: [] });
    expect(limitsOf('HS girls 2 hrs. Maya is back from a concussion: light aerobic only, no diving, nothing underwater. rest of team threshold day').swimmers.Maya).toContain('no_underwater');
  });
});

describe('a stroke lesson for one swimmer', () => {
  it('is a clinic of one that teaches the kick named, and strokes said to be fine are not its focus', () => {
    const { plan, brief } = write({ date: '2026-12-01', description: 'stroke lesson for Liam (10). his breaststroke kick is a scissor kick and he keeps getting DQd. 45 min one on one, 25y pool. free/back/fly are fine and legal', coach_notes: null });
    expect([brief.session.value, brief.who.value.squad, brief.focus.value]).toEqual(['clinic', 'age_9_10', ['breast', 'technique']]);
    const steps = (plan as WorkoutPlan).sections.find((s) => s.name === 'Drill Progression')!.blocks.map((b) => b.label);
    expect(steps[0]).toMatch(/^Step 1: breast kick on the wall/);
  });
});

describe('numbers and words a blind review round misread', () => {
  const b = (description: string, notes: string | null = null) => readBrief({ date: '2026-12-01', description, coach_notes: notes });

  it('reads a main set\'s size and the races named as neither the session volume', () => {
    expect(b('13-14 threshold day, 2 hrs water scy, base 1:10. main set ~3000 at threshold, then short kick after').volume.source).toBe('assumed');
    expect(b('JV practice 60 min. pacing focus - kids go out way too fast in the 200 and 500').volume.source).toBe('assumed');
  });

  it('reads a recovery Saturday, "nothing above like 60%", a strained swimmer and a board "out in front"', () => {
    const recovery = b('recovery sat for seniors, scm, 4000 MAX. ez, drill, kick, some bk. nothing above like 60%.');
    expect([recovery.session.value, recovery.limits.map((l) => l.rule)]).toEqual(['recovery', ['light_only']]);
    expect(b('14 & over, 2 hr scy. Lila strained her hip flexor - no kick AT ALL for her. everybody else kick set planned as normal').swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)])).toEqual([['Lila', ['no_kick']]]);
    expect(b('13-14 group, 90 min scy. Maddie has shoulder impingement - no fly, she CAN kick but not with a board out in front (hurts), side kick or kick on back only. everyone else normal').swimmers[0]!.limits.map((l) => l.rule)).toContain('no_kickboard');
  });
});

describe('lanes written short', () => {
  it('reads "ln1 base 1:10, ln2 1:25, ln3 1:45" as three lanes on their own bases', () => {
    expect(readBrief({ date: '2026-12-01', description: '3 lanes scy 75 min. ln1 base 1:10, ln2 1:25, ln3 1:45. aerobic free main', coach_notes: null }).lanes.map((l) => [l.name, l.base])).toEqual([
      ['Lane 1', 70],
      ['Lane 2', 85],
      ['Lane 3', 105],
    ]);
  });
});

describe("a coach's main set written over several lines", () => {
  const main = (description: string) => (write({ date: '2026-12-01', description, coach_notes: null }).plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;

  it('keeps "5 x {" with its sets on the lines below and the closing brace as five rounds of them', () => {
    const m = main('hs practice 1:45. put this in as is:\n5 x {\n 1 x 200 @ 2:40 pull\n 2 x 100 @ 1:20 IM\n 4 x 25 @ :30 sprint\n}\nrest of practice you pick, 5500 total');
    expect([m.blocks[0]!.rounds, m.blocks[0]!.sets.map((s) => [s.reps, s.distance])]).toEqual([5, [[1, 200], [2, 100], [4, 25]]]);
  });

  it('takes "my main set … :" before the set as its name, a kick set asked after it as another set, and "~600 warm down" as no volume', () => {
    const { plan, brief } = write({ date: '2026-12-01', description: 'senior 2 hrs scy. my main set is already done, keep it exactly:\n3 rounds:\n4x100 free @1:20 desc 1-4\n100 ez @2:00\n4x50 fly kick @1:00\n\nbuild me a warmup, a kick set before it and ~600 warm down. total 6000ish', coach_notes: null });
    const m = (plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;
    expect([m.blocks[0]!.rounds, m.blocks[0]!.coachWritten]).toEqual([3, true]);
    expect(brief.volume.value?.value).toBe(6000);
  });
});

describe("a doctor's word and 'nothing too hard' for one swimmer", () => {
  it("keeps 'team doc says easy aerobic only' with the swimmer just named, and 'nothing too hard' is easy only", () => {
    const sophie = readBrief({ date: '2026-12-01', description: 'college IM group hard day 7k scy, but Sophie is back from mono. team doc says easy aerobic only, no kick sets that spike HR. she will swim in lane 6 by herself', coach_notes: 'rest of the group: hard IM day' });
    expect([sophie.swimmers.map((s) => s.name), sophie.limits]).toEqual([['Sophie'], []]);
    expect(sophie.swimmers[0]!.limits.map((l) => l.rule)).toEqual(expect.arrayContaining(['returning', 'light_only']));
    const linda = readBrief({ date: '2026-12-01', description: 'masters 75 min ~3500. Linda is 30 wks pregnant, no flip turns, nothing too hard', coach_notes: 'everyone else IM day' });
    expect(linda.swimmers[0]!.limits.map((l) => l.rule)).toContain('light_only');
  });
});

describe('groups with volumes of their own', () => {
  const lanes = (description: string, notes: string | null = null) => readBrief({ date: '2026-12-01', description, coach_notes: notes }).lanes.map((l) => [l.name, l.base, l.volume]);

  it('reads each lane\'s volume with its unit or after a note in brackets, and groups written short', () => {
    expect(lanes('masters 60 min scm, 4 lanes. different volumes: lane 1 ~3500m, lane 2 ~3000, lane 3 ~2500, lane 4 (newer swimmers) ~2000').map((l) => l[2])).toEqual([3500, 3000, 2500, 2000]);
    expect(lanes('2 hr lcm, 3 groups. distance grp ~7000m, mid ~5500, sprinters ~4500. same start, same end', 'bases: dist 1:15, mid 1:20, sprint 1:25 per 100m')).toEqual([
      ['Distance', 75, 7000],
      ['Mid', 80, 5500],
      ['Sprint', 85, 4500],
    ]);
    expect(readBrief({ date: '2026-12-01', description: 'masters 60 min scm, 4 lanes. lane 4 needs rest more than speed', coach_notes: null }).focus.value).toEqual(['aerobic']);
  });
});

describe('what a swimmer may still swim', () => {
  const { plan, brief } = write({ date: '2026-12-01', description: 'masters 60 min scy, 4 lanes. threshold day. Dave is coming back from a shoulder thing, easy free and kick only. Sam broke his collarbone in oct, cleared for kick only', coach_notes: null });
  const own = (name: string) => lines(plan as WorkoutPlan).filter((l) => l.name === name);

  it('reads "easy free and kick only" as easy free and kick, not kick only, and a collarbone as the shoulder', () => {
    const rules = (name: string) => brief.swimmers.find((s) => s.name === name)!.limits.map((l) => l.rule);
    expect(rules('Dave')).toEqual(expect.arrayContaining(['shoulder', 'light_only', 'no_fly', 'no_breast', 'no_back', 'no_im']));
    expect(rules('Dave')).not.toContain('kick_only');
    expect(rules('Sam')).toEqual(expect.arrayContaining(['shoulder', 'kick_only']));
  });

  it('gives Dave easy free on the main and Sam kick on the side, never a board for the shoulder', () => {
    const main = (plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;
    const daveMain = main.blocks.flatMap((b) => (b.swimmers ?? []).filter((l) => l.name === 'Dave').flatMap((l) => l.sets));
    expect(daveMain.length).toBeGreaterThan(0);
    for (const s of daveMain) expect(s).toMatchObject({ stroke: 'free', zone: expect.stringMatching(/^(?:REC|EN1)$/) });
    expect(own('Sam').length).toBeGreaterThan(0);
    for (const { own: s } of own('Sam')) {
      expect(s.stroke).toBe('kick');
      expect(s.equipment).not.toContain('kickboard');
    }
    for (const { own: s } of own('Dave')) expect(s.equipment).not.toContain('kickboard');
    expect((plan as WorkoutPlan).substitutions!.join(' ')).not.toMatch(/headache|no dives/);
  });
});

describe('names as coaches type them', () => {
  const swimmers = (description: string, coach_notes: string | null = null) =>
    Object.fromEntries(readBrief({ date: '2026-12-01', description, coach_notes }).swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)]));
  const team = (description: string, coach_notes: string | null = null) => readBrief({ date: '2026-12-01', description, coach_notes }).limits.map((l) => l.rule);

  it('reads a name before a dash, a lower-case name that broke his wrist, twins, a condition right after a name', () => {
    const a = '13-14 tues 2 hrs scy ~5500. Maddie - PT says no paddles no fly (shoulder), kick is fine. Owen back from concussion, light aerobic only this week. everyone else normal';
    expect(swimmers(a)).toMatchObject({ Maddie: expect.arrayContaining(['no_paddles', 'no_fly']), Owen: expect.arrayContaining(['light_only']) });
    expect(team(a)).toEqual([]);
    const b = 'hs boys wed 90 min scy 4500, sprint/IM. jackson broke his wrist, waterproof cast cover but dr says kick only no arms. the Ruiz twins back from mono, cleared to swim but 50% volume and easy this week. rest full go';
    expect(swimmers(b)).toMatchObject({ Jackson: ['kick_only', 'no_kickboard'], 'Ruiz twins': expect.arrayContaining(['returning']) });
    expect(team(b)).toEqual([]);
    const c = 'd2 women tues pm 2 hrs scy 6500, IM/stroke day. Kayla SI joint flaring - no fly, no dolphin kick, no board kick. Priya was sick all last week (flu), back today. bases 1:05 / 1:10 / 1:15';
    expect(swimmers(c)).toMatchObject({ Kayla: expect.arrayContaining(['no_fly', 'no_kickboard']), Priya: ['returning'] });
    expect(swimmers(c).Kayla).not.toContain('no_kick');
    expect(team(c)).toEqual([]);
    const d = '11-12s wed 90 min scy. NO BREAST for anyone today, half of them have sore knees from the breast kick test mon. Eli asthma, let him take his time on warmup';
    expect(swimmers(d)).toMatchObject({ Eli: ['asthma'] });
    expect(readBrief({ date: '2026-12-01', description: d, coach_notes: null }).session.value).toBe('practice');
  });

  it('keeps "buoy everything" a buoy, a stent and "HR under 130" easy work, "no bk" no backstroke, and a 50m outdoor pool long course', () => {
    expect(swimmers('tri squad wed 75 min LCM. Marco sprained ankle sat - no fins, no kick, buoy everything')).toMatchObject({ Marco: expect.arrayContaining(['no_fins', 'no_kick']) });
    expect(swimmers('tri squad wed 75 min LCM. Marco sprained ankle sat - no fins, no kick, buoy everything').Marco).not.toContain('no_pull_buoy');
    const m = 'masters sun 90 min, 50m heated outdoor pool. broken 400 main. Frank (74) had a stent put in in sept, cardiologist ok\'d moderate only, keep his HR under 130, no all out. Ruth rotator cuff - no fly no bk, free/breast only';
    expect(swimmers(m)).toMatchObject({ Frank: ['light_only'], Ruth: expect.arrayContaining(['no_fly', 'no_back', 'shoulder']) });
    expect(readBrief({ date: '2026-12-01', description: m, coach_notes: null }).pool.value.course).toBe('LCM');
  });

  it('gives a wrist in a cast kick on the side, never a board', () => {
    const { plan } = write({ date: '2026-12-01', description: 'hs boys wed 90 min scy 4500, sprint/IM. jackson broke his wrist, waterproof cast cover but dr says kick only no arms. rest full go', coach_notes: null });
    const jackson = lines(plan as WorkoutPlan).filter((l) => l.name === 'Jackson');
    expect(jackson.length).toBeGreaterThan(0);
    for (const { own } of jackson) expect(own).toMatchObject({ stroke: 'kick', equipment: [] });
  });
});

describe('a name opening a clause in the notes', () => {
  const swimmers = (description: string, coach_notes: string) => Object.fromEntries(readBrief({ date: '2026-12-01', description, coach_notes }).swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)]));
  const team = (description: string, coach_notes: string) => readBrief({ date: '2026-12-01', description, coach_notes }).limits.map((l) => l.rule);

  it('is that swimmer ("Ava rolled her ankle…", "Kenzie stress fx…", "Ellie low back spasms…", "Sam cant do legal fly")', () => {
    const notes = 'Ava rolled her ankle in gym class - boot is off but NO fins and gentle push offs. Kenzie stress fx in her foot, pull w buoy only the whole practice, no kick no walls push hard. everyone else normal';
    expect(swimmers('hs girls varsity 100 min scy, sprint free + fly day. ~4500. 5 lanes', notes)).toMatchObject({ Ava: expect.arrayContaining(['no_fins', 'easy_pushoffs']), Kenzie: expect.arrayContaining(['no_kick']) });
    expect(team('hs girls varsity 100 min scy, sprint free + fly day. ~4500. 5 lanes', notes)).toEqual([]);
    expect(swimmers('college d1 distance grp sat am 2.5 hrs LCM ~8000m', 'Ellie low back spasms this wk, no dolphin kick, no fly, no board kick (flutter on side ok)')).toMatchObject({ Ellie: expect.arrayContaining(['no_fly', 'lower_back']) });
    expect(swimmers('11-12s 90 min scm, 3 lanes. IM day', 'Sam cant do legal fly yet, he can do 1 arm fly instead')).toMatchObject({ Sam: ['no_fly'] });
  });

  it('names no one from a capitalised word with no limit after it, nor from a body part', () => {
    // "a few of them" are swimmers the coach does not name: a line of their own, never a swimmer called "Shoulders".
    expect(swimmers('masters 60 min scy', 'Shoulders are sore for a few of them. Bring fins.')).toEqual({ 'Swimmers (shoulder)': ['shoulder'] });
  });
});

describe('what follows a swimmer’s name', () => {
  const swimmers = (description: string, coach_notes: string) => Object.fromEntries(readBrief({ date: '2026-12-01', description, coach_notes }).swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)]));
  const team = (description: string, coach_notes: string) => readBrief({ date: '2026-12-01', description, coach_notes }).limits.map((l) => l.rule);

  it('keeps a sentence of limits alone with the swimmer before it, never the team', () => {
    const notes = 'Jake - concussion, cleared for light aerobic ONLY. no flip turns no dives no underwaters. Ellie sprained ankle last wk, no fins, easy push offs';
    expect(swimmers('hs varsity 2hr scy ~5500, aerobic kick + pull day', notes).Jake).toEqual(expect.arrayContaining(['light_only', 'no_flip_turns', 'no_dives', 'no_underwater']));
    expect(team('hs varsity 2hr scy ~5500, aerobic kick + pull day', notes)).toEqual([]);
  });

  it('reads "backstroke ok" as allowed, "doc ok\'d kicking … cant grip a board" as kick only without a board, "open turns w/ gentle push"', () => {
    expect(swimmers('masters 60 min 25m pool', 'Tom: rotator cuff, no paddles, backstroke ok.').Tom).not.toContain('no_back');
    expect(swimmers('10&U 60 min 25y kick heavy', "Lily has a cast on her left arm (waterproof, doc ok'd kicking). she cant grip a board so kick on back or w/ fins only.").Lily).toEqual(expect.arrayContaining(['kick_only', 'no_kickboard']));
    expect(swimmers('club 13-18 2 hrs 25y', 'Sophie stress fracture in her foot: pull w/ buoy only, no kick, open turns w/ gentle push.').Sophie).toEqual(expect.arrayContaining(['no_kick', 'no_flip_turns', 'easy_pushoffs']));
  });
});

describe('swimmers named in lower case, as coaches type on a phone', () => {

  it('reads "maya has…", "sam recovering from…", "kai (ankle sprain)…" as swimmers, their limits never the team\'s', () => {
    expect(limitsOf('HS group tonight 5:30-7:15, 25y. maya has a sore rt shoulder — kick only for her. sam recovering from achilles tendinitis, no pushing off walls hard. kai (ankle sprain) pull only.')).toEqual({
      swimmers: { Maya: ['shoulder', 'kick_only'], Sam: ['ankle', 'easy_pushoffs'], Kai: ['ankle', 'no_kick'] },
      team: [],
    });
    expect(limitsOf("masters 60 min. bob's knee is acting up again so no breast for him. lily: no fly (shoulder). pat cleared to swim but no flip turns; dan with a tweaked back - no fly. rest normal").swimmers).toEqual({
      Bob: ['no_breast', 'knee'],
      Lily: ['no_fly', 'shoulder'],
      Pat: ['no_flip_turns'],
      Dan: ['no_fly', 'lower_back'],
    });
  });

  it('leaves the pool, the water, the team and the doctor alone: they are not swimmers', () => {
    expect(limitsOf('seniors 2hr. water is cold so longer warmup. everyone has fins. the pool is 25y, no dives in the shallow end. team has sore legs from lifting')).toEqual({ swimmers: {}, team: ['no_dives', 'tired_legs'] });
    expect(limitsOf('masters 75 min. Linda rotator cuff repair, surgeon cleared her for easy kicking only, no full stroke yet').swimmers).toEqual({ Linda: ['shoulder', 'light_only', 'kick_only'] });
  });

  it('"pull only" pulls every swim with a buoy on the swimmer\'s own line, and says so once at the top', () => {
    const { plan } = write({ date: '2026-12-01', description: 'HS varsity tonight 90 min scy, aerobic. kai (ankle sprain) pull only. everyone else normal', coach_notes: null });
    const kai = lines(plan as WorkoutPlan).filter((l) => l.name === 'Kai');
    expect(kai.length).toBeGreaterThan(2);
    for (const { own } of kai) expect(own).toMatchObject({ stroke: 'pull', equipment: expect.arrayContaining(['pull_buoy']) });
    expect((plan as WorkoutPlan).substitutions?.join('\n')).toMatch(/Kai \(ankle sprain, pull only\): no fins, pull with a buoy, no kick/);
  });
});

describe('lanes as a coach lays them out: one named by who swims there, jobs said for a span of lanes', () => {
  const request = 'age group practice 90 min scy, 4 lanes. lane 1 base 1:10, lane 2 1:20, lane 3 1:30, lane 4 is my newer 10 & unders - 1:50 base, give them a diff main, more technique/kick. threshold day for lanes 1-3';

  it('reads lane 4 with its swimmers and base, and "threshold day for lanes 1-3" as the job of lanes 1, 2 and 3', () => {
    const brief = readBrief({ date: '2026-12-01', description: request, coach_notes: null });
    expect(brief.lanes.map((l) => [l.name, l.base, l.focus])).toEqual([
      ['Lane 1', 70, ['threshold']],
      ['Lane 2', 80, ['threshold']],
      ['Lane 3', 90, ['threshold']],
      ['Lane 4 (newer 10 & unders)', 110, ['technique']],
    ]);
  });

  it('gives lanes 1-3 one threshold main on their own send-offs and lane 4 a main of its own', () => {
    const plan = write({ date: '2026-12-01', description: request, coach_notes: null }).plan as WorkoutPlan;
    const mains = plan.sections.filter((s) => s.kind === 'main');
    expect(mains.map((s) => s.lanes)).toEqual([['Lane 1', 'Lane 2', 'Lane 3'], ['Lane 4 (newer 10 & unders)']]);
    const shared = mains[0]!.blocks.flatMap((b) => b.sets);
    expect(shared.every((s) => s.zone === 'EN2')).toBe(true);
    // Each of the three lanes on its own send-off, slower lanes on slower ones.
    const sendOffs = shared[0]!.lanes!.slice(0, 3).map((l) => (l.sendOff?.type === 'interval' ? l.sendOff.seconds : 0));
    expect(sendOffs[0]! < sendOffs[1]! && sendOffs[1]! < sendOffs[2]!).toBe(true);
    expect(mains[1]!.blocks.flatMap((b) => b.sets).every((s) => s.zone !== 'EN2' && !s.lanes)).toBe(true);
  });
});

describe("a swimmer's share of the practice: '50% volume', '3000 max for him'", () => {
  const request = 'hs boys wed 90 min scy 4500. the Ruiz twins back from mono, cleared to swim but 50% volume and easy this week. Marcus: 3000 max for him. rest full go';
  const swum = (plan: WorkoutPlan, name: string) => swumBy(plan.sections, name);

  it('reads the share in its forms', () => {
    expect(volumeShare('cleared to swim but 50% volume', 4000)).toBe(0.5);
    expect(volumeShare('half the yardage today', 4000)).toBe(0.5);
    expect(volumeShare('3000 max for him', 6000)).toBe(0.5);
    expect(volumeShare('no more than 2k', 5000)).toBe(0.4);
    expect(volumeShare('nothing above 60% effort', 5000)).toBeNull();
    expect(volumeShare('swims 400 free', 5000)).toBeNull();
  });

  it('keeps each swimmer at or under their share, with the warm-up and cool-down whole, and the rest of the team as written', () => {
    const plan = write({ date: '2026-12-01', description: request, coach_notes: null }).plan as WorkoutPlan;
    expect(plan.totals.distance).toBe(4500);
    expect(swum(plan, 'Marcus')).toBeLessThanOrEqual(3000);
    expect(swum(plan, 'Marcus')).toBeGreaterThan(2000);
    expect(swum(plan, 'Ruiz twins')).toBeLessThanOrEqual(2250);
    expect(plan.substitutions?.join('\n')).toMatch(/Marcus \(3000 max\): about [\d,]+ of the 4,500/);
    for (const block of plan.sections.filter((s) => s.kind === 'warmup' || s.kind === 'cooldown').flatMap((s) => s.blocks)) expect(block.swimmers?.some((l) => l.name === 'Marcus') ?? false).toBe(false);
  });
});

describe('a closing set asked for at the end', () => {
  it('"finish with some fun 25s" closes the practice with 25s, after the main set', () => {
    const plan = write({ date: '2026-12-01', description: 'masters 60 min 25 yd, 5 lanes fastest 1:20 slowest 2:10, IM focus, finish with some fun 25s', coach_notes: null }).plan as WorkoutPlan;
    const kinds = plan.sections.map((s) => s.kind);
    const sprint = kinds.indexOf('sprint');
    expect(sprint).toBeGreaterThan(kinds.indexOf('main'));
    expect(kinds[sprint + 1]).toBe('cooldown');
    expect(plan.sections[sprint]!.blocks.flatMap((b) => b.sets).every((s) => s.distance === 25)).toBe(true);
  });
});

describe('the clock as coaches split it', () => {
  it('"45 min dryland then 45 min swim (2000ish)": a 45 min swim after the dryland, never refused', () => {
    const { plan } = write({ date: '2027-01-19', description: '45 min dryland for masters then 45 min swim scy (2000ish). half of them have bad backs. bodyweight + mats only', coach_notes: 'swim bases 1:30-2:10' });
    const workout = plan as WorkoutPlan;
    expect(workout.totals.distance).toBeGreaterThanOrEqual(1800);
    expect(workout.totals.minutes).toBeGreaterThan(38);
    expect(workout.totals.minutes).toBeLessThanOrEqual(50);
    expect(workout.dryland[0]!.minutes).toBe(45);
  });

  it('lanes whose volumes do not fit the clock are cut to fit it, and the plan says so, on every draw', () => {
    const description = 'masters 60 min scy 6 lanes, all finish at the same time pls, we clear the pool at 7. lanes 1-2 fast (1:10-1:20) ~3500, lanes 3-4 mid (1:30-1:45) ~2800, lanes 5-6 2:00+ ~2000. lane 6 is 3 new ladies doing mostly drills';
    for (const seed of ['a', 'b', 'c', 'h']) {
      const { plan } = write({ date: '2027-01-21', description, coach_notes: null, seed });
      const workout = plan as WorkoutPlan;
      expect(workout.totals.minutes).toBeLessThanOrEqual(66);
      if (workout.totals.distance < 3400) expect(workout.substitutions?.join('\n')).toMatch(/3,500 yards does not fit 60 min here, so the plan is [\d,]+ yards/);
    }
  });
});

describe('what the blind round of 2026-11-27 read wrong, read right', () => {

  it('names in lower case before a body part, "back from", "capped", after "freshman"; "free/back only" keeps those strokes', () => {
    expect(limitsOf('masters wed noon 60 min scy, 4 lanes 1:20/1:35/1:50/2:10. karen is 26 wks pregnant, easy free/back only, no flip turns. dave shoulder rehab - no paddles no fly. everyone else normal')).toEqual({
      swimmers: { Karen: ['no_flip_turns', 'pregnant', 'no_fly', 'no_breast', 'no_im', 'light_only'], Dave: ['no_paddles', 'no_fly', 'shoulder'] },
      team: [],
    });
    expect(Object.keys(limitsOf('hs varsity 90 min, 25 yd, base 1:10. maria swimmers shoulder, kick without board (side or back) and no pull').swimmers)).toEqual(['Maria']);
    expect(limitsOf('masters 6am 60 min scy 5 lanes. george has a heart thing, his cardiologist says moderate only, nothing all out').swimmers).toEqual({ George: ['light_only'] });
    // "no kick repeats longer than 200 for anyone": the team's, and no ban on kicking.
    const d2 = limitsOf('D2 womens 2hrs scy 6000. freshman lily capped at 4000 this week (coming off the flu). no kick repeats longer than 200 for anyone');
    expect(d2.swimmers).toEqual({ Lily: [] });
    expect(d2.team).not.toContain('no_kick');
    // Two kids the coach does not name: their own line, not the team's fins taken away.
    const ankles = limitsOf('HS 4000 SCY kick set day. sprained ankle on two kids, no fins for them');
    expect(ankles.swimmers).toEqual({ 'Swimmers (ankle)': ['no_fins', 'ankle'] });
    expect(ankles.team).toEqual([]);
  });

  it('a pace range beside the minutes is paces, never the clock; "4 lanes 1:25-1:45" is four lanes', () => {
    const masters = readBrief({ date: '2026-12-03', description: 'masters thurs 7pm, 75 min scm, ~3000m, mixed bunch, most swim 1:45-2:15 per 100m. something with a ladder pls', coach_notes: null });
    expect(masters.clock.value.minutes).toBe(75);
    expect(masters.lanes.map((l) => l.base)).toEqual([105, 120, 135]);
    expect(masters.wants.find((w) => w.kind === 'main')?.structure).toBe('ladder');
    const kids = readBrief({ date: '2026-12-01', description: '11-12s 90 min SCY, 4 lanes 1:25-1:45. ava coming back from mono, 50% volume and nothing hard.', coach_notes: null });
    expect(kids.clock.value.minutes).toBe(90);
    expect(kids.lanes.map((l) => l.base)).toEqual([85, 90, 100, 105]);
  });
});

describe('coach sets in the order the coach wrote them', () => {
  const kinds = (description: string, notes: string | null = null) => (write({ date: '2027-01-10', description, coach_notes: notes }).plan as WorkoutPlan).sections;

  it('"x3 rounds: …" is three rounds, and "then 10 x 100 kick right after" comes straight after them', () => {
    const sections = kinds('LCM senior 2hr. x3 rounds: 400 free @ 5:00, 2 x 200 IM @ 2:50, 4 x 50 fly @ :50. then 10 x 100 kick @ 1:50 right after. keep those exactly as written. rest of practice u choose', 'base ~1:12/100m');
    const main = sections.findIndex((s) => s.kind === 'main');
    expect(sections[main]!.blocks.map((b) => [b.rounds, b.sets.map((s) => `${s.reps}x${s.distance} ${s.stroke}`)])).toEqual([[3, ['1x400 free', '2x200 im', '4x50 fly']]]);
    expect(sections[main + 1]!.blocks.flatMap((b) => b.sets).map((s) => `${s.reps}x${s.distance} ${s.stroke}`)).toEqual(['10x100 kick']);
  });

  it('"PRE: …" is the pre-set before the main, and "then 10 x 50" follows the main', () => {
    const sections = kinds('HS 100 min SCY, varsity base 1:10, total around 5000. pre and main are mine:\nPRE: 12 x 25 @ :30 (1-3 build, 4 fast)\nMAIN: 5 x 300 @ 4:00 hold best avg\nthen 10 x 50 @ :45 sprint\nyou fill warm up, kick and cd');
    const pre = sections.findIndex((s) => s.kind === 'preset');
    const main = sections.findIndex((s) => s.kind === 'main');
    expect(sections[pre]!.name).toBe('Pre-set');
    expect(pre).toBeLessThan(main);
    expect(sections[main]!.blocks[0]!.sets[0]).toMatchObject({ reps: 5, distance: 300 });
    expect(sections[main + 1]!.blocks[0]!.sets[0]).toMatchObject({ reps: 10, distance: 50 });
  });
});

describe("a coach's set that must not be touched, in a pool of lanes", () => {
  it('keeps the coach’s send-offs for every lane and reads "fly-back" as half fly, half back', () => {
    const plan = write({ date: '2026-12-01', description: "11-12s 90 min scy, lanes 1:20/1:30/1:40. my main (don't touch):\n2 rounds:\n  6 x 75 IM order kick-drill-swim @ 1:30\n  4 x 50 fly-back @ 1:00\n  1 x 300 IM pull-kick-swim\nrest of the practice is up to you", coach_notes: null }).plan as WorkoutPlan;
    const main = plan.sections.find((s) => s.kind === 'main')!;
    const sets = main.blocks.flatMap((b) => b.sets);
    expect(sets.every((s) => !s.lanes)).toBe(true);
    expect(sets[0]!.sendOff).toEqual({ type: 'interval', seconds: 90 });
    expect(sets[1]!.mix).toEqual([{ stroke: 'fly', distance: 25 }, { stroke: 'back', distance: 25 }]);
    expect(plan.laneGroups?.length).toBe(3);
  });
});

describe('lanes named by who swims there, beside the next booking', () => {
  it('"swim lessons start right after" is the pool’s next booking; every lane with its swimmers, base and volume', () => {
    const brief = readBrief({ date: '2026-12-01', description: '90 min scy, 5 lanes. lanes 1-2 distance kids ~6k base 1:05. lanes 3-4 IM/stroke ~5k base 1:10. lane 5 sprint ~4k base 1:15 with more rest. everyone has to be out at the same time, swim lessons start right after', coach_notes: null });
    expect(brief.session.value).toBe('practice');
    expect(brief.lanes.map((l) => [l.name, l.base, l.volume])).toEqual([
      ['Lanes 1-2 (distance kids)', 65, 6000],
      ['Lanes 3-4 (im/stroke)', 70, 5000],
      ['Lane 5 (sprint)', 75, 4000],
    ]);
  });
});

describe('practices a blind round asked for, as asked', () => {
  const plan = (description: string, date = '2026-12-03') => write({ date, description, coach_notes: null }).plan as WorkoutPlan;

  it('"warmp up 1000 pls" is a 1000 warm-up; "want a 3000 broken up" is an aerobic main of about 3000', () => {
    expect(plan('13-14 girls thurs 2hr scy abt 5500, pace work 200 free + 200 IM, there base is 1:15 ish. warmp up 1000 pls theyre slow starters').sections.find((s) => s.kind === 'warmup')!.distance).toBe(1000);
    const senior = plan('senior group sat 2.5 hrs LCM ~7k. midseason aerobic, nothing fancy. two lanes, bases 1:15 and 1:20 per 100m. want a 3000 broken up somehow in there');
    const main = senior.sections.find((s) => s.kind === 'main')!;
    expect(main.distance).toBeGreaterThanOrEqual(2700);
    expect(main.blocks.flatMap((b) => b.sets).every((s) => s.zone === 'EN1' || s.zone === 'REC' || s.zone === 'EN2')).toBe(true);
  });

  it('"base :58" is the base; "bases 1:15 1:25 1:35 1:45 2:00 2:15" six lanes; "nobody really swims fly" no fly; "15-18 distance squad" a high-school-aged group', () => {
    expect(readBrief({ date: '2026-12-01', description: 'D1 sprint group mon pm, 90 min scy, ~4000. 6 guys, base :58. lots of rest', coach_notes: null }).base.value).toBe(58);
    const masters = readBrief({ date: '2026-12-01', description: 'masters 5:45am 60 min SCY, lanes 1-6, bases 1:15 1:25 1:35 1:45 2:00 2:15. mostly free, some back, nobody really swims fly lol', coach_notes: null });
    expect(masters.lanes.map((l) => l.base)).toEqual([75, 85, 95, 105, 120, 135]);
    expect(masters.focus.value).toEqual(['free']);
    expect(masters.limits.map((l) => l.rule)).toContain('no_fly');
    expect(readBrief({ date: '2026-12-01', description: 'distance practice for my 15-18 distance squad, 2hrs SCY, 7500-8000', coach_notes: null }).who.value.squad).toBe('hs_varsity');
  });
});

describe('a reason is not a limit, and "only" says how far a limit goes', () => {
  it('"no paddles … my rule after 3 shoulder issues" bans paddles, no shoulder day; "pull w buoy + band only" pulls every swim', () => {
    const description = 'club senior 2hrs LCM, base 1:15/100m. no paddles at all this week, my rule after 3 shoulder issues. ben sprained ankle - pull w buoy + band only, no kick no fins. rest of group normal main, threshold';
    const brief = readBrief({ date: '2026-12-01', description, coach_notes: null });
    expect(brief.limits.map((l) => l.rule)).toEqual(['no_paddles']);
    const { plan } = write({ date: '2026-12-01', description, coach_notes: null });
    const ben = lines(plan as WorkoutPlan).filter((l) => l.name === 'Ben');
    expect(ben.length).toBeGreaterThan(3);
    for (const { own } of ben) expect(own.stroke).toBe('pull');
  });
});

describe('more of a blind round, read right', () => {
  it('"90 min SCY ~3500. race pace 50s" keeps the 3500: a sentence-ending number is the volume', () => {
    const brief = readBrief({ date: '2026-12-01', description: 'taper practice 13-14s, 5 days out from JO champs, 90 min SCY ~3500. race pace 50s and some starts. bases 1:10/1:15/1:20', coach_notes: null });
    expect([brief.volume.source, brief.volume.value?.value]).toEqual(['said', 3500]);
  });

  it('"lanes 1-3 bases 1:15/1:20/1:25" are lanes 1, 2 and 3; "threshold 100s" is their main; lane 4’s own main', () => {
    const description = 'lane 4 newer kids diff main. rest of the 13-14s doing threshold 100s, lanes 1-3 bases 1:15/1:20/1:25. lane 4 just moved up from 10&U, base 1:45, needs an easier main w some technique. 2hrs SCY';
    expect(readBrief({ date: '2026-12-01', description, coach_notes: null }).lanes.map((l) => [l.name, l.base])).toEqual([['Lane 1', 75], ['Lane 2', 80], ['Lane 3', 85], ['Lane 4 (just moved up from 10&u)', 105]]);
    const plan = write({ date: '2026-12-01', description, coach_notes: null }).plan as WorkoutPlan;
    const [shared, own] = plan.sections.filter((s) => s.kind === 'main');
    expect(shared!.lanes).toEqual(['Lane 1', 'Lane 2', 'Lane 3']);
    expect(shared!.blocks.flatMap((b) => b.sets).some((s) => s.distance === 100 && s.zone === 'EN2')).toBe(true);
    // Each target list names the three lanes that swim it, not four.
    for (const set of shared!.blocks.flatMap((b) => b.sets)) for (const m of set.description.matchAll(/\d?:\d\d(?:-\d?:\d\d)?(?: \/ \d?:\d\d(?:-\d?:\d\d)?)+/g)) expect(m[0].split(' / ').length).toBe(3);
    expect(own!.lanes).toEqual(['Lane 4 (just moved up from 10&u)']);
  });

  it('"ages 10-17, all levels" is that group, not 9-10s', () => {
    expect(readBrief({ date: '2026-12-01', description: 'sunday optional practice, whoever shows up. maybe 8 kids, ages 10-17, all levels', coach_notes: null }).who.value.ages).toEqual({ low: 10, high: 17 });
  });
});

describe('who starts from the blocks', () => {
  it('JV novices filling the clock with starts and turns start from a push, never the blocks', () => {
    const plan = write({ date: '2026-12-01', description: 'HS JV boys, 90 min, 25 yd, 3000ish. lots of these kids joined in nov and a few barely make a 50. flip turns + breathing both sides. lanes of 6, 4 lanes', coach_notes: null }).plan as WorkoutPlan;
    for (const set of plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets))) expect(set.description).not.toMatch(/from the blocks|from a dive/);
  });
});

describe('race pace for goal times given without names', () => {
  it('"goal times 49.5 / 52.0 / 55.0": a line for each goal with its 25 target; "30x25 @ :30 w fail rule" is race pace', () => {
    const plan = write({ date: '2026-12-01', description: 'USRPT 100 free for my sprinters, goal times 49.5 / 52.0 / 55.0 SCY. 90 min. something like 30x25 @ :30 w fail rule? whatever fits, plus warm up and cd', coach_notes: null }).plan as WorkoutPlan;
    const main = plan.sections.find((s) => s.kind === 'main')!;
    expect(main.blocks[0]!.sets[0]).toMatchObject({ reps: 30, distance: 25, zone: 'SP1' });
    expect(main.blocks[0]!.swimmers?.map((l) => [l.name, l.sets[0]!.description])).toEqual([
      ['Goal 49.5', 'hold :12.4'],
      ['Goal 52.0', 'hold :13.0'],
      ['Goal 55.0', 'hold :13.8'],
    ]);
  });
});

describe('a pool with a deep end', () => {
  it('"pool is 13ft one end 4ft the other": starts from the deep end, no ban on dives; relay legs of 50 for 200 relays', () => {
    const description = 'relay practice hs varsity, 2hrs SCY. relay exchanges, 200 free relay + 200 medley relay, 4 relays of 4. pool is 13ft one end 4ft the other. conf meet in 2 wks';
    expect(readBrief({ date: '2026-12-01', description, coach_notes: null }).limits.map((l) => l.rule)).not.toContain('no_dives');
    const plan = write({ date: '2026-12-01', description, coach_notes: null }).plan as WorkoutPlan;
    const relays = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets)).filter((s) => /relay rounds/.test(s.description));
    expect(relays.length).toBeGreaterThan(0);
    for (const r of relays) expect(r.distance).toBe(50);
    expect(readBrief({ date: '2026-12-01', description: 'hs practice 90 min, pool is 3.5 ft all the way', coach_notes: null }).limits.map((l) => l.rule)).toContain('no_dives');
  });
});

describe('caps and paces a third blind round wrote', () => {
  it('"noah\'s physio said max 2000 this week for him, he\'s in lane 2": Noah’s cap, not Emma’s; "capped him at 2500" is Marcus’s', () => {
    const brief = readBrief({ date: '2026-12-01', description: "13-14 girls 2hrs SCY. emma (14) has patellar tendinitis - no breast kick at all, no whip kick drills. noah's physio said max 2000 this week for him, he's in lane 2. rest of the team IM focus. lanes 1:10 / 1:15 / 1:25", coach_notes: null });
    expect(brief.swimmers.map((s) => s.name)).toEqual(['Emma', 'Noah']);
    expect(brief.swimmers[0]!.words).not.toMatch(/noah/);
    const plan = write({ date: '2026-12-01', description: 'senior group 2hrs scy. max 5000. marcus is coming back from mono, his doc capped him at 2500 this week and all easy', coach_notes: '6 lanes, base 1:05 to 1:30' }).plan as WorkoutPlan;
    expect(plan.substitutions?.join('\n')).toMatch(/Marcus \(.*\): .*about [\d,]+ of the/);
  });

  it('"CSS 1:45-2:10/100yd" with two lanes is the lanes’ paces: each base a few seconds slower than its CSS (COACHING.md §3: B = T + 5-10 s)', () => {
    const brief = readBrief({ date: '2026-12-01', description: 'tri club 45 min, only get 2 lanes and there\'s 10 of us. no fins (pool rule). karen has a bad lower back, no dolphin kick, no fly. CSS 1:45-2:10/100yd. SCY', coach_notes: null });
    expect(brief.lanes.map((l) => l.base)).toEqual([110, 135]);
  });
});

describe('practices a third blind round asked for', () => {
  const brief = (description: string) => readBrief({ date: '2026-12-01', description, coach_notes: null });
  it('reads the day before an invitational, a camp day, an OW squad, kick focus, long repeats and paces per 100m', () => {
    expect(brief('friday pm 11-12s, 2 hrs scy, day before our invitational. short and sharp, starts and turns').session.value).toBe('pre_meet');
    expect(brief('christmas camp day 3, club senior group, LCM 2 hrs AM session, 6000m aerobic base').session.value).toBe('practice');
    const ow = brief('OW squad winter pool session, 25m, 90 min. want long continuous efforts, no-wall feel, sighting drill. 1:15-1:30/100m. ~5000m');
    expect([ow.who.value.squad, ow.lanes.map((l) => l.base)]).toEqual(['triathlete', [75, 85, 90]]);
    expect(brief('sat morn 11-12s 90 min scm, kick focus pls. 3 lanes, around 1:30 1:40 1:50 per 100m').wants.find((w) => w.kind === 'kick')?.share).toBe(0.3);
    expect(brief('D3 distance group afternoon, 2hrs SCY, ~6500. base 1:05. aerobic/threshold mix, some long stuff 500s or 1000 ok').wants.find((w) => w.kind === 'main')?.distance).toBe(500);
  });

  it('"first practice back … dont kill them" fills the clock with easy swimming, never past a third over what they come back on', () => {
    const plan = write({ date: '2026-12-01', description: 'first practice back after the holiday break for 15&O, 2 hrs SCY. most of them didnt swim at all for 10 days. dont kill them. base normally 1:10-1:20', coach_notes: null }).plan as WorkoutPlan;
    expect(plan.totals.distance).toBeLessThanOrEqual(5400);
    expect(plan.totals.minutes).toBeGreaterThan(80);
  });
});

describe('lanes named by number, then by a bare span', () => {
  it('"lanes 1-2 varsity 1:05, 3-5 mid 1:20, 6-8 JV/novices 1:45" are lanes, not a group of 6-8 year olds', () => {
    const brief = readBrief({ date: '2026-12-16', description: 'HS 8 lanes 48 kids. lanes 1-2 varsity 1:05, 3-5 mid 1:20, 6-8 JV/novices 1:45. 90 min scy, each group own volume', coach_notes: null });
    expect(brief.lanes.map((l) => l.name)).toEqual(['Lanes 1-2 (varsity)', 'Lanes 3-5 (mid)', 'Lanes 6-8 (jv/novices)']);
    expect(brief.who.value.squad).not.toBe('age_8_under');
  });
});

describe("a swimmer's minutes: 'has to leave about 45 min in', 'cap him at 60 min'", () => {
  it('reads the minutes in their forms, the last said holding', () => {
    expect(minutesCap('has to leave about 45 min in, rest full go')).toBe(45);
    expect(minutesCap('cap him at 60 min')).toBe(60);
    expect(minutesCap('30-40 min max')).toBe(30);
    expect(minutesCap('60 min in; cap her at 40 min')).toBe(40);
    expect(minutesCap('3000 max for him')).toBeNull();
  });

  it('keeps a swimmer whose only note is when they leave, and takes them out then', () => {
    const request = { date: '2026-12-02', description: 'masters 90 min scy 4000. marisol has to leave about 45 min in, rest full go', coach_notes: null };
    expect(readBrief(request).swimmers.map((s) => s.name)).toEqual(['Marisol']);
    const plan = write(request).plan as WorkoutPlan;
    expect(plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.swimmers ?? [])).filter((l) => l.name === 'Marisol').map((l) => l.note)).toContain('out after 45 min');
  });
});

describe('limits of the sixteenth blind round: a clearance, a wrist, a bare "25m"', () => {
  it('"PT cleared Dana for free + back at easy effort, NO paddles, no fly …" are all Dana’s, none the team’s', () => {
    const brief = readBrief({ date: '2027-02-16', description: 'tri group 60 min 25m. Dana is 4 months post rotator cuff repair', coach_notes: 'PT cleared Dana for free + back at easy effort, NO paddles, no fly, no pull buoy sets (she over-pulls w it), nothing longer than a 200 continuous. everyone else normal, base 1:45-2:10 per 100m' });
    expect(brief.limits).toEqual([]);
    expect(brief.swimmers.map((s) => s.name)).toEqual(['Dana']);
    expect(brief.swimmers[0]!.limits.map((l) => l.rule)).toEqual(expect.arrayContaining(['shoulder', 'no_paddles', 'no_fly', 'no_pull_buoy', 'light_only', 'longest_rep', 'no_breast', 'no_im']));
    expect(brief.pool.value).toMatchObject({ course: 'SCM', unit: 'meters' });
  });

  it('"sprained her wrist – she can kick but NOT on a board, streamline or on her back only, no pulling" is kick only without a board, not backstroke only', () => {
    const { swimmers, team } = limitsOf('13-14 2hr SCY, 4 lanes base 1:10/1:15/1:20/1:30. NO fly this week for anyone. also Mia sprained her wrist in PE - she can kick but NOT on a board, streamline or on her back only, no pulling');
    expect(team).toEqual(['no_fly']);
    expect(swimmers.Mia).toEqual(expect.arrayContaining(['kick_only', 'no_kickboard']));
    expect(swimmers.Mia).not.toContain('no_breast');
    const { plan } = write({ date: '2026-12-01', description: '13-14 2hr SCY, 4 lanes base 1:10/1:15/1:20/1:30. NO fly this week for anyone. also Mia sprained her wrist in PE - she can kick but NOT on a board, streamline or on her back only, no pulling', coach_notes: null });
    const mia = lines(plan as WorkoutPlan).filter((l) => l.name === 'Mia');
    expect(mia.length).toBeGreaterThan(3);
    for (const { own } of mia) expect(own.stroke).toBe('kick');
    // Every swim of the main set has her line under it.
    const main = (plan as WorkoutPlan).sections.filter((s) => s.kind === 'main').flatMap((s) => s.blocks);
    expect(main.every((b) => b.swimmers?.some((l) => l.name === 'Mia'))).toBe(true);
  });

  it('a triathlon season in a "25m pool" trains in metres', () => {
    const brief = readBrief({ date: '2027-01-05', description: 'tri swim block jan-mid april for my half ironman group, 3 swims/wk, 25m pool. race is apr 18', coach_notes: 'most are slow swimmers (2:00+/100m), goal is to get comfortable w 1900m and sighting', plan_type: 'season' });
    expect(brief.pool.value).toMatchObject({ course: 'SCM', openWater: false });
  });
});

describe('a time cap is kept by the clock of the sets swum', () => {
  it.each([
    ['11-12 90 min SCY, 3 lanes. Eli back from a concussion. Eli is cleared for LIGHT swimming only, 30 min max in the water, no flip turns, no starts, no hard efforts. rest of the group normal practice, base 1:20/1:30/1:40', 'Eli', 30],
    ['D2 men 2hr SCY. NO breaststroke for anyone today. Tomas has to get out at 60 min for a lab, he\'s in lane 2. bases 1:05/1:12', 'Tomas', 60],
  ])('%s: out before the set that would run past %s’s cap', (description, name, cap) => {
    const plan = write({ date: '2027-01-21', description, coach_notes: null }).plan as WorkoutPlan;
    let seconds = 0;
    let exit = false;
    for (const section of plan.sections) {
      for (const block of section.blocks) {
        if (block.swimmers?.some((l) => l.name === name && /out of the water/.test(l.sets[0]!.description))) exit = true;
        if (exit) break;
        seconds += block.rounds * block.sets.reduce((sum, set) => sum + setSeconds({ squad: squadOf(plan), paces: plan.paces }, plan.course, set), 0);
      }
      if (exit) break;
    }
    expect(exit).toBe(true);
    // The easy 100 to finish takes about 3 min more.
    expect(seconds / 60 + 3).toBeLessThanOrEqual(cap + 1);
  });
});

describe('the coach’s own sets, as the sixteenth blind round wrote them', () => {
  const mainOf = (plan: WorkoutPlan) => plan.sections.filter((s) => s.kind === 'main').flatMap((s) => s.blocks.flatMap((b) => b.sets));

  it('"I\'ve got the main just need wu, pre and cd" with three lines of sets: those lines are the main, in order, none a cool-down', () => {
    const { plan } = write({ date: '2027-01-05', description: "masters 60 min scy. I've got the main just need wu, pre and cd", coach_notes: '10 x 100 fr @1:40 hold 1:25\n200 pull EZ\n8 x 50 kick @1:05 fast/ez by 25' });
    const workout = plan as WorkoutPlan;
    expect(mainOf(workout).map((s) => [s.reps, s.distance, s.stroke])).toEqual([[10, 100, 'free'], [1, 200, 'pull'], [8, 50, 'kick']]);
    expect(workout.sections.filter((s) => s.kind === 'cooldown').flatMap((s) => s.blocks).some((b) => b.coachWritten)).toBe(false);
    // "fast/ez by 25" is as hard as its fast part, not a recovery swim.
    expect(mainOf(workout)[2]!.zone).not.toBe('REC');
    expect(workout.sections.map((s) => s.kind).slice(0, 2)).toEqual(['warmup', 'preset']);
  });

  it('"put the 50s early and IMs as the main": the IMs are the main set, the 50s straight after the warm-up', () => {
    const { plan } = write({ date: '2027-02-03', description: 'D1 women 2.5 hrs scy mid-season. my sets:\n20 x 50 @:40 odds fast evens EZ\n5 x 200 IM @2:45 desc 1-5\nfill the rest, ~8000', coach_notes: 'put the 50s early and IMs as the main. rest should be aerobic' });
    const workout = plan as WorkoutPlan;
    expect(mainOf(workout).some((s) => s.stroke === 'im' && s.reps === 5 && s.distance === 200)).toBe(true);
    const fifties = workout.sections.findIndex((s) => s.blocks.some((b) => b.coachWritten && b.sets.some((x) => x.reps === 20 && x.distance === 50)));
    expect(fifties).toBe(1);
    expect(fifties).toBeLessThan(workout.sections.findIndex((s) => s.kind === 'main'));
  });
});

describe('a pre-set the coach calls theirs', () => {
  it('"preset is mine: 4 x (50 kick @1:00, 50 drill @1:00, 100 swim @1:30) stroke" is four rounds of the three, before the main', () => {
    const { plan } = write({ date: '2027-03-10', description: 'HS varsity 90 min scy. preset is mine: 4 x (50 kick @1:00, 50 drill @1:00, 100 swim @1:30) stroke. main = sprint, you build it', coach_notes: 'base 1:10' });
    const workout = plan as WorkoutPlan;
    const pre = workout.sections.find((s) => s.kind === 'preset' && s.blocks.some((b) => b.coachWritten))!;
    expect(pre.blocks[0]).toMatchObject({ rounds: 4 });
    expect(pre.blocks[0]!.sets.map((s) => [s.distance, s.stroke === 'kick' || s.stroke === 'drill' ? s.stroke : 'swim', s.sendOff])).toEqual([
      [50, 'kick', { type: 'interval', seconds: 60 }],
      [50, 'drill', { type: 'interval', seconds: 60 }],
      [100, 'swim', { type: 'interval', seconds: 90 }],
    ]);
    expect(workout.sections.indexOf(pre)).toBeLessThan(workout.sections.findIndex((s) => s.kind === 'main'));
  });
});

describe('who the group is, as the sixteenth blind round described them', () => {
  it('"base ~2:30-3:00 per 100" for a group not split into lanes is their base, and the clock holds what that base swims', () => {
    const { plan, brief } = write({ date: '2027-02-02', description: 'seniors fitness class 45 min, ages 62-81, 25 yd warm water pool 3.5-4.5 ft deep. slow, base ~2:30-3:00 per 100', coach_notes: 'no flip turns anyone. one lane walkers/aqua joggers is fine to ignore' });
    expect([brief.base.value, brief.base.source]).toEqual([165, 'said']);
    expect((plan as WorkoutPlan).totals.distance).toBeLessThan(1600);
    expect((plan as WorkoutPlan).totals.minutes).toBeLessThanOrEqual(48);
  });

  it('"Carl (72) has a pacemaker, cardiologist says keep it easy, HR under 120" is Carl’s, easy only; the cardiologist is no swimmer', () => {
    const { swimmers, team } = limitsOf('masters 60 min SCY, 4 lanes. Carl (72) has a pacemaker, cardiologist says keep it easy, HR under 120, no sprinting. Linda has asthma, no hypoxic stuff for her');
    expect(Object.keys(swimmers)).toEqual(['Carl', 'Linda']);
    expect(swimmers.Carl).toContain('light_only');
    expect(team).toEqual([]);
  });

  it('"Kayla: no dolphin kick, no breast kick, no flutter kick sets. she can pull w/ buoy": no kick set, and her IM’s breast leg is arms on a buoy', () => {
    const { plan } = write({ date: '2027-02-04', description: 'HS girls 90 min scy IM day, base 1:15, Kayla left hip flexor strain', coach_notes: 'Kayla: no dolphin kick, no breast kick, no flutter kick sets. she can pull w/ buoy' });
    const kayla = lines(plan as WorkoutPlan).filter((l) => l.name === 'Kayla');
    expect(kayla.length).toBeGreaterThan(0);
    for (const { own } of kayla) {
      expect(own.stroke).not.toBe('kick');
      expect(own.description).not.toMatch(/dolphin kick|flutter or dolphin/);
    }
  });

  it('"my swimmers are wiped … maybe something easier" is a shorter, easier day', () => {
    const { plan } = write({ date: '2027-03-30', description: 'my swimmers are wiped, what should we do tmrw?', coach_notes: 'idk maybe something easier' });
    const workout = plan as WorkoutPlan;
    expect(workout.totals.distance).toBeLessThanOrEqual(3600);
    expect(workout.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets)).every((s) => ['REC', 'EN1'].includes(s.zone))).toBe(true);
  });
});

describe('limits of the seventeenth blind round', () => {
  it('a concussed swimmer on a race-pace day swims easy lines with none of the team’s goal paces, stop rules or race turns', () => {
    const { plan } = write({ date: '2027-02-09', description: 'HS varsity girls, 2hrs scy, race pace day for the 100s. Maddie is back from a concussion, doc cleared her for light aerobic only — no flip turns, no dives, nothing fast. she wants to be in the water with the team tho', coach_notes: 'base 1:10 lanes 1-3, 1:20 lanes 4-5. ~5000 for the rest' });
    const maddie = lines(plan as WorkoutPlan).filter((l) => l.name === 'Maddie');
    expect(maddie.length).toBeGreaterThan(0);
    for (const { own } of maddie) {
      expect(['REC', 'EN1']).toContain(own.zone);
      expect(own.description).not.toMatch(/goal pace|race|stop rule|miss|flip/i);
    }
  });

  it('a broken wrist on kick only holds no board: her line under the board kick too', () => {
    const { plan } = write({ date: '2027-02-09', description: '9-10s 60 min scy, 3 lanes, with a board kick set. Lily broke her wrist, she has a waterproof cast cover and the doctor said kick only, no arms', coach_notes: null });
    const workout = plan as WorkoutPlan;
    const boarded = workout.sections.flatMap((s) => s.blocks).filter((b) => b.sets.some((s) => s.equipment.includes('kickboard')));
    expect(boarded.length).toBeGreaterThan(0);
    for (const block of boarded) {
      const lily = block.swimmers?.find((l) => l.name === 'Lily');
      expect(lily).toBeDefined();
      for (const set of lily!.sets) expect(set.equipment).not.toContain('kickboard');
    }
  });
});

describe('lanes of the eighteenth blind round', () => {
  it('"lane 1 distance folks base 1:20 … lane 3 fitness/tri base 1:55" is three lanes, and a lane’s own main is written on its own send-offs and targets', () => {
    const { plan, brief } = write({ date: '2027-05-19', description: 'masters 60 min scy, 3 lanes each w their own thing: lane 1 distance folks base 1:20 want a long swim set, lane 2 IM/stroke ppl base 1:35 doing IM work, lane 3 fitness/tri base 1:55 working on pacing. cd together', coach_notes: null });
    expect(brief.lanes.map((l) => [l.name, l.base])).toEqual([['Lane 1 (distance folks)', 80], ['Lane 2 (im/stroke ppl)', 95], ['Lane 3 (fitness/tri)', 115]]);
    const text = renderPlan(plan);
    const own = text.split('\n\n').find((s) => s.startsWith('Main Set — Lane 3'))!;
    expect(own).toBeDefined();
    // Every send-off in lane 3's own main is at least its 1:55 base for the distance (the first lane's would be far under it).
    const sendOffs = [...own.matchAll(/(\d+) x (\d+) Free @ (\d+):(\d\d)/g)];
    expect(sendOffs.length).toBeGreaterThan(0);
    for (const m of sendOffs) expect(+m[3]! * 60 + +m[4]!).toBeGreaterThanOrEqual((+m[2]! / 100) * 115);
  });

  it('"for my groups" with paces stored in long course plans in long course', () => {
    const paces = { course: 'LCM' as const, base: { free: 80 }, css: null, source: 'manual' as const, groups: [{ name: 'Gold', base: { free: 72 }, volume_factor: 1 }, { name: 'Silver', base: { free: 82 }, volume_factor: 0.9 }] };
    const { plan, brief } = write({ date: '2027-06-10', description: 'for my groups, 2 hrs, kick heavy aerobic day', coach_notes: null, paces, lane_groups: true });
    expect([brief.pool.value.course, brief.pool.source]).toEqual(['LCM', 'stored']);
    expect(plan.course).toBe('LCM');
  });
});

describe('no kick at all', () => {
  it('"Priya: stress reaction in her foot, no kick at all, no push offs with that foot" pulls every swim, IMs and choice too, with easy push-offs', () => {
    const { plan } = write({ date: '2027-03-02', description: 'HS girls 90 min scy IM day, base 1:15', coach_notes: 'Priya has a stress reaction in her foot - no kick at all, no push offs with that foot' });
    const priya = lines(plan as WorkoutPlan).filter((l) => l.name === 'Priya');
    expect(priya.length).toBeGreaterThan(2);
    for (const { own, team } of priya) if (team.stroke !== 'drill') expect(own.stroke).toBe('pull');
    // The IM sets have her line: none is swum as it is written for the team.
    const ims = (plan as WorkoutPlan).sections.flatMap((s) => s.blocks).filter((b) => b.sets.some((x) => x.stroke === 'im'));
    expect(ims.length).toBeGreaterThan(0);
    for (const block of ims) expect(block.swimmers?.some((l) => l.name === 'Priya')).toBe(true);
  });
});

describe('a lane span with its bases said after its words', () => {
  it('"lanes 2-5 aerobic 100s/200s on their bases (1:15 / 1:25 / 1:35 / 1:50)" is four lanes, and a long lane note never breaks the reply', () => {
    const request = { date: '2027-10-07', description: 'masters 75 min scy, 6 lanes. lane 1 sprinters want a speed main, lanes 2-5 aerobic 100s/200s on their bases (1:15 / 1:25 / 1:35 / 1:50), lane 6 is our slow lane (2:15+) mostly breast + free, keep it simple for them. everyone out by 8:15', coach_notes: null };
    const { plan, brief } = write(request);
    expect(brief.lanes.slice(0, 4).map((l) => [l.name, l.base])).toEqual([['Lane 2', 75], ['Lane 3', 85], ['Lane 4', 95], ['Lane 5', 110]]);
    expect(brief.lanes.every((l) => l.name.length <= 40)).toBe(true);
    const reply = PlanReply.safeParse({ ok: true, plan, text: renderPlan(plan), provider: 'est', applied: [], brief });
    expect(reply.success ? [] : reply.error.issues.slice(0, 2)).toEqual([]);
  });
});

describe('a shoulder that can kick but not on a board', () => {
  it('"no kicking on a board — streamline or arms at side kick only. she can swim free easy-moderate but nothing fast" is no board and easy swimming, never pull in place of kick', () => {
    const { swimmers, team } = limitsOf('13-14 group 2hr scy, threshold free main. Maya (lane 2) has a shoulder impingement. PT says: no fly, no paddles, no kicking on a board — streamline or arms at side kick only. she can swim free easy-moderate but nothing fast. everyone else normal');
    expect(team).toEqual([]);
    expect(swimmers.Maya).toEqual(expect.arrayContaining(['no_kickboard', 'no_fly', 'no_paddles', 'light_only']));
    expect(swimmers.Maya).not.toContain('no_kick');
    expect(swimmers.Maya).not.toContain('kick_only');
  });
});

describe('swimmers the coach does not name', () => {
  const request = 'masters 75 min scm, 3 lanes. threshold main. one of my ladies is 6 months pregnant, another guy is back from shoulder surgery, PT cleared him for easy swimming no pull. we have 2 asthmatics';

  it('"one of my ladies is pregnant, another guy is back from shoulder surgery, 2 asthmatics" are three swimmers with their own limits, none the team\'s', () => {
    const { swimmers, team } = limitsOf(request);
    expect(swimmers).toEqual({
      'Swimmer (pregnant)': ['pregnant'],
      'Swimmer (shoulder)': ['no_pull_buoy', 'shoulder', 'light_only'],
      'Swimmers (asthma)': ['asthma'],
    });
    expect(team).toEqual([]);
  });

  it('each gets their own line under every set their limit changes: the pregnant swimmer under the threshold main, the shoulder under the pull and the board', () => {
    const plan = write({ date: '2026-12-01', description: request, coach_notes: null }).plan as WorkoutPlan;
    const own = lines(plan);
    const main = plan.sections.find((s) => s.kind === 'main')!;
    const hard = main.blocks.filter((b) => b.sets.some((s) => !['REC', 'EN1'].includes(s.zone)));
    expect(hard.length).toBeGreaterThan(0);
    for (const block of hard) expect(block.swimmers?.map((l) => l.name)).toContain('Swimmer (pregnant)');
    for (const { name, own: set } of own.filter((l) => l.name === 'Swimmer (pregnant)')) expect(['REC', 'EN1'], name).toContain(set.zone);
    for (const { own: set } of own.filter((l) => l.name === 'Swimmer (shoulder)')) {
      expect(set.stroke).not.toBe('pull');
      expect(set.equipment).not.toContain('kickboard');
      expect(set.equipment).not.toContain('pull_buoy');
    }
    // The team keeps its pull set: one swimmer's limit is not the team's.
    expect(plan.sections.some((s) => s.blocks.some((b) => b.sets.some((x) => x.stroke === 'pull' || x.equipment.includes('pull_buoy'))))).toBe(true);
    expect(renderPlan(plan)).toMatch(/^Changed: Swimmer \(pregnant\): easy to moderate/m);
    expect(renderPlan(plan)).not.toMatch(/\(pregnant\) \(pregnant\)/);
  });

  it('a named swimmer after shoulder surgery kicks on the back instead of pulling and never holds a board', () => {
    const plan = write({ date: '2026-12-01', description: 'HS varsity 2 hrs scy, race pace / speed day, 6 lanes. Marcus is 10 weeks out from shoulder surgery (labrum) - PT says kick and easy free only, nothing hard with the arms', coach_notes: null }).plan as WorkoutPlan;
    const marcus = lines(plan).filter((l) => l.name === 'Marcus');
    expect(marcus.length).toBeGreaterThan(0);
    for (const { own, team } of marcus) {
      expect(own.equipment).not.toContain('kickboard');
      if (team.stroke === 'pull') expect(own.stroke).toBe('kick');
      expect(['REC', 'EN1']).toContain(own.zone);
    }
  });
});

describe('swimmers named the way coaches type on a phone', () => {
  it('"no fly for sam, his shoulder is cranky" is Sam\'s limit, not the team\'s, in lower case or capitals', () => {
    for (const name of ['sam', 'Sam']) {
      const { swimmers, team } = limitsOf(`13-14 IM day 90 min scy 4 lanes. no fly for ${name}, his shoulder is cranky. everyone else does the full IM`);
      expect(swimmers).toEqual({ Sam: ['no_fly', 'shoulder'] });
      expect(team).toEqual([]);
    }
  });

  it('"Kate and Lily no fly this week (shoulders)" is said of both of them', () => {
    for (const names of ['kate and lily', 'Kate and Lily']) {
      const { swimmers, team } = limitsOf(`hs girls 2hrs, IM focus. ${names} no fly this week (shoulders). rest as normal`);
      expect(swimmers).toEqual({ Kate: ['no_fly', 'shoulder'], Lily: ['no_fly', 'shoulder'] });
      expect(team).toEqual([]);
    }
  });

  it('"bill doesnt do fly ever, and one of the women cant do breaststroke kick (knee)": two swimmers, each with their own limit', () => {
    const { swimmers, team } = limitsOf('masters 60 min, 3 lanes. bill doesnt do fly ever, and one of the women cant do breaststroke kick (knee). threshold 100s');
    expect(swimmers).toEqual({ Bill: ['no_fly'], 'Swimmer (knee)': ['no_breast_kick', 'knee'] });
    expect(team).toEqual([]);
  });

  it('"no kick for now" is the team\'s: "now" is not a swimmer', () => {
    const { swimmers, team } = limitsOf('masters 60 min, no kick for now, legs are shot');
    expect(swimmers).toEqual({});
    expect(team).toContain('no_kick');
  });
});

describe('lanes by letter', () => {
  it('"A lane 1:20/100, B 1:30, C 1:40, D 1:50-2:00 (newer kids)" are four lanes on their bases; "D lane has 3 kids who cant do legal fly" is lane D\'s alone', () => {
    const brief = readBrief({ date: '2027-03-02', description: '11-12s in 4 lanes. A lane 1:20/100, B 1:30, C 1:40, D 1:50-2:00 (newer kids). 90 min scy. D lane has 3 kids who cant do legal fly yet', coach_notes: 'kick set please, A and B can use fins on the last round' });
    expect(brief.lanes.map((l) => [l.name, l.base])).toEqual([['Lane A', 80], ['Lane B', 90], ['Lane C', 100], ['Lane D (newer kids)', 115]]);
    expect(brief.limits.map((l) => l.rule)).not.toContain('no_fly');
    expect(brief.swimmers.map((s) => [s.name, s.lane])).toEqual([['Lane D (newer kids) (3 swimmers)', 'Lane D (newer kids)']]);
  });
});

describe('race-pace goals named in lower case, and the coach\'s own failure rule', () => {
  it('"goals: ana 58.5, jordan 52.0, kai 55.9, mia 1:01.2 … out after 2 misses": a target line each, and the set ends at the second miss', () => {
    const plan = write({ date: '2027-02-18', description: "usrpt 100 free for my seniors, scy. goals: ana 58.5, jordan 52.0, kai 55.9, mia 1:01.2. race pace 25s, they're out after 2 misses. ~75 min total with warmup and something aerobic after", coach_notes: null }).plan as WorkoutPlan;
    const names = new Set(lines(plan).map((l) => l.name));
    expect([...names]).toEqual(['Ana', 'Jordan', 'Kai', 'Mia']);
    const text = renderPlan(plan);
    expect(text).toMatch(/Ana: \d+ x 25 Free .*hold :14\.6 \(goal :58\.5\)/);
    expect(text).toMatch(/Mia: \d+ x 25 Free .*\(goal 1:01\.2\)/);
    expect(text).toMatch(/stop rule: out of the set at the second miss/);
    expect(text).not.toMatch(/sit out two/);
  });
});

describe('groups named for their events', () => {
  it('"sprinters …, distance kids …, IMers …; bases: sprint 1:15 LC, distance 1:12, IM 1:20" is three groups, the IMers too, and kids on those bases are a senior group', () => {
    const brief = readBrief({ date: '2027-03-05', description: '3 groups today, 2 hrs lcm 9 lanes. sprinters do race pace 50s, distance kids threshold 400s, IMers IM pace work. bases: sprint 1:15 LC, distance 1:12, IM 1:20. same warmup + warm down for all', coach_notes: null });
    expect(brief.lanes.map((l) => [l.name, l.base])).toEqual([['Sprint', 75], ['Distance', 72], ['IM', 80]]);
    expect(brief.who.value.squad).toBe('club_senior');
  });
});

describe('a workout for one swimmer', () => {
  it('"a solo 45 min workout for one of my masters ladies, she\'s pregnant … ex college swimmer … breaststroke kick gives her pelvic pain": her limits are the session\'s, masters, no breaststroke kick', () => {
    const brief = readBrief({ date: '2027-02-02', description: "need a solo 45 min workout for one of my masters ladies, she's pregnant (~24 wks), 25m pool. ex college swimmer so she knows what she's doing. breaststroke kick gives her pelvic pain so none of that", coach_notes: 'OB says keep it conversational, she can talk while swimming' });
    expect(brief.swimmers).toEqual([]);
    expect(brief.who.value.squad).toBe('masters');
    expect(brief.limits.map((l) => l.rule)).toEqual(expect.arrayContaining(['pregnant', 'no_breast_kick']));
    expect(brief.emphasis).toEqual([]);
    const plan = write({ date: '2027-02-02', description: "need a solo 45 min workout for one of my masters ladies, she's pregnant (~24 wks), 25m pool. ex college swimmer so she knows what she's doing. breaststroke kick gives her pelvic pain so none of that", coach_notes: null }).plan as WorkoutPlan;
    for (const set of plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets))) {
      expect(['REC', 'EN1'].includes(set.zone) || set.zone === 'EN2').toBe(true);
      expect(set.description).not.toMatch(/(?<!no )(?:breast(?:stroke)? kick|whip kick)/i);
      expect(set.stroke).not.toBe('breast');
    }
  });
});

describe('rules for the whole practice', () => {
  it('a facility\'s "NO flip turns" and a shallow pool\'s "no dives" are said on the plan even where no set changed', () => {
    const text = renderPlan(write({ date: '2027-04-06', description: "masters 60 min at the rec center. pool is 3.5 ft deep end to end, no dives and NO flip turns (facility rule, they'll kick us out). 25 yd, 4 lanes ~16 ppl", coach_notes: null }).plan);
    expect(text).toMatch(/^Changed: No flip turns: open turns\./m);
    expect(text).toMatch(/^Changed: No dives: starts from a push, no dives\./m);
    expect(text).not.toMatch(/\bflip turns?\b(?! ?[.,:])(?<!no flip turns)/i);
  });
  it('"no flip turns yet for two of them" is those two swimmers\' line, not every wall of the team', () => {
    expect(Object.fromEntries(readBrief({ date: '2026-12-01', description: 'IM transitions practice for 11-12s, 3500 SCY', coach_notes: 'no flip turns yet for two of them' }).swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)]))).toEqual({ 'Swimmers (no flip turns)': ['no_flip_turns'] });
  });
});

describe('lanes named by number in a clause of their own', () => {
  it('"tri folks are lanes 4-6, keep them off fly and IM stuff": lanes 4-6 get their own lines, the ages are not 4-6', () => {
    const brief = readBrief({ date: '2027-04-27', description: 'tri club + masters combined, 6 lanes long course. bases per 100m: 1:25, 1:35, 1:45, 1:55, 2:05, 2:20. 75 min. tri folks are lanes 4-6, keep them off fly and IM stuff', coach_notes: null });
    expect(brief.who.value.ages).toBeNull();
    expect(brief.limits.map((l) => l.rule)).not.toContain('no_fly');
    expect(brief.swimmers.map((s) => [s.lane, s.limits.map((l) => l.rule).sort()])).toEqual([
      ['Lane 4', ['no_fly', 'no_im']],
      ['Lane 5', ['no_fly', 'no_im']],
      ['Lane 6', ['no_fly', 'no_im']],
    ]);
  });
});

describe('what the blind round of 2026-11-28 (24) read wrong for one swimmer', () => {
  const limitsOf2 = (description: string) => Object.fromEntries(readBrief({ date: '2027-01-10', description, coach_notes: null }).swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)]));
  it('"gets dizzy on her back" is no backstroke for her', () => {
    expect(limitsOf2('masters 6am 60 min scy. Dana is 24 wks pregnant, her OB said keep swimming but no hard efforts and she cant do flip turns anymore, gets dizzy on her back. rest of the group aerobic + some 50s fast').Dana).toContain('no_back');
  });
  it('"a couple of the seniors … no dolphin kick, no fly, flutter kick on a board is ok": their line, and flutter kick stays', () => {
    const brief = readBrief({ date: '2027-01-10', description: 'a couple of the seniors have low back issues flaring up - no dolphin kick, no fly, flutter kick on a board is ok. 90 min scy, 4500', coach_notes: null });
    expect(brief.limits).toEqual([]);
    expect(brief.swimmers.map((s) => s.limits.map((l) => l.rule))).toEqual([['no_fly', 'no_underwater', 'lower_back']]);
  });
  it('"nothing over 2k for her" caps her volume; a concussion return swims about 60 % of the practice', () => {
    const ava = renderPlan(write({ date: '2027-01-10', description: "age group 11-14, 90 min. Leo has a cast on his left wrist (waterproof cover, doc ok'd kicking only with his arm out front or at his side, no board holding). Ava just came back from mono, 3 weeks out, easy swimming only, nothing over 2k for her. rest do a normal IM day", coach_notes: null }).plan);
    const avaYards = Number(/Changed: Ava .*about ([\d,]+) of the/.exec(ava)![1]!.replace(',', ''));
    expect(avaYards).toBeLessThanOrEqual(2000);
    const sam = renderPlan(write({ date: '2027-01-10', description: 'club 15-18 group 2 hrs, 5000. Sam is coming back from a concussion, doctor cleared him for light swimming only this week, no starts, no flip turns, no sprinting. can you plan him his own thing alongside the group?', coach_notes: null }).plan);
    const samYards = Number(/Changed: Sam .*about ([\d,]+) of the 5,000/.exec(sam)![1]!.replace(',', ''));
    expect(samYards).toBeLessThan(3500);
  });
  it('a knee that cannot whip kick gets a line under "breast arms with dolphin kick/breast by 25"', async () => {
    const { setBreaks } = await import('./constraints/check');
    const set = { reps: 14, distance: 50, stroke: 'drill' as const, zone: 'EN1' as const, equipment: [], sendOff: null, description: 'breast arms with dolphin kick/breast by 25', halfLength: false };
    expect(setBreaks(set, 'drill', 'knee')).toBe(true);
    expect(setBreaks(set, 'drill', 'no_breast_kick')).toBe(true);
  });
});

describe('what the blind round of 2026-11-28 (25) read wrong for one swimmer or the team', () => {
  it('"PT says kick and one arm drill w his good (left) arm only": every swim of his is kick, with no board for the shoulder', () => {
    const { plan } = write({ date: '2026-12-04', description: 'masters fri 6am 60 min scy, 4 lanes, free/back focus ~3000. Dave had rotator cuff surgery in oct - PT says kick and one arm drill w his good (left) arm only, no paddles. everyone else normal', coach_notes: null });
    const dave = lines(plan as WorkoutPlan).filter((l) => l.name === 'Dave');
    expect(dave.length).toBeGreaterThan(3);
    for (const { own } of dave) {
      expect(own.stroke).toBe('kick');
      expect(own.equipment).not.toContain('kickboard');
    }
  });
  it('"prob stay away from fly and breast?" bans both, so the plan is not a breast and fly workout', () => {
    expect(limitsOf('adult lap swimmer, 45 min 25m, 1500-1800m. has lower back problems, prob stay away from fly and breast? he likes the pull buoy tho').team).toEqual(expect.arrayContaining(['no_fly', 'no_breast']));
    const text = renderPlan(write({ date: '2027-03-09', description: 'adult lap swimmer, 45 min 25m, 1500-1800m. has lower back problems, prob stay away from fly and breast? he likes the pull buoy tho', coach_notes: null }).plan);
    expect(text).not.toMatch(/\b(?:Breast|Fly)\b(?! swum)/);
  });
  it('"keep intensity moderate … no hypoxic stuff": nothing above EN1, and the safety line of a breathing set is left whole', () => {
    const { plan } = write({ date: '2027-02-02', description: '11-12s 75 min 25y. 3 kids with exercise induced asthma and the air in the natatorium has been awful all week (chlorine smell, HVAC issue). keep intensity moderate, let them breathe every 2, no hypoxic stuff', coach_notes: null });
    const sets = (plan as WorkoutPlan).sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(sets.filter((s) => !['REC', 'EN1'].includes(s.zone))).toEqual([]);
    for (const s of sets) expect(s.description).not.toMatch(/2-3-holding|or\s+distance contests/);
  });
});

describe('what the blind round of 2026-11-28 (26) got wrong for one swimmer', () => {
  it('"college W swimmer coming back from mono, team dr cleared 50% volume, no intensity": her own line at half the practice, the team untouched', () => {
    const { brief, plan } = write({ date: '2027-02-01', description: 'college W swimmer coming back from mono, team dr cleared 50% volume, no intensity, 2 wks. rest of the distance group is doing 7500 scy today. need her version too', coach_notes: null });
    expect(brief.who.value.squad).toMatch(/^college/);
    expect(brief.limits).toEqual([]);
    expect(brief.swimmers).toHaveLength(1);
    expect(renderPlan(plan)).toMatch(/about 3,[0-9]{3} of the 7,500/);
  });
  it('"pacemaker and her cardiologist wants HR under 140 always": the number is on her line', () => {
    const text = renderPlan(write({ date: '2027-03-09', description: 'masters 60 min scy. Dave had knee scope 5 wks ago, no breast kick, no push offs w bent knee hard, fins ok. Lisa has a pacemaker and her cardiologist wants HR under 140 always', coach_notes: null }).plan);
    expect(text).toMatch(/Changed: Lisa .*heart rate always under 140/);
  });
  it('"wrist fracture in a cast, doc says he can kick but keep cast out of the water": kick on the back with the cast up, no underwater kicking', () => {
    const { plan } = write({ date: '2027-05-25', description: "masters 75 min scy. Karen is 32 wks pregnant, ok'd to swim easy, no breaststroke kick (pelvic pain), no flip turns. Tom has a wrist fracture in a cast, doc says he can kick but keep cast out of the water?? hes coming anyway", coach_notes: null });
    const tom = lines(plan as WorkoutPlan).filter((l) => l.name === 'Tom');
    expect(tom.length).toBeGreaterThan(2);
    for (const { own } of tom) {
      expect(own.stroke).toBe('kick');
      expect(own.description).toMatch(/cast arm held up/);
    }
    expect(renderPlan(plan)).toMatch(/Changed: Tom .*no underwater kicking/);
  });
  it('"keep him w/ his lane … his lane base is 1:25": his send-offs are that lane\'s and he swims its sets', () => {
    const { brief } = write({ date: '2027-02-22', description: 'HS 90 min scy, 5 lanes. Jordan is back from concussion, doc cleared him for swimming but NO flip turns, no starts, no max effort this week. keep him w/ his lane', coach_notes: 'his lane base is 1:25' });
    const jordan = brief.swimmers.find((s) => s.name === 'Jordan')!;
    expect(brief.lanes.find((l) => l.name === jordan.lane)?.base).toBe(85);
  });
});

describe('a swimmer named after her age, as round 26 wrote it', () => {
  it('"10 yr old Sofia, dr says max 2500 yds a day … growth plate stuff in elbow": her cap and no paddles on her own line, the group at its 3200', () => {
    const { brief, plan } = write({ date: '2027-04-20', description: '10 yr old Sofia, dr says max 2500 yds a day for now (overuse, growth plate stuff in elbow). rest of 9-10 group does ~3200 in 75 min scy. how do i fit her in the same practice', coach_notes: null });
    expect(brief.volume.value?.value).toBe(3200);
    expect(brief.swimmers.map((s) => [s.name, s.limits.map((l) => l.rule)])).toEqual([['Sofia', ['no_paddles']]]);
    expect(renderPlan(plan)).toMatch(/Changed: Sofia \(no paddles \(elbow\), max 2500\): about 2,[0-4]\d\d of the 3,200/);
  });
});

describe('a swimmer kept with his lane', () => {
  it('"keep him w/ his lane": Jordan\'s lines leave on his lane\'s send-offs and swim its repeats', () => {
    const { plan } = write({ date: '2027-02-22', description: 'HS 90 min scy, 5 lanes. Jordan is back from concussion, doc cleared him for swimming but NO flip turns, no starts, no max effort this week. keep him w/ his lane', coach_notes: 'his lane base is 1:25' });
    const w = plan as WorkoutPlan;
    const lane = w.laneGroups!.findIndex((g) => g.paces?.base === 85);
    for (const block of w.sections.flatMap((s) => s.blocks)) {
      const line = block.swimmers?.find((l) => l.name === 'Jordan');
      if (!line) continue;
      line.sets.forEach((own, i) => {
        const team = block.sets[i]!;
        const theirs = team.lanes?.[lane];
        if (own.sendOff?.type === 'interval' && own.distance === team.distance) expect(own.sendOff.seconds).toBe((theirs?.sendOff ?? team.sendOff)!.seconds);
        expect(own.reps).toBe(theirs?.reps ?? team.reps);
      });
    }
  });
});

describe('what the blind round of 2026-11-28 (27) left unsafe', () => {
  const linesOf = (description: string, name: string) => lines(write({ date: '2027-03-01', description, coach_notes: null }).plan as WorkoutPlan).filter((l) => l.name === name);
  it('"Dave 3 wks post rotator cuff repair, PT said kick w board ok, NO arms at all": every line of his is kick with a board, the team\'s underwater kick too', () => {
    const dave = linesOf('masters 60 min scy. Dave 3 wks post rotator cuff repair, PT said kick w board ok, NO arms at all. Linda no flip turns (vertigo). rest of the lane normal, ~2800', 'Dave');
    expect(dave.length).toBeGreaterThan(3);
    for (const { own } of dave) {
      expect(own.stroke).toBe('kick');
      expect(own.equipment).toContain('kickboard');
      expect(own.description).not.toMatch(/underwater|streamline/);
    }
  });
  it('"Ella has stress fx in L foot, boot is off but no push offs w that foot and no fins": Ella (not "Boot") with her own limits', () => {
    const brief = readBrief({ date: '2027-03-01', description: 'hs girls 90 min scy 5 lanes. Ella has stress fx in L foot, boot is off but no push offs w that foot and no fins. Kayla is on step 3 of concussion protocol, light aerobic only nothing hard. rest of the group normal practice', coach_notes: null });
    expect(brief.swimmers.map((s) => s.name)).toEqual(['Ella', 'Kayla']);
    expect(brief.swimmers[0]!.limits.map((l) => l.rule).sort()).toEqual(['ankle', 'easy_pushoffs', 'no_fins']);
  });
  it('"Marcus … ACL recon — flutter kick only, no breastroke, no dolphin kick": not kick only, and every kick of his is flutter', () => {
    const marcus = linesOf('varsity boys 2hr scy 6 lanes. Marcus just cleared by ortho after ACL recon — flutter kick only, no breastroke, no dolphin kick, open turns only. rest of team full practice', 'Marcus');
    expect(marcus.some(({ own }) => own.stroke !== 'kick')).toBe(true);
    for (const { own } of marcus) expect(own.description).not.toMatch(/dolphin kick(?!s? off)/);
  });
  it('"Priya broke her wrist … dr says ok in the water but kick w board only": her own line, kick with the board the doctor allows', () => {
    const priya = linesOf('club 11-12 75 min 25y. Noah has asthma, inhaler on deck, avoid long nonstop stuff (nothing 400+) give him breaks. Priya broke her wrist, has a waterproof cast cover and dr says ok in the water but kick w board only', 'Priya');
    expect(priya.length).toBeGreaterThan(3);
    for (const { own } of priya) expect(own).toMatchObject({ stroke: 'kick', equipment: ['kickboard'] });
  });
});

describe('what the blind round of 2026-11-28 (28) left unsafe', () => {
  const swimmersOf = (description: string) => Object.fromEntries(readBrief({ date: '2027-03-01', description, coach_notes: null }).swimmers.map((s) => [s.name, s.limits.map((l) => l.rule).sort()]));
  it('names typed in lower case with their injuries: "jordan stress fx in his foot", "aiden 6 wks post wrist surgery", "sara IT band", "kayla max 3000", "priya backstroke only"', () => {
    expect(swimmersOf('hs varsity 2hrs. jordan stress fx in his foot, in a boot, can swim w pull buoy only, no kick, no pushing off walls w that foot. 3 kids w asthma (inhalers on deck). also NO hypoxic/breath holding anything, AD banned it').Jordan).toEqual(['ankle', 'easy_pushoffs', 'no_kick']);
    const men = swimmersOf('college men 2 hrs scy. will (breaststroker) MCL sprain, no breast kick, no whip kick at all, flutter/dolphin ok. aiden 6 wks post wrist surgery - kick only, but he cant hold a board so kick on back arms at sides or streamline? rest of team aerobic ~6k');
    expect(men.Will).toEqual(['knee', 'no_breast_kick']);
    expect(men.Aiden).toEqual(['kick_only', 'no_kickboard']);
    const tri = swimmersOf('tri grp 60min LCM 4 lanes. pete rotator cuff thing, cap him at 1500 total no paddles. sara IT band, says pull buoy hurts her hip so no buoy for her. everyone else ~3k');
    expect(tri.Pete).toEqual(['no_paddles', 'shoulder']);
    expect(tri.Sara).toEqual(['no_pull_buoy']);
    const girls = swimmersOf('hs girls 90 min scy 6 lanes, team ~5000. individual stuff: kayla max 3000 (appendectomy, cleared last fri), nina no fly, priya backstroke only and no flip turns (neck), emma is fine but wants extra IM work');
    expect(Object.keys(girls).sort()).toEqual(['Kayla', 'Nina', 'Priya']);
    expect(girls.Nina).toEqual(['no_fly']);
  });
  it('"one kid has a cast on his arm, wants to kick w a board": his own line, kicked with the cast kept up; a waterproof cast swims', () => {
    const brief = readBrief({ date: '2027-03-01', description: '10&U 60 min scy 3 lanes. no fins (parents complained bout cost), no dives (pool rule under 10, its only 4 ft). one kid has a cast on his arm, wants to kick w a board, is that even ok?', coach_notes: null });
    expect(brief.swimmers.map((s) => s.limits.map((l) => l.rule))).toEqual([['kick_only', 'no_underwater', 'no_kickboard']]);
    expect(readBrief({ date: '2027-03-01', description: '60 min scy. one girl has a cast on her wrist (waterproof, doc says ok to swim)', coach_notes: null }).swimmers.flatMap((s) => s.limits.map((l) => l.rule))).not.toContain('no_underwater');
  });
  it('"champs warmup … starts lanes only for the last 10 min, meet rules": a meet warm-up, feet-first, starts only in the sprint lanes', () => {
    const { plan } = write({ date: '2027-03-07', description: 'champs warmup sun - 45 min of pool time shared w another team. 25yd, 8 lanes we get 4. 40 kids 11-18. need some pace 25s and starts in the last 10 min', coach_notes: 'starts lanes only for the last 10 min, meet rules' });
    expect(plan.kind === 'workout' && plan.sessionType).toBe('meet_warmup');
  });
  it('"mike has a bad lower back (disc thing) - no loaded spinal flexion": no hanging knee raises for him', () => {
    const text = renderPlan(write({ date: '2027-03-01', description: 'tri group: 40 min strength then 30 min swim LCM right after. have bands, kettlebells 16/20/24kg, a pull up bar. 10 athletes. mike has a bad lower back (disc thing) - no loaded spinal flexion for him', coach_notes: null }).plan);
    const raises = text.split('\n').find((l) => /Hanging knee raises/.test(l));
    if (raises) expect(raises).toMatch(/Mike: .* instead/);
  });
});

describe('what the blind round of 2026-11-28 (29) got wrong', () => {
  it('"leo … cleared for kick only ON HIS BACK, no pulling, no kickboard": every line of his kicked on the back', () => {
    const leo = lines(write({ date: '2027-03-01', description: '13-14 grp 90 min scy, base 1:15 / 1:25. maddie - no breaststroke kick at all (knee, PT says 3 more wks). leo is out of the sling, cleared for kick only ON HIS BACK, no pulling, no kickboard. everybody else normal', coach_notes: null }).plan as WorkoutPlan).filter((l) => l.name === 'Leo');
    expect(leo.length).toBeGreaterThan(3);
    for (const { own } of leo) expect(own.description).not.toMatch(/on your side/);
  });
  it('"power/speed … no parachutes/tethers we don\'t have them": no parachute anywhere', () => {
    const text = renderPlan(write({ date: '2027-03-01', description: "D1 men sprint grp, 75 min LCM in season. power/speed. 8 guys 2 lanes, blocks available. free guys hold 1:00 LCM base on 100s. fins + paddles ok, no parachutes/tethers we don't have them", coach_notes: null }).plan);
    expect(text).not.toMatch(/parachute|chute/i);
  });
});

describe('what the blind round of 2026-11-28 (30) left unsafe', () => {
  it('"Dana is 3 wks post shoulder scope": her kick is on the back with the arms at her sides (or on the side, bottom arm down), never in streamline or on a board', () => {
    const dana = lines(write({ date: '2027-03-02', description: 'HS girls 90 min scy, ~4500, threshold main. Dana is 3 wks post shoulder scope, PT says kick only for now, no arms over her head', coach_notes: null }).plan as WorkoutPlan).filter((l) => l.name === 'Dana');
    expect(dana.length).toBeGreaterThan(0);
    for (const { own } of dana) {
      expect(own.stroke).toBe('kick');
      expect(own.equipment).not.toContain('kickboard');
      expect(own.description).not.toMatch(/streamline/);
      // On the side only with the bottom arm down: nothing held out in front of the shoulder.
      if (/on your side/.test(own.description)) expect(own.description).toMatch(/bottom arm down/);
    }
    const kick = lines(write({ date: '2027-03-02', description: 'HS 75 min scy ~3500. kick set: 8x50 streamline kick on back @1:00. Dana has a sore shoulder, nothing overhead', coach_notes: null }).plan as WorkoutPlan).find((l) => l.name === 'Dana' && l.team.stroke === 'kick' && /streamline/.test(l.team.description))!;
    expect(kick.own.description).toBe('on your back, arms at your sides');
  });
  it('"Ines … stress fracture in her right foot, no push offs off the right foot, she\'ll use a buoy": no kick and no push-off with that foot, for her alone', () => {
    const { swimmers, team } = limitsOf("13-14s 75 min scy. Ines has a stress fracture in her right foot (boot on deck), no push offs off the right foot and she'll use a buoy the whole time");
    expect(swimmers.Ines).toEqual(expect.arrayContaining(['easy_pushoffs', 'no_kick']));
    expect(team).not.toContain('no_kick');
    const ines = lines(write({ date: '2027-03-02', description: "13-14s 75 min scy. Ines has a stress fracture in her right foot (boot on deck), no push offs off the right foot and she'll use a buoy the whole time", coach_notes: null }).plan as WorkoutPlan).filter((l) => l.name === 'Ines');
    expect(ines.length).toBeGreaterThan(0);
    for (const { own } of ines) expect(own.stroke).not.toBe('kick');
  });
  it('"a buoy for the pull set" is gear for the pull, not a swimmer who cannot kick', () => {
    expect(limitsOf('masters 60 min scy. Tom will use a buoy on the pull set, everyone else paddles').team).not.toContain('no_kick');
    expect(limitsOf('masters 60 min scy. Tom will use a buoy on the pull set, everyone else paddles').swimmers.Tom ?? []).not.toContain('no_kick');
  });
  it('a stroke word at the head of a line is no swimmer: "Flutter kick only for Maya"', () => {
    const brief = readBrief({ date: '2027-03-02', description: '11-12s 60 min scy. Flutter kick only for Maya, her knee is sore from breaststroke. Freestyle and backstroke are fine', coach_notes: null });
    expect(brief.swimmers.map((s) => s.name)).toEqual(['Maya']);
  });
});

describe('round 31: medical limits a swimmer has all practice', () => {
  const round31Diabetes = '9-10 group 60 min scy ~2200. two kids w ear tubes - ENT says no going deeper than like 2 ft, so no UW kicks/no dives/no handstands lol. Sam is type 1 diabetic, his mom wants a stop at the 30 min mark to check his sugar. otherwise normal practice';

  it('"Sam is type 1 diabetic, his mom wants a stop at the 30 min mark to check his sugar": Sam has a stop at the wall about 30 min in, glucose on deck; the ear-tube kids still kick', () => {
    const plan = write({ date: '2027-10-12', description: round31Diabetes, coach_notes: null }).plan as WorkoutPlan;
    expect((plan.substitutions ?? []).join('\n')).toMatch(/^Sam \(type 1 diabetic\): a stop at the wall to check the blood sugar at the 30 min mark \(before the [^)]+\), glucose tabs or juice and a snack on the deck/m);
    // The stop sits under the set that starts nearest 30 minutes in.
    let clock = 0;
    let at: number | null = null;
    for (const section of plan.sections) {
      for (const block of section.blocks) {
        if (block.swimmers?.some((l) => l.name === 'Sam' && /blood-sugar check at the wall first: the 30 min mark/.test(l.note ?? ''))) at = clock;
        clock += block.rounds * block.sets.reduce((sum, set) => sum + setSeconds({ squad: squadOf(plan), paces: plan.paces }, plan.course, set), 0);
      }
    }
    expect(at).not.toBeNull();
    expect(Math.abs(at! / 60 - 30)).toBeLessThanOrEqual(8);
    // "no UW kicks" is no underwater kicking, not no kick.
    const tubes = readBrief({ date: '2027-10-12', description: round31Diabetes, coach_notes: null }).swimmers.find((s) => /ear tubes/.test(s.name))!;
    expect(tubes.limits.map((l) => l.rule)).toEqual(expect.arrayContaining(['no_underwater', 'no_dives']));
    expect(tubes.limits.map((l) => l.rule)).not.toContain('no_kick');
  });

  it.each([
    ['11-12s 90 min scy ~4000, aerobic. Maya is T1D, she needs to check her blood sugar halfway through', 'Maya', 43],
    ['masters 60 min 2500 scy. Dave is diabetic (insulin pump), check his sugar 30 min in', 'Dave', 30],
  ])('"%s": %s stops to check at the minute said, and swims the whole practice', (description, name, minute) => {
    const plan = write({ date: '2027-10-12', description, coach_notes: null }).plan as WorkoutPlan;
    expect((plan.substitutions ?? []).join('\n')).toContain(`${name} (`);
    expect((plan.substitutions ?? []).join('\n')).toContain(`check the blood sugar at the ${minute} min mark`);
    expect((plan.substitutions ?? []).join('\n')).not.toMatch(/out of the water after/);
  });

  it('"Tom has epilepsy (well controlled) … with me walking the deck next to him": his own line, the coach beside him, no breath-holding, no underwaters, what to do at a seizure', () => {
    const description = 'small tri group, 3 ppl, 60 min 25m ~2500. Kim 5 months post ACL - no breaststroke, no hard push off the walls, buoy ok. Tom has epilepsy (well controlled), he swims on the outside lane next to the wall with me walking the deck next to him. Ana no limits. all ~1:50-2:00 per 100';
    const { swimmers, team } = limitsOf(description);
    expect(swimmers.Tom).toEqual(expect.arrayContaining(['epilepsy', 'no_breath_control', 'no_underwater']));
    expect(team).not.toContain('no_underwater');
    const plan = write({ date: '2027-04-20', description, coach_notes: null }).plan as WorkoutPlan;
    const tom = (plan.substitutions ?? []).find((s) => s.startsWith('Tom'))!;
    expect(tom).toMatch(/you on deck beside them the whole practice \(as you said\)/);
    expect(tom).toMatch(/no breath-holding or hypoxic sets/);
    expect(tom).toMatch(/no underwater kicking/);
    expect(tom).toMatch(/If a seizure starts in the water: hold the face above the water/);
  });

  it('on a breath-control day the swimmer with epilepsy breathes freely off every wall, the safety line printed as it is', () => {
    const plan = write({ date: '2027-04-20', description: 'hs boys 2hr 6000 scy, breath control day - 25s underwater and hypoxic 200s. Jake has epilepsy, seizures controlled with meds', coach_notes: null }).plan as WorkoutPlan;
    const jake = lines(plan).filter((l) => l.name === 'Jake');
    expect(jake.length).toBeGreaterThan(0);
    for (const { own } of jake) {
      expect(own.description).not.toMatch(/breathe every [4-9]|dolphin kicks? off|underwater(?! distance contests)/);
      if (/Safety:/.test(own.description)) expect(own.description).toContain('no breath-holding or underwater distance contests');
    }
    expect((plan.substitutions ?? []).find((s) => s.startsWith('Jake'))).toMatch(/a named spotter on deck beside them the whole practice/);
  });
});

describe('round 31: what a swimmer swims instead, in the coach’s words', () => {
  const round31Knee = 'hs girls 2hr scy ~5k IM day. Sophie patellar tendinitis - no breaststroke kick at all, flutter or pull instead. Ava exercise induced asthma, inhaler at end of lane, she needs a longer easy build at the start. Priya low iron per her doctor - aerobic only, nothing hard';

  it('"Sophie … no breaststroke kick at all, flutter or pull instead": her IM breast leg is flutter kick or a buoy, never dolphin; every kick of hers is flutter', () => {
    const plan = write({ date: '2027-11-16', description: round31Knee, coach_notes: null }).plan as WorkoutPlan;
    const sophie = lines(plan).filter((l) => l.name === 'Sophie');
    expect(sophie.length).toBeGreaterThan(0);
    for (const { own } of sophie) expect(own.description).not.toMatch(/dolphin/);
    expect(sophie.some(({ own }) => own.stroke === 'im' && /breast leg with flutter kick or a pull buoy, no whip kick/.test(own.description))).toBe(true);
    for (const { own } of sophie.filter((l) => l.own.stroke === 'kick')) expect(own.description).toMatch(/flutter kick, no breast kick/);
  });

  it('"~5k IM day" is a practice of about 5,000, not a 5,000 IM swim', () => {
    const plan = write({ date: '2027-11-16', description: round31Knee, coach_notes: null }).plan as WorkoutPlan;
    expect(plan.totals.distance).toBeGreaterThanOrEqual(4500);
    expect(plan.totals.distance).toBeLessThanOrEqual(5500);
  });

  it('"Ava exercise induced asthma … she needs a longer easy build at the start": an easy swim of her own before the warm-up', () => {
    const plan = write({ date: '2027-11-16', description: round31Knee, coach_notes: null }).plan as WorkoutPlan;
    const warm = plan.sections.find((s) => s.kind === 'warmup')!;
    const ava = warm.blocks[0]!.swimmers!.find((l) => l.name === 'Ava')!;
    expect(ava.sets[0]).toMatchObject({ zone: 'REC', description: expect.stringMatching(/very easy, in the water about 5 min before the team/) });
    expect(ava.sets.length).toBe(warm.blocks[0]!.sets.length + 1);
    expect((plan.substitutions ?? []).find((s) => s.startsWith('Ava'))).toMatch(/a longer easy build at the start/);
  });

  it.each([
    ['hs 90 min scy 4000 IM. Maya - sore knee, no breast kick, flutter instead', 'Maya'],
    ['hs 2hr IM 5000, Jo bad knee, flutter kick instead of breast kick', 'Jo'],
  ])('"%s": %s kicks flutter, never dolphin', (description, name) => {
    const own = lines(write({ date: '2027-11-16', description, coach_notes: null }).plan as WorkoutPlan).filter((l) => l.name === name);
    expect(own.length).toBeGreaterThan(0);
    for (const { own: set } of own) expect(set.description).not.toMatch(/dolphin/);
  });
});

describe('what the blind round of 2026-11-28 (31) broke', () => {
  it('"NO FLY and NO GEAR today … was supposed to be a pull day, make it work": pull sets pulled without a buoy, no fly anywhere', () => {
    const { plan } = write({ date: '2027-03-02', description: 'NO FLY and NO GEAR today (equipment room flooded, long story). 11-12s, 90 min scy ~4000, 4 lanes base 1:20/1:25/1:35/1:45. was supposed to be a pull day, make it work', coach_notes: null });
    const sets = (plan as WorkoutPlan).sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(sets.some((x) => /\bpull: ankles together, no kick\b/.test(x.description))).toBe(true);
    for (const x of sets) {
      expect(x.equipment).toEqual([]);
      expect(x.stroke).not.toBe('fly');
      if (x.stroke === 'choice') expect(x.strokes ?? []).not.toContain('fly');
    }
  });
  it('"already have the kick set: 8x75 kick w fins … put the kick AFTER the main": the coach\'s kick after the main', () => {
    const { plan } = write({ date: '2027-03-02', description: 'sr group LC 2hrs ~6000m. already have the kick set: 8x75 kick w fins (25 fast / 50 EZ) @1:40. need a pull set and the main around it, put the kick AFTER the main. aerobic week', coach_notes: 'pull w paddles ok for everyone except Ben (shoulder)' });
    const kinds = (plan as WorkoutPlan).sections.map((s) => s.kind);
    expect(kinds.indexOf('kick')).toBeGreaterThan(kinds.indexOf('main'));
  });
});

describe('a pool with no backstroke flags (round 31)', () => {
  it('"work on the open turns at the far end (no flags at that end btw)": every back length counts its strokes into the wall, and "work on the open turns" is no ban on flip turns', () => {
    const description = '11-12s first week outdoors in the 50m pool, 90 min ~3500m LC. they always die the first week of long course so dont kill them. free + back focus, work on the open turns at the far end (no flags at that end btw)';
    const brief = readBrief({ date: '2027-06-08', description, coach_notes: null });
    expect(brief.limits.map((l) => l.rule)).toContain('no_backstroke_flags');
    expect(brief.limits.map((l) => l.rule)).not.toContain('no_flip_turns');
    const { plan } = write({ date: '2027-06-08', description, coach_notes: null });
    const sets = (plan as WorkoutPlan).sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(sets.some((x) => x.stroke === 'back')).toBe(true);
    for (const x of sets.filter((s) => s.stroke === 'back')) expect(x.description).toMatch(/count strokes into the wall/);
    for (const x of sets) expect(x.description).not.toMatch(/from the flags|flags[- ]to[- ]wall/);
    expect(limitsOf('masters 60 min scy, backstroke flags are down today').team).toContain('no_backstroke_flags');
    expect(limitsOf('hs 90 min scy. open turns only for the new kids').team.concat(Object.values(limitsOf('hs 90 min scy. open turns only for the new kids').swimmers).flat())).toContain('no_flip_turns');
  });
});

describe('the longest repeat a group can swim, as round 31 wrote it', () => {
  it('"the little ones cant do more than a 25 without stopping": no repeat longer than a 25', () => {
    const { plan } = write({ date: '2027-06-10', description: 'summer league thurs 60 min 25m pool, ~40 kids ages 6-14, 6 lanes. meet is sat so starts off the blocks + backstroke flags/turns. keep it fun!! the little ones cant do more than a 25 without stopping', coach_notes: null });
    for (const x of (plan as WorkoutPlan).sections.flatMap((s) => s.blocks.flatMap((b) => b.sets))) expect(x.distance).toBeLessThanOrEqual(25);
    expect(limitsOf('nobody can do more than a 50 yet, 45 min').team).toContain('longest_rep');
    expect(limitsOf('they can swim more than 25 now, 45 min').team).not.toContain('longest_rep');
  });
});

describe('blind round 32: a named swimmer under the team’s hardest sets', () => {
  it('"Jake stress fracture in foot, no kick, no pushing off hard w that foot (pull only for him)": under the team’s sprints from a dive, his line starts in the water with no dive', () => {
    const description = 'HS practice 90 min, 25 yds. Ella concussion protocol step 3 — light aerobic only, no flip turns, open turns ok. Jake stress fracture in foot, no kick, no pushing off hard w that foot (pull only for him). rest of team normal threshold day ~4500';
    const plan = write({ date: '2027-03-23', description, coach_notes: null }).plan as WorkoutPlan;
    const dived = lines(plan).filter((l) => l.name === 'Jake' && /\bdive\b|\bblocks\b/.test(l.team.description));
    expect(dived.length).toBeGreaterThan(0);
    for (const { own } of dived) expect(own.description).toMatch(/no dive: start in the water, a gentle push with the other foot/);
    expect(renderPlan(plan)).toMatch(/Jake \([^)]*no pushing off hard w that foot\): [^.]*push with the other foot only/);
  });

  it.each([
    'masters 6am tues 75 min scy 5 lanes ~3000. Dave shoulder surgery 6 wks ago cleared for kick only w/ fins, no board. Maria no breast (knee). Tom asthma, needs longer rest on anything fast',
    'masters, 75 min, 3000 scy. Dave: post shoulder op, doc says fin kick only',
  ])('"%s": every line of Dave’s is kick with fins, never a board', (description) => {
    const plan = write({ date: '2027-01-19', description, coach_notes: null }).plan as WorkoutPlan;
    const dave = lines(plan).filter((l) => l.name === 'Dave');
    expect(dave.length).toBeGreaterThan(3);
    for (const { own } of dave) {
      expect(own.stroke).toBe('kick');
      expect(own.equipment).toContain('fins');
      expect(own.equipment).not.toContain('kickboard');
    }
    expect(renderPlan(plan)).toMatch(/Dave \([^)]*\)\): kick only with fins/);
  });

  it('"pregnant coach (me) can\'t get in the water to demo … Ava type 1 diabetic, she needs a snack break ~45 min in, build that into the practice for everyone": the swimmers are not held to the coach\'s pregnancy, and the whole group stops for the snack between two parts', () => {
    const description = "11-12 group, 90 min scy. pregnant coach (me) can't get in the water to demo so no new drills, just stuff they know. Ava type 1 diabetic, she needs a snack break ~45 min in, build that into the practice for everyone. ~3500";
    expect(limitsOf(description).team).not.toContain('pregnant');
    const plan = write({ date: '2027-10-19', description, coach_notes: null }).plan as WorkoutPlan;
    const text = renderPlan(plan);
    expect(text).not.toMatch(/Pregnant/i);
    expect(text).toMatch(/a snack break for everyone at the 45 min mark \(before the [A-Za-z -]+\)/);
    const breaks = plan.sections.flatMap((s) => s.blocks.map((b, i) => ({ b, i }))).filter(({ b }) => /^Snack break for everyone/.test(b.label ?? ''));
    expect(breaks).toHaveLength(1);
    expect(breaks[0]!.i).toBe(0);
    expect(breaks[0]!.b.rounds).toBe(1);
    expect(lines(plan).filter((l) => l.name === 'Ava')).toEqual([]);
  });

  it('"im 7 months pregnant so i\'m stuck on deck … Liam is type 1, snack break at about 60 min for the whole team": Liam\'s limit, the team\'s break at 60 min', () => {
    const description = "13-14s 2 hrs scy ~5000. im 7 months pregnant so i'm stuck on deck, can't demo anything. Liam is type 1, snack break at about 60 min for the whole team";
    const { swimmers, team } = limitsOf(description);
    expect(team).not.toContain('pregnant');
    expect(swimmers.Liam).toContain('diabetes');
    expect(renderPlan(write({ date: '2027-10-19', description, coach_notes: null }).plan as WorkoutPlan)).toMatch(/a snack break for everyone at the 60 min mark/);
  });
});

describe('broken backstroke flags are no ban on backstroke (round 33)', () => {
  it('"no backstroke flags today (theyre broken) so be careful with any backstroke into the wall, tell them to count strokes": backstroke stays, every back length counts its strokes', () => {
    expect(limitsOf('11-12s 1hr45 scy. no backstroke flags today (theyre broken) so be careful with any backstroke into the wall, tell them to count strokes').team).toEqual(['no_backstroke_flags']);
    expect(limitsOf('masters 60 min. no backstroke today, no flags either').team).toEqual(expect.arrayContaining(['no_back', 'no_backstroke_flags']));
  });
});

describe("named swimmers' limits in generation (round 33)", () => {
  const own = (plan: WorkoutPlan, name: string) => lines(plan).filter((l) => l.name === name).map((l) => l.own);

  it('"Dave … rotator cuff repair … freestyle and backstroke ok at easy-mod. Kim is 10 wks postpartum … no hard kicking and nothing all out": both on easy lines under the threshold main, Dave swims no breast, Kim is named', () => {
    const description = 'masters 6am 60 min scy, 5 lanes ~20 ppl, base 1:25-2:00. Dave is 4 months post rotator cuff repair - PT says no paddles, no fly, no butterfly kick on his back either just to be safe, freestyle and backstroke ok at easy-mod. Kim is 10 wks postpartum, cleared to swim, no hard kicking and nothing all out yet. rest of group normal, want a threshold-ish main';
    const { swimmers, team } = limitsOf(description);
    expect(swimmers.Dave).toEqual(expect.arrayContaining(['no_fly', 'no_paddles', 'no_breast', 'light_only']));
    expect(swimmers.Kim).toContain('light_only');
    expect(team).not.toContain('light_only');
    const plan = write({ date: '2027-01-12', description, coach_notes: null }).plan as WorkoutPlan;
    const text = renderPlan(plan);
    expect(text).toMatch(/Kim \(postpartum, no hard kicking, nothing all out\): easy to moderate/);
    for (const name of ['Dave', 'Kim']) {
      const sets = own(plan, name);
      expect(sets.length).toBeGreaterThan(0);
      for (const set of sets) expect(['REC', 'EN1']).toContain(set.zone);
    }
    const main = plan.sections.find((s) => s.kind === 'main')!;
    for (const name of ['Dave', 'Kim']) expect(main.blocks.some((b) => b.swimmers?.some((l) => l.name === name))).toBe(true);
    for (const set of own(plan, 'Dave')) {
      expect(set.stroke).not.toMatch(/breast|fly|im/);
      if (set.stroke === 'choice') expect(set.strokes).not.toContain('breast');
    }
    expect(text).not.toMatch(/Dave: [^\n]*\(BK\/BR\/FR\)/);
  });

  it.each([
    ['Dave had his rotator cuff repaired in the fall, free and back are fine at easy effort, no paddles or fly', 'Dave'],
    ['Kim had a baby 3 months ago, cleared to swim, nothing all out and no hard kicking', 'Kim'],
    ['Lou: shoulder surgery last spring, freestyle and backstroke are ok at easy to moderate, nothing else', 'Lou'],
  ])('"%s": easy only for that swimmer, not the team', (said, name) => {
    const { swimmers, team } = limitsOf(`masters 60 min scy, threshold main. ${said}. everyone else normal`);
    expect(swimmers[name]).toContain('light_only');
    expect(team).not.toContain('light_only');
  });
});

describe('ear tubes and swimmers who can barely swim a length (round 33)', () => {
  const limits10 = '8&U 45 min in the shallow end only (3.5 ft the whole way, pool rule, no deep end for this group). absolutely no diving. Ava has ear tubes and shouldnt go underwater so she swims with head up / backstroke. 12 kids 2 lanes, they can mostly swim 25 free + back';

  it('"Ava has ear tubes and shouldnt go underwater so she swims with head up / backstroke": Ava is named, every swim of hers is backstroke or head-up free, and the focus is not underwaters', () => {
    const { plan, brief } = write({ date: '2027-06-22', description: limits10, coach_notes: null });
    expect(brief.focus.value).not.toContain('underwaters');
    const workout = plan as WorkoutPlan;
    expect(renderPlan(workout)).toMatch(/Ava \(ear tubes\): head above the water the whole practice \(backstroke or head-up free\)/);
    const ava = lines(workout).filter((l) => l.name === 'Ava');
    expect(ava.length).toBeGreaterThan(0);
    for (const { own } of ava) expect(['back', 'kick']).toContain(own.stroke);
    const faceDown = workout.sections.flatMap((s) => s.blocks).filter((b) => b.sets.some((x) => !['back', 'kick'].includes(x.stroke)));
    for (const block of faceDown) expect(block.swimmers?.some((l) => l.name === 'Ava')).toBe(true);
  });

  it.each([
    ['Ava has tubes in her ears, she cant put her head under', 'Ava'],
    ['Ben has ear tubes, swims with his head up', 'Ben'],
    ['Mia shouldnt go underwater (ear tubes)', 'Mia'],
  ])('"%s": no underwater for that swimmer alone', (said, name) => {
    const { swimmers, team } = limitsOf(`8&U 45 min scy. ${said}. everyone else normal`);
    expect(swimmers[name]).toContain('no_underwater');
    expect(team).not.toContain('no_underwater');
  });

  it('"they can mostly swim 25 free + back", "little ones barely a 25": no repeat longer than a 25', () => {
    for (const set of (write({ date: '2027-06-22', description: limits10, coach_notes: null }).plan as WorkoutPlan).sections.flatMap((s) => s.blocks.flatMap((b) => b.sets))) expect(set.distance).toBeLessThanOrEqual(25);
    const summer = 'summer league, 45 min, ages 6-18 (about 55 kids), 6 lanes 25 yd outdoor. first week of season. need to cover relay exchanges and backstroke starts. older kids can swim ~1500, little ones barely a 25. no blocks in the water yet, they go in thurs';
    const plan = write({ date: '2027-06-14', description: summer, coach_notes: null }).plan as WorkoutPlan;
    for (const set of plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets))) {
      expect(set.distance).toBeLessThanOrEqual(25);
      expect(set.description).not.toMatch(/\bone (?:50|100) each\b/);
    }
    for (const said of ['the 6 yr olds can only swim a 25', 'little guys can barely make a 25', 'some can barely swim a 25']) expect(limitsOf(`summer league 45 min. ${said}`).team).toContain('longest_rep');
    expect(limitsOf('summer league 45 min. they can swim a 100 now').team).not.toContain('longest_rep');
  });
});

describe('a swimmer on deck for dryland, or kept out of it (round 33)', () => {
  it('"Sam … can\'t put his head under, he\'ll be on deck doing dryland instead": Sam is named on deck with no line in the water, and the team gets no dryland', () => {
    const description = "10-12 group 75 min 25m. Ella has a sprained wrist in a brace, doc says kick only and nothing that loads the wrist, so no kickboard, no pushing hard off the wall with hands. Sam has swimmers ear drops and can't put his head under, he'll be on deck doing dryland instead. ~3000m";
    const { plan, brief } = write({ date: '2027-11-20', description, coach_notes: 'Ella should still be included in the kick sets w/ everybody if possible not stuck alone' });
    const workout = plan as WorkoutPlan;
    expect(brief.dryland).toBeNull();
    expect(workout.dryland ?? []).toEqual([]);
    expect((workout.substitutions ?? []).join('\n')).toMatch(/^Sam \([^)]*\): on deck for the whole practice, dryland instead of the swim/m);
    expect(lines(workout).filter((l) => l.name === 'Sam')).toEqual([]);
    expect(lines(workout).filter((l) => l.name === 'Ella').length).toBeGreaterThan(0);
  });

  it('"Omar has shin splints … skip any dryland or deck stuff for him": Omar is named, and his words ask no dryland of the team', () => {
    const description = 'college swim, 2hrs SCY, ~6000. NO KICK SETS today, they did heavy legs in the weight room this am. kicking while swimming is fine obviously. Omar has shin splints from preseason running so hes fine in the water but skip any dryland or deck stuff for him. 3 groups base 1:00/1:05/1:12';
    const { plan, brief } = write({ date: '2027-10-05', description, coach_notes: null });
    expect(brief.dryland).toBeNull();
    expect((plan as WorkoutPlan).substitutions ?? []).toContain('Omar (shin splints): no dryland or deck work; in the water with the team, as written.');
  });

  it.each([
    ['Sam is sitting out with an ear infection, dryland on deck for him', 'instead'],
    ['Lily will do dryland instead of swimming today (ear infection)', 'instead'],
    ['Omar no dryland please, his shins are sore', 'none'],
  ])('"%s": the dryland said is that swimmer\'s (%s)', (said, kind) => {
    const brief = readBrief({ date: '2026-12-01', description: `HS 90 min scy ~4000. ${said}. rest normal`, coach_notes: null });
    expect(brief.swimmers.length).toBe(1);
    expect(brief.dryland).toBeNull();
    expect(deckWork(brief.swimmers[0]!.words ?? '')).toBe(kind);
  });
});

describe("a cardiologist's heart-rate cap (round 33)", () => {
  it.each([
    ['Tom has a pacemaker, cardiologist says keep him moderate, HR under ~130', 'Tom', '130'],
    ['Tom has a pacemaker, heart rate below about 135', 'Tom', '135'],
    ['Rita had a stent put in, HR max 125', 'Rita', '125'],
  ])('"%s": the number is on their line at the top', (said, name, bpm) => {
    const plan = write({ date: '2027-03-02', description: `masters 90 min scy ~3500, hard main. ${said}. rest of group normal`, coach_notes: null }).plan as WorkoutPlan;
    expect((plan.substitutions ?? []).join('\n')).toMatch(new RegExp(`^${name} \\([^)]*\\): [^\\n]*heart rate always under ${bpm}`, 'm'));
  });
});
