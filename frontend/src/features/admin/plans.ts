import type { AdminMessage, AuditEntry } from '@laneforge/contracts/admin';
import { planLabel, tierNames, type Tier } from '@laneforge/contracts/tiers';
import type { SubscriptionType } from '@laneforge/contracts/user';

/** What an administrator can put a user on (legacy monthly/annual are kept, never given). */
export type AssignablePlan = Exclude<SubscriptionType, 'admin' | 'monthly' | 'annual'>;
export const ASSIGNABLE_PLANS: AssignablePlan[] = ['free', 'lite_monthly', 'lite_annual', 'pro_monthly', 'pro_annual', 'elite_monthly', 'elite_annual'];

/** Spec §4: an administrator sets the status to active, cancelled or expired. */
export const SETTABLE_STATUSES = ['active', 'cancelled', 'expired'] as const;

const tiers = Object.keys(tierNames) as Tier[];

export const TIER_FILTERS = [{ value: '', label: 'All plans' }, ...tiers.map((tier) => ({ value: tier, label: tierNames[tier] }))];

/** A message goes to every user, or to the users of tiers (an administrator is no audience). */
export const AUDIENCES = [{ value: 'all', label: 'All users' }, ...tiers.filter((tier) => tier !== 'admin').map((tier) => ({ value: tier, label: tierNames[tier] }))];

export const MESSAGE_TYPES: Array<{ value: AdminMessage['message_type']; label: string }> = [
  { value: 'info', label: 'Info' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'error', label: 'Error' },
];

/** Spec §3: a status is shown as Active when absent; "canceled" reads as Cancelled. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Active';
  const normal = status === 'canceled' ? 'cancelled' : status;
  return normal.replace('_', ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Options for a select that must also show the user's current value, even one no longer offered. */
export function withCurrent<T extends string>(options: readonly T[], current: T): T[] {
  return options.includes(current) ? [...options] : [current, ...options];
}

export { planLabel };

const actionLabels: Record<AuditEntry['action'], string> = {
  'user.created': 'Created account',
  'user.updated': 'Updated user',
  'user.deleted': 'Deleted user',
  'message.created': 'Sent message',
  'message.deactivated': 'Withdrew message',
  'price.deactivated': 'Deactivated price',
};
export const auditActionLabel = (action: AuditEntry['action']) => actionLabels[action];

const shown = (value: unknown) => (value === null || value === undefined ? '—' : Array.isArray(value) ? value.join(', ') : String(value));

/** "name: Old → New" for every field an entry changed; a creation or deletion lists what there was. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const { before, after } = entry;
  if (before && after) return Object.keys(after).map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
  const only = after ?? before ?? {};
  return Object.entries(only).map(([key, value]) => `${key}: ${shown(value)}`);
}
