CREATE TABLE "questionnaire_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"email_dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"contact_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"instrument" text NOT NULL,
	"schedule" text NOT NULL,
	"every_n" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "questionnaire_assignments_every_n" CHECK (("questionnaire_assignments"."schedule" = 'EVERY_N_SESSIONS') = ("questionnaire_assignments"."every_n" IS NOT NULL) AND ("questionnaire_assignments"."every_n" IS NULL OR "questionnaire_assignments"."every_n" BETWEEN 2 AND 12))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"instrument" text NOT NULL,
	"key_id" text NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" text NOT NULL,
	"risk" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_alerts" ADD CONSTRAINT "questionnaire_alerts_response_id_questionnaire_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_alerts" ADD CONSTRAINT "questionnaire_alerts_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_alerts" ADD CONSTRAINT "questionnaire_alerts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_alerts" ADD CONSTRAINT "questionnaire_alerts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_assignment_id_questionnaire_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."questionnaire_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_alerts_response_unique" ON "questionnaire_alerts" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "questionnaire_alerts_professional_idx" ON "questionnaire_alerts" USING btree ("professional_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_assignments_running_unique" ON "questionnaire_assignments" USING btree ("professional_id","patient_id","instrument") WHERE "questionnaire_assignments"."stopped_at" IS NULL;--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_patient_idx" ON "questionnaire_assignments" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_once_unique" ON "questionnaire_responses" USING btree ("assignment_id","session_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_pair_idx" ON "questionnaire_responses" USING btree ("professional_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_session_idx" ON "questionnaire_responses" USING btree ("session_id");