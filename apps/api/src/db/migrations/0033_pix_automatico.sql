CREATE TYPE "public"."pix_automatico_charge_state" AS ENUM('SCHEDULED', 'DEBITED', 'FAILED_RETRYING', 'FAILED_FALLBACK', 'CANCELLED', 'CREDITED', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."pix_automatico_reason" AS ENUM('FIRST_WEEK', 'NOT_YET', 'FREE_CANCELLATION', 'PROFESSIONAL_AWAY', 'SERIES_PAUSED', 'SESSION_CANCELLED', 'AUTHORIZATION_NOT_ACTIVE', 'PAID_OTHERWISE');--> statement-breakpoint
CREATE TYPE "public"."pix_automatico_status" AS ENUM('PENDING', 'ACTIVE', 'PAUSED', 'CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."balance_entry_reason" ADD VALUE 'PIX_AUTOMATICO_CREDIT';--> statement-breakpoint
CREATE TABLE "pix_automatico_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"id_rec" text NOT NULL,
	"status" "pix_automatico_status" DEFAULT 'PENDING' NOT NULL,
	"rec_status" text DEFAULT 'CRIADA' NOT NULL,
	"cap_cents" integer NOT NULL,
	"first_payment_id" uuid,
	"first_session_id" uuid,
	"qr_code" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"authorized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_automatico_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authorization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"week_starts_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" text NOT NULL,
	"state" "pix_automatico_charge_state" DEFAULT 'SCHEDULED' NOT NULL,
	"reason" "pix_automatico_reason",
	"attempts" integer DEFAULT 1 NOT NULL,
	"attempt_date" text NOT NULL,
	"debited_at" timestamp with time zone,
	"end_to_end_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pix_automatico_authorizations" ADD CONSTRAINT "pix_automatico_authorizations_series_id_session_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."session_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_automatico_authorizations" ADD CONSTRAINT "pix_automatico_authorizations_user_id_patients_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_automatico_authorizations" ADD CONSTRAINT "pix_automatico_authorizations_first_payment_id_payments_id_fk" FOREIGN KEY ("first_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_automatico_authorizations" ADD CONSTRAINT "pix_automatico_authorizations_first_session_id_sessions_id_fk" FOREIGN KEY ("first_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_automatico_charges" ADD CONSTRAINT "pix_automatico_charges_authorization_id_pix_automatico_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."pix_automatico_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_automatico_charges" ADD CONSTRAINT "pix_automatico_charges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_automatico_charges" ADD CONSTRAINT "pix_automatico_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_automatico_authorizations_id_rec_unique" ON "pix_automatico_authorizations" USING btree ("id_rec");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_automatico_authorizations_live_unique" ON "pix_automatico_authorizations" USING btree ("series_id") WHERE "pix_automatico_authorizations"."status" in ('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "pix_automatico_authorizations_series_idx" ON "pix_automatico_authorizations" USING btree ("series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_automatico_charges_session_unique" ON "pix_automatico_charges" USING btree ("session_id") WHERE "pix_automatico_charges"."state" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "pix_automatico_charges_open_idx" ON "pix_automatico_charges" USING btree ("state") WHERE "pix_automatico_charges"."state" in ('SCHEDULED', 'FAILED_RETRYING');