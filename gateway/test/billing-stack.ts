import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BillingStatus, User } from '@laneforge/contracts';
import { dropDatabase, eventually, isolatedEnv, type Isolation } from '@laneforge/platform/testing';
import type { Clock } from '@laneforge/platform/scheduler';
import { authService, type AuthService } from '../../services/auth/src/service';
import { billingService, type BillingService } from '../../services/billing/src/service';
import { findCustomer } from '../../services/billing/src/subscriptions/store';
import { startFakeStripe, type FakeStripe } from '../../services/billing/test/stripe-server';
import { trainingService, type TrainingService } from '../../services/training/src/service';
import { trainingWorker, type TrainingWorker } from '../../services/training/src/generation/worker';
import { buildGateway, type Gateway } from '../src/app';

const listen = async (app: { listen(o: { port: number; host: string }): Promise<string>; server: { address(): unknown } }, port = 0) => {
  await app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });

export interface BillingStack {
  base: string;
  iso: Isolation;
  auth: AuthService;
  training: TrainingService;
  billing: BillingService;
  gateway: Gateway;
  stripe: FakeStripe | undefined;
  call(pathname: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  /** Registers a user through the gateway; their id and token. */
  signUp(): Promise<{ id: string; token: string; email: string }>;
  adminToken(): Promise<string>;
  status(token: string): Promise<BillingStatus>;
  me(token: string): Promise<User>;
  close(): Promise<void>;
}

const ADMIN = { email: 'admin@billing.test', password: 'admin-password-123' };

/**
 * The real gateway in front of real auth, training and billing services (one stream, a database
 * each), as in production. With `provider: 'stripe'` billing talks to a local Stripe-speaking
 * server through the real SDK.
 */
export async function startBillingStack(options: { provider?: 'local' | 'stripe'; clock?: Clock; planWriter?: boolean } = {}): Promise<BillingStack> {
  const stripe = options.provider === 'stripe' ? await startFakeStripe() : undefined;
  const iso = await isolatedEnv('billing', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const databaseOf = (service: string) => `${iso.env.DATABASE_NAME}_${service}`;
  const envOf = (service: string, extra: Record<string, string> = {}) => ({ ...iso.env, DATABASE_NAME: databaseOf(service), ...extra });
  const auth = await authService.build(envOf('auth'));
  const authUrl = await listen(auth.app);
  const training = await trainingService.build(envOf('training', { AUTH_URL: authUrl }));
  // Plans are written by a worker: only the tests that generate plans start one.
  const worker: TrainingWorker | undefined = options.planWriter ? await trainingWorker.build(envOf('training', { AUTH_URL: authUrl })) : undefined;
  const stripeEnv: Record<string, string> = stripe ? { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url } : {};
  // Billing sends people back only to the product's public address, so the gateway's is known first.
  const gatewayPort = await freePort();
  const billing = await billingService.build(envOf('billing', { AUTH_URL: authUrl, APP_URL: `http://127.0.0.1:${gatewayPort}`, ...stripeEnv }), options.clock ? { clock: options.clock } : {});
  const [trainingUrl, billingUrl] = [await listen(training.app), await listen(billing.app)];
  const dist = await mkdtemp(path.join(tmpdir(), 'lf-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>LaneForge</title>');
  const gateway = await buildGateway({
    LOG_LEVEL: 'silent',
    AUTH_URL: authUrl,
    TRAINING_URL: trainingUrl,
    BILLING_URL: billingUrl,
    FRONTEND_DIST: dist,
    INTERNAL_SECRET: iso.env.INTERNAL_SECRET!,
    DATA_DIR: iso.env.DATA_DIR!,
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_RATE_LIMIT_IP_MAX: '1000',
  });
  const base = await listen(gateway.app, gatewayPort);
  if (stripe) stripe.webhookUrl = `${base}/api/subscription/webhook`;

  const call: BillingStack['call'] = (pathname, init = {}) =>
    fetch(`${base}${pathname}`, {
      ...init,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      headers: { ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as object) },
    });
  let n = 0;
  const json = async <T>(response: Response, expected = 200): Promise<T> => {
    const body = await response.json();
    if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
    return body as T;
  };
  return {
    base,
    iso,
    auth,
    training,
    billing,
    gateway,
    stripe,
    call,
    async signUp() {
      const email = `coach.${Date.now()}.${n++}@billing.test`;
      const result = await json<{ access_token: string; user: User }>(await call('/api/auth/register', { method: 'POST', json: { name: 'Coach Billing', email, password: 'swimfast1' } }), 201);
      // Billing knows the customer (name, email) from auth's event before checkout.
      await eventually(async () => (await findCustomer(billing.context.db, result.user.id))?.email === email, 10_000);
      return { id: result.user.id, token: result.access_token, email };
    },
    async adminToken() {
      return (await json<{ access_token: string }>(await call('/api/auth/login', { method: 'POST', json: ADMIN }))).access_token;
    },
    status: async (token) => json<BillingStatus>(await call('/api/subscription/billing-status', { token })),
    me: async (token) => json<User>(await call('/api/auth/me', { token })),
    async close() {
      await gateway.app.close();
      await billing.close();
      await worker?.close();
      await training.close();
      await auth.close();
      await stripe?.close();
      for (const service of ['auth', 'training', 'billing']) await dropDatabase(databaseOf(service));
      await iso.cleanup();
    },
  };
}
