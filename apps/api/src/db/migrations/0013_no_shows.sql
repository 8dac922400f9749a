CREATE TYPE "public"."no_show_party" AS ENUM('PATIENT', 'PROFESSIONAL');--> statement-breakpoint
ALTER TYPE "public"."balance_entry_reason" ADD VALUE 'PROFESSIONAL_NO_SHOW_REFUND';--> statement-breakpoint
ALTER TYPE "public"."session_status" ADD VALUE 'PATIENT_NO_SHOW';--> statement-breakpoint
ALTER TYPE "public"."session_status" ADD VALUE 'PROFESSIONAL_NO_SHOW';--> statement-breakpoint
CREATE TABLE "session_no_shows" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"absent" "no_show_party" NOT NULL,
	"marked_by_kind" "actor_kind" NOT NULL,
	"marked_by_id" uuid NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "balance_entries_one_refund_per_session";--> statement-breakpoint
ALTER TABLE "session_no_shows" ADD CONSTRAINT "session_no_shows_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_one_refund_per_session" ON "balance_entries" USING btree ("session_id") WHERE "balance_entries"."reason" not in ('LATE_PAYMENT', 'CHECKOUT_DEBIT', 'ADMIN_ADJUSTMENT', 'CHECKOUT_RELEASE');