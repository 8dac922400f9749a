CREATE TYPE "public"."connection_quality" AS ENUM('GOOD', 'FAIR', 'POOR');--> statement-breakpoint
CREATE TYPE "public"."device_result" AS ENUM('OK', 'FAILED', 'SKIPPED');--> statement-breakpoint
CREATE TYPE "public"."room_failure_resolution" AS ENUM('RESCHEDULED_WITHOUT_FEE', 'NO_SHOW_EXCEPTION');--> statement-breakpoint
CREATE TYPE "public"."room_party" AS ENUM('PATIENT', 'PROFESSIONAL');--> statement-breakpoint
CREATE TABLE "room_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"reported_by_kind" "actor_kind" NOT NULL,
	"reported_by_id" uuid NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"note" text,
	"resolution" "room_failure_resolution",
	"resolved_by_kind" "actor_kind",
	"resolved_by_id" uuid,
	"resolved_at" timestamp with time zone,
	"moved_from" timestamp with time zone,
	"moved_to" timestamp with time zone,
	CONSTRAINT "room_failures_resolution_whole" CHECK (("room_failures"."resolution" is null) = ("room_failures"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "room_presence" (
	"session_id" uuid NOT NULL,
	"party" "room_party" NOT NULL,
	"day" date NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"camera" "device_result",
	"microphone" "device_result",
	"speakers" "device_result",
	"connection" "connection_quality",
	"latency_ms" integer,
	"throughput_kbps" integer,
	"audio_only" boolean DEFAULT false NOT NULL,
	"admitted_at" timestamp with time zone,
	CONSTRAINT "room_presence_session_id_party_pk" PRIMARY KEY("session_id","party")
);
--> statement-breakpoint
ALTER TABLE "room_failures" ADD CONSTRAINT "room_failures_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_presence" ADD CONSTRAINT "room_presence_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_failures_session_idx" ON "room_failures" USING btree ("session_id","reported_at");--> statement-breakpoint
CREATE INDEX "room_presence_day_idx" ON "room_presence" USING btree ("day");