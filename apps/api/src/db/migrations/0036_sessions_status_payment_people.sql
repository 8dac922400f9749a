-- The admin's status-and-payment index, closed by the patient and the professional (decision 114): a name
-- search checks each entry's people in the index (an index-only scan) instead of reading each session's
-- row. Built before the old one is dropped, so the list never goes without one.
CREATE INDEX "sessions_status_payment_date_people_idx" ON "sessions" USING btree ("status","payment","selected_date","id","user_id","professional_id");--> statement-breakpoint
DROP INDEX "sessions_status_payment_date_idx";
