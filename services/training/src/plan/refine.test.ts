import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeasonPlan, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { composePlan, refinePlan, validatePlan } from './index';

const base = composePlan({ date: '2026-04-14', description: 'high school 5,000 yards SCY threshold and IM' }) as WorkoutPlan;
const sets = (plan: WorkoutPlan): SwimSet[] => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
const refineWorkout = (instruction: string, plan: WorkoutPlan = base) => {
  const result = refinePlan(plan, instruction);
  return { ...result, plan: result.plan as WorkoutPlan };
};

describe('refinePlan (est provider)', () => {
  it('"to 4000 yards" lands within 5% of 4,000 and still validates', () => {
    const { plan, applied } = refineWorkout('make it 4000 yards');
    expect(Math.abs(plan.totals.distance - 4000)).toBeLessThanOrEqual(200);
    expect(plan.requestedDistance).toBe(4000);
    expect(validatePlan(plan).ok).toBe(true);
    expect(applied).toEqual(['Volume set to 4,000 yards.']);
  });

  it('shorter and longer move the volume by about a fifth', () => {
    expect(refineWorkout('shorter').plan.totals.distance).toBeLessThan(base.totals.distance * 0.85);
    expect(refineWorkout('longer please').plan.totals.distance).toBeGreaterThan(base.totals.distance * 1.15);
  });

  it('more kick grows the kick work and keeps the total', () => {
    const { plan } = refineWorkout('more kick');
    const kick = (p: WorkoutPlan) => p.totals.bySection.filter((s) => s.kind === 'kick').reduce((a, s) => a + s.distance, 0);
    expect(kick(plan)).toBeGreaterThan(kick(base));
    expect(Math.abs(plan.totals.distance - base.totals.distance)).toBeLessThanOrEqual(base.totals.distance * 0.05);
  });

  it('applies a volume and more kick given in one sentence ("… with more kick")', () => {
    const kick = (p: WorkoutPlan) => p.totals.bySection.filter((s) => s.kind === 'kick').reduce((a, s) => a + s.distance, 0);
    const { plan, applied, notUnderstood } = refineWorkout('make it 3500 yards with more kick');
    expect(Math.abs(plan.totals.distance - 3500)).toBeLessThanOrEqual(175);
    expect(kick(plan)).toBeGreaterThan(kick(refineWorkout('make it 3500 yards').plan));
    expect(applied).toEqual(['Volume set to 3,500 yards.', 'More kick: added to the kick section.']);
    expect(notUnderstood).toEqual([]);
  });

  it('keeps the extra kick when the same instruction also switches course, and explains the switch once', () => {
    const kick = (p: WorkoutPlan) => p.totals.bySection.filter((s) => s.kind === 'kick').reduce((a, s) => a + s.distance, 0);
    const { plan, applied } = refineWorkout('more kick and switch to long course meters');
    expect(plan.course).toBe('LCM');
    expect(kick(plan)).toBeGreaterThanOrEqual(kick(refineWorkout('more kick').plan) * 0.9);
    expect(plan.notes.filter((n) => /LCM/.test(n))).toHaveLength(1);
    expect(applied[1]).toMatch(/^Converted from SCY to LCM/);
    expect(validatePlan(plan).ok).toBe(true);
  });

  it('writes repeated identical blocks as more rounds of one block', () => {
    const coachDay = composePlan({
      date: '2026-11-21',
      description: 'High school team, 4,000 yards SCY, threshold focus with some IM, 2 hours',
      coach_notes: 'Conference meet in three weeks — keep the turns sharp.',
    }) as WorkoutPlan;
    for (const instruction of ['more kick', 'more pull', 'more drill']) {
      const { plan } = refineWorkout(instruction, coachDay);
      for (const section of plan.sections) {
        section.blocks.slice(1).forEach((block, i) => {
          const previous = section.blocks[i]!;
          expect(JSON.stringify(block.sets) === JSON.stringify(previous.sets) && block.label === previous.label, `${instruction}: ${section.name}`).toBe(false);
        });
      }
    }
  });

  it('says why an understood instruction was not applied, and keeps the plan as it was', () => {
    const small = composePlan({ date: '2025-01-06', description: 'masters 1000 SCY 200 breast race pace' }) as WorkoutPlan;
    const result = refinePlan(small, 'more kick');
    expect(result.rejected).toMatch(/^"more kick" would have broken the plan \(Asked for 1,000 yards; the plan totals 1,\d00\.\), so it was kept as it was\.$/);
    expect(result.applied).toEqual([]);
    expect(result.notUnderstood).toEqual([]);
    expect(result.plan).toEqual(small);
  });

  it('switches course to LCM with every rep on the 50 m grid', () => {
    const { plan } = refineWorkout('switch to long course');
    expect(plan.course).toBe('LCM');
    expect(validatePlan(plan).ok).toBe(true);
  });

  it('"no fly" and "swap breast for back" change the strokes and slow send-offs only as needed', () => {
    const noFly = refineWorkout('no fly').plan;
    expect(sets(noFly).some((s) => s.stroke === 'fly' || s.stroke === 'im')).toBe(false);
    const swapped = refineWorkout('swap breast for back', noFly).plan;
    expect(sets(swapped).some((s) => s.stroke === 'breast')).toBe(false);
    expect(validatePlan(swapped).ok).toBe(true);
  });

  it('makes the main set sprint, adds a race-pace set, and gives more rest', () => {
    const sprint = refineWorkout('make the main set sprint').plan;
    expect(sprint.sections.find((s) => s.kind === 'main')!.blocks.flatMap((b) => b.sets).some((s) => s.zone === 'SP3' || s.zone === 'SP2')).toBe(true);
    const race = refineWorkout('add a race pace set').plan;
    expect(race.sections.some((s) => s.kind === 'race_pace')).toBe(true);
    const rested = refineWorkout('more rest').plan;
    const first = sets(base).find((s) => s.sendOff?.type === 'interval')!;
    const after = sets(rested).find((s) => s.description === first.description && s.distance === first.distance)!;
    expect(after.sendOff).toEqual({ type: 'interval', seconds: (first.sendOff as { seconds: number }).seconds + 5 });
  });

  it('rewrites the plan for another level with that level’s send-offs', () => {
    const { plan } = refineWorkout('for masters swimmers');
    expect(plan.level).toBe('masters');
    expect(validatePlan(plan).ok).toBe(true);
  });

  it('leaves the plan as it was for an instruction it does not understand, and says so', () => {
    const { plan, applied, notUnderstood } = refineWorkout('make it feel like a sunny day');
    expect(applied).toEqual([]);
    expect(notUnderstood).toEqual(['make it feel like a sunny day']);
    expect(plan.sections).toEqual(base.sections);
    expect(plan.notes.at(-1)).toMatch(/Not understood, left as it was: "make it feel like a sunny day"/);
  });

  it('applies the parts it understands and reports the rest', () => {
    const { applied, notUnderstood } = refineWorkout('more pull, and add a sprint set; sing a song');
    expect(applied).toHaveLength(2);
    expect(notUnderstood).toEqual(['sing a song']);
  });

  it('scales a season plan and converts its course', () => {
    const season = composePlan({ date: '2026-09-01', description: '12-week season for high school' }) as SeasonPlan;
    const { plan } = refinePlan(season, 'less volume and switch to LCM');
    expect(plan.course).toBe('LCM');
    expect(plan.totals.distance).toBeLessThan(season.totals.distance);
  });

  it('keeps any composed plan valid and within 5% of the volume under random refinements', () => {
    const instructions = ['shorter', 'longer', 'to 3000', 'more kick', 'more pull', 'more drill', 'add a sprint set', 'add race pace', 'less rest', 'more rest', 'no fly', 'swap back for breast', 'make the main set aerobic', 'make the main set threshold', 'switch to LCM', 'switch to SCM', 'for 13-14 swimmers'];
    const descriptions = ['high school 5000 SCY', '8-10 age group 2000 yards backstroke', 'masters 3000 meters LCM sprint', 'elite 8000 meters SCM IM', 'college 6000 yards distance', 'recreational 1500 yards technique'];
    fc.assert(
      fc.property(fc.constantFrom(...descriptions), fc.constantFrom(...instructions), fc.integer({ min: 0, max: 300 }), (description, instruction, day) => {
        const plan = composePlan({ date: `2026-0${1 + (day % 9)}-1${day % 10}`, description }) as WorkoutPlan;
        const { plan: refined, notUnderstood } = refinePlan(plan, instruction);
        const w = refined as WorkoutPlan;
        expect(notUnderstood).toEqual([]);
        expect(validatePlan(w).ok).toBe(true);
        if (w.requestedDistance) expect(Math.abs(w.totals.distance - w.requestedDistance)).toBeLessThanOrEqual(w.requestedDistance * 0.05);
      }),
      { numRuns: 400 },
    );
  });
});
