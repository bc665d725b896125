import { randomUUID } from 'node:crypto';
import { adminTexts, isUuid, type AdminMessage, type CreateAdminMessageRequest } from '@laneforge/contracts';
import { AppError, badRequest, notFound } from '@laneforge/platform';
import type { z } from 'zod';
import { actorIdentity } from '../audit/actor';
import { recordAudit } from '../audit/store';
import type { Actor, AdminContext } from '../context';
import { audienceLabel, checkExpiry, splitTargets, toAdminMessage, type MessageRow } from './messages';
import { insertMessage, lockMessage, markDeactivated, newestMessages } from './store';

const LIST_SIZE = 200;

/** The emails of the users a message names; an id nobody has is the administrator's mistake to fix. */
async function emailsOf(ctx: AdminContext, ids: string[], requestId: string): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => {
      try {
        return (await ctx.auth.get(id, requestId)).email;
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) throw badRequest(`target_users: no user has the id ${id}`);
        throw err;
      }
    }),
  );
}

const summary = (row: MessageRow) => ({ title: row.title, message_type: row.messageType, targets: row.targetLabels, expires_at: row.expiresAt?.toISOString() ?? null });

/**
 * Keeps the message, announces it to auth (which shows it in each targeted user's inbox while it is
 * active) and logs it, in one transaction.
 */
export async function createMessage(ctx: AdminContext, actor: Actor, input: z.output<typeof CreateAdminMessageRequest>): Promise<AdminMessage> {
  const now = ctx.clock();
  const expiresAt = checkExpiry(input.expires_at, now);
  const { audiences, userIds } = splitTargets(input.target_users);
  const [admin, emails] = await Promise.all([actorIdentity(ctx, actor), emailsOf(ctx, userIds, actor.requestId)]);
  const row: MessageRow = {
    id: randomUUID(),
    title: input.title,
    message: input.message,
    messageType: input.message_type,
    targetUsers: [...audiences, ...userIds],
    targetLabels: [...audiences.map(audienceLabel), ...emails],
    expiresAt,
    createdAt: now,
    createdBy: admin.id,
    createdByEmail: admin.email,
    deactivatedAt: null,
    deactivatedBy: null,
  };
  await ctx.db.transaction(async (tx, outbox) => {
    await insertMessage(tx, row);
    const message = toAdminMessage(row, now);
    const { id, title, message: text, message_type, target_users, expires_at, created_at } = message;
    await outbox.add('admin.message_created', { id, title, message: text, message_type, target_users, expires_at, created_at }, null);
    await recordAudit(tx, { actor: admin, action: 'message.created', target: { type: 'message', id: row.id, label: row.title }, before: null, after: summary(row) }, now);
  });
  return toAdminMessage(row, now);
}

export async function listMessages(ctx: AdminContext): Promise<AdminMessage[]> {
  const now = ctx.clock();
  return (await newestMessages(ctx.db, LIST_SIZE)).map((row) => toAdminMessage(row, now));
}

/** Withdraws a message before it expires; withdrawing it again changes nothing. */
export async function deactivateMessage(ctx: AdminContext, actor: Actor, id: string): Promise<AdminMessage> {
  if (!isUuid(id)) throw notFound(adminTexts.messageNotFound);
  const admin = await actorIdentity(ctx, actor);
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx, outbox) => {
    const current = await lockMessage(tx, id);
    if (!current) throw notFound(adminTexts.messageNotFound);
    if (current.deactivatedAt) return current;
    const withdrawn = await markDeactivated(tx, id, admin.id, now);
    await outbox.add('admin.message_deactivated', { id }, null);
    await recordAudit(tx, { actor: admin, action: 'message.deactivated', target: { type: 'message', id, label: current.title }, before: { active: true }, after: { active: false } }, now);
    return withdrawn;
  });
  return toAdminMessage(row, now);
}
