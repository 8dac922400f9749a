CREATE TABLE "questionnaire_shares" (
	"professional_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"instrument" text NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_shares_professional_id_patient_id_instrument_pk" PRIMARY KEY("professional_id","patient_id","instrument")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_shares" ADD CONSTRAINT "questionnaire_shares_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_shares" ADD CONSTRAINT "questionnaire_shares_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_shares_patient_idx" ON "questionnaire_shares" USING btree ("patient_id");