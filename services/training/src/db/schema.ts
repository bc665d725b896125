import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What training keeps of each user, projected from auth and billing events: enough to decide the allowance. */
export const entitlements = pgTable('entitlements', {
  userId: uuid('user_id').primaryKey(),
  role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
  subscriptionType: text('subscription_type').notNull().default('free'),
  subscriptionStatus: text('subscription_status').notNull().default('active'),
  currentPeriodEnd: bigint('current_period_end', { mode: 'number' }),
  timezone: text('timezone').notNull().default('UTC'),
  /** When the newest auth event applied here (role, time zone) happened; older ones arriving late are ignored. */
  sourceAt: timestamp('source_at', { withTimezone: true }).notNull().default(new Date(0)),
  /** The same for the subscription fields, which billing owns: each kind of event is ordered on its own. */
  subscriptionAt: timestamp('subscription_at', { withTimezone: true }).notNull().default(new Date(0)),
});

/** One row per generation: reserved before a worker is asked, released if no plan comes back. */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The user's calendar day when the plan was asked for; periods are ranges of these days. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    workoutId: uuid('workout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generations_user_day').on(t.userId, t.localDate)],
);

export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    planType: text('plan_type', { enum: ['workout', 'season'] }).notNull(),
    description: text('description').notNull(),
    coachNotes: text('coach_notes'),
    title: text('title').notNull(),
    generatedWorkout: text('generated_workout').notNull(),
    plan: jsonb('plan'),
    total: integer('total'),
    provider: text('provider', { enum: ['est', 'openai'] }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workouts_user_created').on(t.userId, t.createdAt)],
);

/** Every version of a plan, the first one included; `prompt` is the refinement that produced it. */
export const workoutVersions = pgTable(
  'workout_versions',
  {
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    prompt: text('prompt'),
    /** The version this one was refined from; after a revert that is not always the one before it. */
    basedOn: integer('based_on'),
    generatedWorkout: text('generated_workout').notNull(),
    plan: jsonb('plan'),
    total: integer('total'),
    provider: text('provider', { enum: ['est', 'openai'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workoutId, t.version] })],
);

export const schema = { entitlements, generations, workouts, workoutVersions };
export type TrainingSchema = typeof schema;
