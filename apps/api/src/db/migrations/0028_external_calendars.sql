CREATE TABLE "external_busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_busy_times_range_check" CHECK ("external_busy_times"."starts_at" < "external_busy_times"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "external_calendar_events" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"professional_id" uuid NOT NULL,
	"event_url" text,
	"pending" boolean DEFAULT true NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "external_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"server_url" text,
	"username" text,
	"secret_key_id" text NOT NULL,
	"secret_iv" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"write_calendar_url" text,
	"show_patient_name" boolean DEFAULT false NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_calendars_kind_check" CHECK ("external_calendars"."kind" in ('ICS', 'CALDAV'))
);
--> statement-breakpoint
ALTER TABLE "external_busy_times" ADD CONSTRAINT "external_busy_times_calendar_id_external_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendar_events" ADD CONSTRAINT "external_calendar_events_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_busy_times_professional_idx" ON "external_busy_times" USING btree ("professional_id","starts_at");--> statement-breakpoint
CREATE INDEX "external_busy_times_calendar_idx" ON "external_busy_times" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "external_calendar_events_pending_idx" ON "external_calendar_events" USING btree ("next_attempt_at") WHERE "external_calendar_events"."pending";--> statement-breakpoint
CREATE UNIQUE INDEX "external_calendar_events_url_unique" ON "external_calendar_events" USING btree ("event_url");--> statement-breakpoint
CREATE INDEX "external_calendars_professional_idx" ON "external_calendars" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "external_calendars_due_idx" ON "external_calendars" USING btree ("next_sync_at");--> statement-breakpoint
-- Busy times read from a professional's own calendar take hours out of their open times: every change bumps
-- that professional's calendar version (the function of migration 0019), deferred to the commit like the
-- other sources of open times, so only their cached answer goes stale (docs/derived-data.md).
CREATE CONSTRAINT TRIGGER "external_busy_times_calendar_version" AFTER INSERT OR UPDATE OR DELETE ON "external_busy_times" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_row"('professional_id');--> statement-breakpoint
CREATE TRIGGER "external_busy_times_calendar_truncate" AFTER TRUNCATE ON "external_busy_times" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();
