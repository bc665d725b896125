import { describe, expect, it } from 'vitest';
import type { SeasonPlan, WorkoutPlan } from '@laneforge/contracts';
import { readBrief, refinePlan, write } from './index';

/** Blind round 48's plans, read by a head coach: the general causes behind them, in the coach's words. */
const lessonText = (p: WorkoutPlan) => (p.steps ?? []).map((s) => `${s.title}: ${s.detail}`).join('\n');

describe('round 49: who the session is for, the clock said', () => {
  it('"learn to swim level 2, 4 kids age 4-5, 30 min": the four children are the class, not four swimmers with a limit; the 30 min stay', () => {
    const request = { date: '2027-06-08', description: 'learn to swim level 2, 4 kids age 4-5, 30 min, 3 ft end, just me instructing. they can blow bubbles and float w help. goal is front glide + recovering to stand. one of them cries when water hits her face', coach_notes: null, plan_type: 'workout' as const };
    const brief = readBrief(request);
    expect(brief.clock.value.minutes).toBe(30);
    expect(brief.swimmers).toEqual([]);
    expect(brief.lesson?.needs).toContain('supported_float');
    const plan = write(request).plan as WorkoutPlan;
    expect(lessonText(plan)).toMatch(/instructor's hands/);
    expect(lessonText(plan)).not.toMatch(/swim to the wall|glides? from the wall unsupported/);
    expect(plan.notes.join(' ')).not.toMatch(/no time given/);
  });

  it('"we have 2 asthmatics" and "3 kids w knee pain" are still some of them, on their own lines', () => {
    const brief = readBrief({ date: '2027-06-08', description: 'age group 11-12, 90 min scy aerobic, 3 kids w knee pain so no breaststroke kick for them', coach_notes: null, plan_type: 'workout' });
    expect(brief.swimmers.length).toBe(1);
    expect(brief.swimmers[0]!.name).toMatch(/Swimmers/);
  });
});

describe('round 49: a session for one swimmer alone', () => {
  it('"build her something for while the team does their main … 45 min cap": a 45-minute aerobic workout of her own, on her base, her limits the session\'s', () => {
    const request = { date: '2027-10-26', description: "one of my D2 girls (Kendall) is back from mono, doc cleared her to train but her spleen is still enlarged so NO contact, no crowded lanes, aerobic only, HR under 150, 45 min cap. she'll be alone in lane 8. normally a 1:05 base scy 200 flyer. she's freaking out about losing fitness - build her something for while the team does their main", coach_notes: 'team practice is 2 hrs, she gets in when they start the preset', plan_type: 'workout' as const };
    const brief = readBrief(request);
    expect(brief.swimmers).toEqual([]);
    expect(brief.clock.value.minutes).toBe(45);
    expect(brief.base.value).toBe(65);
    const plan = write(request).plan as WorkoutPlan;
    expect(plan.totals.distance).toBeLessThanOrEqual(3000);
    expect(plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets)).every((s) => ['EN1', 'REC'].includes(s.zone))).toBe(true);
  });

  it('"give her a pull buoy" is gear for a swimmer, not a session of her own', () => {
    const brief = readBrief({ date: '2027-10-26', description: 'hs girls 90 min scy aerobic. Maya has a sore shoulder, give her a pull buoy and no fly', coach_notes: null, plan_type: 'workout' });
    expect(brief.swimmers.map((s) => s.name)).toEqual(['Maya']);
  });
});

describe('round 49: dryland beside the swim', () => {
  it('"everyone out by 5:30 for dryland": a swim practice of 3:30-5:30, the dryland after it the coach\'s own', () => {
    const brief = readBrief({ date: '2027-01-26', description: "use my lane groups. tues practice 3:30-5:30. threshold day for A and B, C group does technique on the main instead (they're new). everyone out by 5:30 for dryland", coach_notes: null, plan_type: 'workout' });
    expect(brief.session.value).toBe('practice');
    expect(brief.clock.value.minutes).toBe(120);
    expect(brief.dryland).toBeNull();
  });

  it('"weight room booked by football … 30 min bodyweight dryland on the pool deck then 90 min swim ~5500": 30 min on a wet deck, then the 90-minute swim of 5,500', () => {
    const request = { date: '2027-10-07', description: 'college d3 women, weight room booked by football today. 30 min bodyweight dryland on the pool deck (wet tile) then 90 min swim scy ~5500 aerobic. 14 girls, 3 lanes 1:05/1:12/1:20. a couple have shoulder stuff so be smart w pushups', coach_notes: null, plan_type: 'workout' as const };
    const brief = readBrief(request);
    expect(brief.dryland).toMatchObject({ minutes: 30, setting: 'deck', wet: true, when: 'before' });
    expect(brief.clock.value.minutes).toBe(120);
    // "a couple have shoulder stuff": some of them, on their own line, not the team's limit.
    expect(brief.swimmers.map((s) => s.name)).toEqual(['Swimmers (shoulder)']);
    expect(brief.limits.some((l) => l.rule === 'shoulder')).toBe(false);
    expect((write(request).plan as WorkoutPlan).totals.distance).toBe(5500);
  });
});

