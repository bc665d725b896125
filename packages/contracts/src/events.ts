import { z } from 'zod';
import { AdminMessageType, SubscriptionChangeReason } from './notifications';
import { PlanType } from './training';
import { SubscriptionStatus, SubscriptionType, User } from './user';

/**
 * Events travel on subjects `<prefix>.<type>` (prefix `lf` by default) in the JetStream stream
 * LANEFORGE. Each type maps to exactly one payload schema here; publishers and subscribers are
 * typed by this map.
 */

/** What other services keep of a user: identity, role, subscription and time zone. */
export const UserSnapshot = User.pick({
  id: true,
  email: true,
  name: true,
  role: true,
  subscription_type: true,
  subscription_status: true,
  current_period_end: true,
  timezone: true,
});
export type UserSnapshot = z.infer<typeof UserSnapshot>;

export const eventSchemas = {
  'auth.user_registered': z.object({ user: UserSnapshot }),
  'auth.user_updated': z.object({ user: UserSnapshot }),
  'auth.user_deleted': z.object({ userId: z.uuid() }),
  /**
   * Sessions ended before their time: `sid` (a sign-out), or every session of the user when it is
   * null (a password change or reset, a changed role). What a session made — a billing portal or
   * checkout link — ends with it.
   */
  'auth.sessions_ended': z.object({ userId: z.uuid(), sid: z.uuid().nullable() }),
  'training.workout_created': z.object({
    workoutId: z.uuid(),
    planType: PlanType,
    provider: z.enum(['est', 'openai']),
    total: z.number().int().nullable(),
    /** The calendar day in the user's time zone the plan counts toward ("created today"). */
    localDate: z.iso.date(),
    /** False for a season's day opened as a practice: the season took the allowance, so today's usage does not count it. */
    usesAllowance: z.boolean().optional(),
  }),
  'training.workout_refined': z.object({ workoutId: z.uuid(), version: z.number().int(), provider: z.enum(['est', 'openai']) }),
  /** The subscription as it now is (billing owns it); `reason` says what happened, for the user's notification. */
  'billing.subscription_updated': z.object({
    userId: z.uuid(),
    subscription_type: SubscriptionType,
    subscription_status: SubscriptionStatus,
    current_period_end: z.number().int().nullable(),
    reason: SubscriptionChangeReason.optional(),
    /** With reason `downgrade_scheduled`: the plan that takes over at `current_period_end`. */
    scheduled_type: SubscriptionType.optional(),
  }),
  'billing.subscription_cancelled': z.object({
    userId: z.uuid(),
    subscription_type: SubscriptionType,
    current_period_end: z.number().int().nullable(),
  }),
  'billing.payment_succeeded': z.object({
    userId: z.uuid(),
    subscription_type: SubscriptionType,
    amount_cents: z.number().int().nonnegative(),
    currency: z.string().length(3),
    current_period_end: z.number().int().nullable(),
  }),
  'billing.payment_failed': z.object({
    userId: z.uuid(),
    subscription_type: SubscriptionType,
    amount_cents: z.number().int().nonnegative(),
    currency: z.string().length(3),
    failed_payment_attempts: z.number().int().positive(),
    /** Unix seconds of the next try, or null when no try is left. */
    next_retry_at: z.number().int().nullable(),
  }),
  /** `target_users`: user ids and/or tier names (`all`, `free`, `lite`, `pro`, `elite`), read when the inbox is read. */
  'admin.message_created': z.object({
    id: z.uuid(),
    title: z.string(),
    message: z.string(),
    message_type: AdminMessageType,
    target_users: z.array(z.string()),
    expires_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
  }),
  'admin.message_deactivated': z.object({ id: z.uuid() }),
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventPayload<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;

export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  userId: string | null;
  payload: EventPayload<T>;
}

export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.enum(Object.keys(eventSchemas) as [EventType, ...EventType[]]),
  occurredAt: z.iso.datetime({ offset: true }),
  userId: z.uuid().nullable(),
  payload: z.unknown(),
});

/** Validates an envelope and its payload against the schema of its type. */
export function parseEvent(raw: unknown): DomainEvent {
  const envelope = EventEnvelope.parse(raw);
  const payload = eventSchemas[envelope.type].parse(envelope.payload);
  return { ...envelope, payload } as DomainEvent;
}
