import { describe, expect, it } from 'vitest';
import { usedUpText } from './UsageNotice';

describe('the used-up allowance notice', () => {
  it('names the period as a coach says it and counts the plans', () => {
    expect(usedUpText({ period: 'day', allowance: 1 })).toBe('You have used today’s plan.');
    expect(usedUpText({ period: 'week', allowance: 1 })).toBe('You have used this week’s plan.');
    expect(usedUpText({ period: 'month', allowance: 10 })).toBe('You have used this month’s 10 plans.');
  });
});
