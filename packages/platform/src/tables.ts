import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Tables every event-publishing or event-consuming service has. Their migrations (drizzle-kit, from
 * these definitions: `npm run db:generate -w packages/platform`) run before the service's own,
 * tracked in their own migrations table, so services never copy them.
 */
export const outboxTable = pgTable(
  'lf_outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique(),
    subject: text('subject').notNull(),
    event: jsonb('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('lf_outbox_pending').on(t.seq).where(sql`${t.publishedAt} is null`)],
);

export const processedEventsTable = pgTable(
  'lf_processed_events',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);

/** Events a subscriber could not handle on any attempt: kept for an operator to look at and replay. */
export const deadLettersTable = pgTable(
  'lf_dead_letters',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    event: jsonb('event').notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);

export const PLATFORM_MIGRATIONS_TABLE = '__lf_platform_migrations';

/** The platform's migrations folder, found from its package wherever the service is bundled. */
export function platformMigrationsFolder(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.includes(`${path.sep}packages${path.sep}platform${path.sep}`)) return fileURLToPath(new URL('../drizzle', import.meta.url));
  return path.join(path.dirname(createRequire(import.meta.url).resolve('@laneforge/platform/package.json')), 'drizzle');
}
