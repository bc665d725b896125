import { describe, expect, it } from 'vitest';
import { PlanReply } from '@laneforge/contracts';
import { renderPlan, write } from './index';

/**
 * Every plan in every pool is one the contract takes: a 20-yard pool once got "3.33 x 60" (a 200 broken in
 * 50s does not fit 20-yard lengths), which the API could only answer as an unreadable reply (502).
 */
const requests = [
  '20 yard pool, 11-12s, 60 min, kick focus',
  '20 yd pool, 13-14s, 90 min aerobic',
  '20y pool masters 60 min threshold',
  'masters 60 min, 33 1/3 yd pool, aerobic ~2500',
  'age group 11-12, 75 min, our pool is 33.3m, threshold',
  '25m pool, senior 2 hrs, IM',
  'LCM 50m, 13-14s 90 min aerobic',
  'SCY HS varsity 5000 distance',
];

describe('plans in every pool read back through the contract', () => {
  it.each(requests)('%s, over twenty draws', (description) => {
    for (let i = 0; i < 20; i++) {
      const { plan, brief } = write({ date: '2026-12-01', description, coach_notes: null, plan_type: 'workout', seed: `draw-${i}` });
      const reply = PlanReply.safeParse({ ok: true, plan, text: renderPlan(plan), provider: 'est', applied: [], brief });
      expect(reply.success ? [] : reply.error.issues.slice(0, 2), `draw ${i}`).toEqual([]);
    }
  });
});

describe('a season whose words give the week’s volume as a bare number', () => {
  it('reads "9 practices a week, ~50k yds" as 50,000 a week and answers a plan the contract takes', () => {
    const { plan, brief } = write({ date: '2027-01-18', description: '2 week taper for my college women, conference champs feb 17-20. right now 9 practices a week, ~50k yds', coach_notes: null, plan_type: 'season', meets: [{ name: 'Conference Championships', date: '2027-02-17', importance: 'A' }] });
    expect([brief.volume.value?.value, brief.volume.words]).toEqual([5600, '50,000 a week']);
    const reply = PlanReply.safeParse({ ok: true, plan, text: renderPlan(plan), provider: 'est', applied: [], brief });
    expect(reply.success ? [] : reply.error.issues.slice(0, 2)).toEqual([]);
  });
});

describe('a pool a third of 100 long (33⅓ yards or metres)', () => {
  const lengths = (d: number) => (d * 3) / 100;
  it.each(['masters 60 min, 33 1/3 yd pool, aerobic ~2500', 'HS 90 min in a 33⅓ yard pool, 4000, IM focus', 'age group 11-12, 75 min, our pool is 33.3m, threshold'])('%s: every repeat is whole lengths, 100s in threes, and the header says how to count them', (description) => {
    const { plan, brief } = write({ date: '2026-12-01', description, coach_notes: null, plan_type: 'workout' });
    expect(brief.pool.value.length).toBe(33);
    if (plan.kind !== 'workout') throw new Error('a workout');
    const distances = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets.map((x) => x.distance)));
    expect(distances.filter((d) => Math.abs(lengths(d) - Math.round(lengths(d))) > 0.02)).toEqual([]);
    expect(distances.filter((d) => d >= 100 && Math.round(lengths(d)) % 3 !== 0)).toEqual([]);
    expect(renderPlan(plan)).toContain('Pool: 33⅓');
    expect(plan.substitutions?.join(' ') ?? '').not.toMatch(/written as/);
  });
});
