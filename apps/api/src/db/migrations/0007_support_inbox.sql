ALTER TABLE "support_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_handled_by_admins_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_messages_open_created_idx" ON "support_messages" USING btree ("created_at","id") WHERE "support_messages"."handled_at" is null;