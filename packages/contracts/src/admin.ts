import { z } from 'zod';
import { isUuid } from './http';
import { messages, PASSWORD_MIN_LENGTH } from './messages';
import { AdminMessageType } from './notifications';
import { Workout, WorkoutListItem } from './training';
import { personName, Role, SubscriptionStatus, SubscriptionType, User } from './user';

/**
 * The administrator's API (spec §2 "Administrator dashboard", §3, §6, §7 `/admin/*`) and what the
 * admin service asks auth and training for on their internal routes. The admin service owns no
 * user data: users live in auth, plans in training, subscriptions and prices in billing.
 */

/** The tiers a user list can be filtered by; an exact `subscription_type` value works too. */
export const AdminTier = z.enum(['free', 'lite', 'pro', 'elite', 'admin']);
export type AdminTier = z.infer<typeof AdminTier>;

export const ADMIN_PAGE_SIZE = 50;

/** `GET /admin/users` (and auth's `GET /internal/users`). */
export const AdminUserListQuery = z.object({
  search: z.string().trim().max(254).optional().describe('A fragment of the name or email; empty = everyone'),
  subscription_type: z
    .enum([...new Set([...AdminTier.options, ...SubscriptionType.options])] as [string, ...string[]])
    .optional()
    .describe('A tier (free, lite, pro, elite, admin) or an exact subscription type'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuery>;

/** Spec §3 "Admin user list result": the page of users, and counts over every account (not the page). */
export const AdminUserList = z
  .object({
    users: z.array(User),
    total_count: z.number().int(),
    admin_count: z.number().int(),
    free_users: z.number().int(),
    lite_users: z.number().int(),
    pro_users: z.number().int(),
    elite_users: z.number().int().describe('Legacy monthly/annual subscriptions count as Pro'),
    matching_count: z.number().int().describe('Users matching the search and filter, for paging'),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof AdminUserList>;

const name = personName('name is required');
const email = z.string({ error: 'email is required' }).trim().min(1, 'email is required').pipe(z.email('email must be a valid email address').max(254));

/** Spec §6: an admin creates an account with name, email, password and subscription type; the role defaults to user. */
export const AdminCreateUserRequest = z.object({
  name,
  email,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .min(PASSWORD_MIN_LENGTH, messages.passwordMin6)
    .max(256, 'Password must be at most 256 characters'),
  subscription_type: SubscriptionType.exclude(['monthly', 'annual', 'admin']).default('free'),
  role: Role.default('user'),
});
export type AdminCreateUserRequest = z.input<typeof AdminCreateUserRequest>;

/**
 * `PUT /admin/users/{id}`: any of the fields; the dialogs send what they show. Name, email and role
 * are auth's; type and status go through billing's state machine as an administrator's override.
 */
export const AdminUserUpdate = z
  .object({
    name: name.optional(),
    email: email.optional(),
    role: Role.optional(),
    subscription_type: SubscriptionType.optional(),
    subscription_status: SubscriptionStatus.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Send at least one of name, email, role, subscription_type, subscription_status');
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

/** Spec §3 Workout as the admin sees it: the plan text is also `workout_content`. */
export const AdminWorkout = Workout.pick({ id: true, date: true, plan_type: true, description: true, coach_notes: true, title: true, generated_workout: true, created_at: true })
  .extend({ workout_content: z.string() })
  .meta({ id: 'AdminWorkout' });
export type AdminWorkout = z.infer<typeof AdminWorkout>;

/** Who an admin message can be aimed at besides single users (DECISIONS.md). */
export const MessageAudience = z.enum(['all', 'free', 'lite', 'pro', 'elite']);
export type MessageAudience = z.infer<typeof MessageAudience>;

export const CreateAdminMessageRequest = z.object({
  title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(120),
  message: z.string({ error: 'message is required' }).trim().min(1, 'message is required').max(2000),
  message_type: AdminMessageType.default('info'),
  target_users: z
    .array(
      z
        .string()
        .trim()
        .refine((target) => MessageAudience.safeParse(target).success || isUuid(target), 'target_users must hold user ids or the tiers all, free, lite, pro, elite'),
      { error: 'target_users must be a list of user ids or tiers' },
    )
    .min(1, 'target_users must name at least one user or tier')
    .max(100)
    // DECISIONS.md: `all` stands alone. A list mixing it with tiers or users says two things at once
    // (everyone, or only Pro?), and the message would go to everyone.
    .refine((targets) => !targets.includes('all') || new Set(targets).size === 1, 'target_users: all already means every user, so it cannot be combined with tiers or users'),
  expires_at: z.iso.datetime({ offset: true, error: 'expires_at must be a date and time such as 2026-01-31T18:00:00Z' }).nullable().optional(),
});
export type CreateAdminMessageRequest = z.input<typeof CreateAdminMessageRequest>;

/** Spec §3 Admin message, with whether it is still shown and what its targets are called. */
export const AdminMessage = z
  .object({
    id: z.uuid(),
    title: z.string(),
    message: z.string(),
    message_type: AdminMessageType,
    target_users: z.array(z.string()),
    target_labels: z.array(z.string()).describe('The targets as people read them: tiers, and emails for user ids'),
    expires_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    created_by: z.string().describe('Email of the administrator who sent it'),
    deactivated_at: z.iso.datetime({ offset: true }).nullable(),
    active: z.boolean().describe('Neither withdrawn nor expired: users see it'),
  })
  .meta({ id: 'AdminMessage' });
export type AdminMessage = z.infer<typeof AdminMessage>;

export const AuditAction = z.enum(['user.created', 'user.updated', 'user.deleted', 'message.created', 'message.deactivated', 'price.deactivated']);
export type AuditAction = z.infer<typeof AuditAction>;

/** One administrator write: who, what, to whom, what it was and became, when. */
export const AuditEntry = z
  .object({
    id: z.uuid(),
    actor_id: z.uuid(),
    actor_email: z.string(),
    action: AuditAction,
    target_type: z.enum(['user', 'message', 'price']),
    target_id: z.string(),
    target_label: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Newest first; the NEXT_PAGE_HEADER answer header names where the next page starts. */
export const AuditListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.uuid({ error: 'before must be the id of an audit entry' }).optional(),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;

/** Auth's internal routes for the admin service. */
export const InternalUserCreate = z.object({ name, email, password: z.string().min(PASSWORD_MIN_LENGTH).max(256), role: Role });
export type InternalUserCreate = z.infer<typeof InternalUserCreate>;

export const InternalUserUpdate = z.object({ name: name.optional(), email: email.optional(), role: Role.optional() });
export type InternalUserUpdate = z.infer<typeof InternalUserUpdate>;

/** Training's `GET /internal/users/:userId/workouts`: a page of a user's plans, newest first. */
export const InternalWorkoutPage = z.object({ workouts: z.array(WorkoutListItem), next: z.uuid().nullable() });
export type InternalWorkoutPage = z.infer<typeof InternalWorkoutPage>;
