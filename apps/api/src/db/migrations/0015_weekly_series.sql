CREATE TYPE "public"."series_skip_reason" AS ENUM('UNAVAILABLE', 'NOT_OFFERED', 'HOUR_TAKEN', 'PATIENT_BUSY');--> statement-breakpoint
CREATE TYPE "public"."series_status" AS ENUM('ACTIVE', 'PAUSED', 'ENDED');--> statement-breakpoint
CREATE TABLE "session_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"is_online" boolean NOT NULL,
	"week_day" integer NOT NULL,
	"hour" integer NOT NULL,
	"anchor_date" text NOT NULL,
	"weeks" integer,
	"status" "series_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_by_kind" "actor_kind" NOT NULL,
	"created_by_id" uuid NOT NULL,
	"paused_at" timestamp with time zone,
	"ended_by_kind" "actor_kind",
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_series_skips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"reason" "series_skip_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "series_week" integer;--> statement-breakpoint
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_user_id_patients_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_series_skips" ADD CONSTRAINT "session_series_skips_series_id_session_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."session_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_series_user_idx" ON "session_series" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_series_professional_idx" ON "session_series" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "session_series_active_idx" ON "session_series" USING btree ("status") WHERE "session_series"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "session_series_skips_week_unique" ON "session_series_skips" USING btree ("series_id","week");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_series_id_session_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."session_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_series_week_unique" ON "sessions" USING btree ("series_id","series_week") WHERE "sessions"."series_id" is not null;