describe('round 49: seasons as long as the coach said', () => {
  const season = (description: string, date: string, coach_notes: string | null = null) => write({ date, description, coach_notes, plan_type: 'season' }).plan as SeasonPlan;

  it('"plan from now to nationals … give me a 2 wk wind down": the season from the form\'s date, its taper two weeks', () => {
    const plan = season('masters group, 3x/wk (mon wed fri 6am, 60 min scy), building to spring nationals apr 29-may 2. ~20 ppl mostly 40-60, a few going for 200 fly/500 free, most do 50s-100s. local meets feb 20 and mar 27. plan from now to nationals, no real taper for most but give me a 2 wk wind down', '2027-01-11', 'some only come 2x a week');
    expect(plan.weeks[0]!.startDate).toBe('2027-01-11');
    expect(plan.weeks.length).toBeGreaterThanOrEqual(15);
    expect(plan.weeks.filter((w) => w.phase === 'taper').length).toBeLessThanOrEqual(3);
  });

  it('"season sept to march … thanksgiving wk + 2 wks xmas off": the months said, the whole Thanksgiving week and two weeks at Christmas off', () => {
    const plan = season("10&U season sept to march, 4 x 60 min/wk scy. i dont want to 'taper' 9 yr olds but they have champs in early march. thanksgiving wk + 2 wks xmas off. focus all 4 strokes legal + IM, build aerobic base slowly", '2027-08-23');
    expect(plan.weeks[0]!.startDate).toBe('2027-09-01');
    expect(plan.breaks).toEqual(expect.arrayContaining([expect.objectContaining({ from: '2027-11-22', to: '2027-11-28', kind: 'off' }), expect.objectContaining({ from: '2027-12-20', to: '2028-01-02', kind: 'off' })]));
  });

  it('"july 4 week is light (3 practices)": three practices that week, not the usual eight', () => {
    const plan = season('summer LC season for my 13-14s, june 7 thru JOs aug 5-8. 8 practices/wk incl 2 doubles (mon/wed am), dryland 3x. july 4 week is light (3 practices). mid season meet june 26-27, zone qualifier july 16-18, JOs is the big one. want a 2 wk taper', '2027-06-07');
    const week = plan.weeks.find((w) => w.startDate === '2027-07-05')!;
    expect((week.days ?? []).filter((d) => d.kind === 'practice').length).toBe(3);
    expect((plan.weeks.find((w) => w.startDate === '2027-06-14')!.days ?? []).filter((d) => d.kind === 'practice').length).toBe(8);
  });
});

describe('round 49: the clock they really have, the lanes they get, some of them', () => {
  it('"2 hrs … we really only have 1h50", "half of them were sick last wk", "3 of them dont really do fly", "4 of the 8 lanes"', () => {
    const burner = readBrief({ date: '2027-11-26', description: "turkey burner fri after thanksgiving, 15&O, 2 hrs scy, prob ~25 of our 40 show. they want something 'fun hard' - traditionally 100x100 but no way this yr, half of them were sick last wk. maybe a themed thing? bases 1:05 / 1:10 / 1:20", coach_notes: 'pool opens at 8 instead of 7:30 bc holiday hours so we really only have 1h50', plan_type: 'workout' });
    expect(burner.clock.value.minutes).toBe(110);
    expect(burner.limits.some((l) => l.rule === 'returning')).toBe(false);
    expect(burner.swimmers.some((s) => s.limits.some((l) => l.rule === 'returning'))).toBe(true);
    const masters = readBrief({ date: '2027-03-10', description: 'noon masters, 45 min, 25m pool - we only get 4 of the 8 lanes, rest is aquafit w the loud music. 12 ppl, bases 1:40 to 2:10 per 100m. IM focus but 3 of them dont really do fly, give them a sub. keep the slow lane under 2k', coach_notes: null, plan_type: 'workout' });
    expect(masters.lanes.length).toBe(4);
    expect(masters.swimmers).toEqual([expect.objectContaining({ name: 'Swimmers (no fly)', limits: [expect.objectContaining({ rule: 'no_fly' })] })]);
    expect(masters.limits.some((l) => l.rule === 'no_fly')).toBe(false);
  });
});

describe('round 49: the coach\'s race-pace set as said', () => {
  it('"USRPT day for the sr grp, 100 breaststrokers … 50s @ :45 at goal 100 pace … miss once, sit out the next one; 3rd miss and you\'re done. max 20"', () => {
    const request = { date: '2027-01-19', description: "USRPT day for the sr grp, 100 breaststrokers (6 of them). 50s @ :45 at goal 100 pace (goal times 1:02-1:12 scy). my rule: miss your time once, sit out the next one; 3rd miss and you're done. max 20. rest of practice normal-ish around it, 90 min, ~4500", coach_notes: 'everyone else in the grp (12 kids) does 100 free RP the same way in the other lanes', plan_type: 'workout' as const };
    const brief = readBrief(request);
    expect(brief.who.value.squad).toBe('club_senior');
    expect(brief.outAfterMisses).toBe(3);
    expect(brief.sitOutAfterMiss).toBe(true);
    expect(brief.wants).toContainEqual(expect.objectContaining({ kind: 'race_pace', distance: 50, sendOff: 45, most: 20 }));
    const plan = write(request).plan as WorkoutPlan;
    const rp = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets)).find((x) => x.sendOff?.seconds === 45 && x.distance === 50)!;
    expect(rp.reps).toBe(20);
    expect(rp.description).toMatch(/breast or free/);
    expect(rp.description).toMatch(/a miss sits the swimmer out of the next repeat; out of the set at the third miss/);
  });
});

