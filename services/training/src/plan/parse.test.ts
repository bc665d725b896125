import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { parsePlanText, validatePlan } from './index';
import { parseBlocks, parseSet } from './parse';

describe('parseSet reads coach notation', () => {
  it.each([
    ['4x100 free @1:30', { reps: 4, distance: 100, stroke: 'free', sendOff: { type: 'interval', seconds: 90 } }],
    ['8 x 50 kick on :55', { reps: 8, distance: 50, stroke: 'kick', sendOff: { type: 'interval', seconds: 55 } }],
    ['200 easy', { reps: 1, distance: 200, stroke: 'free', zone: 'REC', sendOff: null }],
    ['1 x 400 IM', { reps: 1, distance: 400, stroke: 'im' }],
    ['6 x 50 (25 fly/25 free) @ 1:00', { reps: 6, distance: 50, stroke: 'fly', mix: [{ stroke: 'fly', distance: 25 }, { stroke: 'free', distance: 25 }], sendOff: { type: 'interval', seconds: 60 } }],
    ['10 x 100 yards freestyle @ 1:25 EN2 hold best average', { reps: 10, distance: 100, zone: 'EN2', description: 'hold best average' }],
    ['4 x 50 meters back w/ :20 rest', { reps: 4, distance: 50, stroke: 'back', sendOff: { type: 'rest', seconds: 20 } }],
    ['6 x 100 pull w/ paddles and buoy @ 1:20', { stroke: 'pull', equipment: ['paddles', 'pull_buoy'] }],
    ['8 x 25 Free (half-length) @ 0:45 — SP3, max speed', { distance: 25, halfLength: true, zone: 'SP3', description: 'max speed' }],
    ['3 x 200 breast @ 130', { stroke: 'breast', sendOff: { type: 'interval', seconds: 90 } }],
    ['12 x 25 fly, rest 30 sec', { stroke: 'fly', sendOff: { type: 'rest', seconds: 30 } }],
  ])('%s', (text, expected) => {
    expect(parseSet(text, 'main')).toMatchObject(expected);
  });

  it('reads rounds written inline: "3 x (4 x 100 @ 1:25 + 100 EZ)"', () => {
    expect(parseBlocks('3 x (4 x 100 @ 1:25 + 100 EZ)', 'main')).toEqual([
      { rounds: 3, label: null, sets: [expect.objectContaining({ reps: 4, distance: 100, sendOff: { type: 'interval', seconds: 85 } }), expect.objectContaining({ reps: 1, distance: 100, zone: 'REC' })] },
    ]);
  });

  it('reads rest written as "+:10" and "r:15"', () => {
    expect(parseSet('10 x 100 free +:10', 'main')).toMatchObject({ sendOff: { type: 'rest', seconds: 10 } });
    expect(parseSet('6 x 200 r:15', 'main')).toMatchObject({ sendOff: { type: 'rest', seconds: 15 } });
  });

  it('takes the stroke from the section when the line names none', () => {
    expect(parseSet('8 x 50 @ 1:05 fast/easy by 25', 'kick')).toMatchObject({ stroke: 'kick' });
  });

  it('explains what it could not read instead of guessing', () => {
    expect(parseSet('swim until tired', 'main')).toMatch(/not a set/);
  });
});

const messy = `**Tuesday Threshold**
Date: 2026-02-10 | Course: SCY | Level: High school

## Warm Up (800)
* 400 swim easy
* 4x100 IM @1:45 drill/swim by 25

**Kick:** 8 x 50 kick on :55 with fins

Main set — 2,200 yards
3 rounds:
  - 4 x 100 free @ 1:25 descend 1-4
  - 200 pull @ 3:00 (buoy)
- 3 x {
  4 x 50 back @ :50
}

// coach: watch the turns
Cool down: 200 easy choice

Total: 4,500 yards`;

describe('parsePlanText on messy real-world text', () => {
  const { plan, problems } = parsePlanText(messy, { provider: 'openai' });
  const workout = plan as WorkoutPlan;

  it('reads title, date, course and level from the header', () => {
    expect(workout).toMatchObject({ kind: 'workout', title: 'Tuesday Threshold', date: '2026-02-10', course: 'SCY', level: 'high_school', provider: 'openai' });
  });

  it('reads sections with their names, including bold and markdown headers and inline sets', () => {
    expect(workout.sections.map((s) => [s.kind, s.name])).toEqual([
      ['warmup', 'Warm Up'],
      ['kick', 'Kick'],
      ['main', 'Main set'],
      ['cooldown', 'Cool down'],
    ]);
    expect(workout.sections[1]?.blocks[0]?.sets[0]).toMatchObject({ reps: 8, distance: 50, stroke: 'kick', equipment: ['fins'] });
  });

  it('reads "3 rounds:" and "3 x {" blocks', () => {
    const main = workout.sections[2]!;
    expect(main.blocks.map((b) => [b.rounds, b.sets.length])).toEqual([
      [3, 2],
      [3, 1],
    ]);
    expect(main.blocks[0]?.sets[1]).toMatchObject({ stroke: 'pull', equipment: ['pull_buoy'], sendOff: { type: 'interval', seconds: 180 } });
  });

  it('keeps comments as notes rather than dropping them', () => {
    expect(workout.notes).toContain('coach: watch the turns');
    expect(problems).toEqual([]);
  });

  it('reports a stated total that disagrees with the sets as an error and fixes it from the sets', () => {
    const result = validatePlan(plan);
    const actual = 800 + 400 + 3 * 600 + 3 * 200 + 200;
    expect(result.plan.totals.distance).toBe(actual);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ code: 'total_mismatch', severity: 'error', fixed: true, message: expect.stringContaining('4,500') }),
    );
    expect(result.issues).toContainEqual(expect.objectContaining({ code: 'section_total_mismatch', message: expect.stringContaining('Main set: stated 2,200, the sets add up to 2,400') }));
  });
});

describe('parsePlanText problems', () => {
  it('reports unreadable lines with their line numbers', () => {
    const { problems } = parsePlanText('Warm-up\n400 easy\nthen do something hard for a while\nCool-down\n200 easy', { date: '2026-01-01', course: 'SCM' });
    expect(problems).toEqual([{ line: 3, text: 'then do something hard for a while', reason: expect.stringMatching(/not a set/) }]);
  });

  it('says when the text names no pool and which one it assumed', () => {
    const { plan, problems } = parsePlanText('Warm-up\n400 easy\nTotal: 400 meters', { date: '2026-01-01' });
    expect(plan.course).toBe('SCM');
    expect(problems).toContainEqual(expect.objectContaining({ reason: expect.stringMatching(/no course/) }));
  });

  it('reads "Total: 4.5k" and a section header with a subtotal in parentheses', () => {
    const { plan } = parsePlanText('Main Set (1,000)\n10 x 100 @ 1:30\nTotal: 4.5k', { date: '2026-01-01', course: 'SCY' });
    const w = plan as WorkoutPlan;
    expect(w.totals.distance).toBe(4500);
    expect(w.sections[0]?.distance).toBe(1000);
  });
});
