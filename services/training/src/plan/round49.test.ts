import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { readBrief, write } from './index';

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
