ALTER TABLE "professionals" ADD COLUMN "deauthorized_at" timestamp with time zone;--> statement-breakpoint
-- Professionals suspended before this column existed: the audit log says whether the latest
-- authorization change was a withdrawal.
UPDATE "professionals" p SET "deauthorized_at" = last_change."created_at"
FROM (
  SELECT DISTINCT ON ("entity_id") "entity_id", "action", "created_at"
  FROM "audit_log"
  WHERE "entity" = 'professional' AND "action" IN ('professional.authorize', 'professional.deauthorize')
  ORDER BY "entity_id", "created_at" DESC
) last_change
WHERE p."id" = last_change."entity_id" AND p."authorized" = false AND last_change."action" = 'professional.deauthorize';--> statement-breakpoint
CREATE UNIQUE INDEX "professionals_cpf_or_cnpj_unique" ON "professionals" USING btree ("cpf_or_cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "professionals_council_registration_unique" ON "professionals" USING btree ("crm_or_crp","document_state");
