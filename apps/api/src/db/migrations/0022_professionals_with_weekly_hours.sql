ALTER TABLE "professionals" ADD COLUMN "has_weekly_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether a professional has a weekly slot (docs/decisions/062-stored-next-free-hours.md), written by hand
-- into this generated migration. Kept in the transaction of every write to availability_slots. The
-- professional's row is locked first (FOR NO KEY UPDATE: bookings' foreign-key checks still pass), so two
-- transactions changing one professional's slots take turns, and the second counts the slots with the
-- first one's committed: without the lock, one deleting the last slot while another adds one could each
-- miss the other's write and leave the flag false with a slot in place.
CREATE FUNCTION "professional_weekly_hours_refresh"(professional uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "professionals" WHERE "id" = professional FOR NO KEY UPDATE;
  UPDATE "professionals" p SET "has_weekly_hours" = s.present
  FROM (SELECT EXISTS (SELECT 1 FROM "availability_slots" a WHERE a."professional_id" = professional AND a."deleted_at" IS NULL) AS present) s
  WHERE p."id" = professional AND p."has_weekly_hours" IS DISTINCT FROM s.present;
END $$;
--> statement-breakpoint
CREATE FUNCTION "availability_slots_weekly_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "professionals" SET "has_weekly_hours" = false WHERE "has_weekly_hours";
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM professional_weekly_hours_refresh(NEW."professional_id");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM professional_weekly_hours_refresh(OLD."professional_id");
  ELSE
    PERFORM professional_weekly_hours_refresh(NEW."professional_id");
    IF OLD."professional_id" <> NEW."professional_id" THEN PERFORM professional_weekly_hours_refresh(OLD."professional_id"); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "availability_slots_weekly_hours_row" AFTER INSERT OR DELETE OR UPDATE OF "professional_id", "deleted_at" ON "availability_slots"
  FOR EACH ROW EXECUTE FUNCTION "availability_slots_weekly_hours"();
--> statement-breakpoint
CREATE TRIGGER "availability_slots_weekly_hours_truncate" AFTER TRUNCATE ON "availability_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "availability_slots_weekly_hours"();
--> statement-breakpoint
UPDATE "professionals" p SET "has_weekly_hours" = true
  WHERE EXISTS (SELECT 1 FROM "availability_slots" a WHERE a."professional_id" = p."id" AND a."deleted_at" IS NULL);
