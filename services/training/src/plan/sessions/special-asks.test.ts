import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { renderPlan, writePlan } from '../index';

/** Relay practices, swim-offs and a coach's own test set: the special session the coach asked for, not a practice with a part on the end. */

const write = (description: string) => writePlan({ date: '2026-12-01', description }) as WorkoutPlan;
const sets = (plan: WorkoutPlan) => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets.map((set) => ({ set, section: s }))));

describe('a relay practice', () => {
  const plan = write('relay practice for the 13-14s, 75 min scy. champs in 2 weeks, need to work exchanges and relay starts. 4 relays of 4');

  it('teaches exchanges, then races relay rounds as its main set', () => {
    const main = plan.sections.find((s) => s.kind === 'main')!;
    const words = main.blocks.flatMap((b) => b.sets.map((s) => s.description)).join(' | ');
    expect(words).toMatch(/relay exchanges in fours/);
    expect(words).toMatch(/relay rounds: relays of four/);
    const rounds = main.blocks.flatMap((b) => b.sets).find((s) => /relay rounds/.test(s.description))!;
    expect(rounds.reps).toBeGreaterThanOrEqual(3);
    expect(rounds.reps).toBeLessThanOrEqual(6);
    expect(plan.title).toMatch(/Relay Practice/);
    expect(plan.sections.some((s) => s.name === 'Relay Game')).toBe(false);
  });
});

describe('a swim-off', () => {
  const plan = write('swim-off practice: we have 3 girls tied for the last 50 free spot on the 200 free relay. hs varsity 90 min');

  it('swims the 50 free swim-off fresh, after the warm-up and a race-speed prep, and no relay game', () => {
    const at = plan.sections.findIndex((s) => s.name === 'Swim-off');
    expect(at).toBeGreaterThan(0);
    expect(plan.sections.findIndex((s) => s.kind === 'main')).toBeGreaterThan(at);
    const race = sets(plan).find(({ set }) => /SWIM-OFF/.test(set.description))!.set;
    expect(race).toMatchObject({ reps: 1, distance: 50, stroke: 'free' });
    expect(plan.sections.some((s) => s.name === 'Relay Game')).toBe(false);
    expect(renderPlan(plan)).toMatch(/fastest takes the spot/);
  });
});

describe('a test the coach wrote', () => {
  it('is the test set itself, on the coach’s send-off, and no second protocol beside it', () => {
    const plan = write('step test for my seniors scy: 7x200 on 3:00 descending, take HR and times');
    const tests = plan.sections.filter((s) => s.kind === 'main');
    expect(tests.map((s) => s.name)).toEqual(['Test Set']);
    expect(tests[0]!.blocks.flatMap((b) => b.sets)).toEqual([expect.objectContaining({ reps: 7, distance: 200, sendOff: { type: 'interval', seconds: 180 } })]);
  });
});
