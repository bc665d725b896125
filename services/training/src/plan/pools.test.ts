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
