import { describe, expect, it } from 'vitest';
import { PlanRefused, refinePlan, write } from './index';

/**
 * Text an attacker (or a paste gone wrong) may send, at the longest the API accepts: the engine reads
 * each in one pass and answers with a plan or a refusal. A pattern that backtracks over a long word
 * (a 3,000-letter word once held a training worker for minutes, and every plan behind it waited)
 * makes these tests run into vitest's timeout.
 */
const long = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n);

const texts: Array<[string, string]> = [
  ['one 4,000-letter word', 'a'.repeat(4000)],
  ['4,000 letters of short words', long('aaaa ', 4000)],
  ['words joined by dashes and pluses', long('a-b c+d ', 4000)],
  ['a long word before "set"', `${long('a', 3990)} set`],
  ['words before "main set"', `${long('a ', 3990)} main set`],
  ['send-offs', long('1:30 ', 4000)],
  ['lanes', long('lane 1 1:10, ', 4000)],
  ['names with limits', long('Maria no fly. ', 4000)],
  ['sets', long('10 x 100 @ 1:30 ', 4000)],
  ['digits', '1'.repeat(4000)],
  ['meets', long('meet jan 9, ', 4000)],
  ['dashes', '-'.repeat(4000)],
];

describe('hostile text at the longest the API takes', () => {
  it.each(texts)('writes a practice from %s in the notes and refines it with the same', (_name, text) => {
    let written: ReturnType<typeof write>;
    try {
      written = write({ date: '2026-12-01', description: 'masters 60 min scy aerobic', coach_notes: text, plan_type: 'workout' });
    } catch (err) {
      expect(err).toBeInstanceOf(PlanRefused);
      return;
    }
    expect(written.plan.kind).toBe('workout');
    const refined = refinePlan(written.plan, text.slice(0, 2000), { brief: written.brief });
    expect(refined.plan.kind).toBe('workout');
  });

  it.each(texts)('reads %s as a description', (_name, text) => {
    try {
      expect(['workout', 'season']).toContain(write({ date: '2026-12-01', description: text, coach_notes: null, plan_type: 'season' }).plan.kind);
    } catch (err) {
      expect(err).toBeInstanceOf(PlanRefused);
    }
  });
});
