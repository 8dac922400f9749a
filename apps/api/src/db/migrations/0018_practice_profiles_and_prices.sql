CREATE TABLE "practice_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_terms_kind_check" CHECK ("practice_terms"."kind" in ('APPROACH', 'THEME'))
);
--> statement-breakpoint
CREATE TABLE "professional_terms" (
	"professional_id" uuid NOT NULL,
	"term_id" uuid NOT NULL,
	CONSTRAINT "professional_terms_professional_id_term_id_pk" PRIMARY KEY("professional_id","term_id")
);
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD COLUMN "social_rate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "min_value_cents" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "max_value_cents" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "languages" text[] DEFAULT '{PT}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "pronouns" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "own_value_cents" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "social_value_cents" integer;--> statement-breakpoint
ALTER TABLE "professional_terms" ADD CONSTRAINT "professional_terms_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_terms" ADD CONSTRAINT "professional_terms_term_id_practice_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."practice_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_terms_kind_name_unique" ON "practice_terms" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE INDEX "professional_terms_term_idx" ON "professional_terms" USING btree ("term_id","professional_id");--> statement-breakpoint
CREATE INDEX "professionals_languages_idx" ON "professionals" USING gin ("languages");--> statement-breakpoint
-- The starting vocabularies (decision 043): every database has them, the admin renames or deactivates.
INSERT INTO "practice_terms" ("kind", "name") VALUES
	('APPROACH', 'TCC (Terapia Cognitivo-Comportamental)'), ('APPROACH', 'Psicanálise'), ('APPROACH', 'Humanista'),
	('APPROACH', 'Gestalt-terapia'), ('APPROACH', 'Sistêmica'), ('APPROACH', 'Comportamental'),
	('APPROACH', 'Psiquiatria clínica'),
	('THEME', 'Ansiedade'), ('THEME', 'Depressão'), ('THEME', 'Luto'), ('THEME', 'Relacionamentos'),
	('THEME', 'Trabalho e carreira'), ('THEME', 'TDAH'), ('THEME', 'Autoestima'), ('THEME', 'LGBTQIA+')
ON CONFLICT DO NOTHING;
