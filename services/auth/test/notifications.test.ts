import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload, EventType, NotificationsResult, User } from '@laneforge/contracts';
import { Bus, createLogger, newEvent } from '@laneforge/platform';
import { eventually } from '@laneforge/platform/testing';
import { startTestAuth, uniqueEmail, type TestAuth } from './helpers';

let auth: TestAuth;
let bus: Bus;
beforeAll(async () => {
  auth = await startTestAuth();
  const { NATS_URL, NATS_STREAM, EVENT_SUBJECT_PREFIX } = auth.iso.env;
  bus = await Bus.connect({ url: NATS_URL!, stream: NATS_STREAM!, prefix: EVENT_SUBJECT_PREFIX!, name: 'billing-and-admin-stand-in', logger: createLogger('test', 'silent') });
});
afterAll(async () => {
  await bus?.close();
  await auth?.close();
});

const publish = <T extends EventType>(type: T, payload: EventPayload<T>, userId: string | null, occurredAt?: Date) => {
  const event = newEvent(type, payload, userId);
  return bus.publish(occurredAt ? { ...event, occurredAt: occurredAt.toISOString() } : event);
};

async function coach(timezone = 'UTC') {
  const res = await auth.service.app.inject({ method: 'POST', url: '/auth/register', payload: { name: 'Inbox Coach', email: uniqueEmail('inbox'), password: 'freestyle1', timezone } });
  const { access_token, user } = res.json<{ access_token: string; user: User }>();
  const headers = { authorization: `Bearer ${access_token}` };
  return {
    user,
    headers,
    me: async () => (await auth.service.app.inject({ method: 'GET', url: '/auth/me', headers })).json<User>(),
    inbox: async () => (await auth.service.app.inject({ method: 'GET', url: '/user/notifications', headers })).json<NotificationsResult>(),
  };
}

const periodEnd = Date.UTC(2026, 11, 24) / 1000;

