-- The 0341 card fails every charge after checkout, not only renewals: its behaviour says so.
UPDATE "customers" SET "card_behaviour" = 'fails_charges' WHERE "card_behaviour" = 'fails_renewals';--> statement-breakpoint
-- A Pro trial that set a cancelled paid plan aside (it ran during the paid time) becomes what the
-- trial is now: the paid plan back until its period end, and the trial starting then.
UPDATE "subscriptions" SET "plan" = "resume_plan", "status" = 'cancelled', "kind" = 'paid', "period_start" = "resume_period_start", "period_end" = "resume_period_end", "trial_scheduled" = true, "due_at" = "resume_period_end" WHERE "kind" = 'trial' AND "resume_plan" IS NOT NULL AND "resume_period_end" IS NOT NULL;--> statement-breakpoint
-- Plan changes go through the billing portal now: a checkout only ever starts a subscription.
ALTER TABLE "checkout_sessions" DROP COLUMN "mode";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "resume_plan";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "resume_period_start";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "resume_period_end";
