CREATE TABLE "season_days" (
	"season_id" uuid NOT NULL,
	"season_version" integer NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"workout_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_days_season_id_season_version_week_day_pk" PRIMARY KEY("season_id","season_version","week","day")
);
--> statement-breakpoint
ALTER TABLE "season_days" ADD CONSTRAINT "season_days_season_id_workouts_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_days" ADD CONSTRAINT "season_days_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;