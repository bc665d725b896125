import { startPrivateStack } from '../../infra/scripts/lib/private-stack.mjs';

export interface BenchStack {
  base: string;
  servicePortBase: number;
  dataDir: string;
  env: Record<string, string>;
  admin: { email: string; password: string };
  /** Every process the launcher runs, by name, with its pid (read from the launcher's state file). */
  pids(): Record<string, number>;
  stop(): Promise<void>;
}

/** The stack as `npm start` runs it (built, supervised, embedded PostgreSQL), on private ports and streams. */
export async function benchStack(label: string, env: Record<string, string> = {}): Promise<BenchStack> {
  const stack = await startPrivateStack({ label, env: { AUTH_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_IP_MAX: '1000000', ...env }, ...(env.NATS_URL ? { natsUrl: env.NATS_URL } : {}) });
  const { readFileSync } = await import('node:fs');
  const path = await import('node:path');
  return {
    base: stack.baseUrl,
    servicePortBase: stack.servicePortBase,
    dataDir: stack.dataDir,
    env: stack.env as Record<string, string>,
    admin: { email: stack.env.ADMIN_EMAIL as string, password: stack.env.ADMIN_PASSWORD as string },
    pids() {
      const state = JSON.parse(readFileSync(path.join(stack.dataDir, 'launcher.json'), 'utf8')) as { children: Record<string, { pid: number }> };
      return Object.fromEntries(Object.entries(state.children).map(([name, child]) => [name, child.pid]));
    },
    stop: () => stack.stop(),
  };
}
