CREATE TYPE "public"."actor_kind" AS ENUM('patient', 'professional', 'admin');--> statement-breakpoint
CREATE TYPE "public"."balance_entry_reason" AS ENUM('CANCELLATION_REFUND', 'PROFESSIONAL_CANCELLATION_REFUND', 'ADMIN_CANCELLATION_REFUND', 'LATE_PAYMENT', 'CHECKOUT_DEBIT', 'ADMIN_ADJUSTMENT');--> statement-breakpoint
CREATE TYPE "public"."brazilian_state" AS ENUM('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO');--> statement-breakpoint
CREATE TYPE "public"."consent_document" AS ENUM('PATIENT_TERMS', 'PRIVACY_POLICY', 'PROFESSIONAL_TERMS');--> statement-breakpoint
CREATE TYPE "public"."contract_type" AS ENUM('INDEPENDENT', 'PARTNER');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('WAITING', 'DONE', 'FAILED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."professional_type" AS ENUM('PSYCHOLOGIST', 'DOCTOR_POSTGRADUATE', 'PSYCHIATRIST');--> statement-breakpoint
CREATE TYPE "public"."service_modality" AS ENUM('FULL_REMOTE', 'HYBRID', 'FULL_PRESENCIAL');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED', 'STARTED', 'FINISHED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."session_type" AS ENUM('DEFAULT', 'RETURN');--> statement-breakpoint
CREATE TYPE "public"."unavailability_type" AS ENUM('CONFERENCE', 'CUSTOM', 'HOLIDAY', 'MEDICAL_LEAVE', 'PERSONAL_DAY', 'TECHNICAL_ISSUE', 'VACATION');--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"actor_kind" "actor_kind" NOT NULL,
	"actor_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_kind" "actor_kind" NOT NULL,
	"actor_id" uuid NOT NULL,
	"document" "consent_document" NOT NULL,
	"version" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_kind" "actor_kind" NOT NULL,
	"actor_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"week_day" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_slots_week_day_check" CHECK ("availability_slots"."week_day" between 0 and 6),
	CONSTRAINT "availability_slots_hours_check" CHECK ("availability_slots"."start_time" ~ '^([01][0-9]|2[0-3])00$' and "availability_slots"."end_time" ~ '^([01][0-9]|2[0-4])00$' and "availability_slots"."start_time" < "availability_slots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "unavailabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"type" "unavailability_type" NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unavailabilities_range_check" CHECK ("unavailabilities"."start_date" <= "unavailabilities"."end_date")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"priority" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_name" text NOT NULL,
	"professional_type" "professional_type" NOT NULL,
	"session_type" "session_type" NOT NULL,
	"value_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"street_name" text NOT NULL,
	"district_name" text NOT NULL,
	"postal_code" text NOT NULL,
	"number" text NOT NULL,
	"city" text NOT NULL,
	"state" "brazilian_state" NOT NULL,
	"ref" text
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cnpj" text NOT NULL,
	"phone_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_kind" "actor_kind" NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" "balance_entry_reason" NOT NULL,
	"session_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"method" text,
	"status" "payment_status" DEFAULT 'WAITING' NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_used_cents" integer DEFAULT 0 NOT NULL,
	"checkout_url" text,
	"paid_at" timestamp with time zone,
	"receipt_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"profile_photo_url" text,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"birthday" date,
	"cpf" text,
	"phone_number" text,
	"profile_photo_url" text,
	"is_complete" boolean DEFAULT false NOT NULL,
	"is_member" boolean DEFAULT false NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"google_subject" text,
	"google_permissions_allowed" boolean DEFAULT false NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"last_ban" timestamp with time zone,
	"last_ban_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professionals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"birthday" date,
	"profile_photo_url" text,
	"clinic_id" uuid,
	"service_modality" "service_modality" NOT NULL,
	"lattes_url" text NOT NULL,
	"video_url" text,
	"brief_description" text,
	"crm_or_crp" text NOT NULL,
	"rqe" text,
	"cpf_or_cnpj" text NOT NULL,
	"document_state" "brazilian_state" NOT NULL,
	"pos_degree" boolean DEFAULT false NOT NULL,
	"professional_type" "professional_type" NOT NULL,
	"contract" "contract_type" DEFAULT 'INDEPENDENT' NOT NULL,
	"authorized" boolean DEFAULT false NOT NULL,
	"allow_returns" boolean DEFAULT false NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"google_subject" text,
	"google_permissions_allowed" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"available_date_id" uuid,
	"selected_date" timestamp with time zone NOT NULL,
	"is_online" boolean NOT NULL,
	"meets_url" text,
	"status" "session_status" DEFAULT 'CREATED' NOT NULL,
	"payment" "payment_status" DEFAULT 'WAITING' NOT NULL,
	"type" "session_type" DEFAULT 'DEFAULT' NOT NULL,
	"parent_session_id" uuid,
	"service_value_cents" integer NOT NULL,
	"operating_cost_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"checkout_expires_at" timestamp with time zone,
	"patient_reschedule_count" integer DEFAULT 0 NOT NULL,
	"created_by_kind" "actor_kind" NOT NULL,
	"created_by_id" uuid NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_kind" "actor_kind",
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_addresses" ADD CONSTRAINT "clinic_addresses_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_user_id_patients_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_patients_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_available_date_id_availability_slots_id_fk" FOREIGN KEY ("available_date_id") REFERENCES "public"."availability_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_parent_session_id_sessions_id_fk" FOREIGN KEY ("parent_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_token_hash_unique" ON "auth_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_actor_idx" ON "auth_sessions" USING btree ("actor_kind","actor_id");--> statement-breakpoint
CREATE INDEX "consents_actor_idx" ON "consents" USING btree ("actor_kind","actor_id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_actor_idx" ON "password_reset_codes" USING btree ("actor_kind","actor_id");--> statement-breakpoint
CREATE INDEX "availability_slots_professional_idx" ON "availability_slots" USING btree ("professional_id","week_day");--> statement-breakpoint
CREATE INDEX "unavailabilities_professional_idx" ON "unavailabilities" USING btree ("professional_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "services_type_unique" ON "services" USING btree ("professional_type","session_type");--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_addresses_clinic_unique" ON "clinic_addresses" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_unique" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_dedupe_unique" ON "scheduled_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("run_at") WHERE "scheduled_jobs"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "balance_entries_user_idx" ON "balance_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_session_reason_unique" ON "balance_entries" USING btree ("session_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_unique" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payments_session_idx" ON "payments" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_unique" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_unique" ON "admins" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_email_unique" ON "patients" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_google_subject_unique" ON "patients" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "patients_name_search_idx" ON "patients" USING gin ((lower(unaccent_immutable(coalesce("first_name", '') || ' ' || coalesce("last_name", '')))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "professionals_email_unique" ON "professionals" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "professionals_google_subject_unique" ON "professionals" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "professionals_type_authorized_idx" ON "professionals" USING btree ("professional_type","authorized");--> statement-breakpoint
CREATE INDEX "professionals_name_search_idx" ON "professionals" USING gin ((lower(unaccent_immutable("first_name" || ' ' || "last_name"))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_professional_start_live_unique" ON "sessions" USING btree ("professional_id","selected_date") WHERE "sessions"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_patient_start_live_unique" ON "sessions" USING btree ("user_id","selected_date") WHERE "sessions"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "sessions_user_date_idx" ON "sessions" USING btree ("user_id","selected_date");--> statement-breakpoint
CREATE INDEX "sessions_professional_date_idx" ON "sessions" USING btree ("professional_id","selected_date");--> statement-breakpoint
CREATE INDEX "sessions_status_date_idx" ON "sessions" USING btree ("status","selected_date");--> statement-breakpoint
CREATE INDEX "sessions_expiry_idx" ON "sessions" USING btree ("checkout_expires_at") WHERE "sessions"."status" = 'CREATED';