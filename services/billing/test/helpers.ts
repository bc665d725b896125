import { randomUUID } from 'node:crypto';
import type { EventPayload, EventType } from '@laneforge/contracts';
import { Bus, createLogger, newEvent } from '@laneforge/platform';
import { eventually, fakeAuth, isolatedEnv, type Isolation } from '@laneforge/platform/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { billingService, type BillingService } from '../src/service';
import { findCustomer } from '../src/subscriptions/store';
import { startFakeStripe, type FakeStripe } from './stripe-server';

export interface TestBilling {
  service: BillingService;
  iso: Isolation;
  stripe: FakeStripe | undefined;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Publishes an event to this test's stream, as auth would. */
  publish<T extends EventType>(type: T, payload: EventPayload<T>, userId: string | null): Promise<void>;
  /** A registered user billing has heard of, and their bearer headers. */
  user(): Promise<{ id: string; auth: { authorization: string } }>;
  adminAuth(): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * Billing alone on real PostgreSQL and NATS (its own database and stream), behind a stand-in
 * auth: the local provider, or with `provider: 'stripe'` a local Stripe-speaking server.
 */
export async function startTestBilling(options: { provider?: 'local' | 'stripe'; env?: Record<string, string> } = {}): Promise<TestBilling> {
  const stripe = options.provider === 'stripe' ? await startFakeStripe() : undefined;
  const iso = await isolatedEnv('billing', { APP_URL: 'http://localhost:8080', ...options.env });
  const auth = await fakeAuth(iso.env.INTERNAL_SECRET!);
  const stripeEnv: Record<string, string> = stripe ? { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url } : {};
  const service = await billingService.build({ ...iso.env, AUTH_URL: auth.url, ...stripeEnv });
  const bus = await Bus.connect({ url: iso.env.NATS_URL!, stream: iso.env.NATS_STREAM!, prefix: iso.env.EVENT_SUBJECT_PREFIX!, name: 'test-publisher', logger: createLogger('test', 'silent') });
  const publish: TestBilling['publish'] = (type, payload, userId) => bus.publish(newEvent(type, payload, userId));
  return {
    service,
    iso,
    stripe,
    inject: (request) => service.app.inject(request),
    publish,
    async user() {
      const id = randomUUID();
      const email = `${id}@example.com`;
      await publish(
        'auth.user_registered',
        { user: { id, email, name: 'Test Swimmer', role: 'user', subscription_type: 'free', subscription_status: 'active', current_period_end: null, timezone: 'UTC' } },
        id,
      );
      await eventually(async () => (await findCustomer(service.context.db, id))?.email === email, 10_000);
      return { id, auth: { authorization: `Bearer ${await auth.token(id)}` } };
    },
    adminAuth: async () => ({ authorization: `Bearer ${await auth.token(randomUUID(), 'admin')}` }),
    async close() {
      await service.close();
      await bus.close();
      await auth.close();
      await stripe?.close();
      await iso.cleanup();
    },
  };
}
