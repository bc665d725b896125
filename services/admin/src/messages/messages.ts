import { isUuid, MessageAudience, type AdminMessage } from '@laneforge/contracts';
import { tierNames } from '@laneforge/contracts/tiers';
import { badRequest } from '@laneforge/platform';
import type { adminMessages } from '../db/schema';

export type MessageRow = typeof adminMessages.$inferSelect;

/** "All users", or the tier as the pricing page names it. */
export const audienceLabel = (audience: MessageAudience) => (audience === 'all' ? 'All users' : tierNames[audience]);

/** The targets without repeats, tiers before users, in the form auth matches them (tiers lower case, ids lower case). */
export function splitTargets(targets: string[]): { audiences: MessageAudience[]; userIds: string[] } {
  const normal = [...new Set(targets.map((target) => target.trim().toLowerCase()))];
  return {
    audiences: normal.filter((target): target is MessageAudience => MessageAudience.safeParse(target).success),
    userIds: normal.filter(isUuid),
  };
}

/** A message that has already expired would never be seen. */
export function checkExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) throw badRequest('expires_at must be in the future');
  return at;
}

/** Users see a message until it is withdrawn or expires (DECISIONS.md). */
export const isActive = (row: Pick<MessageRow, 'deactivatedAt' | 'expiresAt'>, now: Date) => row.deactivatedAt === null && (row.expiresAt === null || row.expiresAt.getTime() > now.getTime());

export function toAdminMessage(row: MessageRow, now: Date): AdminMessage {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    message_type: row.messageType,
    target_users: row.targetUsers,
    target_labels: row.targetLabels,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByEmail,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    active: isActive(row, now),
  };
}
