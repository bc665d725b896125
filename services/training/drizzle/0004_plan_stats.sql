CREATE TABLE "plan_stats" (
	"workout_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"date" date NOT NULL,
	"end_date" date NOT NULL,
	"distance" integer NOT NULL,
	"minutes" integer NOT NULL,
	"by_zone" jsonb NOT NULL,
	"by_stroke" jsonb NOT NULL,
	"weeks" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_stats" ADD CONSTRAINT "plan_stats_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_stats_user_end" ON "plan_stats" USING btree ("user_id","end_date");