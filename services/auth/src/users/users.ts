import type { User, UserSnapshot } from '@laneforge/contracts';
import { localDate } from '@laneforge/contracts/dates';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export { localDate };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user as the API shows it (spec §3). "Today" is the user's own day. */
export function toUser(row: UserRow, now = new Date()): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    subscription_type: row.subscriptionType as User['subscription_type'],
    subscription_status: row.subscriptionStatus as User['subscription_status'],
    current_period_end: row.currentPeriodEnd ?? null,
    picture: row.picture,
    timezone: row.timezone,
    created_at: row.createdAt.toISOString(),
    // The spec's usage_count is the count of plans made; kept once, as total_workouts_created.
    usage_count: row.totalWorkoutsCreated,
    total_workouts_created: row.totalWorkoutsCreated,
    workouts_created_today: row.workoutsTodayDate === localDate(now, row.timezone) ? row.workoutsCreatedToday : 0,
  };
}

export function toSnapshot(row: UserRow): UserSnapshot {
  const { id, email, name, role, subscription_type, subscription_status, current_period_end, timezone } = toUser(row);
  return { id, email, name, role, subscription_type, subscription_status, current_period_end, timezone };
}
