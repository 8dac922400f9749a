CREATE TABLE "patient_tallies" (
	"banned" boolean NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "patient_tallies_banned_shard_pk" PRIMARY KEY("banned","shard")
);
--> statement-breakpoint
CREATE TABLE "session_tallies" (
	"type" "session_type" NOT NULL,
	"status" "session_status" NOT NULL,
	"payment" "payment_status" NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "session_tallies_type_status_payment_shard_pk" PRIMARY KEY("type","status","payment","shard")
);
--> statement-breakpoint
DROP INDEX "patients_name_search_idx";--> statement-breakpoint
DROP INDEX "professionals_name_search_idx";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(unaccent_immutable(coalesce("first_name", '') || ' ' || coalesce("last_name", '')))) STORED;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(unaccent_immutable("first_name" || ' ' || "last_name"))) STORED;--> statement-breakpoint
CREATE INDEX "sessions_status_payment_date_idx" ON "sessions" USING btree ("status","payment","selected_date","id");--> statement-breakpoint
CREATE INDEX "patients_name_search_idx" ON "patients" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_name_search_idx" ON "professionals" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- Tallies (docs/decisions/054-session-tallies-for-counts-at-scale.md), written by hand into this generated
-- migration: what the dashboard and the admin session list used to count over the whole table, kept by
-- triggers in the transaction of each write. The shard is the writing transaction's own (its id modulo 16):
-- the rows of one transaction land on one shard of each key they touch and two concurrent transactions
-- mostly on different shards, so bookings do not queue on one row and a transaction holds few tally rows.
CREATE FUNCTION "session_tally_add"(session_type session_type, session_status session_status, payment payment_status, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "session_tallies" AS t ("type", "status", "payment", "shard", "count")
  VALUES (session_type, session_status, payment, (txid_current() % 16)::smallint, delta)
  ON CONFLICT ("type", "status", "payment", "shard") DO UPDATE SET "count" = t."count" + excluded."count"
$$;--> statement-breakpoint
CREATE FUNCTION "session_tally_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "session_tally_add"(OLD."type", OLD."status", OLD."payment", -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "session_tally_add"(NEW."type", NEW."status", NEW."payment", 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A deleted patient (deleted_at set) is not counted, as the dashboard never counted one.
CREATE FUNCTION "patient_tally_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tally_shard smallint := (txid_current() % 16)::smallint;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL THEN
    INSERT INTO "patient_tallies" AS t ("banned", "shard", "count") VALUES (OLD."banned", tally_shard, -1)
    ON CONFLICT ("banned", "shard") DO UPDATE SET "count" = t."count" - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL THEN
    INSERT INTO "patient_tallies" AS t ("banned", "shard", "count") VALUES (NEW."banned", tally_shard, 1)
    ON CONFLICT ("banned", "shard") DO UPDATE SET "count" = t."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every count again from the tables, under locks that let reads through and hold writes back: what this
-- migration runs once, and what a bulk load that bypassed the triggers (session_replication_role = replica)
-- runs after it.
CREATE FUNCTION "tallies_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "sessions", "patients" IN SHARE MODE;
  DELETE FROM "session_tallies";
  INSERT INTO "session_tallies" ("type", "status", "payment", "shard", "count")
    SELECT "type", "status", "payment", 0, count(*) FROM "sessions" GROUP BY "type", "status", "payment";
  DELETE FROM "patient_tallies";
  INSERT INTO "patient_tallies" ("banned", "shard", "count")
    SELECT "banned", 0, count(*) FROM "patients" WHERE "deleted_at" IS NULL GROUP BY "banned";
END
$$;--> statement-breakpoint
CREATE FUNCTION "tallies_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to the commit, as the calendar versions are: a tally row stays locked only for the end of the
-- writing transaction, and each event still carries its own row versions, so a row inserted, changed and
-- deleted in one transaction adds up to nothing. An update that leaves the counted columns alone costs
-- nothing (a constraint trigger's WHEN test runs at the update, not at the commit).
CREATE CONSTRAINT TRIGGER "sessions_tally" AFTER INSERT OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "session_tally_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_tally_update" AFTER UPDATE OF "type", "status", "payment" ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."type" IS DISTINCT FROM NEW."type" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."payment" IS DISTINCT FROM NEW."payment")
  EXECUTE FUNCTION "session_tally_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "patients_tally" AFTER INSERT OR DELETE ON "patients" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "patient_tally_row"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "patients_tally_update" AFTER UPDATE OF "banned", "deleted_at" ON "patients" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."banned" IS DISTINCT FROM NEW."banned" OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "patient_tally_row"();--> statement-breakpoint
-- TRUNCATE fires no row trigger: it empties the tallies with the table.
CREATE TRIGGER "sessions_tally_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "tallies_clear"('session_tallies');--> statement-breakpoint
CREATE TRIGGER "patients_tally_truncate" AFTER TRUNCATE ON "patients" FOR EACH STATEMENT EXECUTE FUNCTION "tallies_clear"('patient_tallies');--> statement-breakpoint
SELECT "tallies_recount"();
