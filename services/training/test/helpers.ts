import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventPayload, EventType, UserSnapshot } from '@laneforge/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Bus, createLogger, newEvent } from '@laneforge/platform';
import { eventually, isolatedEnv, type Isolation } from '@laneforge/platform/testing';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { SERVICE_TOKEN_HEADER, serviceCredentials } from '@laneforge/platform';
import { findEntitlement } from '../src/entitlements/store';
import { trainingWorker, type TrainingWorker } from '../src/generation/worker';
import { trainingService, type TrainingService } from '../src/service';

/**
 * Stands in for the auth service: publishes a signing key as JWKS, answers session checks (to
 * callers with a service credential, as auth does) and signs tokens, so the training service
 * verifies real EdDSA tokens exactly as in production.
 */
export async function fakeAuth(internalSecret: string) {
  const credentials = serviceCredentials('auth', new TextEncoder().encode(internalSecret));
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'EdDSA', use: 'sig' };
  const revoked = new Set<string>();
  const server: Server = createServer(async (req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/jwks.json') return res.end(JSON.stringify({ keys: [jwk] }));
    const sid = /^\/internal\/sessions\/(.+)$/.exec(req.url ?? '')?.[1];
    if (sid && !(await credentials.verify(req.headers[SERVICE_TOKEN_HEADER] as string | undefined))) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ detail: 'service credential required' }));
    }
    if (sid) return res.end(JSON.stringify({ active: !revoked.has(sid) }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async token(userId: string, role: 'user' | 'admin' = 'user') {
      return new SignJWT({ role, sid: randomUUID() })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key' })
        .setSubject(userId)
        .setIssuer('laneforge-auth')
        .setAudience('laneforge')
        .setExpirationTime('1h')
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
