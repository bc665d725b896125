import { describe, expect, it } from 'vitest';
import type { SessionType, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { renderPlan, validatePlan, writePlan } from './index';
import { plannedInterval } from './paces';

/**
 * Golden plans: one request per session type, its plan kept as text beside this file. A change to
 * the engine that changes a plan shows up as a diff a coach can read in review.
 */

const golden: Array<[SessionType, string, string | null]> = [
  ['practice', 'HS varsity 5000 SCY threshold, no kick, sore shoulders', null],
  ['test', 'T-30 test set for 13-14s, 4500 yards', null],
  ['recovery', 'recovery day for college D1, 3500 scy', null],
  ['meet_warmup', 'meet warm-up for 11-12s, 200 free', null],
  ['pre_meet', 'day before the state meet, HS varsity, 200 free', null],
  ['race_pace', 'USRPT 200 free, goal 1:50, senior group, 4000 scy', null],
  ['broken', 'broken 200s for 13-14 girls, 5000 yards', null],
  ['im_transitions', 'IM transitions practice for 11-12s, 3500 SCY', 'no flip turns yet for two of them'],
  ['breath_control', 'hypoxic practice for the senior group, 5000 SCM', null],
  ['open_water', 'open water skills for triathletes, 3000 m', null],
  ['learn_to_swim', 'learn to swim lesson for 5 year olds, 30 min', null],
  ['dryland', 'dryland only, 30 minutes, 11-12s', 'two kids with sore knees'],
  ['clinic', 'backstroke clinic for masters, 60 min', null],
];

describe('golden plans, one per session type', () => {
  it.each(golden)('%s', async (type, description, notes) => {
    const plan = writePlan({ date: '2026-04-14', description, coach_notes: notes }) as WorkoutPlan;
    expect(plan.sessionType).toBe(type);
    expect(validatePlan(plan).ok).toBe(true);
    await expect(renderPlan(plan)).toMatchFileSnapshot(`./__golden__/${type}.txt`);
  });
});

describe('send-offs a coach of each group would write', () => {
  // A 100 free on an EN2 send-off in a 25-yard pool.
  const en2Hundred = [
    ['recreational', 120, 135],
    ['age_8_under', 115, 135],
    ['age_9_10', 105, 120],
    ['age_11_12', 85, 100],
    ['age_13_14', 75, 90],
    ['hs_jv', 90, 105],
    ['hs_varsity', 75, 85],
    ['college_d1', 70, 80],
    ['elite', 70, 80],
    ['masters_novice', 120, 140],
    ['masters', 95, 110],
  ] as const;
  it.each(en2Hundred)('%s: 100 free EN2 between %i and %i s', (squad, lo, hi) => {
    const sendOff = plannedInterval(squad, 'SCY', { distance: 100, stroke: 'free', zone: 'EN2', equipment: [] });
    expect(sendOff).toBeGreaterThanOrEqual(lo);
    expect(sendOff).toBeLessThanOrEqual(hi);
  });

  it('keeps 8 & unders to short repeats, little fly and no lactate work, whatever the focus', () => {
    for (let d = 0; d < 12; d++) {
      const plan = writePlan({ date: `2026-05-${String(d + 1).padStart(2, '0')}`, description: `8&U ${['fly', 'sprint', 'IM', 'threshold'][d % 4]} practice, 1800 yards` }) as WorkoutPlan;
      const sets: SwimSet[] = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
      for (const s of sets) {
        expect(s.distance).toBeLessThanOrEqual(200);
        expect(['SP1', 'SP2', 'EN3']).not.toContain(s.zone);
        if (s.stroke === 'fly') expect(s.distance <= 25 || s.mix?.find((m) => m.stroke === 'fly')?.distance === 25).toBe(true);
      }
    }
  });

  it('gives children body-weight dryland and adults loaded lifts', () => {
    const kids = writePlan({ date: '2026-04-14', description: '11-12 group 3000 yards with dryland' }) as WorkoutPlan;
    const names = kids.dryland[0]!.parts.flatMap((p) => p.exercises.map((e) => e.name));
    expect(names.some((n) => /goblet|pull-ups|deadlift/i.test(n))).toBe(false);
  });
});
