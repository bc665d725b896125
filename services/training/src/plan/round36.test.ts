import { describe, expect, it } from 'vitest';
import type { Plan, SeasonPlan, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { refinePlan, renderPlan, write, writePlan } from './index';

/** Every set of a plan, in order. */
const setsIn = (plan: Plan): SwimSet[] => (plan as WorkoutPlan).sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
const linesOf = (plan: WorkoutPlan, name: string) => plan.sections.flatMap((s) => s.blocks.flatMap((b) => (b.swimmers ?? []).filter((l) => l.name === name).flatMap((l) => l.sets)));

describe('round 36: the day asked, read from the coach\'s words', () => {
  it('"rest of team thresh day": a threshold practice, not an assumed aerobic one', () => {
    const plan = writePlan({ date: '2027-05-04', description: 'HS girls 90 min 25y. Abby is on step 4 of concussion return - cleared for moderate effort, no flip turns, no dives, nothing all out. rest of team thresh day', coach_notes: null }) as WorkoutPlan;
    expect(plan.focus[0]).toBe('threshold');
  });

  it('"normal aerobic/thresh day": the threshold day comes first', () => {
    const plan = writePlan({ date: '2027-02-02', description: '15-18 grp tues 2hr scy, ~6000', coach_notes: 'rest of the group normal aerobic/thresh day' }) as WorkoutPlan;
    expect(plan.focus[0]).toBe('threshold');
  });

  it('"did a ton tues" and "sun is in their eyes" are stories: the plan stays on the form\'s date', () => {
    expect(writePlan({ date: '2027-07-22', description: '12&U 90 min scm. no fly for the whole group today (did a ton tues and several kids complaining about shoulders)', coach_notes: null }).date).toBe('2027-07-22');
    expect(writePlan({ date: '2027-06-15', description: 'LCM summer, 13-14 boys, 7-9am, 5k-ish. aerobic base w/ pulling', coach_notes: 'sun is in their eyes on BK going north, not a big deal just fyi' }).date).toBe('2027-06-15');
    // A weekday said as the session's day still moves it.
    expect(writePlan({ date: '2027-06-15', description: 'sat am 13-14 boys 2 hrs LCM aerobic', coach_notes: null }).date).toBe('2027-06-19');
  });
});

describe('round 36: a broken toe', () => {
  it('"Jonah broke his toe … cant push off hard w that foot - he can pull": gentle push-offs, pull in place of kick', () => {
    const plan = writePlan({ date: '2027-07-22', description: '12&U 90 min scm. Jonah broke his toe, its taped, no fins and he cant push off hard w that foot - he can pull', coach_notes: null }) as WorkoutPlan;
    const jonah = linesOf(plan, 'Jonah');
    expect(jonah.some((s) => s.stroke === 'pull')).toBe(true);
    expect(jonah.every((s) => s.stroke !== 'kick')).toBe(true);
    expect(renderPlan(plan)).toMatch(/Jonah[^\n]*gentle push-offs/);
  });
});

describe('round 36: who the lesson and the lake swim are for', () => {
  it('"Zoe, 8 y/o … loves the water but loud noises and whistles upset her": an 8 & under lesson, the water no toy', () => {
    const { plan } = write({ date: '2027-10-19', description: 'private 30 min, Zoe, 8 y/o, autistic, loves the water but loud noises and whistles upset her. she can glide, working on freestyle arms w breathing', coach_notes: null });
    const text = renderPlan(plan);
    expect(text).toMatch(/Level: Age group 8 & under/);
    expect(text).not.toMatch(/toy \(water\)|loves: water/);
  });

  it('"open water grp … some in wetsuits … 2 kayakers on safety … buoys every 200m": adults, two kayaks, 200 m buoys', () => {
    const { plan, brief } = write({ date: '2027-07-10', description: 'open water grp sat 7am at the lake, ~1.5 mi loop w buoys every 200m or so. 70 min. mixed ability, some in wetsuits some not, water about 68F', coach_notes: '2 kayakers on safety, we swim clockwise around the loop' });
    expect(brief.who.value.squad).toBe('masters');
    const text = renderPlan(plan);
    expect(text).not.toMatch(/No boat named/);
    expect(text).toMatch(/buoy to buoy \(200 m\)/);
  });
});

describe('round 36: a clinic on the coach\'s clock', () => {
  it('"clinic sat 9-11 … rotate every 20 min": two hours, 20-minute rotations', () => {
    const { plan, brief } = write({ date: '2027-06-19', description: 'clinic sat 9-11 for ~40 kids age 9-14 from 3 teams, 8 lanes scy, 5 coaches. stations: starts, turns, underwater kick, backstroke, breaststroke pullout. rotate every 20 min', coach_notes: 'parents watching from the bleachers, want it to look organized lol' });
    expect(brief.clock.value.minutes).toBe(120);
    const text = renderPlan(plan);
    expect(text.match(/Rotation \d, [\d:-]+ \(20 min\)/g)).toHaveLength(5);
    expect(text).not.toMatch(/relay lanes/);
  });
});

describe('round 36: the clock, the length and the groups as coaches write them', () => {
  it('"2hr 15-18" is two hours for the 15-18s, not 2 h 15', () => {
    const { brief } = write({ date: '2027-12-09', description: 'scm, 3 groups: A base 1:15/100, B 1:25, C about 1:35. A does 5x400, B 4x400, C 3x400 + whatever so they all finish together. 2hr 15-18', coach_notes: null });
    expect(brief.clock.value.minutes).toBe(120);
  });

  it('"3 groups: A base 1:15/100, B 1:25, C about 1:35": three groups on those bases', () => {
    const plan = writePlan({ date: '2027-12-09', description: 'scm, 3 groups: A base 1:15/100, B 1:25, C about 1:35. 2hr 15-18, aerobic', coach_notes: null }) as WorkoutPlan;
    expect((plan.laneGroups ?? []).map((g) => [g.name, g.paces?.base])).toEqual([['Group A', 75], ['Group B', 85], ['Group C', 95]]);
  });

  it('"something for thurs, the usual group, not too long": a shorter practice than a usual one', () => {
    const usual = writePlan({ date: '2027-05-06', description: 'something for thurs, the usual group', coach_notes: null });
    const short = writePlan({ date: '2027-05-06', description: 'something for thurs, the usual group, not too long', coach_notes: null });
    expect((short as WorkoutPlan).totals.distance).toBeLessThan((usual as WorkoutPlan).totals.distance * 0.75);
  });
});

describe('round 36: limits said in a few words', () => {
  it('"Greg has a lower back disc thing, PT cleared him for \'easy only\'", "Ana shoulder, no paddles": each their own limits', () => {
    const { brief } = write({ date: '2027-01-19', description: "tri club 60 min scy. Greg has a lower back disc thing, PT cleared him for 'easy only', open turns no flips. Ana shoulder, no paddles. and we only have 4 pull buoys for 14 ppl", coach_notes: null });
    const rules = (name: string) => brief.swimmers.find((s) => s.name === name)?.limits.map((c) => c.rule) ?? [];
    expect(rules('Greg')).toEqual(expect.arrayContaining(['lower_back', 'light_only', 'no_flip_turns']));
    expect(rules('Ana')).toEqual(expect.arrayContaining(['shoulder', 'no_paddles']));
    expect(brief.limits.map((c) => c.rule)).not.toContain('light_only');
  });
});

describe('round 36: the clock in a refinement', () => {
  const refine = (request: { date: string; description: string; coach_notes: string | null }, instruction: string) => {
    const { plan, brief } = write(request);
    return { before: plan as WorkoutPlan, ...refinePlan(plan, instruction, { brief }) };
  };
  const lcm = { date: '2027-06-15', description: 'LCM summer, 13-14 boys, 7-9am, 5k-ish. aerobic base w/ pulling', coach_notes: null };

  it('"too short, … this is like 99 min. fill it out to the full 2 hrs and put the extra into pulling": fills the two hours, the extra in the pull', () => {
    const { before, plan, applied } = refine(lcm, 'too short, we have em 7-9 and this is like 99 min. fill it out to the full 2 hrs and put the extra into pulling, its supposed to be a pull day and theres only 3x100 pull in here');
    const pull = (p: WorkoutPlan) => p.sections.filter((s) => s.kind === 'pull').reduce((sum, s) => sum + s.distance, 0);
    const after = plan as WorkoutPlan;
    expect(applied.join(' ')).not.toMatch(/Fitted to 99 min|instead of \d+ x 100/);
    expect(pull(after)).toBeGreaterThan(pull(before));
    expect(after.totals.minutes).toBeLessThanOrEqual(122);
    if (before.totals.minutes < 110) expect(after.totals.minutes).toBeGreaterThan(before.totals.minutes);
  });

  it('"we lost 15 min to a fire drill so cut 15 min somewhere, lose the technique 50s first": shorter than it ran, the technique gone', () => {
    const request = { date: '2027-01-12', description: 'tues pm 15-18 senior grp, 2hr SCY, shooting for ~6500. thresh day, mostly free w/ some IM mixed in. 4 lanes, 24 kids', coach_notes: 'Mara and Dev are my distance kids, give them a longer option on the main if it fits' };
    const { before, plan, applied } = refine(request, 'forgot Mara and Dev, my distance kids - give them a longer option on the main. also we lost 15 min to a fire drill so cut 15 min somewhere, lose the technique 50s first');
    expect(applied.join(' ')).not.toMatch(/^Longer|Longer:/);
    expect((plan as WorkoutPlan).totals.minutes).toBeLessThan(before.totals.minutes - 5);
    expect((plan as WorkoutPlan).sections.some((s) => /technique/i.test(s.name))).toBe(false);
  });

  it('"update - custodian found the key about 40 min in so we have gear back … warm up and kick can stay no gear": the gear back, the clock as it was', () => {
    const request = { date: '2027-09-09', description: '13-14 2hr scy, pull heavy aerobic day', coach_notes: 'no gear today, the equipment room is locked' };
    const { before, plan, applied } = refine(request, "update - custodian found the key about 40 min in so we have gear back. put buoys back on the pull. warm up and kick can stay no gear, we'll already be past that");
    expect(applied.join(' ')).not.toMatch(/Fitted to 40 min|Kept to "no gear"/);
    expect((plan as WorkoutPlan).totals.minutes).toBeGreaterThan(before.totals.minutes - 10);
    expect((plan as WorkoutPlan).sections.filter((s) => s.kind === 'pull').flatMap((s) => s.blocks.flatMap((b) => b.sets)).some((x) => x.equipment.includes('pull_buoy'))).toBe(true);
  });
});

describe('round 36: a set of their own for named swimmers', () => {
  const lineIn = (plan: WorkoutPlan, kind: string, name: string) => plan.sections.filter((s) => s.kind === kind).flatMap((s) => s.blocks.flatMap((b) => (b.swimmers ?? []).filter((l) => l.name.split(/,\s*|\s+and\s+/).includes(name)).flatMap((l) => l.sets)));

  it('"Ella and Marcus cant do the main … give them like 8x25 w lots of rest": their main is 8 x 25 on rest', () => {
    const { plan, brief } = write({ date: '2027-10-23', description: '9-10s 60 min scy, breathing focus, lots of 50s. Ella and Marcus are new this week, no fly for them', coach_notes: null });
    const res = refinePlan(plan, 'Ella and Marcus cant do the main lol, they can barely get one 50 done. give them like 8x25 w lots of rest. everybody else is fine', { brief });
    const ella = lineIn(res.plan as WorkoutPlan, 'main', 'Ella');
    expect(ella.some((x) => x.reps === 8 && x.distance === 25 && x.sendOff?.type === 'rest')).toBe(true);
  });

  it('"hes not doing the ladder at all, just easy 50s w rest while the group is on the main … Nate no fast underwater": Eli\'s 50s, Nate\'s limit', () => {
    const { plan, brief } = write({ date: '2027-03-30', description: 'college D3 men tues pm scy 2hr. Eli back from mono, cleared for light aerobic only, HR under 150. Nate hamstring: no dives, no breast kick, no fins', coach_notes: null });
    const res = refinePlan(plan, "Eli's HR was 160 on an easy 100 yesterday so hes not doing the ladder at all, just easy 50s w rest while the group is on the main. and Nate can flutter kick but no fast underwater to the flags, the hamstring grabs on the dolphin", { brief });
    expect(res.notApplied).toEqual([]);
    expect(lineIn(res.plan as WorkoutPlan, 'main', 'Eli').some((x) => x.distance === 50 && x.sendOff?.type === 'rest')).toBe(true);
    expect(res.brief.swimmers.find((w) => w.name === 'Nate')?.limits.map((c) => c.rule)).toContain('no_underwater');
  });
});

describe('round 36: seasons as the coach wrote them', () => {
  const season = (description: string, meets: Array<{ name: string; date: string; importance: 'A' | 'B' | 'C' }> | undefined, date: string, notes: string | null = null) => write({ date, description, coach_notes: notes, plan_type: 'season', ...(meets ? { meets } : {}) } as never);

  it('"havent swum anything over 500 in a meet" is a race, not a 500-yard practice', () => {
    const { plan } = season('masters winter block 12 wks, 3x/wk 60 min, building to a 1650 at the spring champs in wk 12. most of them havent swum anything over 500 in a meet', undefined, '2027-01-04');
    expect((plan as SeasonPlan).sessionVolume).toBeGreaterThan(2000);
  });

  it('"taper last 10 days or so": a 10-day taper', () => {
    const { brief } = season('11-12 age group, short block to champs. 4 wks, champs is the sat of wk 4. 4 practices/wk 90 min. taper last 10 days or so', undefined, '2027-02-01');
    expect(brief.season?.taperDays).toBe(10);
  });

  it('"off thanksgiving wk thurs-sun and dec 23 - jan 2": Thanksgiving Thu-Sun, and every day from Dec 23 to Jan 2', () => {
    const { plan } = season('club 13-14 SCY season sept to march. 5 practices/wk 2hr. 2 invites, sectionals in march is the big one. off thanksgiving wk thurs-sun and dec 23 - jan 2', [{ name: 'Fall Invite', date: '2027-10-16', importance: 'C' }, { name: 'Winter Invite', date: '2027-12-11', importance: 'B' }, { name: 'Sectionals', date: '2028-03-09', importance: 'A' }], '2027-08-30');
    const days = (plan as SeasonPlan).weeks.flatMap((w) => w.days ?? []).filter((d) => d.kind !== 'meet');
    expect(days.filter((d) => d.date >= '2027-12-23' && d.date <= '2028-01-02')).toEqual([]);
    expect(days.filter((d) => d.date >= '2027-11-25' && d.date <= '2027-11-28')).toEqual([]);
    expect(days.some((d) => d.date === '2027-11-22')).toBe(true);
  });

  it('"thru states in november" beside State Champs Nov 19, "1 dual in late jan" beside Dual vs Kenyon Jan 22: no second meet on a guessed date', () => {
    const hs = season('HS girls season plan, starts sept 7, 6 days/wk w 2 doubles, thru states in november. conference nov 6. dual meets most weeks', [{ name: 'Conference Champs', date: '2027-11-06', importance: 'B' }, { name: 'State Champs', date: '2027-11-19', importance: 'A' }], '2027-09-07');
    expect(hs.brief.meets.map((m) => m.name)).toEqual(['Conference Champs', 'State Champs']);
    const d3 = season('D3 second half plan. winter break dec 18 - jan 3, training trip jan 4-11 doubles, conf feb 17-20. 1 dual in late jan', [{ name: 'Dual vs Kenyon', date: '2028-01-22', importance: 'C' }, { name: 'Conference Champs', date: '2028-02-17', importance: 'A' }], '2027-11-29');
    expect(d3.brief.meets.filter((m) => /dual/i.test(m.name))).toHaveLength(1);
  });
});

describe('round 36: refining a season', () => {
  const season = (description: string, meets: Array<{ name: string; date: string; importance: 'A' | 'B' | 'C' }> | undefined, date: string) => write({ date, description, coach_notes: null, plan_type: 'season', ...(meets ? { meets } : {}) } as never);

  it('"thats more like 2500-3000 for this group. fix the volume all season": a full practice of 2,800', () => {
    const { plan, brief } = season('masters winter block 12 wks, 3x/wk, building to a 1650 at the spring champs in wk 12', undefined, '2027-01-04');
    const res = refinePlan(plan, 'way too little, thats more like 2500-3000 for this group. fix the volume all season', { brief });
    expect(res.notApplied).toEqual([]);
    expect((res.plan as SeasonPlan).sessionVolume).toBe(2800);
  });

  it('"4th of july invite is sat jul 3 - sun jul 4 not fri the 2nd … drop weeks 9 and 10": the invite on Jul 3-4, the season 8 weeks', () => {
    const { plan, brief } = season('LC summer 10 wks, 15-18, 9 practices a wk. B meet = 4th of july invite, A meet = LC champs jul 29-aug 1. want a light week after the july invite', [{ name: '4th of July Invite', date: '2027-07-02', importance: 'B' }, { name: 'LC Champs', date: '2027-07-29', importance: 'A' }], '2027-06-07');
    const res = refinePlan(plan, '4th of july invite is sat jul 3 - sun jul 4 not fri the 2nd, move it and keep the light week right after. and drop weeks 9 and 10, the season ends after champs aug 1', { brief });
    const after = res.plan as SeasonPlan;
    const invite = after.meets?.find((m) => /july/i.test(m.name));
    expect(invite?.date).toBe('2027-07-03');
    expect(invite?.endDate).toBe('2027-07-04');
    expect(after.weeks).toHaveLength(8);
  });

  it('"no 2nd dual on the 29th - take it out": the meet on the 29th, never the dual the coach dated; "3x a wk 3-4k" for some changes no week', () => {
    const { plan, brief } = season('D3 second half plan, 8 sessions a wk. conf feb 17-20. duals jan 22 and jan 29', [{ name: 'Dual vs Kenyon', date: '2028-01-22', importance: 'C' }, { name: 'Dual vs Denison', date: '2028-01-29', importance: 'C' }, { name: 'Conference Champs', date: '2028-02-17', importance: 'A' }], '2027-11-29');
    const res = refinePlan(plan, 'thats kenyon on the 22nd, no 2nd dual on the 29th - take it out. and a swim option for the ones w a 25m pool, like 3x a wk 3-4k', { brief });
    const names = ((res.plan as SeasonPlan).meets ?? []).map((m) => m.name);
    expect(names).toContain('Dual vs Kenyon');
    expect(names).not.toContain('Dual vs Denison');
    expect(res.applied.join(' ')).not.toMatch(/practices a week in week/);
  });
});

describe('round 36: more refinements as coaches word them', () => {
  it('"6x100 kick w fins is too much for kids who swam 10+ events … make it 300 easy kick no fins … 10 min stretching on deck at the end": the kick 300 without fins, stretching after, the level as it was', () => {
    const { plan, brief } = write({ date: '2027-12-06', description: 'HS varsity recovery swim 60 min scy the day after the meet, kick w fins ok', coach_notes: null });
    const res = refinePlan(plan, '6x100 kick w fins is too much for kids who swam 10+ events, legs are toast. make it 300 easy kick no fins. and add 10 min stretching on deck at the end before they leave', { brief });
    const after = res.plan as WorkoutPlan;
    expect(res.applied.join(' ')).not.toMatch(/Rewritten for/);
    const kick = after.sections.filter((s) => s.kind === 'kick').reduce((sum, s) => sum + s.distance, 0);
    expect(kick).toBeLessThanOrEqual(300);
    expect(setsIn(after).some((x) => x.equipment.includes('fins') || /\bwith,/.test(x.description))).toBe(false);
    expect(res.applied.join(' ')).toMatch(/dryland after the swim/);
  });

  it('"Linda texted shes not coming so take her stuff out": her lines come out', () => {
    const { plan, brief } = write({ date: '2027-04-14', description: 'masters 75 min scy aerobic. Linda has asthma. Tom had knee surgery, no breast kick, no hard push offs', coach_notes: null });
    const res = refinePlan(plan, 'Linda texted shes not coming so take her stuff out. rest of the group same', { brief });
    expect(res.brief.swimmers.map((w) => w.name)).not.toContain('Linda');
    expect(res.brief.swimmers.map((w) => w.name)).toContain('Tom');
  });

  it('"swap out the 12x60 free drill for a turns set, like 40s back/breast" in a 20-yard pool: 40s of back and breast, whole lengths', () => {
    const { plan, brief } = write({ date: '2027-11-09', description: '10-12 grp tues 5:30-7, 20 yd pool (yes 20), 5 lanes. IM work, turns esp the BK to BR turn, they keep DQing on it. 3800 give or take', coach_notes: null });
    const res = refinePlan(plan, 'swap out the 12x60 free drill for a turns set, like 40s back/breast so every one has a bk to br turn at the wall', { brief });
    expect(res.notApplied.filter((n) => /broken/.test(n.why))).toEqual([]);
    const sets = setsIn(res.plan);
    expect(sets.some((x) => x.distance === 40 && x.mix?.map((m) => m.stroke).join('/') === 'back/breast')).toBe(true);
    expect(sets.every((x) => x.distance % 20 === 0)).toBe(true);
  });
});

describe('round 36: lanes between the fast and the slow', () => {
  it('"fast lane 1:15 slow lane 1:40, the middle two about 1:25 / 1:30": four lanes on those bases', () => {
    const plan = writePlan({ date: '2027-04-27', description: 'fast lane 1:15 slow lane 1:40, the middle two about 1:25 / 1:30. masters 60 min. fast lane does ~3500, slow lane more like 2500', coach_notes: null }) as WorkoutPlan;
    expect((plan.laneGroups ?? []).map((g) => g.paces?.base)).toEqual([75, 85, 90, 100]);
  });
});

describe('round 36: the coach\'s own sets, as written', () => {
  it('"800 neg split, 400s desc, 200s at race pace, 100s fast" are the efforts of the coach\'s sets, and 800 is no volume', () => {
    const { plan } = write({ date: '2027-10-14', description: "main set (don't change): 1x800 @10:30, 2x400 @5:15, 4x200 @2:40, 8x100 @1:20. 800 neg split, 400s desc, 200s at race pace, 100s fast. plan the rest of it, 2.5hr D1 women LCM", coach_notes: null });
    const main = (plan as WorkoutPlan).sections.filter((s) => s.kind === 'main').flatMap((s) => s.blocks.flatMap((b) => b.sets));
    const of = (d: number) => main.find((x) => x.distance === d)!;
    expect(of(800).description).toMatch(/negative split/);
    expect(of(400).description).toMatch(/descend/);
    expect(of(200).description).toMatch(/race pace/);
    expect(of(100).description).toMatch(/fast/);
    expect((plan as WorkoutPlan).totals.distance).toBeGreaterThan(7000);
    expect(renderPlan(plan)).not.toMatch(/your 800/);
  });

  it('"keep reps + send-offs exact … 4x300 @4:30 BK/BR/FR by 100 … leave 10 min for [fly on our own]": one send-off for every lane, the 300s a mix, 110 min', () => {
    const { plan, brief } = write({ date: '2027-12-02', description: 'build around this and keep reps + send-offs exact: 20x50 @:50 (odds drill/swim by 25, evens build), then 4x300 @4:30 BK/BR/FR by 100. 12-14 age group, 2 hrs scy', coach_notes: 'we do fly on our own at the end of practice, leave 10 min for it' });
    expect(brief.clock.value.minutes).toBe(110);
    expect(brief.focus.value).not.toContain('fly');
    const sets = (plan as WorkoutPlan).sections.flatMap((s) => s.blocks.filter((b) => b.coachWritten).flatMap((b) => b.sets));
    for (const x of sets) expect(x.lanes).toBeUndefined();
    expect(sets.find((x) => x.distance === 300)?.mix?.map((m) => m.stroke)).toEqual(['back', 'breast', 'free']);
  });
});

describe('round 36: underwater kicking the coach wrote', () => {
  it('"16x25 underwater kick @:30 alt fly/free": kept, with the safety line said once', () => {
    const { plan } = write({ date: '2027-05-27', description: "hs boys 80 min scy. here's my set: 6x(75 kick @1:15 + 50 swim fast @:40 + 25 ez @:30), then 16x25 underwater kick @:30 alt fly/free. fill in wu, a small pull set, cd", coach_notes: null });
    const text = renderPlan(plan);
    expect(text).toMatch(/16 x 25 Kick @ 0:30/);
    expect(text.match(/Underwater kicking: to the flags/g)).toHaveLength(1);
  });
});

describe('round 36: special sessions', () => {
  it('a meet warm-up for "events today 200 free, 100 fly, 200 IM": a pace swim of each event\'s stroke', () => {
    const { plan } = write({ date: '2027-06-12', description: 'meet warm up for my 13-14s at a 25y 8 lane pool. we get 2 lanes for 25 min general warm up then 10 min in a sprint lane. events today 200 free, 100 fly, 200 IM', coach_notes: "16 kids in 2 lanes so it'll be crowded, circle swim only" });
    const pace = (plan as WorkoutPlan).sections.filter((s) => s.kind === 'race_pace').flatMap((s) => s.blocks.flatMap((b) => b.sets)).map((x) => x.stroke);
    expect(pace).toEqual(expect.arrayContaining(['free', 'fly', 'im']));
  });

  it('"T-30 … 2hr … 28 kids 6 lanes, need counters so half swim half count": two heats, the time for both, no sprints before the test', () => {
    const { plan } = write({ date: '2027-09-13', description: 'T-30 test day for 15-18, first week of the season. 2hr scy. want a good warm up, the T-30, then cool down + some easy drill. 28 kids 6 lanes, need counters so half swim half count', coach_notes: null });
    const w = plan as WorkoutPlan;
    expect(renderPlan(w)).toMatch(/two heats/);
    expect(w.totals.minutes).toBeLessThan(95);
    const test = w.sections.findIndex((s) => s.name === 'Test Set');
    expect(w.sections.slice(0, test).some((s) => s.kind === 'skills')).toBe(false);
  });
});

describe('round 36: the day said in few words', () => {
  it('"race pace 50s / lactate stuff": a lactate main of fast 50s, not 200s', () => {
    const plan = writePlan({ date: '2027-03-11', description: 'd2 sprint group thurs afternoon, 75 min scm. race pace 50s / lactate stuff, low volume 3k max. 9 guys 3 lanes', coach_notes: null }) as WorkoutPlan;
    expect(plan.focus[0]).toBe('lactate');
    const main = plan.sections.filter((s) => s.kind === 'main').flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(main.some((x) => x.distance === 50 && (x.zone === 'SP1' || x.zone === 'SP2'))).toBe(true);
  });

  it('"kids. friday. fun. ~1hr?": a fun practice', () => {
    const { brief } = write({ date: '2027-05-07', description: 'kids. friday. fun. ~1hr?', coach_notes: null });
    expect(brief.wants.some((w) => w.structure === 'fun')).toBe(true);
  });

  it('"like a pyramid thing for masters but not a pyramid": a ladder', () => {
    const text = renderPlan(writePlan({ date: '2027-05-07', description: 'can u do like a pyramid thing for masters but not a pyramid', coach_notes: null }));
    expect(text).toMatch(/ladder down/);
    expect(text).not.toMatch(/\bpyramid\b/);
  });
});

describe('round 36: a stroke day kicks its stroke', () => {
  it('"breaststroke focus pls, a lot of them have a scissor kick": breaststroke kick on the back, no flutter with fins', () => {
    const plan = writePlan({ date: '2027-05-13', description: 'masters thurs noon, 45 min!!! 25m pool, 3 lanes, usually 10-12 ppl on lunch break. stroke day - breaststroke focus pls, a lot of them have a scissor kick', coach_notes: null }) as WorkoutPlan;
    const kick = plan.sections.filter((s) => s.kind === 'kick').flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(kick.length).toBeGreaterThan(0);
    for (const x of kick) {
      expect(x.description).toMatch(/breaststroke kick/);
      expect(x.equipment).not.toContain('fins');
    }
  });
});

describe('round 36: new swimmers who can barely swim a 50', () => {
  it('"Ella and Marcus are new this week, can barely do a 50 free": about half the practice, 25s on rest, no IM', () => {
    const plan = writePlan({ date: '2027-10-23', description: 'sat am 9-10s 1 hr scy. bilateral breathing, they all breathe every 2 to one side. 3 lanes, a few still cant flip turn', coach_notes: 'Ella and Marcus are new this week, can barely do a 50 free' }) as WorkoutPlan;
    const ella = linesOf(plan, 'Ella');
    expect(ella.length).toBeGreaterThan(3);
    for (const x of ella) {
      expect(x.distance).toBe(25);
      expect(x.sendOff?.type).toBe('rest');
      expect(['im', 'fly']).not.toContain(x.stroke);
    }
    expect(ella.reduce((sum, x) => sum + x.reps * x.distance, 0)).toBeLessThan(plan.totals.distance * 0.6);
  });
});

describe('round 36: a set made another count and distance', () => {
  it('"the 4x100 back main is way too long … make it 8x50 back w rest and break the 3x100 kick into 25s": those two sets, the practice otherwise as it was', () => {
    const { plan, brief } = write({ date: '2027-03-06', description: '8&U 45 min scy backstroke day, 4 lanes. main 4x100 back, kick 3x100', coach_notes: null });
    const res = refinePlan(plan, 'the 4x100 back main is way too long for my 8&unders, half of them cant hold bk past a 50 and they lose focus after like 2 min anyway. make it 8x50 back w rest and break the 3x100 kick into 25s', { brief });
    expect(res.applied.join(' ')).not.toMatch(/^Shorter|Shorter:/);
    const sets = setsIn(res.plan);
    expect(sets.some((x) => x.reps === 8 && x.distance === 50 && x.stroke === 'back' && x.sendOff?.type === 'rest')).toBe(true);
    expect(sets.some((x) => x.stroke === 'kick' && x.distance === 100)).toBe(false);
  });
});

describe('round 36: gear and yards moved between named sets', () => {
  it('"fins ok on the 16x25 fly and the 12x50 fly/free": fins on those two sets, their send-offs kept, the kick without', () => {
    const { plan, brief } = write({ date: '2027-03-23', description: '13&O senior dev 2 hrs LCM, fly focus, ~6000m. spring break week so numbers low, maybe 8 kids in 2 lanes', coach_notes: null });
    const flyBefore = setsIn(plan).filter((x) => x.stroke === 'fly' || x.mix?.some((m) => m.stroke === 'fly'));
    const named = flyBefore.slice(0, 2).map((x) => `${x.reps}x${x.distance} ${x.stroke}`);
    const res = refinePlan(plan, `fins ok on the ${named.join(' and the ')}, theyre all out of shape after break. also move the pull up before the main, dont want 800 of pull w dead shoulders after all that fly`, { brief });
    const after = setsIn(res.plan);
    for (const x of flyBefore.slice(0, 2)) {
      const now = after.find((y) => y.reps === x.reps && y.distance === x.distance && y.stroke === x.stroke)!;
      expect(now.equipment).toContain('fins');
      expect(now.sendOff).toEqual(x.sendOff);
    }
    expect(res.applied.join(' ')).not.toMatch(/rewritten as fly/);
  });

  it('"cut the 14x50 technique way down and put it into kick": a third of the 50s left, the kick the bigger', () => {
    const { plan, brief } = write({ date: '2027-08-03', description: '11-12 mixed, 90 min scy, my base for the middle group is 1:25 per 100. aerobic kick + free. first week back after summer break so ease in a little', coach_notes: null });
    const kickOf = (p: WorkoutPlan) => p.sections.filter((s) => s.kind === 'kick').reduce((sum, s) => sum + s.distance, 0);
    const tech = setsIn(plan).find((x) => x.distance === 50 && x.reps >= 9 && /drill/.test(x.description));
    expect(tech).toBeDefined();
    const res = refinePlan(plan, `cut the ${tech!.reps}x50 technique way down and put it into kick, fins ok on the kick`, { brief });
    expect(res.notApplied).toEqual([]);
    expect(kickOf(res.plan as WorkoutPlan)).toBeGreaterThan(kickOf(plan as WorkoutPlan));
  });
});

describe('round 36: send-offs moved by seconds, and the clock after dryland', () => {
  it('"tighten the send offs on the 2nd round of the ladder by 5 sec per 100": that round alone, 5 s a 100 faster', () => {
    const { plan, brief } = write({ date: '2027-03-02', description: 'threshold ladder main 2 rounds, 90 min scy hs', coach_notes: null });
    const before = (plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;
    const rounds = before.blocks.find((b) => b.rounds === 2 && b.sets.every((x) => x.sendOff?.type === 'interval'));
    expect(rounds).toBeDefined();
    const res = refinePlan(plan, 'tighten the send offs on the 2nd round of the main by 5 sec per 100', { brief });
    const main = (res.plan as WorkoutPlan).sections.find((s) => s.kind === 'main')!;
    const second = main.blocks.find((b) => b.rounds === 1 && /round 2/.test(b.label ?? ''))!;
    const first = main.blocks[main.blocks.indexOf(second) - 1]!;
    for (const [i, x] of second.sets.entries()) {
      const was = (first.sets[i]!.sendOff as { seconds: number }).seconds;
      expect((x.sendOff as { seconds: number }).seconds).toBe(Math.max(15, Math.round((was - (5 * x.distance) / 100) / 5) * 5));
    }
  });

  it('"the usual thurs is 90 min total and we do 15 min dryland on deck before we get in … cut the swim to fit the 75 thats left": 75 min of swim after the dryland', () => {
    const { plan, brief } = write({ date: '2027-05-06', description: 'something for thurs, the usual group', coach_notes: null });
    const res = refinePlan(plan, 'way too long, the usual thurs is 90 min total and we do 15 min dryland on deck before we get in. put the dryland at the start (bands, core, nothing heavy) and cut the swim to fit the 75 thats left', { brief });
    expect(res.notApplied).toEqual([]);
    expect((res.plan as WorkoutPlan).totals.minutes).toBeLessThanOrEqual(82);
    expect(res.applied.join(' ')).not.toMatch(/the swim is unchanged/);
  });
});

describe('round 36: a set swapped for one swim', () => {
  it('"the 6x25 race pace at the end is … the go out hot and die thing im trying to fix, swap it for a 300 steady": that set becomes one 300, the total as it was but for it', () => {
    const { plan, brief } = write({ date: '2027-05-20', description: 'tri club 60 min scy, newer triathletes learning to hold a pace, main 100s at css, 6x25 race pace at the end', coach_notes: null });
    const six = setsIn(plan).find((x) => x.distance === 25 && x.reps === 6);
    expect(six).toBeDefined();
    const res = refinePlan(plan, 'the 6x25 race pace at the end is exactly the go out hot and die thing im trying to fix, swap it for a 300 steady at the same pace as the 100s', { brief });
    expect(res.applied.join(' ')).not.toMatch(/Volume set/);
    expect(res.applied.join(' ')).toMatch(/300 steady/);
    expect(res.notApplied.filter((n) => /trying to fix/.test(n.words))).toEqual([]);
  });
});

describe('round 36: lanes taken out of a plan', () => {
  it('"JV has lanes 5 and 6 … take them out of this, varsity only in lanes 1-4 … starts have to go one way": four lanes, the starts kept', () => {
    const { plan, brief } = write({ date: '2027-12-08', description: 'HS varsity girls wed 2hr ~5000 yds, sprint + starts day, 6 lanes, blocks on the deep end', coach_notes: null });
    expect((plan as WorkoutPlan).laneGroups).toHaveLength(6);
    const res = refinePlan(plan, 'JV has lanes 5 and 6 and does their own thing w their coach, take them out of this, varsity only in lanes 1-4. and blocks are only at the deep end so starts have to go one way', { brief });
    const after = res.plan as WorkoutPlan;
    expect(after.laneGroups?.map((g) => g.name)).toEqual(['Lane 1', 'Lane 2', 'Lane 3', 'Lane 4']);
    expect(renderPlan(after).split('\n').filter((l) => !l.startsWith('Note: Refined')).join('\n')).not.toMatch(/Lane 5|Lane 6/);
    expect(res.applied.join(' ')).not.toMatch(/Removed the (?:starts|race skills)/);
  });
});

describe('round 36: a midseason meet and its rest', () => {
  const meets = [{ name: 'Dual at State U', date: '2027-10-23', importance: 'C' as const }, { name: 'Dual vs Tech', date: '2027-11-06', importance: 'C' as const }, { name: 'Midseason Invite', date: '2027-11-18', importance: 'A' as const }];
  const request = { date: '2027-10-11', description: 'D1 women distance group, 6 wk block to our midseason invite nov 18-20 then back into training. 10 sessions/wk, 2 dual meets in there we swim thru', coach_notes: null, plan_type: 'season', meets } as never;

  it('"our midseason invite … then back into training": a week of rest, and no backstroke focus', () => {
    const { plan, brief } = write(request);
    expect((plan as SeasonPlan).taper?.days).toBe(7);
    expect(brief.focus.value).not.toContain('back');
  });

  it('"we dont taper 3 weeks for it … just rest the last 5-6 days before nov 18": a 6-day taper, said once', () => {
    const { plan, brief } = write(request);
    const res = refinePlan(plan, 'its a midseason, we dont taper 3 weeks for it. weeks 4 and 5 should be full training, just rest the last 5-6 days before nov 18', { brief });
    expect((res.plan as SeasonPlan).taper?.days).toBe(6);
    expect(res.applied.filter((a) => /^Taper of/.test(a))).toHaveLength(1);
  });
});

describe('round 36: a set swum as relays', () => {
  it('"do the 6x25 sprint as relay races at the end": that set, as relays, before the cool-down', () => {
    const { plan, brief } = write({ date: '2027-10-01', description: '11-12s friday 60 min scy aerobic, 6x25 sprint somewhere', coach_notes: null });
    const six = setsIn(plan).find((x) => x.reps === 6 && x.distance === 25);
    expect(six).toBeDefined();
    const res = refinePlan(plan, 'do the 6x25 sprint as relay races at the end', { brief });
    const sections = (res.plan as WorkoutPlan).sections;
    const relay = sections.findIndex((s) => s.name === 'Relay Races');
    expect(relay).toBeGreaterThan(0);
    expect(sections[relay + 1]?.kind).toBe('cooldown');
  });
});

describe('round 36: a week off at home', () => {
  it('a senior group\'s week of break with no practice has a home plan: dryland, a run or bike, and swims for those with a pool', () => {
    const { plan } = write({ date: '2027-11-29', description: 'D3 second half plan. winter break dec 18 - jan 3 (kids home, need a home plan), conf feb 17-20', coach_notes: null, plan_type: 'season', meets: [{ name: 'Conference Champs', date: '2028-02-17', importance: 'A' }] } as never);
    const off = (plan as SeasonPlan).weeks.find((w) => (w.days ?? []).length === 0 && /holiday/.test(w.emphasis));
    expect(off?.emphasis).toMatch(/home plan: .*dryland.*run or bike.*pool/);
  });
});

describe('round 37: clocks, lessons and names read from coaches\' words', () => {
  it('"sat 8-9:15" and "group tues 4:30-5:15" are the session\'s hours; "for the first 30 min" is a stretch of it', () => {
    expect(write({ date: '2027-04-10', description: 'masters sat 8-9:15, 25m pool, 6 lanes', coach_notes: null }).brief.clock.value.minutes).toBe(75);
    expect(write({ date: '2027-02-09', description: '8&U group tues 4:30-5:15, 25m pool, 14 kids in 3 lanes', coach_notes: null }).brief.clock.value.minutes).toBe(45);
    expect(write({ date: '2027-12-08', description: 'HS girls varsity+JV, 38 girls 8 lanes SCY, 3:15-5:15. sprint/speed day', coach_notes: 'divers have lanes 7-8 for the first 30 min' }).brief.clock.value.minutes).toBe(120);
  });

  it('"private 30 min w Noah, 10, autistic … likes a visual schedule": a lesson for a 10-year-old, the schedule no toy', () => {
    const { plan } = write({ date: '2027-04-03', description: 'private 30 min w Noah, 10, autistic, loves water but hates loud noise and wont wear goggles (the strap bothers him). working on side breathing for freestyle', coach_notes: 'he does best when he knows whats next, likes a visual schedule' });
    const text = renderPlan(plan);
    expect(text).toMatch(/Session: Learn-to-swim Lesson/);
    expect(text).toMatch(/Level: Age group 9-10/);
    expect(text).not.toMatch(/toy \(visual/);
  });

  it('"3 of my kids have exercise induced asthma … inhalers stay on deck": no swimmer called Asthma or Inhalers', () => {
    const { brief } = write({ date: '2027-02-24', description: '10-12 group 75 min scy, pool is cold today (78) and 3 of my kids have exercise induced asthma, Owen had to stop last wk. longer gradual warmup, no hypoxic/breath control stuff for anybody, inhalers stay on deck', coach_notes: null });
    expect(brief.swimmers.map((w) => w.name)).not.toEqual(expect.arrayContaining(['Asthma']));
    expect(brief.swimmers.map((w) => w.name)).not.toEqual(expect.arrayContaining(['Inhalers']));
  });
});

describe('round 38: words coaches use for lanes, levels, meets and halves', () => {
  it('"lane 1 on 1:10, 2 on 1:20, 3 on 1:30, lane 4 on 1:45": four lanes', () => {
    const plan = writePlan({ date: '2027-01-14', description: '13-14 aerobic, 90 min scy. lane 1 on 1:10, 2 on 1:20, 3 on 1:30, lane 4 on 1:45. want all lanes to finish the main set together', coach_notes: null }) as WorkoutPlan;
    expect((plan.laneGroups ?? []).map((g) => g.paces?.base)).toEqual([70, 80, 90, 105]);
  });

  it('"IM focus on the back half of the main" is an IM day, not backstroke; "put shoulder prehab in there" names no swimmer', () => {
    const { brief } = write({ date: '2027-03-02', description: 'tues 5:30-7:15pm senior grp 15-18, SCY, 22 kids in 6 lanes. threshold day, want ~6000. IM focus on the back half of the main', coach_notes: null });
    expect(brief.focus.value).toContain('im');
    expect(brief.focus.value).not.toContain('back');
    expect(write({ date: '2027-03-02', description: 'college d3, 45 min circuit in the weight room then 90 min swim scy aerobic. put shoulder prehab in there somewhere', coach_notes: null }).brief.swimmers.map((w) => w.name)).not.toContain('Put');
  });

  it('"one of my 11-12s (Jaxon) broke his L wrist … cleared for kick only": Jaxon kicks, the group swims', () => {
    const { brief } = write({ date: '2027-03-02', description: "one of my 11-12s (Jaxon) broke his L wrist, has a waterproof cast and is cleared for kick only, no swimming. 75 min scy practice, give me a kick plan for him next to the group's practice", coach_notes: null });
    expect(brief.swimmers.find((w) => w.name === 'Jaxon')?.limits.map((c) => c.rule)).toContain('kick_only');
    expect(brief.limits.map((c) => c.rule)).not.toContain('kick_only');
  });

  it('"what should my 12s do thru march" is for 11-12s; "meet in wk 3 and a bigger one wk 8" is two meets, the second the A', () => {
    expect(write({ date: '2027-12-01', description: 'what should my 12s do thru march', coach_notes: null, plan_type: 'season' } as never).brief.who.value.squad).toBe('age_11_12');
    const { brief } = write({ date: '2027-08-30', description: '8 wk block for 10&U, meet in wk 3 and a bigger one wk 8, 3 practices a wk, 1hr', coach_notes: null, plan_type: 'season' } as never);
    expect(brief.meets.map((m) => m.importance)).toEqual(['B', 'A']);
  });

  it('"time trial day … each kid swims 2 events": races in heats, not a T-20', () => {
    const text = renderPlan(writePlan({ date: '2027-05-15', description: 'time trial day for 9-10s and 11-12s, 2hrs scy. each kid swims 2 events. need warm-up, a rough order of events', coach_notes: '38 kids, 6 lanes' }));
    expect(text).toMatch(/Event 1/);
    expect(text).not.toMatch(/T-20/);
  });
});

describe('round 39: a school test is no swim test', () => {
  it('"couple of them have a bio test tmrw so theyll be cranky": a practice that fills 2:45-4:45, not a refused test day', () => {
    const { plan, brief } = write({ date: '2027-02-03', description: 'HS varsity boys wed 2:45-4:45 SCY. 3 wks out from conference. want a real thresh free set + some IM, around 6000. 6 lanes, 26 guys', coach_notes: 'couple of them have a bio test tmrw so theyll be cranky lol' });
    expect(brief.session.value).toBe('practice');
    expect((plan as WorkoutPlan).totals.minutes).toBeGreaterThan(100);
  });
});

describe('round 39: easy on the walls', () => {
  it('"Jake has patellar tendinitis - no breaststroke kick, easy on walls": gentle push-offs for Jake', () => {
    const { brief } = write({ date: '2027-03-02', description: 'college practice tues pm 2hrs SCY. also Jake has patellar tendinitis - no breaststroke kick, easy on walls', coach_notes: null });
    expect(brief.swimmers.find((w) => w.name === 'Jake')?.limits.map((c) => c.rule)).toEqual(expect.arrayContaining(['no_breast_kick', 'easy_pushoffs']));
  });
});
