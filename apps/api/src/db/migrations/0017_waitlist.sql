CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"week_day" integer,
	"hour" integer,
	"modality" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('WAITING', 'FULFILLED', 'LEFT')),
	CONSTRAINT "waitlist_entries_modality_check" CHECK ("waitlist_entries"."modality" in ('ANY', 'ONLINE', 'IN_PERSON')),
	CONSTRAINT "waitlist_entries_hour_check" CHECK (("waitlist_entries"."week_day" is null and "waitlist_entries"."hour" is null) or ("waitlist_entries"."week_day" between 0 and 6 and "waitlist_entries"."hour" between 0 and 23))
);
--> statement-breakpoint
CREATE TABLE "waitlist_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"slot_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_holds_status_check" CHECK ("waitlist_holds"."status" in ('HELD', 'BOOKED', 'EXPIRED', 'RELEASED'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_slot_id_availability_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_holds" ADD CONSTRAINT "waitlist_holds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_waiting_unique" ON "waitlist_entries" USING btree ("patient_id","professional_id",coalesce("week_day", -1),coalesce("hour", -1)) WHERE "waitlist_entries"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("professional_id","created_at") WHERE "waitlist_entries"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "waitlist_entries_patient_idx" ON "waitlist_entries" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_holds_hour_held_unique" ON "waitlist_holds" USING btree ("professional_id","starts_at") WHERE "waitlist_holds"."status" = 'HELD';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_holds_entry_held_unique" ON "waitlist_holds" USING btree ("entry_id") WHERE "waitlist_holds"."status" = 'HELD';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_holds_entry_hour_unique" ON "waitlist_holds" USING btree ("entry_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_holds_expiry_idx" ON "waitlist_holds" USING btree ("expires_at") WHERE "waitlist_holds"."status" = 'HELD';--> statement-breakpoint
-- A held hour occupies the hour like a live session (docs/decisions/041-waitlist-and-held-hours.md). A
-- unique index cannot span two tables, so each side checks the other under one transaction lock per
-- professional and hour: whichever commits first wins, the other fails as a unique violation.
CREATE FUNCTION "hour_claim_lock"(professional uuid, start timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Keyed on the epoch, not the text of the instant, which would follow each connection's TimeZone.
  PERFORM pg_advisory_xact_lock(hashtextextended('hour:' || professional::text || ':' || extract(epoch from start)::bigint::text, 0));
END
$$;--> statement-breakpoint
CREATE FUNCTION "sessions_respect_waitlist_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Status compared as text: no enum literal is parsed here.
  IF NEW."status"::text = 'CANCELLED' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND OLD."status"::text <> 'CANCELLED' AND OLD."selected_date" = NEW."selected_date" AND OLD."professional_id" = NEW."professional_id" THEN
    RETURN NEW;
  END IF;
  PERFORM "hour_claim_lock"(NEW."professional_id", NEW."selected_date");
  IF EXISTS (
    SELECT 1 FROM "waitlist_holds" h
    WHERE h."professional_id" = NEW."professional_id" AND h."starts_at" = NEW."selected_date" AND h."status" = 'HELD' AND h."patient_id" <> NEW."user_id"
  ) THEN
    RAISE EXCEPTION 'the hour is held for a waitlist offer' USING ERRCODE = 'unique_violation', CONSTRAINT = 'waitlist_holds_hour_held_unique';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_respect_waitlist_holds" BEFORE INSERT OR UPDATE OF "status", "selected_date", "professional_id" ON "sessions" FOR EACH ROW EXECUTE FUNCTION "sessions_respect_waitlist_holds"();--> statement-breakpoint
CREATE FUNCTION "waitlist_holds_respect_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" <> 'HELD' THEN RETURN NEW; END IF;
  PERFORM "hour_claim_lock"(NEW."professional_id", NEW."starts_at");
  IF EXISTS (
    SELECT 1 FROM "sessions" s
    WHERE s."professional_id" = NEW."professional_id" AND s."selected_date" = NEW."starts_at" AND s."status"::text <> 'CANCELLED'
  ) THEN
    RAISE EXCEPTION 'the hour has a live session' USING ERRCODE = 'unique_violation', CONSTRAINT = 'sessions_professional_start_live_unique';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "waitlist_holds_respect_sessions" BEFORE INSERT ON "waitlist_holds" FOR EACH ROW EXECUTE FUNCTION "waitlist_holds_respect_sessions"();