describe('the inbox', () => {
  it('keeps billing’s subscription on the user and tells them, newest first', async () => {
    const c = await coach('America/New_York');
    expect(await c.inbox()).toEqual({ success: true, notifications: [], unread: 0 });
    await publish('billing.subscription_updated', { userId: c.user.id, subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: periodEnd, reason: 'checkout' }, c.user.id);
    await publish('billing.payment_succeeded', { userId: c.user.id, subscription_type: 'pro_monthly', amount_cents: 1999, currency: 'usd', current_period_end: periodEnd }, c.user.id);
    await eventually(async () => (await c.inbox()).notifications.length === 2, 10_000);
    expect(await c.me()).toMatchObject({ subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: periodEnd });
    const { notifications, unread } = await c.inbox();
    expect(unread).toBe(2);
    expect(notifications.map((n) => n.data)).toEqual(
      expect.arrayContaining([
        { action: 'subscription_updated', message: 'Your Pro Monthly subscription is active. Welcome aboard!', message_type: 'success', subscription_type: 'pro_monthly' },
        { action: 'payment_succeeded', message: 'Payment received: $19.99 for Pro Monthly. Thank you!', subscription_type: 'pro_monthly' },
      ]),
    );
    expect(notifications[0]!.created_at >= notifications[1]!.created_at).toBe(true);
  });

  it('tells a failed renewal as a warning', async () => {
    const c = await coach();
    await publish('billing.subscription_updated', { userId: c.user.id, subscription_type: 'pro_monthly', subscription_status: 'past_due', current_period_end: periodEnd, reason: 'past_due' }, c.user.id);
    await eventually(async () => (await c.inbox()).notifications.length === 1, 10_000);
    expect((await c.inbox()).notifications[0]!.data).toEqual({
      action: 'subscription_updated',
      message: 'We could not renew your subscription. Please update your card in the billing portal.',
      message_type: 'warning',
      subscription_type: 'pro_monthly',
    });
    expect(await c.me()).toMatchObject({ subscription_status: 'past_due' });
  });

  it('never lets a late event undo a newer subscription', async () => {
    const c = await coach();
    const now = Date.now();
    await publish('billing.subscription_cancelled', { userId: c.user.id, subscription_type: 'pro_monthly', current_period_end: periodEnd }, c.user.id, new Date(now));
    await eventually(async () => (await c.me()).subscription_status === 'cancelled', 10_000);
    await publish('billing.subscription_updated', { userId: c.user.id, subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: periodEnd, reason: 'checkout' }, c.user.id, new Date(now - 60_000));
    // A later event on the same consumer path shows the late one was handled before it.
    await publish('billing.subscription_updated', { userId: c.user.id, subscription_type: 'pro_monthly', subscription_status: 'cancelled', current_period_end: periodEnd, reason: 'cancel_scheduled' }, c.user.id, new Date(now + 1));
    await eventually(async () => (await c.inbox()).notifications.some((n) => n.data.message.startsWith('Your subscription is cancelled') && n.data.action === 'subscription_updated'), 10_000);
    expect((await c.me()).subscription_status).toBe('cancelled');
    expect((await c.inbox()).notifications.some((n) => n.data.message.includes('Welcome aboard'))).toBe(false);
  });

  it('says when a payment failed and when the next try is, in the user’s time zone', async () => {
    const c = await coach('America/Los_Angeles');
    await publish('billing.payment_failed', { userId: c.user.id, subscription_type: 'lite_monthly', amount_cents: 999, currency: 'usd', failed_payment_attempts: 1, next_retry_at: Date.UTC(2026, 11, 2, 3) / 1000 }, c.user.id);
    await eventually(async () => (await c.inbox()).notifications.length === 1, 10_000);
    expect((await c.inbox()).notifications[0]!.data).toEqual({
      action: 'payment_failed',
      subscription_type: 'lite_monthly',
      message: 'Your payment of $9.99 for Lite Monthly failed (attempt 1). We will try again on December 1, 2026; you can update your card in the billing portal.',
    });
  });

  it('shows admin messages aimed at the user or their current tier, until they expire or are withdrawn', async () => {
    const free = await coach();
    const pro = await coach();
    await publish('billing.subscription_updated', { userId: pro.user.id, subscription_type: 'pro_annual', subscription_status: 'active', current_period_end: periodEnd, reason: 'checkout' }, pro.user.id);
    await eventually(async () => (await pro.me()).subscription_type === 'pro_annual', 10_000);

    const message = (target_users: string[], extra: Partial<EventPayload<'admin.message_created'>> = {}) => ({
      id: randomUUID(),
      title: 'Pool closed',
      message: 'The pool is closed on Friday.',
      message_type: 'warning' as const,
      target_users,
      expires_at: null,
      created_at: new Date().toISOString(),
      ...extra,
    });
    const toPro = message(['pro']);
    const toFree = message([free.user.id], { title: 'Just for you' });
    const toAll = message(['all'], { title: 'Everyone' });
    const expired = message(['all'], { title: 'Old news', expires_at: new Date(Date.now() - 1_000).toISOString() });
    const withdrawn = message(['all'], { title: 'Withdrawn' });
    // Sentinels: once "Last" shows and "Gone" is gone, both consumers have handled everything before them.
    const last = message([free.user.id, pro.user.id], { title: 'Last' });
    const gone = message(['all'], { title: 'Gone' });
    for (const m of [gone, toPro, toFree, toAll, expired, withdrawn, last]) await publish('admin.message_created', m, null);
    await publish('admin.message_deactivated', { id: withdrawn.id }, null);
    await publish('admin.message_deactivated', { id: gone.id }, null);

    const titles = async (c: Awaited<ReturnType<typeof coach>>) => (await c.inbox()).notifications.filter((n) => n.data.action === 'admin_message').map((n) => n.data.title);
    // Messages and withdrawals travel by two consumers: wait for the sentinels of both.
    await eventually(async () => {
      const shown = await titles(free);
      return shown.includes('Last') && !shown.includes('Gone');
    }, 10_000);
    expect((await titles(free)).sort()).toEqual(['Everyone', 'Just for you', 'Last']);
    expect((await titles(pro)).sort()).toEqual(['Everyone', 'Last', 'Pool closed']);
    const pooled = (await pro.inbox()).notifications.find((n) => n.id === toPro.id)!;
    expect(pooled.data).toMatchObject({ action: 'admin_message', message: 'The pool is closed on Friday.', message_type: 'warning' });

    // The tier is read when the inbox is: once the free user upgrades, the Pro message reaches them too.
    await publish('billing.subscription_updated', { userId: free.user.id, subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: periodEnd, reason: 'checkout' }, free.user.id);
    await eventually(async () => (await titles(free)).includes('Pool closed'), 10_000);
  });

  it('marks notifications read, some or all, for their owner only', async () => {
    const c = await coach();
    const other = await coach();
    for (const reason of ['checkout', 'renewed'] as const) {
      await publish('billing.subscription_updated', { userId: c.user.id, subscription_type: 'elite_monthly', subscription_status: 'active', current_period_end: periodEnd, reason }, c.user.id);
    }
    await eventually(async () => (await c.inbox()).notifications.filter((n) => n.data.action !== 'admin_message').length === 2, 10_000);
    const [first] = (await c.inbox()).notifications.filter((n) => n.data.action !== 'admin_message');
    const byStranger = await auth.service.app.inject({ method: 'POST', url: '/user/notifications/read', headers: other.headers, payload: { ids: [first!.id] } });
    expect(byStranger.statusCode).toBe(200);
    expect((await c.inbox()).notifications.find((n) => n.id === first!.id)!.read).toBe(false);

    const one = await auth.service.app.inject({ method: 'POST', url: '/user/notifications/read', headers: c.headers, payload: { ids: [first!.id, 'not-an-id'] } });
    expect(one.json<NotificationsResult>().notifications.find((n) => n.id === first!.id)!.read).toBe(true);
    const all = await auth.service.app.inject({ method: 'POST', url: '/user/notifications/read', headers: c.headers, payload: {} });
    expect(all.json<NotificationsResult>().unread).toBe(0);
    const bad = await auth.service.app.inject({ method: 'POST', url: '/user/notifications/read', headers: c.headers, payload: { ids: 'all' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: expect.stringMatching(/ids/) });
  });

  it('needs a signed-in user', async () => {
    expect((await auth.service.app.inject({ method: 'GET', url: '/user/notifications' })).statusCode).toBe(401);
  });
});
