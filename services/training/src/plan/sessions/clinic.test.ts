import { describe, expect, it } from 'vitest';
import { Plan, type WorkoutPlan } from '@laneforge/contracts';
import { parsePlanText, renderPlan, validatePlan, write } from '../index';

const clinic = (description: string, coach_notes: string | null = null) => write({ date: '2026-12-05', description, coach_notes }).plan as WorkoutPlan;
const rotations = (plan: WorkoutPlan) => (plan.steps ?? []).filter((s) => s.title.startsWith('Rotation'));

describe('a clinic in stations', () => {
  const plan = clinic('guest coach clinic sat, 2 hrs, ~40 kids 10-14, 4 stations (starts, turns, underwater, backstroke), I have 4 helper coaches and 8 lanes');

  it('is a deck schedule on the coach’s clock, with no sets to total', () => {
    expect(plan.sessionType).toBe('clinic');
    expect(plan.sections).toEqual([]);
    expect(plan.totals.distance).toBe(0);
    expect(plan.steps!.reduce((m, s) => m + s.minutes, 0)).toBe(120);
    expect(validatePlan(plan).ok).toBe(true);
    expect(Plan.safeParse(plan).success).toBe(true);
  });

  it('rotates groups of 6-10 through every station once, every 10-15 minutes, a coach and lanes at each', () => {
    const rot = rotations(plan);
    expect(rot).toHaveLength(4);
    for (const r of rot) {
      expect(r.minutes).toBeGreaterThanOrEqual(10);
      expect(r.minutes).toBeLessThanOrEqual(15);
    }
    // Each group is at each station exactly once.
    for (const station of ['Starts', 'Turns', 'Underwater', 'Backstroke']) {
      const groups = rot.map((r) => new RegExp(`${station}: ([A-Z+]+)`).exec(r.detail)![1]);
      expect(new Set(groups).size).toBe(4);
    }
    expect(plan.steps![0]!.detail).toMatch(/4 groups of 10/);
    expect(plan.steps![0]!.detail).toMatch(/Starts — Coach 1, lanes 1-2, deep end; Turns — Coach 2, lanes 3-4; Underwater — Coach 3, lanes 5-6; Backstroke — Coach 4, lanes 7-8/);
    expect(rot[0]!.detail).toMatch(/demo first/);
    expect(rot[0]!.detail).toMatch(/Whistle at \d:\d\d/);
  });

  it('writes each station’s plan with its demonstration, and dives only at the deep end', () => {
    const stations = plan.notes.filter((n) => n.startsWith('Station '));
    expect(stations).toHaveLength(4);
    for (const s of stations) expect(s).toMatch(/demo first/);
    expect(plan.notes.join(' ')).toMatch(/Dives only at the starts station, at the deep end \(6 ft \/ 1\.84 m or deeper\)/);
    expect(plan.notes.find((n) => /Underwater/.test(n))).toMatch(/never past 15 m/);
    expect(plan.notes.find((n) => /Underwater/.test(n))).toMatch(/no breath-holding or underwater distance contests/);
  });

  it('renders a schedule a coach reads, and reads back to the same steps', () => {
    const out = renderPlan(plan);
    expect(out).toMatch(/^Clinic schedule \(120 min\)$/m);
    expect(out).toMatch(/^- Rotation 1, 0:20-0:35 \(15 min\): Starts: A · Turns: B · Underwater: C · Backstroke: D\./m);
    expect(out).not.toMatch(/^Total: \d/m);
    const back = parsePlanText(out, { provider: 'est', sessionType: 'clinic' });
    expect(back.plan.kind === 'workout' && back.plan.steps).toEqual(plan.steps);
  });

  it('sizes groups for a camp: 60 kids, 3 coaches, 6 lanes — two groups of 10 at each station, a lane each', () => {
    const camp = clinic('camp clinic, 3 coaches, 60 kids, 6 lanes, 90 min, starts turns and underwaters');
    expect(camp.steps![0]!.detail).toMatch(/6 groups of 10 .*2 groups to a station, a lane each/);
    expect(rotations(camp)).toHaveLength(3);
    expect(camp.steps!.reduce((m, s) => m + s.minutes, 0)).toBe(90);
  });

  it('takes no dives where the water is shallow: push starts instead', () => {
    const shallow = clinic('clinic for 30 kids, 3 coaches, 4 lanes, 60 min, stations: starts, turns, streamline. shallow pool 4 ft');
    const all = [...shallow.notes, ...(shallow.steps ?? []).map((s) => s.detail)].join(' ');
    expect(all).toMatch(/No dives anywhere today/);
    expect(all).not.toMatch(/sitting dive|standing from the edge|start from the edge/);
    expect(all).toMatch(/push starts/);
  });

  it('with fewer helpers than stations, the head coach takes a station', () => {
    const few = clinic('clinic 90 min, 32 swimmers, 2 helper coaches, 6 lanes, stations: starts, turns, underwaters');
    expect(few.notes.join(' ')).toMatch(/2 helpers for 3 stations: the head coach runs one station/);
  });
});

describe('a one-coach technique clinic', () => {
  it('stays a short drill progression on long rest, with the demo said', () => {
    const plan = clinic('backstroke clinic for masters, 60 min');
    expect(plan.sections.length).toBeGreaterThan(0);
    expect(plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets)).every((s) => s.zone === 'REC' || s.zone === 'EN1')).toBe(true);
    expect(plan.notes.join(' ')).toMatch(/Demo first/);
  });
});
