ALTER TABLE "checkout_sessions" ADD COLUMN "sid" uuid;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD COLUMN "sid" uuid;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "portal_sessions_user" ON "portal_sessions" USING btree ("user_id");