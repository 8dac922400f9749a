-- Narrow tables of each person's searchable name and id (decision 118), for the admin's session search:
-- the trigram index finds the matching rows, and these rows are small enough that reading their ids costs
-- about a third of the pages the people's own rows did. Generated, then the filling and the triggers
-- written by hand.
CREATE TABLE "patient_search_names" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_search_names" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_search_names" ADD CONSTRAINT "patient_search_names_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_search_names" ADD CONSTRAINT "professional_search_names_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Filled before the indexes are built: one build instead of an insert per row.
INSERT INTO "patient_search_names" ("patient_id", "search_name") SELECT "id", "search_name" FROM "patients";--> statement-breakpoint
INSERT INTO "professional_search_names" ("professional_id", "search_name") SELECT "id", "search_name" FROM "professionals";--> statement-breakpoint
CREATE INDEX "patient_search_names_trgm_idx" ON "patient_search_names" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_search_names_trgm_idx" ON "professional_search_names" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- Kept in the writing transaction: an insert adds the row, a change of name rewrites it (the people's
-- generated `search_name` is already computed in an AFTER trigger); a deletion goes through the foreign key.
-- The upsert also repairs a row missing after a bulk load that turned the triggers off.
CREATE FUNCTION "patient_search_name_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_search_names" ("patient_id", "search_name") VALUES (NEW."id", NEW."search_name")
  ON CONFLICT ("patient_id") DO UPDATE SET "search_name" = excluded."search_name";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "professional_search_name_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "professional_search_names" ("professional_id", "search_name") VALUES (NEW."id", NEW."search_name")
  ON CONFLICT ("professional_id") DO UPDATE SET "search_name" = excluded."search_name";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patients_search_name_insert" AFTER INSERT ON "patients" FOR EACH ROW EXECUTE FUNCTION "patient_search_name_keep"();--> statement-breakpoint
CREATE TRIGGER "patients_search_name_update" AFTER UPDATE ON "patients" FOR EACH ROW
  WHEN (OLD."search_name" IS DISTINCT FROM NEW."search_name")
  EXECUTE FUNCTION "patient_search_name_keep"();--> statement-breakpoint
CREATE TRIGGER "professionals_search_name_insert" AFTER INSERT ON "professionals" FOR EACH ROW EXECUTE FUNCTION "professional_search_name_keep"();--> statement-breakpoint
CREATE TRIGGER "professionals_search_name_update" AFTER UPDATE ON "professionals" FOR EACH ROW
  WHEN (OLD."search_name" IS DISTINCT FROM NEW."search_name")
  EXECUTE FUNCTION "professional_search_name_keep"();
--> statement-breakpoint
-- After a bulk load with `session_replication_role = replica`, which fires no trigger (neither these nor the
-- foreign keys' deletions): the tables made equal to the people's names again.
CREATE FUNCTION "search_names_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "patient_search_names" n WHERE NOT EXISTS (SELECT 1 FROM "patients" p WHERE p."id" = n."patient_id");
  INSERT INTO "patient_search_names" AS n ("patient_id", "search_name") SELECT "id", "search_name" FROM "patients"
  ON CONFLICT ("patient_id") DO UPDATE SET "search_name" = excluded."search_name" WHERE n."search_name" IS DISTINCT FROM excluded."search_name";
  DELETE FROM "professional_search_names" n WHERE NOT EXISTS (SELECT 1 FROM "professionals" p WHERE p."id" = n."professional_id");
  INSERT INTO "professional_search_names" AS n ("professional_id", "search_name") SELECT "id", "search_name" FROM "professionals"
  ON CONFLICT ("professional_id") DO UPDATE SET "search_name" = excluded."search_name" WHERE n."search_name" IS DISTINCT FROM excluded."search_name";
END
$$;
