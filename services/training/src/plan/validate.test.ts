import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { parsePlanText, validatePlan } from './index';

const parse = (text: string, course: 'SCY' | 'LCM' = 'SCY', level: WorkoutPlan['level'] = 'high_school') =>
  parsePlanText(text, { date: '2026-01-01', course, level }).plan;

const frame = (main: string) => `Warm-up\n400 easy\nMain Set\n${main}\nCool-down\n200 easy`;

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
    expect(validatePlan(parse(frame('8 x 25 free (half-length) @ 1:00 — SP3'), 'LCM')).ok).toBe(true);
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
});
