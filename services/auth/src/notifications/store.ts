import { randomUUID } from 'node:crypto';
import type { EventPayload, Notification, NotificationAction } from '@laneforge/contracts';
import type { Database } from '@laneforge/platform';
import { and, arrayOverlaps, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { adminMessageReads, adminMessages, notifications, users, type AuthSchema } from '../db/schema';

type Db = Database<AuthSchema>;

export async function addNotification(tx: Db, userId: string, action: NotificationAction, data: Omit<Notification['data'], 'action'>, at: Date): Promise<void> {
  await tx.insert(notifications).values({ id: randomUUID(), userId, action, data: { action, ...data }, createdAt: at });
}

/**
 * Billing's word on a user's subscription, kept on the user (spec §3 User). Only a newer word
 * counts: a late or replayed event changes nothing. Answers the user as it now is, if it moved.
 */
export async function applySubscription(
  tx: Db,
  change: { userId: string; subscription_type: string; subscription_status: string; current_period_end: number | null },
  at: Date,
) {
  const [row] = await tx
    .update(users)
    .set({ subscriptionType: change.subscription_type, subscriptionStatus: change.subscription_status, currentPeriodEnd: change.current_period_end, subscriptionAt: at, updatedAt: new Date() })
    .where(and(eq(users.id, change.userId), or(isNull(users.subscriptionAt), sql`${users.subscriptionAt} <= ${at}`)))
    .returning();
  return row;
}

export async function timezoneOf(tx: Db, userId: string): Promise<string | undefined> {
  const [row] = await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.timezone;
}

/**
 * A message and its withdrawal come by two consumers, in either order: each writes only its own
 * part of the row, so a withdrawal that arrives first is kept and the message never shows.
 */
export async function keepAdminMessage(tx: Db, message: EventPayload<'admin.message_created'>): Promise<void> {
  const content = {
    title: message.title,
    message: message.message,
    messageType: message.message_type,
    targetUsers: message.target_users,
    expiresAt: message.expires_at ? new Date(message.expires_at) : null,
    createdAt: new Date(message.created_at),
  };
  await tx
    .insert(adminMessages)
    .values({ id: message.id, ...content })
    .onConflictDoUpdate({ target: adminMessages.id, set: content });
}

export async function deactivateAdminMessage(tx: Db, id: string, at: Date): Promise<void> {
  await tx
    .insert(adminMessages)
    .values({ id, title: '', message: '', messageType: 'info', targetUsers: [], createdAt: at, deactivatedAt: at })
    .onConflictDoUpdate({ target: adminMessages.id, set: { deactivatedAt: at }, setWhere: isNull(adminMessages.deactivatedAt) });
}

/** The user's own notifications, newest first. */
export async function ownNotifications(db: Db, userId: string, limit: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
}

/** Active, unexpired admin messages for a user id or one of the audiences given (`all`, a tier), with whether the user has read each. */
export async function adminMessagesFor(db: Db, userId: string, audiences: string[], now: Date, limit: number) {
  return db
    .select({ message: adminMessages, readAt: adminMessageReads.readAt })
    .from(adminMessages)
    .leftJoin(adminMessageReads, and(eq(adminMessageReads.messageId, adminMessages.id), eq(adminMessageReads.userId, userId)))
    .where(
      and(
        isNull(adminMessages.deactivatedAt),
        or(isNull(adminMessages.expiresAt), gt(adminMessages.expiresAt, now)),
        arrayOverlaps(adminMessages.targetUsers, [userId, ...audiences]),
      ),
    )
    .orderBy(desc(adminMessages.createdAt))
    .limit(limit);
}

/** Marks the given notifications (own ones, and admin messages) read, or all of them. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined, adminMessageIds: string[], at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
  const messages = ids ? adminMessageIds.filter((id) => ids.includes(id)) : adminMessageIds;
  if (messages.length > 0) {
    await db
      .insert(adminMessageReads)
      .values(messages.map((messageId) => ({ messageId, userId, readAt: at })))
      .onConflictDoNothing();
  }
}
