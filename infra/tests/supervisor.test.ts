import { afterEach, describe, expect, it, vi } from 'vitest';
import { alive } from '../scripts/lib/processes.mjs';
import { afterCrash, defaultPolicy, Supervisor } from '../scripts/lib/supervisor.mjs';

const node = process.execPath;
const fast = { firstDelayMs: 20, maxDelayMs: 200, loopCrashes: 3, windowMs: 60_000, stopTimeoutMs: 500 };

describe('afterCrash (restart policy)', () => {
  it('doubles the pause with every crash inside the window, up to the cap', () => {
    const policy = { ...defaultPolicy, loopCrashes: 10 };
    expect(afterCrash([], 100_000, policy)).toEqual({ recent: [100_000], giveUp: false, delayMs: 500 });
    expect(afterCrash([99_000], 100_000, policy).delayMs).toBe(1_000);
    expect(afterCrash([97_000, 98_000, 99_000], 100_000, policy).delayMs).toBe(4_000);
    expect(afterCrash([91_000, 92_000, 93_000, 94_000, 95_000, 96_000], 100_000, policy).delayMs).toBe(policy.maxDelayMs);
  });

  it('forgets crashes older than the window, so a process that crashed long ago restarts at once', () => {
    expect(afterCrash([1_000, 2_000, 3_000, 4_000], 100_000)).toEqual({ recent: [100_000], giveUp: false, delayMs: 500 });
  });

  it('gives up at the Nth crash inside the window (a crash loop)', () => {
    expect(afterCrash([96_000, 97_000, 98_000], 100_000).giveUp).toBe(false);
    expect(afterCrash([96_000, 97_000, 98_000, 99_000], 100_000).giveUp).toBe(true);
  });
});

describe('Supervisor', () => {
  let supervisor: Supervisor | undefined;
  afterEach(() => supervisor?.stopAll());

  const quiet = () => {
    const lines: string[] = [];
    const errors: string[] = [];
    supervisor = new Supervisor({ policy: fast, print: (l) => lines.push(l), printError: (l) => errors.push(l) });
    return { supervisor, lines, errors };
  };

  it('starts a process that was killed again, and says so', async () => {
    const { supervisor, errors } = quiet();
    await supervisor.add({ name: 'sleeper', command: node, args: ['-e', 'setInterval(() => {}, 1000)'] });
    const first = supervisor.pid('sleeper')!;
    process.kill(first, 'SIGKILL');
    await vi.waitFor(() => expect(supervisor.pid('sleeper')).toBeGreaterThan(0), { timeout: 5_000 });
    await vi.waitFor(() => expect(supervisor.pid('sleeper')).not.toBe(first), { timeout: 5_000 });
    // The new process has a pid before the supervisor marks it running: the state is waited for, not read once.
    await vi.waitFor(() => expect(supervisor.state('sleeper')).toBe('running'), { timeout: 5_000 });
    expect(errors.join('\n')).toMatch(/sleeper stopped \(killed by SIGKILL\); restarting it in 0\.0 s \(restart 1\)/);
  });

  it('stops restarting a process that keeps crashing, and reports its last lines', async () => {
    const { supervisor, errors } = quiet();
    const gaveUp = new Promise<[string, string[]]>((resolve) => supervisor.on('giveup', (name: string, tail: string[]) => resolve([name, tail])));
    await supervisor.add({ name: 'crasher', command: node, args: ['-e', 'console.error("cannot open the widget store"); process.exit(3)'] });
    const [name, tail] = await gaveUp;
    expect(name).toBe('crasher');
    expect(supervisor.state('crasher')).toBe('failed');
    expect(tail.join('\n')).toContain('cannot open the widget store');
    const report = errors.join('\n');
    expect(report).toMatch(/crasher stopped 3 times within 60 s \(last: exit 3\); not restarting it/);
    expect(report).toContain('cannot open the widget store');
  });

  it('keeps the other processes running when one gives up', async () => {
    const { supervisor } = quiet();
    await supervisor.add({ name: 'steady', command: node, args: ['-e', 'setInterval(() => {}, 1000)'] });
    const gaveUp = new Promise((resolve) => supervisor.on('giveup', resolve));
    await supervisor.add({ name: 'crasher', command: node, args: ['-e', 'process.exit(1)'] });
    await gaveUp;
    expect(supervisor.state('steady')).toBe('running');
    expect(alive(supervisor.pid('steady')!)).toBe(true);
  });

  it('stops tier by tier, highest first, and kills what ignores its stop signal', async () => {
    const { supervisor, lines } = quiet();
    const exits: string[] = [];
    const holdOn = 'process.on("SIGTERM", () => setTimeout(() => process.exit(0), 100)); console.log("listening"); setInterval(() => {}, 1000)';
    await supervisor.add({ name: 'database', command: node, args: ['-e', holdOn], tier: 0 });
    await supervisor.add({ name: 'service', command: node, args: ['-e', holdOn], tier: 1 });
    await supervisor.add({ name: 'stubborn', command: node, args: ['-e', 'process.on("SIGTERM", () => {}); console.log("listening"); setInterval(() => {}, 1000)'], tier: 1 });
    await supervisor.add({ name: 'gateway', command: node, args: ['-e', holdOn], tier: 2 });
    await vi.waitFor(() => expect(lines.filter((l) => l.includes('listening'))).toHaveLength(4), { timeout: 10_000 });
    const pids = supervisor.names().map((name) => [name, supervisor.pid(name)!] as const);
    const watch = setInterval(() => {
      for (const [name, pid] of pids) if (!alive(pid) && !exits.includes(name)) exits.push(name);
    }, 5);
    await supervisor.stopAll();
    clearInterval(watch);
    for (const [name, pid] of pids) if (!alive(pid) && !exits.includes(name)) exits.push(name);
    expect(exits[0]).toBe('gateway');
    expect(exits.at(-1)).toBe('database');
    expect(pids.every(([, pid]) => !alive(pid))).toBe(true);
    expect(supervisor.names().map((n) => supervisor.state(n))).toEqual(['stopped', 'stopped', 'stopped', 'stopped']);
  });
});
