ALTER TABLE "professionals" ADD COLUMN "crp_pj" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "postgraduate_area" text;