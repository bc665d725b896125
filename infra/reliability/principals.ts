import { newEvent, Bus, createLogger } from '../../packages/platform/src/index';
import type { FuzzFixtures } from './fuzz';
import type { MatrixFixtures } from './matrix';

interface StackInfo {
  base: string;
  admin: { email: string; password: string };
  env: Record<string, string>;
}

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  return json<T>(await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }));
}

let counter = 0;
const email = (label: string) => `${label}.${Date.now()}.${counter++}@example.com`;

/**
 * Two coaches (A on Elite, so A can make as many plans as a test needs, and B), the administrator,
 * and a plan of A's: the principals of the authorisation matrix and the fuzz, made through the API.
 */
export async function principals(stack: StackInfo): Promise<{ matrix: MatrixFixtures; fuzz: FuzzFixtures }> {
  const register = (label: string) => post<{ access_token: string; user: { id: string; email: string } }>(stack.base, '/auth/register', { name: `Coach ${label}`, email: email(label), password: 'principal1' });
  // C is the fuzz's own user: whatever the fuzz does to its account never touches A's or B's.
  const [a, b, c] = [await register('a'), await register('b'), await register('c')];
  const login = (who: string, password: string) => post<{ access_token: string }>(stack.base, '/auth/login', { email: who, password });
  const admin = await login(stack.admin.email, stack.admin.password);

  // Billing's word that A is on Elite, as billing announces it; the training projection follows.
  const bus = await Bus.connect({ url: stack.env.NATS_URL!, stream: stack.env.NATS_STREAM!, prefix: stack.env.EVENT_SUBJECT_PREFIX!, name: 'principals', logger: createLogger('principals', 'silent') });
  await bus.publish(newEvent('billing.subscription_updated', { userId: a.user.id, subscription_type: 'elite_monthly', subscription_status: 'active', current_period_end: null }, a.user.id));
  await bus.close();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const usage = await json<{ tier: string }>(await fetch(`${stack.base}/api/usage/check`, { headers: { authorization: `Bearer ${a.access_token}` } }));
    if (usage.tier === 'elite') break;
    if (Date.now() > deadline) throw new Error('user A never became Elite');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const generate = async () => (await post<{ id: string }>(stack.base, '/training/generate', { date: '2026-11-24', description: 'High school 3000 SCY threshold' }, a.access_token)).id;
  const workoutId = await generate();
  const tokens = { userA: a.access_token, userB: b.access_token, admin: admin.access_token };
  const emails = { userA: a.user.email, userB: b.user.email, admin: stack.admin.email };
  return {
    matrix: {
      tokens,
      workoutId,
      userAId: a.user.id,
      emails,
      password: 'principal1',
      freshWorkout: generate,
      async freshToken(principal) {
        // A second session of the same account, so signing it out leaves the first one working.
        return (await login(emails[principal], principal === 'admin' ? stack.admin.password : 'principal1')).access_token;
      },
      disposableUserId: async () => (await register('disposable')).user.id,
    },
    // The fuzz's own plan (it may delete it) and its own user; A's id is there to be poked at.
    fuzz: { userToken: c.access_token, adminToken: (await login(stack.admin.email, stack.admin.password)).access_token, workoutId: await generate(), userId: a.user.id },
  };
}
