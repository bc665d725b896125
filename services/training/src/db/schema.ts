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
  /**
   * When the user last moved to another tier (an upgrade, a downgrade, a trial, a plan ending): the
   * new tier's allowance period starts then, and plans made before it do not count (DECISIONS.md).
   */
  tierSince: timestamp('tier_since', { withTimezone: true }),
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
    /** What was understood of the request for the shown version (null on plans written before briefs were kept). */
    brief: jsonb('brief'),
    /** The shown version's brief in a few words (the history's line); null when it has no brief. */
    briefSummary: jsonb('brief_summary').$type<string[]>(),
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
    brief: jsonb('brief'),
    /** The coach's corrections of the brief that made this version; null for a generated or refined one. */
    correction: jsonb('correction'),
    total: integer('total'),
    provider: text('provider', { enum: ['est', 'openai'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workoutId, t.version] })],
);

/**
 * A season day opened as its own practice: one per day of a season version, so opening it again
 * shows the same practice and never takes allowance (the season took it once).
 */
export const seasonDays = pgTable(
  'season_days',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    seasonVersion: integer('season_version').notNull(),
    week: integer('week').notNull(),
    day: integer('day').notNull(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.seasonVersion, t.week, t.day] })],
);

/**
 * A coach's own paces (one record per account): base send-off per 100 per stroke in one course, in
 * seconds; the threshold pace of the last test; lane groups with their own paces.
 */
export const paces = pgTable('paces', {
  userId: uuid('user_id').primaryKey(),
  course: text('course', { enum: ['SCY', 'SCM', 'LCM'] }).notNull(),
  /** Seconds per 100: `{ free, back?, breast?, fly?, im? }`. */
  base: jsonb('base').$type<StrokeSeconds>().notNull(),
  /** Threshold pace per 100 a test gave (CSS, T-30, step), seconds; null when only a base was typed in. */
  css: integer('css'),
  source: text('source', { enum: ['manual', 'css', 't30', 'step'] }).notNull(),
  test: jsonb('test').$type<{ type: 'css' | 't30' | 'step'; date: string; summary: string } | null>(),
  groups: jsonb('groups').$type<Array<{ name: string; base: StrokeSeconds; volumeFactor: number }>>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StrokeSeconds {
  free: number;
  back?: number;
  breast?: number;
  fly?: number;
  im?: number;
}

/**
 * What each plan adds to analytics, in the plan's own unit, for the version shown (`version`): a
 * stale or missing row is computed again from the plan when analytics are read.
 */
export const planStats = pgTable(
  'plan_stats',
  {
    workoutId: uuid('workout_id')
      .primaryKey()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['workout', 'season'] }).notNull(),
    unit: text('unit', { enum: ['yards', 'meters'] }).notNull(),
    /** A workout's training date; a season's first week. */
    date: date('date', { mode: 'string' }).notNull(),
    /** The last day the plan covers (a season's last week). */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    distance: integer('distance').notNull(),
    minutes: integer('minutes').notNull(),
    byZone: jsonb('by_zone').notNull(),
    byStroke: jsonb('by_stroke').notNull(),
    /** Season plans: [{start, distance, sessions}] per week. */
    weeks: jsonb('weeks').notNull(),
  },
  (t) => [index('plan_stats_user_end').on(t.userId, t.endDate)],
);

export const schema = { entitlements, generations, workouts, workoutVersions, paces, planStats, seasonDays };
export type TrainingSchema = typeof schema;
