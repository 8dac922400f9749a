-- Every listed professional has a row in next_free_hours (decision 118), current or marked stale, so the
-- directory by next hour finds the professionals it must compute in that small table alone instead of
-- comparing every listed professional with the stored rows. Written by hand.
--
-- The mark of migration 0035, now also where a professional stops or starts being listed: a listed
-- professional's row is upserted stale (expires_at at the epoch, the new version, the current names); the
-- row of anyone else (not authorized, banned, without weekly hours, deleted) is removed, so the stale rows
-- the directory reads are only those it lists.
CREATE OR REPLACE FUNCTION "calendar_version_bump"(professional uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
  marked integer;
BEGIN
  INSERT INTO "calendar_versions" AS v ("professional_id", "version") VALUES (professional, 1)
  ON CONFLICT ("professional_id") DO UPDATE SET "version" = v."version" + 1
  RETURNING v."version" INTO bumped;
  INSERT INTO "next_free_hours" AS h ("professional_id", "version", "shared_version", "rules", "computed_at", "expires_at", "next_free", "first_name", "last_name")
  SELECT p."id", bumped, -1, '', 'epoch', 'epoch', NULL, p."first_name", p."last_name" FROM "professionals" p
  WHERE p."id" = professional AND p."authorized" AND NOT p."banned" AND p."has_weekly_hours"
  ON CONFLICT ("professional_id") DO UPDATE SET "version" = excluded."version", "expires_at" = excluded."expires_at",
    "first_name" = excluded."first_name", "last_name" = excluded."last_name";
  GET DIAGNOSTICS marked = ROW_COUNT;
  IF marked = 0 THEN
    DELETE FROM "next_free_hours" WHERE "professional_id" = professional;
  END IF;
END
$$;--> statement-breakpoint
-- Whether a professional is listed also follows the weekly-hours flag: its change now bumps the version
-- too (the slot writes that flip it already did; this covers a direct change of the flag).
DROP TRIGGER "professionals_calendar_version_update" ON "professionals";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "professionals_calendar_version_update" AFTER UPDATE ON "professionals" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."authorized" IS DISTINCT FROM NEW."authorized" OR OLD."banned" IS DISTINCT FROM NEW."banned"
    OR OLD."professional_type" IS DISTINCT FROM NEW."professional_type" OR OLD."service_modality" IS DISTINCT FROM NEW."service_modality"
    OR OLD."clinic_id" IS DISTINCT FROM NEW."clinic_id" OR OLD."own_value_cents" IS DISTINCT FROM NEW."own_value_cents"
    OR OLD."social_value_cents" IS DISTINCT FROM NEW."social_value_cents"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."has_weekly_hours" IS DISTINCT FROM NEW."has_weekly_hours")
  EXECUTE FUNCTION "calendar_version_bump_row"('id');--> statement-breakpoint
-- Every listed professional's row, stale where there was none, and no row for anyone else. Also what a
-- bulk load with `session_replication_role = replica` (which fires no trigger) must run afterwards.
CREATE FUNCTION "next_free_hours_mark_all"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "next_free_hours" h WHERE NOT EXISTS (
    SELECT 1 FROM "professionals" p WHERE p."id" = h."professional_id" AND p."authorized" AND NOT p."banned" AND p."has_weekly_hours");
  INSERT INTO "next_free_hours" AS h ("professional_id", "version", "shared_version", "rules", "computed_at", "expires_at", "next_free", "first_name", "last_name")
  SELECT p."id", coalesce(v."version", 0), -1, '', 'epoch', 'epoch', NULL, p."first_name", p."last_name"
  FROM "professionals" p LEFT JOIN "calendar_versions" v ON v."professional_id" = p."id"
  WHERE p."authorized" AND NOT p."banned" AND p."has_weekly_hours"
  ON CONFLICT ("professional_id") DO UPDATE SET "version" = greatest(h."version", excluded."version"), "expires_at" = excluded."expires_at",
    "first_name" = excluded."first_name", "last_name" = excluded."last_name";
END
$$;--> statement-breakpoint
SELECT "next_free_hours_mark_all"();--> statement-breakpoint
-- Removing a stored row means forgetting the hour: a listed professional's row comes back marked stale in
-- the same statement, so no listed professional is ever without one (the hour is computed at the next read).
CREATE FUNCTION "next_free_hours_keep_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "next_free_hours" ("professional_id", "version", "shared_version", "rules", "computed_at", "expires_at", "next_free", "first_name", "last_name")
  SELECT p."id", coalesce(v."version", 0), -1, '', 'epoch', 'epoch', NULL, p."first_name", p."last_name"
  FROM "professionals" p LEFT JOIN "calendar_versions" v ON v."professional_id" = p."id"
  WHERE p."id" = OLD."professional_id" AND p."authorized" AND NOT p."banned" AND p."has_weekly_hours"
  ON CONFLICT ("professional_id") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "next_free_hours_keep_listed" AFTER DELETE ON "next_free_hours" FOR EACH ROW EXECUTE FUNCTION "next_free_hours_keep_listed"();--> statement-breakpoint
CREATE FUNCTION "next_free_hours_keep_listed_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "next_free_hours_mark_all"();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "next_free_hours_keep_listed_truncate" AFTER TRUNCATE ON "next_free_hours" FOR EACH STATEMENT EXECUTE FUNCTION "next_free_hours_keep_listed_truncate"();--> statement-breakpoint
-- The rows that do not answer as ranges of two small indexes (the directory reads them; decision 118).
CREATE INDEX "next_free_hours_validity_idx" ON "next_free_hours" USING btree ("rules","shared_version","expires_at");--> statement-breakpoint
CREATE INDEX "next_free_hours_computed_idx" ON "next_free_hours" USING btree ("computed_at");
