-- A person's own list reads its page in (selected_date, id) order (decision 119): with the id closing the
-- owner's date index, the scan gives that order and stops at the page's end instead of sorting every
-- session of theirs from the pivot on, and a kept generic plan prefers it to walking everyone's dates.
-- The names stay; the migration's transaction swaps each index at once.
DROP INDEX "sessions_user_date_idx";--> statement-breakpoint
DROP INDEX "sessions_professional_date_idx";--> statement-breakpoint
CREATE INDEX "sessions_user_date_idx" ON "sessions" USING btree ("user_id","selected_date","id");--> statement-breakpoint
CREATE INDEX "sessions_professional_date_idx" ON "sessions" USING btree ("professional_id","selected_date","id");