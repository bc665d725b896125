import type { AuditAction, AuditEntry, User } from '@laneforge/contracts';

type Summary = Record<string, unknown>;

/** One administrator write as the audit log keeps it. */
export interface AuditRecord {
  actor: { id: string; email: string };
  action: AuditAction;
  target: { type: AuditEntry['target_type']; id: string; label: string };
  before: Summary | null;
  after: Summary | null;
}

/** What the log keeps of a user: who they are and what they may do, never a password or a picture. */
export function userSummary(user: Pick<User, 'name' | 'email' | 'role' | 'subscription_type' | 'subscription_status'>): Summary {
  return { name: user.name, email: user.email, role: user.role, subscription_type: user.subscription_type, subscription_status: user.subscription_status };
}

/** The fields `after` changes, with their values before and after; equal values are left out. */
export function changedFields(before: Summary, after: Summary): { before: Summary; after: Summary } {
  const keys = Object.keys(after).filter((key) => after[key] !== undefined && JSON.stringify(after[key]) !== JSON.stringify(before[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}
