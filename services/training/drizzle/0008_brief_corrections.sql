ALTER TABLE "workout_versions" ADD COLUMN "correction" jsonb;--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "brief_summary" jsonb;