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
ALTER TABLE "balance_entries" ADD COLUMN "refund_of_session_id" uuid;--> statement-breakpoint
CREATE FUNCTION "balance_entries_refund_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every reason named '…_REFUND' is a refund; compared as text, so no enum literal is parsed here.
  NEW."refund_of_session_id" := CASE WHEN NEW."reason"::text LIKE '%\_REFUND' THEN NEW."session_id" ELSE NULL END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "balance_entries_refund_key" BEFORE INSERT OR UPDATE ON "balance_entries" FOR EACH ROW EXECUTE FUNCTION "balance_entries_refund_key"();--> statement-breakpoint
UPDATE "balance_entries" SET "refund_of_session_id" = "session_id" WHERE "reason"::text LIKE '%\_REFUND';--> statement-breakpoint
ALTER TABLE "session_no_shows" ADD CONSTRAINT "session_no_shows_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_one_refund_per_session" ON "balance_entries" USING btree ("refund_of_session_id");