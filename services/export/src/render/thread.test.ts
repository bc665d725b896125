import { describe, expect, it } from 'vitest';
import { cpuMsOf, threadStatFile } from './thread';

describe("a thread's CPU time", () => {
  it('is read from /proc for the calling thread, and grows with work, not with waiting', async () => {
    const stat = threadStatFile();
    expect(stat).toMatch(/^\/proc\/\d+\/task\/\d+\/stat$/);
    const before = cpuMsOf(stat!)!;
    expect(before).toBeGreaterThanOrEqual(0);
    // Work until the counter moves (it counts in 10 ms ticks); at least one round of work, as the counter may tick between
    // the first read and the loop's (on a busy machine it did, and the loop never ran).
    let spins = 0;
    do for (let i = 0; i < 100_000; i++) spins += Math.sqrt(i);
    while (cpuMsOf(stat!)! === before);
    expect(cpuMsOf(stat!)!).toBeGreaterThan(before);
    expect(spins).toBeGreaterThan(0);
  });

  it('reads a command name holding a parenthesis and spaces', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const file = `${mkdtempSync('/tmp/lf-stat-')}/stat`;
    writeFileSync(file, '4242 (node (draw) x) R 1 4242 4242 0 -1 4194560 100 0 0 0 123 45 0 0 20 0 7 0 100 0 0');
    expect(cpuMsOf(file)).toBe((123 + 45) * 10);
    expect(cpuMsOf('/proc/0/task/0/stat')).toBeUndefined();
  });
});
