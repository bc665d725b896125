import { describe, expect, it } from 'vitest';
import { planTitle } from './pages';

describe('a plan’s title, the one its card, its page, its share page and its link previews show', () => {
  it('is the plan’s title when it has one', () => {
    expect(planTitle({ title: 'Threshold Tuesday', generated_workout: '**Something Else**' }, 'LaneForge')).toBe('Threshold Tuesday');
  });

  it('is the **Title** line of the text when the plan has no title', () => {
    expect(planTitle({ generated_workout: 'Coach note\n**Road to Sectionals**\nWarm-up (400)' }, 'LaneForge')).toBe('Road to Sectionals');
    expect(planTitle({ title: '', generated_workout: '**Road to Sectionals**' }, 'LaneForge')).toBe('Road to Sectionals');
  });

  it("is '{product} Workout' when the plan has neither, or a title of nothing printable", () => {
    expect(planTitle({ generated_workout: 'Warm-up (400)' }, 'LaneForge')).toBe('LaneForge Workout');
    expect(planTitle({ title: '\u202e\r\n', generated_workout: 'Warm-up (400)' }, 'SwimCo')).toBe('SwimCo Workout');
  });

  it('is one line of printable text of at most 200 characters', () => {
    expect(planTitle({ title: 'Sprints\r\nSECURITY ALERT\u202e', generated_workout: '' }, 'LaneForge')).toBe('Sprints SECURITY ALERT');
    const long = planTitle({ title: 'x'.repeat(500), generated_workout: '' }, 'LaneForge');
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});
