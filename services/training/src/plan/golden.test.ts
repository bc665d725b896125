import { describe, expect, it } from 'vitest';
import type { Level, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { composePlan, convertCourse, validatePlan } from './index';
import { plannedInterval } from './paces';

const date = '2026-04-14';
const workout = (description: string) => composePlan({ date, description }) as WorkoutPlan;
const sets = (plan: WorkoutPlan, kinds?: string[]): SwimSet[] =>
  plan.sections.filter((s) => !kinds || kinds.includes(s.kind)).flatMap((s) => s.blocks.flatMap((b) => b.sets));

describe('golden examples: every advertised level', () => {
  // A 100 free on an EN2 send-off in a 25-yard pool: what a coach of each level would write.
  const en2Hundred: Array<[Level, string, number, number]> = [
    ['recreational', 'recreational lap swimmers', 120, 140],
    ['summer_swim_team', 'summer swim team', 100, 120],
    ['age_group_8_10', '8-10 age group', 105, 120],
    ['age_group_11_12', '11-12 age group', 90, 105],
    ['age_group_13_14', '13-14 age group', 80, 95],
    ['high_school', 'high school', 80, 90],
    ['college_senior', 'college', 70, 85],
    ['elite', 'elite', 65, 75],
    ['masters', 'masters', 95, 110],
  ];
  it.each(en2Hundred)('%s: 100 free EN2 send-off between the bounds a coach expects', (level, _words, lo, hi) => {
    const sendOff = plannedInterval(level, 'SCY', { distance: 100, stroke: 'free', zone: 'EN2', equipment: [] });
    expect(sendOff).toBeGreaterThanOrEqual(lo);
    expect(sendOff).toBeLessThanOrEqual(hi);
  });

  it.each(en2Hundred)('%s: a valid workout with warm-up first and cool-down last, titled for the level', (level, words) => {
    const plan = workout(`${words} practice, SCY, threshold`);
    expect(plan.level).toBe(level);
    expect(validatePlan(plan).ok).toBe(true);
    expect(plan.sections[0]?.kind).toBe('warmup');
    expect(plan.sections.at(-1)?.kind).toBe('cooldown');
    expect(plan.title.toLowerCase()).toContain(words.split(' ')[0]!.replace('lap', '').slice(0, 5));
  });

  it('keeps 8-10 year olds on short reps in the main set', () => {
    for (let d = 0; d < 20; d++) {
      const plan = composePlan({ date: `2026-05-${String(d + 1).padStart(2, '0')}`, description: '8-10 age group, 2,000 yards' }) as WorkoutPlan;
      for (const s of sets(plan, ['main'])) expect(s.distance).toBeLessThanOrEqual(100);
    }
  });

  it('writes private, semi-private and group lessons as lessons', () => {
    expect(workout('private lesson for a masters swimmer, 2000 yards').title).toMatch(/Private Lesson/);
    expect(workout('semi-private lesson, 2-3 swimmers age 11-12').group).toBe('semi_private');
    expect(workout('group lesson for 6 recreational swimmers').group).toBe('group');
  });

  it('adds an age-appropriate dryland session: body weight for children, loaded lifts only from the teens', () => {
    const kids = workout('11-12 group 3000 yards with dryland');
    expect(kids.dryland).toHaveLength(1);
    const names = kids.dryland[0]!.parts.flatMap((p) => p.exercises.map((e) => e.name));
    expect(names.some((n) => /goblet|pull-ups/i.test(n))).toBe(false);
    expect(kids.dryland[0]!.parts.map((p) => p.part)).toEqual(['activation', 'strength', 'core', 'mobility']);
  });
});

describe('golden examples: every focus', () => {
  const cases: Array<[string, (plan: WorkoutPlan) => void]> = [
    ['aerobic', (p) => expect(sets(p, ['main']).every((s) => ['EN1', 'EN2', 'REC'].includes(s.zone))).toBe(true)],
    ['threshold', (p) => expect(sets(p, ['main']).some((s) => s.zone === 'EN2')).toBe(true)],
    ['VO2', (p) => expect(sets(p, ['main']).some((s) => s.zone === 'EN3')).toBe(true)],
    ['lactate', (p) => expect(sets(p, ['main']).some((s) => s.zone === 'SP1' || s.zone === 'SP2')).toBe(true)],
    ['sprint', (p) => expect(sets(p, ['main']).some((s) => s.zone === 'SP3' || s.zone === 'SP2')).toBe(true)],
    ['IM', (p) => expect(sets(p, ['main']).some((s) => s.stroke === 'im' || s.description.includes('IM order'))).toBe(true)],
    ['backstroke', (p) => expect(sets(p, ['main']).some((s) => s.stroke === 'back')).toBe(true)],
    ['breaststroke', (p) => expect(sets(p, ['main']).some((s) => s.stroke === 'breast')).toBe(true)],
    ['butterfly', (p) => expect(sets(p, ['main']).some((s) => s.stroke === 'fly')).toBe(true)],
    ['technique and drills', (p) => expect(p.sections.some((s) => s.kind === 'drill')).toBe(true)],
    ['distance', (p) => expect(sets(p, ['main']).some((s) => s.distance >= 400)).toBe(true)],
    ['starts', (p) => expect(sets(p, ['skills']).some((s) => /blocks/.test(s.description))).toBe(true)],
    ['turns', (p) => expect(sets(p, ['skills']).some((s) => /wall/.test(s.description))).toBe(true)],
    ['underwaters', (p) => expect(sets(p, ['skills']).some((s) => /underwater/.test(s.description))).toBe(true)],
    ['pacing for the 200 free at the next meet', (p) => expect(sets(p, ['race_pace']).some((s) => /200 free/.test(s.description))).toBe(true)],
  ];
  it.each(cases)('%s: high school 5,000 SCY', (focus, check) => {
    const plan = workout(`high school 5,000 yards SCY, ${focus} focus`);
    expect(validatePlan(plan).ok).toBe(true);
    check(plan);
  });
});

describe('convertCourse', () => {
  const scy = workout('college 6,000 yards SCY sprint');

  it('moves every rep onto the long-course grid, sprint 25s as half-lengths, and scales send-offs', () => {
    const lcm = convertCourse(scy, 'LCM') as WorkoutPlan;
    expect(lcm.course).toBe('LCM');
    expect(lcm.unit).toBe('meters');
    const result = validatePlan(lcm);
    expect(result.issues.filter((i) => i.code === 'off_grid' || i.code === 'send_off_too_fast')).toEqual([]);
    const before = sets(scy).find((s) => s.distance === 100 && s.sendOff?.type === 'interval');
    const after = sets(lcm).find((s) => s.distance === 100 && s.sendOff?.type === 'interval' && s.description === before?.description);
    if (before?.sendOff?.type === 'interval' && after?.sendOff?.type === 'interval') {
      expect(after.sendOff.seconds).toBeGreaterThan(before.sendOff.seconds);
    }
    expect(lcm.notes.join(' ')).toMatch(/Converted from SCY to LCM/);
  });

  it('keeps the volume within 5% when converting to long course and back', () => {
    const back = convertCourse(convertCourse(scy, 'LCM'), 'SCY') as WorkoutPlan;
    expect(Math.abs(back.totals.distance - scy.totals.distance)).toBeLessThanOrEqual(scy.totals.distance * 0.05);
    expect(validatePlan(back).ok).toBe(true);
  });
});
