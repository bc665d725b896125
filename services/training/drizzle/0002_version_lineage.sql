ALTER TABLE "workout_versions" ADD COLUMN "based_on" integer;--> statement-breakpoint
UPDATE "workout_versions" SET "based_on" = "version" - 1 WHERE "version" > 1;