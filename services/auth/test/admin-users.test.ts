import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts, messages, type AdminUserList, type EventPayload, type EventType, type User } from '@laneforge/contracts';
import { Bus, createLogger, newEvent, SERVICE_TOKEN_HEADER, serviceCredentials } from '@laneforge/platform';
import { eventually } from '@laneforge/platform/testing';
import { ADMIN, startTestAuth, uniqueEmail, type TestAuth } from './helpers';

let auth: TestAuth;
let bus: Bus;
let asAdminService: Record<string, string>;
beforeAll(async () => {
  auth = await startTestAuth();
  const { NATS_URL, NATS_STREAM, EVENT_SUBJECT_PREFIX, INTERNAL_SECRET } = auth.iso.env;
  bus = await Bus.connect({ url: NATS_URL!, stream: NATS_STREAM!, prefix: EVENT_SUBJECT_PREFIX!, name: 'billing-stand-in', logger: createLogger('test', 'silent') });
  asAdminService = { [SERVICE_TOKEN_HEADER]: await serviceCredentials('admin', new TextEncoder().encode(INTERNAL_SECRET!)).tokenFor('auth') };
});
afterAll(async () => {
  await bus?.close();
  await auth?.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = asAdminService) =>
  auth.service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const publish = <T extends EventType>(type: T, payload: EventPayload<T>, userId: string) => bus.publish(newEvent(type, payload, userId));

const list = async (query = '') => {
  const res = await inject('GET', `/internal/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminUserList>();
};

const login = (email: string, password: string) => auth.service.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

async function account(name = 'Listed Swimmer', role: 'user' | 'admin' = 'user') {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const res = await inject('POST', '/internal/users', { name, email, password: 'butterfly1', role });
  expect(res.statusCode, res.body).toBe(201);
  const signedIn = await login(email, 'butterfly1');
  return { user: res.json<User>(), email, token: signedIn.json<{ access_token: string }>().access_token };
}

/** Billing's word on a subscription, as billing publishes it. */
async function subscribe(user: User, subscription_type: User['subscription_type']) {
  await publish('billing.subscription_updated', { userId: user.id, subscription_type, subscription_status: 'active', current_period_end: null, reason: 'admin_override' }, user.id);
}

/** The events auth published on one subject, read back from the stream. */
async function published<T extends EventType>(type: T): Promise<Array<{ userId: string; payload: EventPayload<T> }>> {
  const nc = await connect({ servers: auth.iso.env.NATS_URL! });
  try {
    const consumer = await jetstream(nc).consumers.get(auth.iso.env.NATS_STREAM!, { filter_subjects: `${auth.iso.env.EVENT_SUBJECT_PREFIX}.${type}` });
    const seen = [];
    for (;;) {
      const message = await consumer.next({ expires: 1_000 });
      if (!message) return seen;
      seen.push(message.json<{ userId: string; payload: EventPayload<T> }>());
    }
  } finally {
    await nc.close();
  }
}

describe('the user list for administrators', () => {
  it('counts every tier over all accounts, legacy monthly and annual as Pro, admins by role', async () => {
    const before = await list();
    const tiers: Array<User['subscription_type']> = ['lite_monthly', 'lite_annual', 'pro_monthly', 'monthly', 'annual', 'elite_annual'];
    const made = await Promise.all([...tiers, 'free' as const].map(() => account('Counted Swimmer')));
    await Promise.all(tiers.map((type, i) => subscribe(made[i]!.user, type)));
    await account('Second Admin', 'admin');
    const expected = {
      total_count: before.total_count + 8,
      admin_count: before.admin_count + 1,
      free_users: before.free_users + 1,
      lite_users: before.lite_users + 2,
      pro_users: before.pro_users + 3,
      elite_users: before.elite_users + 1,
    };
    await eventually(async () => {
      const { total_count, admin_count, free_users, lite_users, pro_users, elite_users } = await list('?page_size=1');
      return JSON.stringify({ total_count, admin_count, free_users, lite_users, pro_users, elite_users }) === JSON.stringify(expected);
    }, 10_000);
    const page = await list('?page_size=1');
    expect(page.users).toHaveLength(1);
    expect(page.page_size).toBe(1);
    expect(page.matching_count).toBe(expected.total_count);
  });

  it('finds users by a fragment of the name or the email, % and _ taken literally', async () => {
    const { user, email } = await account('Marguerite Okonkwo');
    expect((await list(`?search=${encodeURIComponent('okonkwo')}`)).users.map((u) => u.id)).toEqual([user.id]);
    expect((await list(`?search=${encodeURIComponent(email.slice(0, -12).toUpperCase())}`)).users.map((u) => u.id)).toEqual([user.id]);
    expect((await list(`?search=${encodeURIComponent('%')}`)).matching_count).toBe(0);
    expect((await list('?search=')).matching_count).toBe((await list()).total_count);
  });

  it('filters by tier or exact type, and pages through the matches newest first', async () => {
    const made = [await account('Paged Swimmer'), await account('Paged Swimmer'), await account('Paged Swimmer')];
    await Promise.all(made.map((m) => subscribe(m.user, 'elite_monthly')));
    await subscribe(made[0]!.user, 'monthly');
    // Until every event has been applied: two on Elite Monthly is also what is seen while the first
    // account's Elite event is still on its way, before its legacy monthly one.
    await eventually(async () => (await list('?subscription_type=elite_monthly&search=paged')).matching_count === 2 && (await list('?subscription_type=pro&search=paged')).matching_count === 1, 10_000);
    const legacy = await list('?subscription_type=pro&search=paged');
    expect(legacy.users.map((u) => u.id)).toEqual([made[0]!.user.id]);
    const first = await list('?subscription_type=elite&search=paged&page_size=1&page=1');
    const second = await list('?subscription_type=elite&search=paged&page_size=1&page=2');
    expect(first.matching_count).toBe(2);
    expect([first.users[0]!.id, second.users[0]!.id]).toEqual([made[2]!.user.id, made[1]!.user.id]);
    expect((await list('?subscription_type=elite&search=paged&page_size=1&page=3')).users).toEqual([]);
  });

  it('names the field of a bad query', async () => {
    const bad = await inject('GET', '/internal/users?subscription_type=platinum');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^subscription_type must be one of: free, lite, pro, elite, admin, /);
    expect((await inject('GET', '/internal/users?page=0')).json().detail).toMatch(/^page/);
    expect((await inject('GET', '/internal/users?page_size=1000')).json().detail).toMatch(/^page_size/);
  });

  it('answers only to LaneForge services', async () => {
    const res = await inject('GET', '/internal/users', undefined, {});
    expect(res.statusCode).toBe(401);
    const { token } = await account();
    expect((await inject('GET', '/internal/users', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});

describe('accounts an administrator makes and changes', () => {
  it('creates an account that signs in, and refuses a taken email with 409', async () => {
    const { user, email } = await account('Made By Admin');
    expect(user).toMatchObject({ name: 'Made By Admin', role: 'user', subscription_type: 'free' });
    expect((await inject('GET', `/internal/users/${user.id}`)).json()).toMatchObject({ id: user.id, email });
    const again = await inject('POST', '/internal/users', { name: 'Copy', email: email.toUpperCase(), password: 'butterfly1', role: 'user' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: messages.emailTaken });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await inject(method, `/internal/users/${id}`, method === 'PUT' ? { name: 'Nobody' } : undefined);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toEqual({ detail: adminTexts.userNotFound });
      }
    }
  });

  it('changes name and email, refuses a taken email, and announces the change', async () => {
    const { user } = await account('Old Name');
    const other = await account('Other Name');
    const email = uniqueEmail('renamed');
    const res = await inject('PUT', `/internal/users/${user.id}`, { name: '  New Name ', email: email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Name', email });
    expect((await inject('PUT', `/internal/users/${user.id}`, { email: other.email })).statusCode).toBe(409);
    expect((await inject('PUT', `/internal/users/${user.id}`, { email: 'not-an-email' })).json().detail).toMatch(/^email/);
    const updates = await eventually(async () => (await published('auth.user_updated')).filter((e) => e.userId === user.id).length > 0 && published('auth.user_updated'), 10_000);
    expect(updates.filter((e) => e.userId === user.id).at(-1)!.payload.user).toMatchObject({ name: 'New Name', email });
  });

  it('ends the sessions of a user whose role changes, whose tokens carry the old role', async () => {
    const { user, token } = await account('Promoted Coach');
    const me = () => auth.service.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await inject('PUT', `/internal/users/${user.id}`, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
    expect((await me()).statusCode).toBe(401);
    expect((await inject('PUT', `/internal/users/${user.id}`, { role: 'user' })).json()).toMatchObject({ role: 'user' });
  });

  it('never demotes the last administrator, even two demotions at once', async () => {
    const { users } = await list('?page_size=200');
    const second = await account('Deputy Admin', 'admin');
    const admins = [...users.filter((u) => u.role === 'admin'), second.user];
    const others = admins.slice(0, -2);
    for (const extra of others) expect((await inject('PUT', `/internal/users/${extra.id}`, { role: 'user' })).statusCode).toBe(200);
    const [a, b] = admins.slice(-2);
    const results = await Promise.all([a, b].map((admin) => inject('PUT', `/internal/users/${admin!.id}`, { role: 'user' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ detail: adminTexts.lastAdmin });
    expect((await list()).admin_count).toBe(1);
    for (const admin of [...others, a!, b!]) await inject('PUT', `/internal/users/${admin.id}`, { role: 'admin' });
    expect((await list()).admin_count).toBe(admins.length);
  });
});

describe('deleting a user', () => {
  it('removes the account, its sessions and picture at once, and announces it', async () => {
    const { user, email, token } = await account('Leaving Swimmer');
    const headers = { authorization: `Bearer ${token}` };
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const boundary = 'picture-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await auth.service.app.inject({ method: 'POST', url: '/user/upload-picture', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(upload.statusCode, upload.body).toBe(200);
    const picture = upload.json<{ picture: string }>().picture.replace(/^\/api/, '');
    expect((await auth.service.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);

    const res = await inject('DELETE', `/internal/users/${user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email });
    expect((await auth.service.app.inject({ method: 'GET', url: '/auth/me', headers })).statusCode).toBe(401);
    expect((await login(email, 'butterfly1')).statusCode).toBe(401);
    expect((await auth.service.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
    expect((await inject('GET', `/internal/users/${user.id}`)).statusCode).toBe(404);
    await eventually(async () => (await published('auth.user_deleted')).some((e) => e.payload.userId === user.id), 10_000);
  });

  it('refuses to delete an administrator account', async () => {
    const { users } = await list(`?search=${encodeURIComponent(ADMIN.email)}`);
    const res = await inject('DELETE', `/internal/users/${users[0]!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: adminTexts.adminNotDeletable });
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});
