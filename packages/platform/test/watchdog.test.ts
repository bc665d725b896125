import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const watchdog = fileURLToPath(new URL('../src/watchdog.ts', import.meta.url));

/** Runs `body` in a child Node process with the watchdog started; resolves with how it ended and what it wrote. */
function child(body: string, stallMs = 300): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; stdout: string }> {
  const script = `import { startWatchdog } from ${JSON.stringify(watchdog)}; const stop = startWatchdog({ name: 'test-worker', stallMs: ${stallMs} }); ${body}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  proc.stderr.on('data', (d) => (stderr += d));
  proc.stdout.on('data', (d) => (stdout += d));
  return new Promise((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal, stderr, stdout })));
}

describe('the worker watchdog', () => {
  it('ends a process whose event loop never turns again, saying why on stderr', async () => {
    const ended = await child('for (;;) {}');
    expect(ended.signal).toBe('SIGKILL');
    const line = JSON.parse(ended.stderr.trim().split('\n').at(-1)!);
    expect(line).toMatchObject({ level: 'error', service: 'test-worker' });
    expect(line.stalledMs).toBeGreaterThanOrEqual(300);
  });

  it('leaves a process that keeps turning alone, and does not keep it alive', async () => {
    // Busy in short slices with the loop turning between them, then done: it exits on its own with code 0.
    // The budget is a minute, so a machine too busy to run the child for a while cannot end it.
    const ended = await child(`let n = 0; const tick = () => { const until = Date.now() + 50; while (Date.now() < until); if (++n < 20) setImmediate(tick); else { stop(); console.log('done'); } }; tick();`, 60_000);
    expect([ended.code, ended.signal, ended.stdout.trim(), ended.stderr]).toEqual([0, null, 'done', '']);
  });
});
