CREATE TABLE "calendar_versions" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Open-times cache versions (docs/decisions/051-open-times-cache.md), written by hand into this generated
-- migration. The shared row: what every professional's answer reads (services, clinics).
INSERT INTO "calendar_versions" ("professional_id", "version") VALUES ('00000000-0000-0000-0000-000000000000', 0);--> statement-breakpoint
CREATE FUNCTION "calendar_version_bump"(professional uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "calendar_versions" AS v ("professional_id", "version") VALUES (professional, 1)
  ON CONFLICT ("professional_id") DO UPDATE SET "version" = v."version" + 1;
END
$$;--> statement-breakpoint
-- Row triggers of the tables read per professional; TG_ARGV[0] names the column holding the professional.
-- A row moved from one professional to another bumps both, the smaller id first so that two such
-- transactions never wait on each other in a cycle.
CREATE FUNCTION "calendar_version_bump_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id uuid;
  new_id uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := (to_jsonb(OLD) ->> TG_ARGV[0])::uuid; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid; END IF;
  IF old_id IS NOT NULL AND new_id IS NOT NULL AND old_id <> new_id THEN
    PERFORM "calendar_version_bump"(least(old_id, new_id));
    PERFORM "calendar_version_bump"(greatest(old_id, new_id));
  ELSIF coalesce(new_id, old_id) IS NOT NULL THEN
    PERFORM "calendar_version_bump"(coalesce(new_id, old_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "calendar_version_bump_shared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "calendar_version_bump"('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to the commit: the version row of a professional stays locked only for the end of the
-- writing transaction, not for all of it (bookings of one professional queue on it), and the bump is
-- still part of that transaction: a reader sees both the write and the new version, or neither.
CREATE CONSTRAINT TRIGGER "availability_slots_calendar_version" AFTER INSERT OR UPDATE OR DELETE ON "availability_slots" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_row"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "unavailabilities_calendar_version" AFTER INSERT OR UPDATE OR DELETE ON "unavailabilities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_row"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_calendar_version" AFTER INSERT OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_row"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_calendar_version_update" AFTER UPDATE OF "status", "selected_date", "professional_id" ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."selected_date" IS DISTINCT FROM NEW."selected_date" OR OLD."professional_id" IS DISTINCT FROM NEW."professional_id")
  EXECUTE FUNCTION "calendar_version_bump_row"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "waitlist_holds_calendar_version" AFTER INSERT OR DELETE ON "waitlist_holds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_row"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "waitlist_holds_calendar_version_update" AFTER UPDATE ON "waitlist_holds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."starts_at" IS DISTINCT FROM NEW."starts_at" OR OLD."professional_id" IS DISTINCT FROM NEW."professional_id" OR OLD."patient_id" IS DISTINCT FROM NEW."patient_id")
  EXECUTE FUNCTION "calendar_version_bump_row"('professional_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_calendar_version" AFTER INSERT OR DELETE ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_row"('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_calendar_version_update" AFTER UPDATE ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."authorized" IS DISTINCT FROM NEW."authorized" OR OLD."banned" IS DISTINCT FROM NEW."banned"
    OR OLD."professional_type" IS DISTINCT FROM NEW."professional_type" OR OLD."service_modality" IS DISTINCT FROM NEW."service_modality"
    OR OLD."clinic_id" IS DISTINCT FROM NEW."clinic_id" OR OLD."own_value_cents" IS DISTINCT FROM NEW."own_value_cents"
    OR OLD."social_value_cents" IS DISTINCT FROM NEW."social_value_cents")
  EXECUTE FUNCTION "calendar_version_bump_row"('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "services_calendar_version" AFTER INSERT OR UPDATE OR DELETE ON "services" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinics_calendar_version" AFTER INSERT OR UPDATE OR DELETE ON "clinics" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinic_addresses_calendar_version" AFTER INSERT OR UPDATE OR DELETE ON "clinic_addresses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
-- TRUNCATE fires no row trigger: bumping the shared row makes every cached answer stale at once.
CREATE TRIGGER "availability_slots_calendar_truncate" AFTER TRUNCATE ON "availability_slots" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE TRIGGER "unavailabilities_calendar_truncate" AFTER TRUNCATE ON "unavailabilities" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE TRIGGER "sessions_calendar_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE TRIGGER "waitlist_holds_calendar_truncate" AFTER TRUNCATE ON "waitlist_holds" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE TRIGGER "professionals_calendar_truncate" AFTER TRUNCATE ON "professionals" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE TRIGGER "services_calendar_truncate" AFTER TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE TRIGGER "clinics_calendar_truncate" AFTER TRUNCATE ON "clinics" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();--> statement-breakpoint
CREATE TRIGGER "clinic_addresses_calendar_truncate" AFTER TRUNCATE ON "clinic_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_version_bump_shared"();
