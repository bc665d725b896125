import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages administrators send to users (spec §3 Admin message); auth shows them, from their events. */
export const adminMessages = pgTable(
  'admin_messages',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    messageType: text('message_type', { enum: ['info', 'success', 'warning', 'error'] }).notNull(),
    targetUsers: text('target_users').array().notNull(),
    /** The targets as the administrator read them when sending: tiers, and emails for user ids. */
    targetLabels: text('target_labels').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedBy: uuid('deactivated_by'),
  },
  (t) => [index('admin_messages_created').on(t.createdAt)],
);

/** Every administrator write: who, what, to whom, a summary of before and after, when. Never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: ['user', 'message', 'price'] }).notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_created').on(t.createdAt, t.id)],
);

export const schema = { adminMessages, auditLog };
export type AdminSchema = typeof schema;
