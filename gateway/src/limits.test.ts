import { describe, expect, it } from 'vitest';
import { memoryLimiter } from './limits';

describe('fixed-window limits', () => {
  it('allows max hits per key and window, says when the window ends, and starts afresh after it', async () => {
    let now = 1_000_000;
    const limiter = memoryLimiter(() => now);
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit('a', 3, 60_000));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false]);
    now += 15_000;
    expect(await limiter.hit('a', 3, 60_000)).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect((await limiter.hit('b', 3, 60_000)).allowed).toBe(true);
    now += 45_000;
    expect(await limiter.hit('a', 3, 60_000)).toEqual({ allowed: true, retryAfterMs: 60_000 });
  });
});
