import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts, messages, type AdminUserList, type AdminWorkout, type AuditEntry, type User, type Workout } from '@laneforge/contracts';
import { ADMIN, startAdminStack, uniqueEmail, type AdminStack } from './stack';

let stack: AdminStack;
let admin: { authorization: string };
beforeAll(async () => {
  stack = await startAdminStack();
  admin = await stack.adminHeaders();
});
afterAll(() => stack?.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => stack.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const list = async (query = '') => (await asAdmin('GET', `/admin/users${query}`)).json<AdminUserList>();
const newestAudit = async () => (await asAdmin('GET', '/admin/audit?limit=1')).json<AuditEntry[]>()[0]!;
const plan = { date: '2025-03-03', description: 'Masters group, 2500 SCY, aerobic freestyle', plan_type: 'workout' };

describe('the user list', () => {
  it('shows every account with counts, finds one by email and filters by tier', async () => {
    const coach = await stack.register('Searchable Coach');
    const all = await list();
    expect(all).toMatchObject({ page: 1, page_size: 50 });
    expect(all.total_count).toBeGreaterThanOrEqual(2);
    expect(all.admin_count).toBe(1);
    expect(all.free_users).toBe(all.total_count - 1);
    const found = await list(`?search=${encodeURIComponent(coach.email)}`);
    expect(found.users.map((u) => u.id)).toEqual([coach.user.id]);
    expect(found.total_count).toBe(all.total_count);
    expect((await list('?subscription_type=admin')).users.map((u) => u.email)).toEqual([ADMIN.email]);
    expect((await list('?subscription_type=elite')).users).toEqual([]);
  });

  it('names the field of a bad query', async () => {
    for (const [query, field] of [
      ['?subscription_type=gold', 'subscription_type'],
      ['?page=-1', 'page'],
      ['?page_size=abc', 'page_size'],
    ]) {
      const res = await asAdmin('GET', `/admin/users${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toMatch(new RegExp(`^${field}`));
    }
  });

  it('shows one user and their plans, the text also as workout_content', async () => {
    const coach = await stack.register('Planning Coach');
    const generated = await stack.trainingInject({ method: 'POST', url: '/training/generate', headers: coach.headers, payload: plan });
    expect(generated.statusCode, generated.body).toBe(201);
    const workout = generated.json<Workout>();
    expect((await asAdmin('GET', `/admin/users/${coach.user.id}`)).json<User>()).toMatchObject({ id: coach.user.id, email: coach.email, role: 'user' });
    const plans = await asAdmin('GET', `/admin/users/${coach.user.id}/workouts`);
    expect(plans.statusCode, plans.body).toBe(200);
    expect(plans.json<AdminWorkout[]>()).toEqual([
      {
        id: workout.id,
        date: workout.date,
        plan_type: workout.plan_type,
        description: workout.description,
        coach_notes: null,
        title: workout.title,
        generated_workout: workout.generated_workout,
        workout_content: workout.generated_workout,
        created_at: workout.created_at,
      },
    ]);
    for (const url of ['/admin/users/00000000-0000-4000-8000-000000000000', '/admin/users/nobody/workouts']) {
      const missing = await asAdmin('GET', url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ detail: adminTexts.userNotFound });
    }
  });
});

describe('accounts the administrator creates', () => {
  it('creates a user who can sign in, role user by default, and logs it', async () => {
    const email = uniqueEmail('created');
    const res = await asAdmin('POST', '/admin/users/create', { name: 'Made Coach', email, password: 'breaststroke1', subscription_type: 'free' });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<User>();
    expect(user).toMatchObject({ name: 'Made Coach', email, role: 'user', subscription_type: 'free' });
    expect((await stack.signIn(email, 'breaststroke1')).statusCode).toBe(200);
    expect(await newestAudit()).toMatchObject({
      actor_email: ADMIN.email,
      action: 'user.created',
      target_type: 'user',
      target_id: user.id,
      target_label: email,
      before: null,
      after: { name: 'Made Coach', email, role: 'user', subscription_type: 'free' },
    });
  });

  it('refuses a taken email with 409 and bad values with 400 naming the field, creating nothing', async () => {
    const coach = await stack.register('Taken Coach');
    const before = (await list()).total_count;
    const taken = await asAdmin('POST', '/admin/users/create', { name: 'Copy', email: coach.email, password: 'breaststroke1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: messages.emailTaken });
    const bad: Array<[object, RegExp]> = [
      [{ email: uniqueEmail(), password: 'breaststroke1' }, /^name is required/],
      [{ name: 'A', email: 'nope', password: 'breaststroke1' }, /^email must be a valid email address/],
      [{ name: 'A', email: uniqueEmail(), password: '123' }, /^Password must be at least 6 characters/],
      [{ name: 'A', email: uniqueEmail(), password: 'breaststroke1', subscription_type: 'platinum' }, /^subscription_type must be one of/],
      [{ name: 'A', email: uniqueEmail(), password: 'breaststroke1', role: 'owner' }, /^role must be one of: user, admin/],
    ];
    for (const [payload, detail] of bad) {
      const res = await asAdmin('POST', '/admin/users/create', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect((await list()).total_count).toBe(before);
  });
});

describe('editing a user', () => {
  it('changes name and email in auth, answers the user and logs before and after', async () => {
    const coach = await stack.register('Renamed Coach');
    const email = uniqueEmail('renamed');
    const res = await asAdmin('PUT', `/admin/users/${coach.user.id}`, { name: 'Riley Renamed', email, subscription_type: 'free', subscription_status: 'active' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({ id: coach.user.id, name: 'Riley Renamed', email });
    expect((await stack.authInject({ method: 'GET', url: '/auth/me', headers: coach.headers })).json<User>()).toMatchObject({ name: 'Riley Renamed', email });
    expect(await newestAudit()).toMatchObject({
      action: 'user.updated',
      target_id: coach.user.id,
      before: { name: 'Renamed Coach', email: coach.email },
      after: { name: 'Riley Renamed', email },
    });
  });

  it('refuses bad values with 400 naming the field and changes nothing', async () => {
    const coach = await stack.register('Steady Coach');
    const audits = (await asAdmin('GET', '/admin/audit?limit=200')).json<AuditEntry[]>().length;
    const bad: Array<[object, RegExp]> = [
      [{ email: 'not-an-email' }, /^email must be a valid email address/],
      [{ name: '   ' }, /^name is required/],
      [{ subscription_type: 'gold' }, /^subscription_type must be one of/],
      [{ subscription_status: 'paused' }, /^subscription_status must be one of/],
      [{ subscription_type: 'monthly' }, /^subscription_type must be one of: free, admin, lite_monthly/],
      [{}, /^Send at least one of/],
    ];
    for (const [payload, detail] of bad) {
      const res = await asAdmin('PUT', `/admin/users/${coach.user.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect((await asAdmin('GET', `/admin/users/${coach.user.id}`)).json<User>()).toMatchObject({ name: 'Steady Coach', email: coach.email, subscription_type: 'free' });
    expect((await asAdmin('GET', '/admin/audit?limit=200')).json<AuditEntry[]>()).toHaveLength(audits);
  });

  it('makes a user an administrator, whose old token stops working, and never demotes the last one', async () => {
    const coach = await stack.register('Promoted Coach');
    const promoted = await asAdmin('PUT', `/admin/users/${coach.user.id}`, { role: 'admin' });
    expect(promoted.json<User>().role).toBe('admin');
    expect((await stack.authInject({ method: 'GET', url: '/auth/me', headers: coach.headers })).statusCode).toBe(401);
    expect((await list()).admin_count).toBe(2);
    expect((await asAdmin('PUT', `/admin/users/${coach.user.id}`, { role: 'user' })).statusCode).toBe(200);

    const head = (await list(`?search=${encodeURIComponent(ADMIN.email)}`)).users[0]!;
    const demote = await asAdmin('PUT', `/admin/users/${head.id}`, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ detail: adminTexts.lastAdmin });
    expect((await list()).admin_count).toBe(1);
  });
});

describe('deleting a user', () => {
  it('removes the account, their plans and share links, and ends their sign-in', async () => {
    const coach = await stack.register('Leaving Coach');
    const workout = (await stack.trainingInject({ method: 'POST', url: '/training/generate', headers: coach.headers, payload: plan })).json<Workout>();
    expect((await stack.trainingInject({ method: 'GET', url: `/training/share/${workout.id}` })).statusCode).toBe(200);

    const res = await asAdmin('DELETE', `/admin/users/${coach.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: adminTexts.userDeleted });
    expect((await stack.signIn(coach.email, coach.password)).statusCode).toBe(401);
    expect((await stack.authInject({ method: 'GET', url: '/auth/me', headers: coach.headers })).statusCode).toBe(401);
    expect((await asAdmin('GET', `/admin/users/${coach.user.id}`)).statusCode).toBe(404);
    await expect.poll(async () => (await stack.trainingInject({ method: 'GET', url: `/training/share/${workout.id}` })).statusCode, { timeout: 10_000 }).toBe(404);
    expect(await newestAudit()).toMatchObject({ action: 'user.deleted', target_id: coach.user.id, target_label: coach.email, before: { email: coach.email, role: 'user' }, after: null });
    expect((await asAdmin('DELETE', `/admin/users/${coach.user.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an administrator account', async () => {
    const head = (await list(`?search=${encodeURIComponent(ADMIN.email)}`)).users[0]!;
    const res = await asAdmin('DELETE', `/admin/users/${head.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: adminTexts.adminNotDeletable });
    expect((await stack.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('lists every write newest first, a page at a time', async () => {
    const first = (await asAdmin('GET', '/admin/audit?limit=2'));
    const entries = first.json<AuditEntry[]>();
    expect(entries).toHaveLength(2);
    expect(entries[0]!.created_at >= entries[1]!.created_at).toBe(true);
    const next = first.headers['x-next-before'] as string;
    const second = (await asAdmin('GET', `/admin/audit?limit=2&before=${next}`)).json<AuditEntry[]>();
    expect(second[0]!.id).not.toBe(entries[1]!.id);
    expect(second[0]!.created_at <= entries[1]!.created_at).toBe(true);
    expect((await asAdmin('GET', '/admin/audit?limit=0')).json().detail).toMatch(/^limit/);
  });
});
