-- Stored next free hours marked stale where the calendar version changes (decision 114), written by hand
-- into this generated migration. The rows are derived data: emptied here, the directory computes and
-- stores them again at its next read ordered by next hour.
DELETE FROM "next_free_hours";--> statement-breakpoint
ALTER TABLE "next_free_hours" ADD COLUMN "first_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "next_free_hours" ADD COLUMN "last_name" text NOT NULL;--> statement-breakpoint
CREATE INDEX "next_free_hours_order_idx" ON "next_free_hours" USING btree ("next_free","first_name","last_name","professional_id");--> statement-breakpoint
-- The bump of migration 0019, which every version trigger calls, now also marks the professional's stored
-- hour stale in the same transaction: expires_at = the epoch (a read takes the row as current only while
-- the clock is before it) and version = the new version. The row is written even when none was stored:
-- a directory read that computed the hour from a snapshot taken before this write then finds it on
-- conflict, and does not store its older hour over a newer version (next-free-hour.repository.ts).
-- Only for a professional who still exists (the deletion of one bumps too; its row went with it).
CREATE OR REPLACE FUNCTION "calendar_version_bump"(professional uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  INSERT INTO "calendar_versions" AS v ("professional_id", "version") VALUES (professional, 1)
  ON CONFLICT ("professional_id") DO UPDATE SET "version" = v."version" + 1
  RETURNING v."version" INTO bumped;
  INSERT INTO "next_free_hours" AS h ("professional_id", "version", "shared_version", "rules", "computed_at", "expires_at", "next_free", "first_name", "last_name")
  SELECT p."id", bumped, -1, '', 'epoch', 'epoch', NULL, p."first_name", p."last_name" FROM "professionals" p WHERE p."id" = professional
  ON CONFLICT ("professional_id") DO UPDATE SET "version" = excluded."version", "expires_at" = excluded."expires_at",
    "first_name" = excluded."first_name", "last_name" = excluded."last_name";
END
$$;--> statement-breakpoint
-- The stored rows copy the names for the directory's order: a name change bumps the version as the
-- other facts of the row did (migration 0019's list, plus the names).
DROP TRIGGER "professionals_calendar_version_update" ON "professionals";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_calendar_version_update" AFTER UPDATE ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."authorized" IS DISTINCT FROM NEW."authorized" OR OLD."banned" IS DISTINCT FROM NEW."banned"
    OR OLD."professional_type" IS DISTINCT FROM NEW."professional_type" OR OLD."service_modality" IS DISTINCT FROM NEW."service_modality"
    OR OLD."clinic_id" IS DISTINCT FROM NEW."clinic_id" OR OLD."own_value_cents" IS DISTINCT FROM NEW."own_value_cents"
    OR OLD."social_value_cents" IS DISTINCT FROM NEW."social_value_cents"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "calendar_version_bump_row"('id');
