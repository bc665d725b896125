import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { readBrief, renderPlan, validatePlan, write } from '../index';
import { SAFETY_LINE } from './draft';

const plan = (description: string, coach_notes: string | null = null) => write({ date: '2026-11-27', description, coach_notes }).plan as WorkoutPlan;
const all = (p: WorkoutPlan) => [...(p.steps ?? []).map((s) => `${s.title}: ${s.detail}`), ...p.notes].join('\n');

describe('a swim in open water', () => {
  it('reads the water, the course, the boats, wetsuits and first-timers', () => {
    const brief = readBrief({ date: '2026-11-27', description: 'lake swim sat 7am, 75 min, water 66F, buoys 400m apart, triathletes of every level, 2 kayaks. wetsuits optional', coach_notes: 'some have never swum in open water' });
    expect(brief.openWater).toMatchObject({ waterF: 66, buoysMeters: 400, boats: { count: 2, kind: 'kayak' }, wetsuits: 'optional', firstTimers: true, mixedLevels: true });
    expect(readBrief({ date: '2026-11-27', description: 'ocean swim, 45 min, water temp 16C' }).openWater?.waterF).toBe(61);
  });

  it('is by time and landmarks: no sets, no send-offs, the minutes add up', () => {
    const p = plan('lake swim sat 7am, 75 min, water 66F, buoys 400m apart, triathletes of every level, 2 kayaks. wetsuits optional', 'some have never swum in open water');
    expect(p.sections).toEqual([]);
    expect(p.steps!.reduce((m, s) => m + s.minutes, 0)).toBe(75);
    expect(all(p)).not.toMatch(/@ \d|send-off \d/);
    expect(all(p)).toMatch(/buoy to buoy \(400 m\) and back, 800 m a loop/);
    expect(all(p)).toMatch(/Kayak 1 at the far buoy; kayak 2 with the last swimmers/);
    expect(all(p)).toMatch(/Buddy pairs/);
    expect(all(p)).toMatch(/Head count in/);
    expect(all(p)).toMatch(/parallel to the shore/);
    expect(all(p)).toMatch(/wetsuits optional, recommended for first-timers/);
    expect(renderPlan(p)).toMatch(/^Session plan \(75 min\)$/m);
    expect(renderPlan(p)).not.toMatch(/Course: LCM/);
    expect(validatePlan(p).ok).toBe(true);
  });

  it('cold water (60 °F): short swims with cold checks, out at shivering, a careful entry', () => {
    const p = plan('open water swim in the lake, 60 min, water 60F, masters, buoys 200m apart, 1 kayak');
    const text = all(p);
    expect(text).toMatch(/cold check/);
    expect(text).toMatch(/out at shivering/);
    expect(text).toMatch(/short swims of 10-15 min/);
    expect(text).toMatch(/cold shock/);
    expect(p.steps!.find((s) => /The course/.test(s.title))!.detail).toMatch(/\d x \d+ min, a cold check/);
  });

  it('very cold water (58 °F) at the beach: three short swims, warming on the shore between, the rest on land', () => {
    const p = plan('open water clinic at the beach sunday 8am, 90 min, ocean 58F, 40 swimmers, lifeguards on 2 paddle boards');
    expect(p.steps!.reduce((m, s) => m + s.minutes, 0)).toBe(90);
    const swims = p.steps!.filter((s) => /^Swim \d/.test(s.title));
    expect(swims).toHaveLength(3);
    for (const s of swims) expect(s.minutes).toBeLessThanOrEqual(10);
    expect(swims.reduce((m, s) => m + s.minutes, 0)).toBeLessThanOrEqual(30);
    expect(p.steps!.filter((s) => s.title === 'Out and warm')).toHaveLength(2);
    expect(all(p)).toMatch(/Paddle board 1 at the far landmark/);
  });

  it('no boat named: cover asked for before anyone leaves the shore', () => {
    const p = plan('lake swim, 45 min, tri club');
    expect(all(p)).toMatch(/No boat named/);
    expect(all(p)).toMatch(/Water temperature not given: measure it/);
  });

  it('open-water skills in a pool stay a pool practice', () => {
    const p = plan('open water skills for triathletes, 3000 m');
    expect(p.sections.length).toBeGreaterThan(0);
    expect(p.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets)).some((s) => /sighting/.test(s.description))).toBe(true);
  });
});

describe('breath control keeps its safety line and the swimmers’ conditions', () => {
  const sets = (p: WorkoutPlan) => p.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));

  it('every breathing set carries the safety line; no hyperventilation, no underwater distance', () => {
    const p = plan('hypoxic practice for 13-14s, 60 min scy');
    for (const s of sets(p).filter((x) => /breathe every [5-9]|3\/5\/7|dolphin kicks off/.test(x.description))) expect(s.description).toContain(SAFETY_LINE);
    expect(sets(p).filter((s) => /underwater (?:25|50|length)|hold (?:your|the) breath|hyperventilat(?!ing before)/i.test(s.description.replace(SAFETY_LINE, '')))).toEqual([]);
  });

  it('a named swimmer with asthma gets a line of their own; "no underwaters" takes the kicks off the walls', () => {
    const p = plan('breath control practice for masters, 2500 scy, no underwaters', 'Jim has asthma');
    expect(p.notes.join(' ')).toMatch(/Jim \(asthma\): breathe every 2-3 on every set/);
    expect(sets(p).some((s) => /dolphin kicks off each wall/.test(s.description))).toBe(false);
    expect(sets(p).some((s) => /no underwater kicking/.test(s.description))).toBe(true);
  });

  it('a group cleared for light swimming only breathes every 3 at most', () => {
    const p = plan('breathing patterns practice, 2000 scy, masters, everyone cleared for light swimming only');
    expect(sets(p).some((s) => /every [5-9]|3\/5\/7/.test(s.description))).toBe(false);
  });
});
