import { describe, expect, it } from 'vitest';
import type { SeasonPlan } from '@laneforge/contracts';
import { composePlan, parsePlanText, renderPlan, validatePlan } from './index';

const phaseRank = ['general_preparation', 'specific_preparation', 'competition', 'taper'];

/** The longest run of loading weeks with no lighter week (recovery, mini-rest, taper) between. */
function maxLoadRun(p: SeasonPlan): number {
  let run = 0;
  let most = 0;
  for (const w of p.weeks) {
    run = w.load === 'load' ? run + 1 : 0;
    most = Math.max(most, run);
  }
  return most;
}

describe('season plans', () => {
  const plan = composePlan({
    date: '2026-09-07',
    description: 'High school season plan toward the state championship on 2026-12-19, 200 free, 6 practices a week, 5,000 yards, with dryland',
  }) as SeasonPlan;

  it('is a season plan from the date to the event, phases in order, ending in a 2-week taper (10-14 days for high school)', () => {
    expect(plan.kind).toBe('season');
    expect(plan.weeks).toHaveLength(15);
    expect(plan.targetDate).toBe('2026-12-19');
    const ranks = plan.weeks.map((w) => phaseRank.indexOf(w.phase));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(plan.weeks.slice(-3).map((w) => w.phase)).toEqual(['competition', 'taper', 'taper']);
    expect(plan.weeks.at(-1)?.load).toBe('race');
  });

  it('cuts taper volume by 41-60% from the last loading week while keeping the intense share', () => {
    expect(plan.taper).not.toBeNull();
    expect(plan.taper!.volumeReductionPercent).toBeGreaterThanOrEqual(41);
    expect(plan.taper!.volumeReductionPercent).toBeLessThanOrEqual(60);
    const intense = (w: SeasonPlan['weeks'][number]) => w.zoneMix.EN3 + w.zoneMix.SP1 + w.zoneMix.SP2 + w.zoneMix.SP3;
    const lastBuild = plan.weeks.filter((w) => w.phase !== 'taper' && w.load === 'load').at(-1)!;
    for (const w of plan.weeks.filter((x) => x.phase === 'taper')) expect(intense(w)).toBeGreaterThanOrEqual(intense(lastBuild));
  });

  it('keeps at most three loading weeks in a row for seniors, the lighter weeks placed by the calendar', () => {
    expect(maxLoadRun(plan)).toBeLessThanOrEqual(3);
    for (const w of plan.weeks.filter((x) => x.load === 'recovery')) expect(w.volume).toBeLessThan(plan.weeks[w.week - 2]!.volume);
    expect(plan.weeks[0]!.test).toBe('t30');
    for (const w of plan.weeks.filter((x) => x.load === 'recovery')) expect(w.days!.at(-1)!.kind).toBe('test');
  });

  it('raises volume in general preparation before intensity rises in later phases', () => {
    const general = plan.weeks.filter((w) => w.phase === 'general_preparation' && w.load === 'load');
    expect(general.map((w) => w.volume)).toEqual([...general.map((w) => w.volume)].sort((a, b) => a - b));
    const intensity = (phase: string) => plan.weeks.find((w) => w.phase === phase && w.load === 'load')!.zoneMix;
    expect(intensity('specific_preparation').EN3).toBeGreaterThan(intensity('general_preparation').EN3);
    expect(intensity('competition').SP1).toBeGreaterThan(intensity('specific_preparation').SP1);
  });

  it('schedules dryland, validates and reads back from its own text', () => {
    expect(plan.dryland).toHaveLength(1);
    expect(plan.weeks[0]!.drylandSessions).toBeGreaterThan(0);
    expect(validatePlan(plan).issues.filter((i) => i.severity === 'error')).toEqual([]);
    const back = parsePlanText(renderPlan(plan), { provider: 'est', squad: plan.squad!, constraints: plan.constraints ?? [] });
    expect(back.problems).toEqual([]);
    expect(back.plan).toEqual(plan);
  });

  it('treats a 3-week taper request as a taper-only plan even when the hint says workout', () => {
    const taper = composePlan({ date: '2027-02-01', description: '3-week taper for 13-14 swimmers, 4,500 yards a practice', plan_type: 'workout' }) as SeasonPlan;
    expect(taper.kind).toBe('season');
    expect(taper.weeks.map((w) => w.phase)).toEqual(['taper', 'taper', 'taper']);
    expect(taper.taper!.volumeReductionPercent).toBeGreaterThanOrEqual(41);
    expect(taper.assumptions.join(' ')).toMatch(/current full week/);
  });

  it('gives children a one-week taper before their championship, read back from the text', () => {
    const kids = composePlan({ date: '2026-06-01', description: '8 week summer league season for 8-10 year olds ending at champs, 3 practices a week' }) as SeasonPlan;
    expect(kids.taper).toMatchObject({ weeks: 1, startWeek: 8 });
    expect(renderPlan(kids)).toContain('Taper: week 8 (3 days), volume down');
    expect(parsePlanText(renderPlan(kids), { provider: 'est', squad: kids.squad! }).plan).toEqual(kids);
    for (const w of kids.weeks) for (const s of w.keySets) expect(s.distance).toBeLessThanOrEqual(200);
  });

  it('plans the 16 weeks asked for with sessions and totals that add up', () => {
    const season = composePlan({ date: '2026-09-01', description: '16-week season plan for masters, 3 swims per week, 3000 meters LCM' }) as SeasonPlan;
    expect(season.weeks).toHaveLength(16);
    expect(season.course).toBe('LCM');
    expect(season.totals.distance).toBe(season.weeks.reduce((s, w) => s + w.volume, 0));
    expect(season.weeks[0]!.sessions).toBe(3);
  });
});
