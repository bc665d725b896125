import { isUuid, messages, tierOf, type MarkNotificationsRead, type Notification, type NotificationsResult } from '@laneforge/contracts';
import { unauthorized } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { findUserById } from '../users/store';
import { adminMessagesFor, markRead, ownNotifications } from './store';

const INBOX_SIZE = 50;

/** Who an admin message may be aimed at for this user: everyone, and the user's tier as it is now (DECISIONS.md). */
const audiencesOf = (subscriptionType: string) => ['all', tierOf(subscriptionType)];

async function userOf(ctx: AuthContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized(messages.sessionExpired);
  return user;
}

/** The inbox: what billing told the user, and the admin messages meant for them now, newest first. */
export async function readInbox(ctx: AuthContext, userId: string): Promise<NotificationsResult> {
  const user = await userOf(ctx, userId);
  const now = ctx.clock();
  const [own, fromAdmins] = await Promise.all([
    ownNotifications(ctx.db, userId, INBOX_SIZE),
    adminMessagesFor(ctx.db, userId, audiencesOf(user.subscriptionType), now, INBOX_SIZE),
  ]);
  const notifications: Notification[] = [
    ...own.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), read: row.readAt !== null, data: row.data as Notification['data'] })),
    ...fromAdmins.map(({ message, readAt }) => ({
      id: message.id,
      created_at: message.createdAt.toISOString(),
      read: readAt !== null,
      data: {
        action: 'admin_message' as const,
        title: message.title,
        message: message.message,
        message_type: message.messageType as NonNullable<Notification['data']['message_type']>,
        expires_at: message.expiresAt?.toISOString() ?? null,
      },
    })),
  ]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, INBOX_SIZE);
  return { success: true, notifications, unread: notifications.filter((n) => !n.read).length };
}

export async function markInboxRead(ctx: AuthContext, userId: string, input: MarkNotificationsRead): Promise<NotificationsResult> {
  const user = await userOf(ctx, userId);
  const ids = input.ids?.filter(isUuid);
  const visible = await adminMessagesFor(ctx.db, userId, audiencesOf(user.subscriptionType), ctx.clock(), INBOX_SIZE);
  await markRead(ctx.db, userId, ids, visible.map(({ message }) => message.id), ctx.clock());
  return readInbox(ctx, userId);
}
