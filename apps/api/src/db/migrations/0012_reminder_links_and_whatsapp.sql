CREATE TABLE "reminder_channel_consents" (
	"patient_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"opted_in_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"opted_out_via" text,
	CONSTRAINT "reminder_channel_consents_patient_id_channel_pk" PRIMARY KEY("patient_id","channel")
);
--> statement-breakpoint
CREATE TABLE "reminder_link_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"action" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"to_phone" text NOT NULL,
	"template_name" text NOT NULL,
	"components" jsonb NOT NULL,
	"body" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "patient_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_channel_consents" ADD CONSTRAINT "reminder_channel_consents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_link_uses" ADD CONSTRAINT "reminder_link_uses_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_dedupe_unique" ON "whatsapp_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_pending_idx" ON "whatsapp_outbox" USING btree ("next_attempt_at") WHERE "whatsapp_outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_phone_idx" ON "whatsapp_outbox" USING btree ("to_phone");