CREATE TABLE "professional_calendar_feeds" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_onboarding" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"booking_link_copied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "professional_calendar_feeds" ADD CONSTRAINT "professional_calendar_feeds_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_onboarding" ADD CONSTRAINT "professional_onboarding_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "professional_calendar_feeds_token_hash_unique" ON "professional_calendar_feeds" USING btree ("token_hash");