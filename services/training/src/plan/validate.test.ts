import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { parsePlanText, validatePlan } from './index';

const parse = (text: string, course: 'SCY' | 'LCM' = 'SCY', level: WorkoutPlan['level'] = 'high_school') =>
  parsePlanText(text, { date: '2026-01-01', course, level }).plan;

/** A practice around `main`, its other sets sized so a 1,000 main set sits where COACHING.md §4 puts it. */
const frame = (main: string) => `Warm-up\n600 easy\nKick\n6 x 50 kick @ 1:00 — EN1\nMain Set\n${main}\nPull\n4 x 100 pull @ 1:30 — EN1\nCool-down\n200 easy`;

describe('validatePlan', () => {
  it('accepts a sound high-school workout', () => {
    const result = validatePlan(parse(frame('10 x 100 free @ 1:25 — EN2')));
    expect(result.issues).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('rejects a 25 in a long-course pool unless it is marked half-length', () => {
    const off = validatePlan(parse(frame('8 x 25 free @ 1:00 — SP3'), 'LCM'));
    expect(off.ok).toBe(false);
    expect(off.issues[0]).toMatchObject({ code: 'off_grid', message: expect.stringContaining('half-length') });
    expect(validatePlan(parse(frame('8 x 25 free (half-length) @ 1:00 — SP3'), 'LCM')).issues.map((i) => i.code)).not.toContain('off_grid');
  });

  it('rejects a send-off no swimmer of the level can make with the zone rest', () => {
    const result = validatePlan(parse(frame('10 x 100 free @ 1:00 — EN2')));
    expect(result.issues).toContainEqual(expect.objectContaining({ code: 'send_off_too_fast', message: expect.stringMatching(/needs at least 1:/) }));
  });

  it('judges send-offs by level: 1:25 100s suit high school but not masters recreational swimmers', () => {
    expect(validatePlan(parse(frame('10 x 100 free @ 1:25 — EN2'), 'SCY', 'high_school')).ok).toBe(true);
    expect(validatePlan(parse(frame('10 x 100 free @ 1:25 — EN2'), 'SCY', 'recreational')).ok).toBe(false);
  });

  it('requires a warm-up, a main set and a cool-down', () => {
    const result = validatePlan(parse('Main Set\n10 x 100 @ 1:30'));
    expect(result.issues.filter((i) => i.code === 'missing_section').map((i) => i.message)).toEqual(['No warm-up.', 'No cool-down.']);
  });

  it('flags a plan that misses the asked volume by more than 5%', () => {
    const plan = { ...(parse(frame('10 x 100 free @ 1:30')) as WorkoutPlan), requestedDistance: 3000 };
    expect(validatePlan(plan).issues).toContainEqual(expect.objectContaining({ code: 'volume_off_request' }));
  });

  it.each([
    ['a 100 IM in a 50 m pool', '6 x 100 IM @ 1:50 — EN2', 'LCM', 'im_distance'],
    ['a 50 IM', '8 x 50 IM @ 1:00 — EN2', 'SCY', 'im_distance'],
    ['a 150 IM', '4 x 150 IM @ 2:30 — EN2', 'SCY', 'im_distance'],
    ['an EN3 label on easy kick', '8 x 50 kick @ 1:10 — EN3, easy', 'SCY', 'zone_label'],
    ['SP2 on short rest', '20 x 50 free @ :40 — SP2', 'SCY', 'zone_label'],
    ['"descend 1-4" on 6 repeats', '6 x 100 free @ 1:25 — EN2, descend 1-4', 'SCY', 'wording'],
    ['breath-control work without the safety line', '8 x 100 free @ 1:30 — EN1, breathe every 5', 'SCY', 'safety'],
  ] as const)('rejects %s', (_what, main, course, code) => {
    const result = validatePlan(parse(frame(main), course));
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => i.code)).toContain(code);
  });

  it('rejects an engine plan whose main set is outside its share or smaller than another set (COACHING.md §4, §7.11)', () => {
    const small = validatePlan({ ...(parse(frame('4 x 100 free @ 1:25 — EN2')) as WorkoutPlan), provider: 'est' });
    expect(small.ok).toBe(false);
    expect(small.issues.filter((i) => i.code === 'main_proportion').map((i) => i.message)).toEqual([
      'The main set is 21% of the practice (at least 33% for this group)',
      'Warm-up (600) is larger than the main set (400): the main set is the largest set of the practice',
    ]);
    const big = validatePlan({ ...(parse(frame('30 x 100 free @ 1:25 — EN2')) as WorkoutPlan), provider: 'est' });
    expect(big.issues).toContainEqual(expect.objectContaining({ code: 'main_proportion', message: 'The main set is 67% of the practice (at most 55% for this group)' }));
  });

  it('tells of a model-written main set outside its share without throwing the plan away', () => {
    const written = validatePlan({ ...(parse(frame('30 x 100 free @ 1:25 — EN2')) as WorkoutPlan), provider: 'openai' });
    expect(written.issues).toContainEqual(expect.objectContaining({ code: 'main_proportion', severity: 'warning' }));
    expect(written.issues.filter((i) => i.code === 'main_proportion' && i.severity === 'error')).toEqual([]);
  });

  it('holds a plan to the limits it carries, whoever wrote it', () => {
    const plan = { ...(parse(frame('8 x 50 kick @ 1:00 — EN1')) as WorkoutPlan), constraints: [{ rule: 'no_kick' as const, said: 'no kick' }] };
    expect(validatePlan(plan).issues).toContainEqual(expect.objectContaining({ code: 'constraint', message: expect.stringContaining('breaks "no kick"') }));
  });

  it('keeps 8 & unders to their fly, repeat and zone limits', () => {
    const plan = { ...(parse(frame('8 x 50 fly @ 1:30 — EN1\n4 x 300 free @ 5:00 — EN1\n6 x 50 free @ 2:00 — SP2'), 'SCY', 'age_group_8_10') as WorkoutPlan), squad: 'age_8_under' as const };
    const codes = validatePlan(plan).issues.map((i) => i.code);
    expect(codes).toContain('fly_volume');
    expect(codes).toContain('age_limit');
  });
});
