CREATE TABLE "entitlements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"subscription_type" text DEFAULT 'free' NOT NULL,
	"subscription_status" text DEFAULT 'active' NOT NULL,
	"current_period_end" bigint,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"source_at" timestamp with time zone DEFAULT '1970-01-01T00:00:00.000Z' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"workout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_versions" (
	"workout_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"prompt" text,
	"generated_workout" text NOT NULL,
	"plan" jsonb,
	"total" integer,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_versions_workout_id_version_pk" PRIMARY KEY("workout_id","version")
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"plan_type" text NOT NULL,
	"description" text NOT NULL,
	"coach_notes" text,
	"title" text NOT NULL,
	"generated_workout" text NOT NULL,
	"plan" jsonb,
	"total" integer,
	"provider" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_versions" ADD CONSTRAINT "workout_versions_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_day" ON "generations" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "workouts_user_created" ON "workouts" USING btree ("user_id","created_at");