import type { AddressInfo } from 'node:net';
import type { AuthResult, User } from '@laneforge/contracts';
import { dropDatabase, isolatedEnv, type Isolation } from '@laneforge/platform/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { authService, type AuthService } from '../../auth/src/service';
import { billingService, type BillingService } from '../../billing/src/service';
import { trainingWorker, type TrainingWorker } from '../../training/src/generation/worker';
import { trainingService, type TrainingService } from '../../training/src/service';
import { adminService, type AdminService } from '../src/service';

export const ADMIN = { email: 'head.admin@example.com', password: 'admin-password-123' };

export interface Account {
  user: User;
  email: string;
  password: string;
  headers: { authorization: string };
}

/**
 * The admin service with the real services it manages, in this process: auth, training with one
 * worker and billing (local provider, or `billingEnv` for the Stripe one),
 * each with its own database, all on one private event stream with one service secret.
 */
export interface AdminStack {
  iso: Isolation;
  auth: AuthService;
  training: TrainingService;
  billing: BillingService;
  admin: AdminService;
  /** Auth's and admin's clock (what "now" is for expiries): real time plus what tests add. */
  clock: { advance(ms: number): void };
  /** An admin-service request. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  authInject(options: InjectOptions): Promise<LightMyRequestResponse>;
  trainingInject(options: InjectOptions): Promise<LightMyRequestResponse>;
  signIn(email: string, password: string): Promise<LightMyRequestResponse>;
  /** A coach who registered themselves. */
  register(name?: string): Promise<Account>;
  /** Headers of the administrator made at start. */
  adminHeaders(): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

const listen = async (app: AuthService['app']) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

let counter = 0;
export const uniqueEmail = (label = 'swimmer') => `${label}.${Date.now()}.${counter++}@example.com`;

export async function startAdminStack(extra: Record<string, string> = {}, billingEnv: Record<string, string> = {}): Promise<AdminStack> {
  const iso = await isolatedEnv('admin', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, GENERATION_WAIT_MS: '15000', ...extra });
  const databases = ['auth', 'training', 'billing', 'admin'].map((service) => `${iso.env.DATABASE_NAME}_${service}`);
  const envOf = (service: string, more: Record<string, string> = {}) => ({ ...iso.env, DATABASE_NAME: `${iso.env.DATABASE_NAME}_${service}`, ...more });
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer().catch(() => undefined);
    await Promise.all(databases.map((name) => dropDatabase(name)));
    await iso.cleanup();
  };
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
  try {
    const auth = await authService.build(envOf('auth'), { clock: clock.now });
    closers.push(() => auth.close());
    const AUTH_URL = await listen(auth.app);
    const training = await trainingService.build(envOf('training', { AUTH_URL }));
    closers.push(() => training.close());
    const TRAINING_URL = await listen(training.app);
    const worker: TrainingWorker = await trainingWorker.build(envOf('training', { AUTH_URL }));
    closers.push(() => worker.close());
    const billing = await billingService.build(envOf('billing', { AUTH_URL, ...billingEnv }));
    closers.push(() => billing.close());
    const BILLING_URL = await listen(billing.app);
    const admin = await adminService.build(envOf('admin', { AUTH_URL, TRAINING_URL, BILLING_URL }), { clock: clock.now });
    closers.push(() => admin.close());

    const signIn = (email: string, password: string) => auth.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
    let adminToken: string | undefined;
    return {
      iso,
      auth,
      training,
      billing,
      admin,
      clock,
      inject: (options) => admin.app.inject(options),
      authInject: (options) => auth.app.inject(options),
      trainingInject: (options) => training.app.inject(options),
      signIn,
      async register(name = 'Registered Coach') {
        const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
        const password = 'freestyle1';
        const res = await auth.app.inject({ method: 'POST', url: '/auth/register', payload: { name, email, password } });
        const { access_token, user } = res.json<AuthResult>();
        return { user, email, password, headers: { authorization: `Bearer ${access_token}` } };
      },
      async adminHeaders() {
        adminToken ??= (await signIn(ADMIN.email, ADMIN.password)).json<AuthResult>().access_token;
        return { authorization: `Bearer ${adminToken}` };
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
