import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NODE_FLAGS, SERVICE_ENV } from '../../infra/scripts/lib/node-flags.mjs';

export const root = new URL('../..', import.meta.url).pathname;


export interface Proc {
  name: string;
  child: ChildProcess;
  port: number;
}

/** Starts a built service (`dist/main.js`) as its own process and waits for /readyz. */
export async function startProcess(name: string, dir: string, port: number, env: Record<string, string>, args: string[] = []): Promise<Proc> {
  const main = path.join(root, dir, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${dir} is not built: run npm run build first`);
  const extra = (process.env[`BENCH_FLAGS_${name.toUpperCase()}`] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...NODE_FLAGS, ...extra, main, ...args], {
    cwd: path.join(root, dir),
    env: { ...SERVICE_ENV, ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ok) return { name, child, port };
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not become ready`);
}

export async function stopAll(procs: Proc[]) {
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null) return resolve();
          p.child.once('exit', () => resolve());
          p.child.kill('SIGTERM');
        }),
    ),
  );
}
