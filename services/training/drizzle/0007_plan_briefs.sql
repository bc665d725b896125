ALTER TABLE "workout_versions" ADD COLUMN "brief" jsonb;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "brief" jsonb;