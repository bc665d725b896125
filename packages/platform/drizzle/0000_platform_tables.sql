-- IF NOT EXISTS: databases created before the platform had migrations already hold lf_outbox and lf_processed_events.
CREATE TABLE IF NOT EXISTS "lf_dead_letters" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"event" jsonb NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lf_dead_letters_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lf_outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"subject" text NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "lf_outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lf_processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lf_processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lf_outbox_pending" ON "lf_outbox" USING btree ("seq") WHERE "lf_outbox"."published_at" is null;