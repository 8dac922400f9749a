CREATE TYPE "public"."tax_receipt_status" AS ENUM('PENDING', 'ISSUED', 'NOT_NEEDED');--> statement-breakpoint
CREATE TABLE "tax_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"payer_name" text NOT NULL,
	"payer_cpf" text,
	"beneficiary_name" text NOT NULL,
	"beneficiary_cpf" text,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"professional_cpf" text NOT NULL,
	"council" text NOT NULL,
	"council_registration" text NOT NULL,
	"description" text NOT NULL,
	"status" "tax_receipt_status" DEFAULT 'PENDING' NOT NULL,
	"receipt_number" text,
	"issued_at" timestamp with time zone,
	"refunded_after_issue_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_receipts_payment_unique" ON "tax_receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "tax_receipts_professional_paid_idx" ON "tax_receipts" USING btree ("professional_id","paid_at");--> statement-breakpoint
CREATE INDEX "tax_receipts_session_idx" ON "tax_receipts" USING btree ("session_id");