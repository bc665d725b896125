ALTER TABLE "subscriptions" ADD COLUMN "resume_plan" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "resume_period_start" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "resume_period_end" bigint;