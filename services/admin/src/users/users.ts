import { AdminSubscriptionOverride, type AdminUserUpdate, type AdminWorkout, type InternalUserUpdate, type User, type WorkoutListItem } from '@laneforge/contracts';
import { badRequest } from '@laneforge/platform';

type Subscription = Pick<AdminSubscriptionOverride, 'subscription_type' | 'subscription_status'>;

/** What an administrator's edit changes: auth's part (name, email, role) and billing's part (the subscription). */
export interface UpdatePlan {
  profile: InternalUserUpdate | null;
  subscription: Subscription | null;
}

const SETTABLE_TYPES = AdminSubscriptionOverride.shape.subscription_type.options;
const SETTABLE_STATUSES = AdminSubscriptionOverride.shape.subscription_status.options;

/** "canceled" is the same status as "cancelled" (spec §3); the system writes it one way. */
const normalStatus = (status: string) => (status === 'canceled' ? 'cancelled' : status);

/**
 * Splits an edit into what really changes. Unchanged fields are left alone, so the edit dialog can
 * send everything it shows; a subscription change must be one billing's override can make.
 */
export function planUpdate(current: User, input: AdminUserUpdate): UpdatePlan {
  const profile: InternalUserUpdate = {};
  if (input.name !== undefined && input.name.trim() !== current.name) profile.name = input.name.trim();
  if (input.email !== undefined && input.email.trim().toLowerCase() !== current.email.toLowerCase()) profile.email = input.email.trim();
  if (input.role !== undefined && input.role !== current.role) profile.role = input.role;

  // A user cannot hold the administrators' plan: a demoted administrator on it goes to Free.
  const demotedFromAdminPlan = profile.role === 'user' && (input.subscription_type ?? current.subscription_type) === 'admin';
  const type = demotedFromAdminPlan ? 'free' : (input.subscription_type ?? current.subscription_type);
  const status = normalStatus(input.subscription_status ?? current.subscription_status);
  const subscriptionChanges = type !== current.subscription_type || status !== normalStatus(current.subscription_status);
  let subscription: Subscription | null = null;
  if (subscriptionChanges) {
    if (!(SETTABLE_TYPES as readonly string[]).includes(type)) throw badRequest(`subscription_type must be one of: ${SETTABLE_TYPES.join(', ')}`);
    if (!(SETTABLE_STATUSES as readonly string[]).includes(status)) throw badRequest(`subscription_status must be one of: ${SETTABLE_STATUSES.join(', ')}`);
    if (type === 'admin' && (profile.role ?? current.role) !== 'admin') throw badRequest('subscription_type admin is only for administrator accounts: set role to admin');
    subscription = { subscription_type: type as Subscription['subscription_type'], subscription_status: status as Subscription['subscription_status'] };
  }
  return { profile: Object.keys(profile).length > 0 ? profile : null, subscription };
}

/** Spec §3 Workout as the admin sees it: the plan text is also its `workout_content`. */
export function toAdminWorkout(workout: WorkoutListItem): AdminWorkout {
  const { id, date, plan_type, description, coach_notes, title, generated_workout, created_at } = workout;
  return { id, date, plan_type, description, coach_notes, title, generated_workout, created_at, workout_content: generated_workout };
}
