import { describe, expect, it } from 'vitest';
import { ImplausibleTest, baseFromThreshold, cssPace, derivePaces, stepPace, t30Pace } from './derive';

describe('threshold pace from a test (COACHING.md §5.N)', () => {
  it('CSS = 200 / (T400 − T200) per metre: 5:20 and 2:30 give 200 m in 170 s, 1:25 per 100', () => {
    expect(cssPace(320, 150)).toBe(85);
    // 6:00 and 2:50: 190 s for 200 m → 95 s per 100.
    expect(cssPace(360, 170)).toBe(95);
    // 4:30 and 2:05: 145 s → 72.5, on the whole second 73.
    expect(cssPace(270, 125)).toBe(73);
  });

  it('refuses a 400 swum faster per 100 than the 200', () => {
    expect(() => cssPace(290, 150)).toThrow(ImplausibleTest);
  });

  it('T-30: 30:00 / (distance / 100) — 2,400 yd is 1:15 per 100, 2,000 m is 1:30', () => {
    expect(t30Pace(2400)).toBe(75);
    expect(t30Pace(2000)).toBe(90);
    expect(t30Pace(1850)).toBe(97);
  });

  it('7 x 200 step: the average of the two steps before the maximal one, per 100', () => {
    expect(stepPace([180, 175, 170, 165, 160, 155, 145])).toBe(79);
    expect(stepPace([170, 166, 162, 158, 150, 150, 138])).toBe(75);
    expect(() => stepPace([180, 185, 170, 165, 160, 155, 145])).toThrow(/200 number 2 \(3:05\) is slower than number 1 \(3:00\)/);
  });

  it('puts the base send-off 5-10 s above the threshold, on the 5-second clock', () => {
    for (let t = 50; t < 200; t++) {
      const b = baseFromThreshold(t);
      expect(b % 5).toBe(0);
      expect(b - t).toBeGreaterThanOrEqual(5);
      expect(b - t).toBeLessThan(10);
    }
  });

  it('says what the test gave, and refuses a result no swimmer swims', () => {
    expect(derivePaces({ type: 'css', course: 'SCM', t400: '5:20', t200: '2:30' })).toEqual({ threshold: 85, base: 90, summary: 'CSS test: 400 in 5:20, 200 in 2:30 → threshold 1:25/100' });
    expect(derivePaces({ type: 't30', course: 'SCY', distance: 2400 }).summary).toBe('T-30 test: 2,400 yd in 30 minutes → threshold 1:15/100');
    expect(() => derivePaces({ type: 'css', course: 'SCY', t400: '19:00', t200: '1:30' })).toThrow(/outside 0:40-5:00/);
  });
});
