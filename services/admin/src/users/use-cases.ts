import { adminTexts, type AdminCreateUserRequest, type AdminUserList, type AdminUserListQuery, type AdminUserUpdate, type AdminWorkout, type SuccessMessage, type User } from '@laneforge/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@laneforge/platform';
import type { z } from 'zod';
import { actorIdentity } from '../audit/actor';
import { changedFields, userSummary } from '../audit/audit';
import { recordAudit } from '../audit/store';
import type { BillingSubscription } from '../clients/billing';
import type { Actor, AdminContext } from '../context';
import { planUpdate, toAdminWorkout } from './users';

export const listUsers = (ctx: AdminContext, query: z.output<typeof AdminUserListQuery>, requestId: string): Promise<AdminUserList> => ctx.auth.list(query, requestId);

export const getUser = (ctx: AdminContext, id: string, requestId: string): Promise<User> => ctx.auth.get(id, requestId);

/** A user's plans, newest first, a page at a time; an unknown user is a 404, not an empty list. */
export async function userWorkouts(ctx: AdminContext, id: string, page: { limit: number; before?: string | undefined }, requestId: string): Promise<{ workouts: AdminWorkout[]; next: string | null }> {
  await ctx.auth.get(id, requestId);
  const found = await ctx.training.ofUser(id, page, requestId);
  return { workouts: found.workouts.map(toAdminWorkout), next: found.next };
}

const withSubscription = (user: User, subscription: BillingSubscription): User => ({ ...user, ...subscription });

/** How long an answer waits for auth to show a subscription change; past it, the list catches up on its own. */
const PROJECTION_WAIT_MS = 3_000;

/**
 * Auth keeps its copy of the subscription from billing's event. Waiting (briefly) until it shows the
 * change means the administrator's next look at the list, its counts included, already has it.
 */
async function settled(ctx: AdminContext, user: User, subscription: BillingSubscription, requestId: string): Promise<User> {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (;;) {
    const seen = await ctx.auth.get(user.id, requestId);
    if (seen.subscription_type === subscription.subscription_type && seen.subscription_status === subscription.subscription_status) return seen;
    if (Date.now() > deadline) return withSubscription(user, subscription);
    await sleep(50);
  }
}

/**
 * An administrator's edit: name, email and role in auth; the subscription through billing's state
 * machine, as an override by this administrator. Auth and training learn the subscription from
 * billing's event; the answer comes once auth shows it.
 */
export async function updateUser(ctx: AdminContext, actor: Actor, id: string, input: AdminUserUpdate): Promise<User> {
  const profile = await ctx.auth.get(id, actor.requestId);
  // A subscription change starts from billing's record: auth's copy may not have heard the last change yet.
  const touchesSubscription = input.subscription_type !== undefined || input.subscription_status !== undefined;
  const current = touchesSubscription ? withSubscription(profile, await ctx.billing.subscription(id, actor.requestId)) : profile;
  const plan = planUpdate(current, input);
  if (!plan.profile && !plan.subscription) return current;
  const admin = await actorIdentity(ctx, actor);
  let updated = plan.profile ? await ctx.auth.update(id, plan.profile, actor.requestId) : current;
  const record = (user: User) =>
    recordAudit(ctx.db, { actor: admin, action: 'user.updated', target: { type: 'user', id, label: user.email }, ...changedFields(userSummary(current), userSummary(user)) }, ctx.clock());
  if (plan.subscription) {
    let subscription: BillingSubscription;
    try {
      subscription = await ctx.billing.override(id, { ...plan.subscription, actor_id: admin.id }, actor.requestId);
    } catch (err) {
      // The profile part is done: the log says so, and the administrator hears what did not happen.
      if (plan.profile) await record(updated);
      if (err instanceof AppError && plan.profile) throw new AppError(err.statusCode, `The name, email or role of ${updated.email} was saved, but the subscription was not: ${err.detail}`);
      throw err;
    }
    updated = await settled(ctx, updated, subscription, actor.requestId);
  }
  await record(updated);
  return updated;
}

/** Spec §6: a new account that signs in; a paid plan is then set through billing, as an override. */
export async function createUser(ctx: AdminContext, actor: Actor, input: z.output<typeof AdminCreateUserRequest>): Promise<User> {
  const admin = await actorIdentity(ctx, actor);
  let user = await ctx.auth.create({ name: input.name, email: input.email, password: input.password, role: input.role }, actor.requestId);
  const paid = input.role === 'user' && input.subscription_type !== 'free';
  const audit = (after: User) => recordAudit(ctx.db, { actor: admin, action: 'user.created', target: { type: 'user', id: after.id, label: after.email }, before: null, after: userSummary(after) }, ctx.clock());
  if (paid) {
    let subscription: BillingSubscription;
    try {
      subscription = await ctx.billing.override(user.id, { subscription_type: input.subscription_type, subscription_status: 'active', actor_id: admin.id }, actor.requestId);
    } catch (err) {
      await audit(user);
      const reason = err instanceof AppError ? err.detail : 'billing did not answer';
      throw new AppError(err instanceof AppError ? err.statusCode : 503, `The account ${user.email} was created as Free, but its plan could not be set: ${reason} Set it from the user list.`);
    }
    user = await settled(ctx, user, subscription, actor.requestId);
  }
  await audit(user);
  return user;
}

/** Spec §6: the user and everything of theirs goes; administrator accounts are refused (by auth). */
export async function deleteUser(ctx: AdminContext, actor: Actor, id: string): Promise<SuccessMessage> {
  const admin = await actorIdentity(ctx, actor);
  const deleted = await ctx.auth.remove(id, actor.requestId);
  await recordAudit(ctx.db, { actor: admin, action: 'user.deleted', target: { type: 'user', id, label: deleted.email }, before: userSummary(deleted), after: null }, ctx.clock());
  return { success: true, message: adminTexts.userDeleted };
}
