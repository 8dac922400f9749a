ALTER TYPE "public"."balance_entry_reason" ADD VALUE 'CHECKOUT_RELEASE';--> statement-breakpoint
CREATE SEQUENCE "public"."receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "balance_entries_session_reason_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_payment_reason_unique" ON "balance_entries" USING btree ("payment_id","reason") WHERE "balance_entries"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_session_reason_unique" ON "balance_entries" USING btree ("session_id","reason") WHERE "balance_entries"."reason" <> 'LATE_PAYMENT';