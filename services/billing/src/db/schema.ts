import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A LaneForge user as a paying customer: the provider's customer id, the card on file, the local test clock. */
export const customers = pgTable('customers', {
  userId: uuid('user_id').primaryKey(),
  email: text('email'),
  name: text('name'),
  providerCustomerId: text('provider_customer_id').unique(),
  /** Local provider: the last four digits and how a charge to the card goes (Stripe's test cards). */
  cardLast4: text('card_last4'),
  cardBehaviour: text('card_behaviour', { enum: ['pays', 'fails_charges'] }),
  /** Local provider's test clock: how far this customer's time runs ahead of the real clock. */
  clockOffsetSeconds: bigint('clock_offset_seconds', { mode: 'number' }).notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one current subscription of each user, as the state machine keeps it. Times are unix seconds on the customer's clock. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id').primaryKey(),
    plan: text('plan').notNull().default('free'),
    status: text('status', { enum: ['active', 'cancelled', 'past_due', 'expired'] }).notNull().default('active'),
    kind: text('kind', { enum: ['none', 'paid', 'trial', 'manual'] }).notNull().default('none'),
    periodStart: bigint('period_start', { mode: 'number' }),
    periodEnd: bigint('period_end', { mode: 'number' }),
    pendingPlan: text('pending_plan'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: bigint('next_retry_at', { mode: 'number' }),
    trialOffered: boolean('trial_offered').notNull().default(false),
    trialUsed: boolean('trial_used').notNull().default(false),
    /** The Pro trial, accepted while paid access lasts: it starts when that access ends. */
    trialScheduled: boolean('trial_scheduled').notNull().default(false),
    providerSubscriptionId: text('provider_subscription_id'),
    /** When the scheduler next has something to do (renew, retry, end), on the customer's clock; null = nothing. */
    dueAt: bigint('due_at', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_due').on(t.dueAt), index('subscriptions_provider').on(t.providerSubscriptionId)],
);

/** A hosted checkout: the id is the capability that opens its page (local) or the reference in Stripe's metadata. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The sign-in session that made it: the checkout closes when that session ends (DECISIONS.md). */
    sid: uuid('sid'),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_user').on(t.userId, t.createdAt)],
);

/**
 * A billing portal link: the random id is the capability, short-lived, and good only while the
 * sign-in session that made it lasts. `plan`: a plan change the link opens on, to confirm.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    sid: uuid('sid'),
    returnUrl: text('return_url').notNull(),
    plan: text('plan'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('portal_sessions_user').on(t.userId)],
);

/** Every charge, paid or failed. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    attempt: integer('attempt').notNull().default(1),
    periodStart: bigint('period_start', { mode: 'number' }),
    periodEnd: bigint('period_end', { mode: 'number' }),
    /** Unix seconds on the customer's clock. */
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoices_user').on(t.userId, t.createdAt)],
);

/** Provider webhook events already handled: a repeated delivery changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local provider's prices (spec §9), seeded at start; the Stripe provider reads its own. */
export const prices = pgTable('prices', {
  id: text('id').primaryKey(),
  lookupKey: text('lookup_key').notNull(),
  plan: text('plan').notNull(),
  productName: text('product_name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = { customers, subscriptions, checkoutSessions, portalSessions, invoices, providerEvents, prices };
export type BillingSchema = typeof schema;
