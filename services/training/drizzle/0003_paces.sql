CREATE TABLE "paces" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"course" text NOT NULL,
	"base" jsonb NOT NULL,
	"css" integer,
	"source" text NOT NULL,
	"test" jsonb,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
