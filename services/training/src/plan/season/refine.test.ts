import { describe, expect, it } from 'vitest';
import type { SeasonPlan } from '@laneforge/contracts';
import { composePlan, parsePlanText, refinePlan, renderPlan } from '../index';

const base = composePlan({
  date: '2026-08-31',
  description: '16-week season plan for club senior swimmers, 6 practices a week, 6000 yards, 200 back. B meet Fall Invite on Oct 17, B meet Winter Classic on Nov 21, A meet Sectionals on Dec 19',
}) as SeasonPlan;

const refine = (instruction: string) => {
  const result = refinePlan(base, instruction);
  expect(result.notApplied).toEqual([]);
  return { ...result, plan: result.plan as SeasonPlan };
};
const weekOf = (plan: SeasonPlan, date: string) => plan.weeks.find((w) => w.days!.some((d) => d.date === date))!;

describe('refining a season', () => {
  it('moves a meet: the mini-rest follows it to its new week', () => {
    const { plan, applied } = refine('move the Fall Invite to Oct 24');
    expect(applied.join(' ')).toMatch(/Fall Invite moved from Oct 17 to Oct 24 \(week 8\); its mini-rest moves with it/);
    expect(plan.meets!.find((m) => m.name.includes('Fall'))!.date).toBe('2026-10-24');
    expect(weekOf(plan, '2026-10-24').load).toBe('mini_rest');
    expect(weekOf(plan, '2026-10-17').load).not.toBe('mini_rest');
  });

  it('adds a week before the same A meet, the season starting a week earlier', () => {
    const { plan } = refine('add a week');
    expect(plan.weeks).toHaveLength(17);
    expect(plan.date).toBe('2026-08-24');
    expect(plan.taper!.startWeek).toBe(base.taper!.startWeek + 1);
    expect(plan.weeks.at(-1)!.days!.at(-1)).toMatchObject({ date: '2026-12-19', kind: 'meet' });
  });

  it('changes the practices a week, doubles appearing past six', () => {
    const { plan } = refine('make it 9 practices per week');
    expect(plan.sessionsPerWeek).toBe(9);
    expect(plan.weeks[1]!.sessions).toBe(9);
    expect(plan.weeks[1]!.days!.filter((d) => d.slot === 'PM')).toHaveLength(3);
  });

  it('shortens the taper: fewer days, the A meet unchanged', () => {
    const { plan } = refine('shorten the taper');
    expect(plan.taper!.days).toBeLessThan(base.taper!.days!);
    expect(refine('10 day taper').plan.taper!.days).toBe(10);
  });

  it('changes the focus and writes the key sets in the new stroke', () => {
    const { plan } = refine('change the focus to breaststroke and 200 breast');
    expect(plan.focus).toContain('breast');
    expect(plan.targetEvent).toBe('200 Breast');
    expect(plan.weeks.flatMap((w) => w.keySets).some((s) => s.stroke === 'breast')).toBe(true);
  });

  it('keeps a refined season readable from its own text and refuses what it does not understand', () => {
    const { plan } = refine('move the B meet Winter Classic to Nov 28 and less volume');
    expect(parsePlanText(renderPlan(plan), { provider: 'est', squad: plan.squad! }).plan).toEqual(plan);
    const unclear = refinePlan(base, 'paint the lane ropes blue');
    expect(unclear.notApplied).toHaveLength(1);
    expect(unclear.plan).toBe(base);
  });
});
