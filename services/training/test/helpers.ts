import { randomUUID } from 'node:crypto';
import type { EventPayload, EventType, UserSnapshot } from '@laneforge/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Bus, createLogger, newEvent, SERVICE_TOKEN_HEADER, serviceCredentials } from '@laneforge/platform';
import { eventually, fakeAuth, isolatedEnv, type Isolation } from '@laneforge/platform/testing';
import { findEntitlement } from '../src/entitlements/store';
import { trainingWorker, type TrainingWorker } from '../src/generation/worker';
import { trainingService, type TrainingService } from '../src/service';

export interface TestTraining {
  service: TrainingService;
  iso: Isolation;
  workers: TrainingWorker[];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Publishes an event to this test's stream, as auth or billing would. */
  publish<T extends EventType>(type: T, payload: EventPayload<T>, userId: string | null): Promise<void>;
  /** A user with a tier (through the same events auth and billing send) and a valid token. */
  user(options?: Partial<UserSnapshot>): Promise<{ id: string; token: string; auth: { authorization: string } }>;
  /** Headers for a signed-in user whatever the projection knows of them. */
  authFor(userId: string): Promise<{ authorization: string }>;
  addWorker(extra?: Record<string, string>): Promise<TrainingWorker>;
  /** Headers carrying the export service's credential, for the internal routes. */
  asExport(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startTestTraining(options: { workers?: number; env?: Record<string, string>; workerEnv?: Record<string, string>; clock?: () => Date } = {}): Promise<TestTraining> {
  const iso = await isolatedEnv('training', { GENERATION_WAIT_MS: '10000', ...options.env });
  const auth = await fakeAuth(iso.env.INTERNAL_SECRET!);
  iso.env.AUTH_URL = auth.url;
  const service = await trainingService.build(iso.env, options.clock ? { clock: options.clock } : {});
  const bus = await Bus.connect({
    url: iso.env.NATS_URL!,
    stream: iso.env.NATS_STREAM!,
    prefix: iso.env.EVENT_SUBJECT_PREFIX!,
    name: 'test-publisher',
    logger: createLogger('test', 'silent'),
  });
  const workers: TrainingWorker[] = [];
  const addWorker = async (extra: Record<string, string> = {}) => {
    const worker = await trainingWorker.build({ ...iso.env, ...options.workerEnv, ...extra });
    workers.push(worker);
    return worker;
  };
  for (let i = 0; i < (options.workers ?? 1); i++) await addWorker();

  const publish: TestTraining['publish'] = (type, payload, userId) => bus.publish(newEvent(type, payload, userId));
  return {
    service,
    iso,
    workers,
    inject: (options) => service.app.inject(options),
    publish,
    addWorker,
    asExport: async () => ({ [SERVICE_TOKEN_HEADER]: await serviceCredentials('export', new TextEncoder().encode(iso.env.INTERNAL_SECRET!)).tokenFor('training') }),
    authFor: async (userId) => ({ authorization: `Bearer ${await auth.token(userId)}` }),
    async user(snapshot = {}) {
      const id = snapshot.id ?? randomUUID();
      const user: UserSnapshot = {
        id,
        email: `${id}@example.com`,
        name: 'Test Swimmer',
        role: 'user',
        subscription_type: 'free',
        subscription_status: 'active',
        current_period_end: null,
        timezone: 'UTC',
        ...snapshot,
      };
      await publish('auth.user_registered', { user }, id);
      await eventually(async () => (await findEntitlement(service.context.db, id))?.sourceAt.getTime(), 10_000);
      const token = await auth.token(id, user.role);
      return { id, token, auth: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await service.close();
      await bus.close();
      await auth.close();
      await iso.cleanup();
    },
  };
}

export const planRequest = (overrides: Record<string, unknown> = {}) => ({
  date: '2025-03-03',
  description: 'High school team, 4000 SCY, threshold freestyle, 200 free',
  plan_type: 'workout',
  coach_notes: 'Focus on turns',
  ...overrides,
});
