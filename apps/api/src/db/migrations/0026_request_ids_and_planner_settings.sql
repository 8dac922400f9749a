ALTER TABLE "email_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
-- The planner settings of decision 062 live on the database (decision 072): every new connection gets
-- them, whether it comes straight from an instance, through PgBouncer in any mode, or from psql. A role
-- that does not own the database may not change them: that warns instead of failing the upgrade, and
-- each instance then says so at start (docs/operations.md).
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
  EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'Acolhe: could not set jit and random_page_cost on database %: run ALTER DATABASE as its owner (docs/operations.md)', current_database();
END
$$;
