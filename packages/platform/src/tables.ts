import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Tables every event-publishing or event-consuming service has. They are created by the platform
 * (idempotent DDL below) before the service's own migrations, so services never copy them.
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
  (t) => [index('lf_outbox_pending').on(t.seq)],
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

export const PLATFORM_DDL = `
create table if not exists lf_outbox (
  seq bigserial primary key,
  id uuid not null unique,
  subject text not null,
  event jsonb not null,
  created_at timestamptz not null default now(),
  published_at timestamptz
);
create index if not exists lf_outbox_pending on lf_outbox (seq) where published_at is null;
create table if not exists lf_processed_events (
  consumer text not null,
  event_id uuid not null,
  processed_at timestamptz not null default now(),
  primary key (consumer, event_id)
);
`;