describe('round 49: a swimmer\'s own strokes', () => {
  it('"Ken is 78 and only swims free and back": no fly and no breaststroke on his line, never the team\'s focus', () => {
    const brief = readBrief({ date: '2027-01-27', description: "masters wed 5:30am, 60 min scy, 14 ppl. Deb is 24 wks pregnant, OB cleared her to keep swimming at 'conversational effort', breaststroke kick hurts her pelvis so none. Frank has asthma, inhaler lives on deck by lane 2, he gets bad on long hard sets. Ken is 78 and only swims free and back. aerobic day w some speed for everyone else", coach_notes: 'bases 1:25 to 2:05', plan_type: 'workout' });
    expect(brief.swimmers.find((s) => s.name === 'Ken')?.limits.map((l) => l.rule).sort()).toEqual(['no_breast', 'no_fly']);
    expect(brief.focus.value).not.toContain('back');
  });
});

describe('round 49: season follow-ups that leave the meets alone', () => {
  const hs = { date: '2027-01-04', description: 'back from break, need the rest of the hs girls season from today to states (feb 19-20). ~28 girls varsity + JV. 6 days/wk 2 hrs, AM practices tues/thurs in jan. dual meets most tues/thurs, conference feb 5-6. we shave + taper for states only, conference is a rested-not-shaved meet for most', coach_notes: 'JV season ends at conference so they dont taper for states', plan_type: 'season' as const, meets: [{ name: 'Dual vs Central', date: '2027-01-12', importance: 'C' as const }, { name: 'Dual @ Westfield', date: '2027-01-21', importance: 'C' as const }, { name: 'Conference Champs', date: '2027-02-05', importance: 'B' as const }, { name: 'State Championships', date: '2027-02-19', importance: 'A' as const }] };

  it('"on a dual day theres no AM practice … JV still done at conference": no meet is cancelled; "states still feb 19-20" keeps states', () => {
    const { plan, brief } = write(hs);
    const r = refinePlan(plan, 'and conference is now thu-sat Feb 4-6, they added prelims. also on a dual day theres no AM practice at all. states still feb 19-20, JV still done at conference, leave the rest', { brief });
    const meets = (r.plan as SeasonPlan).meets ?? [];
    expect(meets.map((m) => m.name)).toEqual(expect.arrayContaining(['Conference Champs', 'State Championships']));
    expect(meets.find((m) => m.name === 'Conference Champs')?.date).toBe('2027-02-04');
    expect(meets.find((m) => m.name === 'State Championships')?.date).toBe('2027-02-19');
    expect(r.applied.some((a) => /taken off the calendar/.test(a))).toBe(false);
  });

  it('"I asked from NOW to nationals" never moves nationals', () => {
    const { plan, brief } = write({ date: '2027-01-11', description: 'masters group, 3x/wk (mon wed fri 6am, 60 min scy), building to spring nationals apr 29-may 2. local meets feb 20 and mar 27. 2 wk taper', coach_notes: null, plan_type: 'season' });
    const r = refinePlan(plan, 'I asked from NOW to nationals, this is only the last 2 weeks. start mon feb 1', { brief });
    expect(((r.plan as SeasonPlan).meets ?? []).find((m) => /nationals/i.test(m.name))?.date).toBe('2027-04-29');
  });
});

describe('round 49: the coach\'s sets in the coach\'s order', () => {
  it('"11-12 practice 90 min … A goes before B": 11-12s for 90 min (not 11:00-12:00), set A before the main set B', () => {
    const request = { date: '2027-10-19', description: '11-12 practice 90 min scy. two sets i wrote:\nA) 10 x 50 @ :55 - 1-5 drill (catch-up), 6-10 swim free w/ BP5\nB) 5 x 200 IM @ 3:20, desc 1-5\nA goes before B, everything else is yours. total ~4000. base 1:20', coach_notes: null, plan_type: 'workout' as const };
    const brief = readBrief(request);
    expect(brief.who.value.squad).toBe('age_11_12');
    expect(brief.clock.value).toEqual({ minutes: 90, start: null, end: null });
    const plan = write(request).plan as WorkoutPlan;
    const at = (re: RegExp) => plan.sections.findIndex((s) => s.blocks.some((b) => b.sets.some((x) => re.test(x.description))));
    expect(at(/catch-up/)).toBeGreaterThanOrEqual(0);
    expect(at(/catch-up/)).toBeLessThan(at(/desc 1-5/));
    expect(plan.sections.filter((s) => s.kind === 'secondary').length).toBe(1);
  });
});
