CREATE TABLE "instance_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "social_rate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand into this generated migration (decision 064): sessions booked before the column existed
-- count as social when they sit on a 'valor social' hour of a professional offering one and were priced
-- below the professional's regular value (their own, else the admin's value of the service).
UPDATE "sessions" s SET "social_rate" = true
FROM "availability_slots" a, "professionals" p, "services" v
WHERE s."available_date_id" = a."id" AND a."social_rate"
  AND p."id" = s."professional_id" AND p."social_value_cents" IS NOT NULL
  AND v."id" = s."service_id" AND s."type" = 'DEFAULT'
  AND s."service_value_cents" < coalesce(p."own_value_cents", v."value_cents");
