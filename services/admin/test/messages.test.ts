import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts, type AdminMessage, type AuditEntry, type NotificationsResult } from '@laneforge/contracts';
import { ADMIN, startAdminStack, type Account, type AdminStack } from './stack';

let stack: AdminStack;
let admin: { authorization: string };
beforeAll(async () => {
  stack = await startAdminStack();
  admin = await stack.adminHeaders();
});
afterAll(() => stack?.close());

const send = (payload: object) => stack.inject({ method: 'POST', url: '/admin/messages', headers: admin, payload });
const listed = async () => (await stack.inject({ method: 'GET', url: '/admin/messages', headers: admin })).json<AdminMessage[]>();
const audit = async () => (await stack.inject({ method: 'GET', url: '/admin/audit?limit=200', headers: admin })).json<AuditEntry[]>();

/** The admin messages in a user's inbox, as their dashboard reads it on load. */
const inboxOf = async (account: Account) => {
  const res = await stack.authInject({ method: 'GET', url: '/user/notifications', headers: account.headers });
  return res.json<NotificationsResult>().notifications.filter((n) => n.data.action === 'admin_message');
};
const sees = async (account: Account, id: string) => (await inboxOf(account)).some((n) => n.id === id);

describe('admin messages', () => {
  it('reaches the users named by id, and no one else', async () => {
    const [named, other] = [await stack.register('Named Coach'), await stack.register('Other Coach')];
    const res = await send({ title: 'Your plan', message: 'We moved your plan to the new pool.', message_type: 'success', target_users: [named.user.id] });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json<AdminMessage>();
    expect(message).toMatchObject({ title: 'Your plan', message_type: 'success', target_users: [named.user.id], target_labels: [named.email], created_by: ADMIN.email, active: true, expires_at: null });
    await expect.poll(() => sees(named, message.id), { timeout: 10_000 }).toBe(true);
    expect((await inboxOf(named)).find((n) => n.id === message.id)!.data).toEqual({
      action: 'admin_message',
      title: 'Your plan',
      message: 'We moved your plan to the new pool.',
      message_type: 'success',
      expires_at: null,
    });
    expect(await sees(other, message.id)).toBe(false);
  });

  it('reaches a tier: free users see theirs when the dashboard loads; another tier’s stays away', async () => {
    const free = await stack.register('Free Coach');
    const forFree = (await send({ title: 'Free tier news', message: 'Try a season plan.', target_users: ['free'] })).json<AdminMessage>();
    const forElite = (await send({ title: 'Elite news', message: 'New lane groups.', message_type: 'warning', target_users: ['elite'] })).json<AdminMessage>();
    expect(forFree.target_labels).toEqual(['Free']);
    await expect.poll(() => sees(free, forFree.id), { timeout: 10_000 }).toBe(true);
    const everyone = (await send({ title: 'Everyone', message: 'Pool closed Monday.', target_users: ['all'] })).json<AdminMessage>();
    await expect.poll(() => sees(free, everyone.id), { timeout: 10_000 }).toBe(true);
    expect(await sees(free, forElite.id)).toBe(false);
  });

  it('stops showing a message when it expires, and lists it as no longer active', async () => {
    const coach = await stack.register('Expiry Coach');
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    const message = (await send({ title: 'Short notice', message: 'Today only.', target_users: [coach.user.id], expires_at: expires })).json<AdminMessage>();
    expect(message.expires_at).toBe(expires);
    await expect.poll(() => sees(coach, message.id), { timeout: 10_000 }).toBe(true);
    stack.clock.advance(3_600_000);
    expect(await sees(coach, message.id)).toBe(false);
    expect((await listed()).find((m) => m.id === message.id)).toMatchObject({ active: false, deactivated_at: null });
  });

  it('can be withdrawn early: users stop seeing it, and withdrawing again changes nothing', async () => {
    const coach = await stack.register('Withdrawn Coach');
    const message = (await send({ title: 'Wrong date', message: 'Meet on Friday.', message_type: 'error', target_users: [coach.user.id] })).json<AdminMessage>();
    await expect.poll(() => sees(coach, message.id), { timeout: 10_000 }).toBe(true);
    const withdrawn = await stack.inject({ method: 'POST', url: `/admin/messages/${message.id}/deactivate`, headers: admin });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<AdminMessage>()).toMatchObject({ id: message.id, active: false, deactivated_at: expect.any(String) });
    await expect.poll(() => sees(coach, message.id), { timeout: 10_000 }).toBe(false);
    const logged = (await audit()).filter((e) => e.target_id === message.id).map((e) => e.action);
    expect(logged).toEqual(['message.deactivated', 'message.created']);
    expect((await stack.inject({ method: 'POST', url: `/admin/messages/${message.id}/deactivate`, headers: admin })).statusCode).toBe(200);
    expect((await audit()).filter((e) => e.target_id === message.id)).toHaveLength(2);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await stack.inject({ method: 'POST', url: `/admin/messages/${id}/deactivate`, headers: admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: adminTexts.messageNotFound });
    }
  });

  it('lists messages newest first, with who sent them, and logs each one', async () => {
    const messages = await listed();
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(messages.map((m) => m.created_at)).toEqual([...messages.map((m) => m.created_at)].sort().reverse());
    const created = (await audit()).filter((e) => e.action === 'message.created');
    expect(created.map((e) => e.target_id).sort()).toEqual(messages.map((m) => m.id).sort());
    expect(created.find((e) => e.target_id === messages[0]!.id)).toMatchObject({ actor_email: ADMIN.email, target_label: messages[0]!.title, before: null });
  });

  it('refuses bad values with 400 naming the field, and sends nothing', async () => {
    const count = (await listed()).length;
    const bad: Array<[object, RegExp]> = [
      [{ message: 'x', target_users: ['all'] }, /^title is required/],
      [{ title: 'x', message: '  ', target_users: ['all'] }, /^message is required/],
      [{ title: 'x', message: 'x', message_type: 'urgent', target_users: ['all'] }, /^message_type must be one of: info, success, warning, error/],
      [{ title: 'x', message: 'x', target_users: [] }, /^target_users must name at least one user or tier/],
      [{ title: 'x', message: 'x', target_users: ['platinum'] }, /^target_users must hold user ids or the tiers/],
      // "All users" stands alone: with Pro ticked too, the message would have gone to everyone.
      [{ title: 'x', message: 'x', target_users: ['all', 'pro'] }, /^target_users: all already means every user, so it cannot be combined with tiers or users$/],
      [{ title: 'x', message: 'x', target_users: ['pro', 'all'] }, /^target_users: all already means every user/],
      [{ title: 'x', message: 'x', target_users: ['all', '00000000-0000-4000-8000-000000000000'] }, /^target_users: all already means every user/],
      [{ title: 'x', message: 'x', target_users: ['00000000-0000-4000-8000-000000000000'] }, /^target_users: no user has the id/],
      [{ title: 'x', message: 'x', target_users: ['all'], expires_at: 'tomorrow' }, /^expires_at must be a date and time/],
      [{ title: 'x', message: 'x', target_users: ['all'], expires_at: '2020-01-01T00:00:00Z' }, /^expires_at must be in the future/],
    ];
    for (const [payload, detail] of bad) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect(await listed()).toHaveLength(count);
  });
});
