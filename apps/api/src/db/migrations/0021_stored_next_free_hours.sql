CREATE TABLE "next_free_hours" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"shared_version" bigint NOT NULL,
	"rules" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"next_free" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "next_free_hours" ADD CONSTRAINT "next_free_hours_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;