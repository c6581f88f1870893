-- Trigram indexes let staff search by any part of a name or email.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waitlist_name_trgm_idx" ON "waitlist" USING gin ("player_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waitlist_email_trgm_idx" ON "waitlist" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_actions_open_idx" ON "delivery_actions" USING btree ("created_at") WHERE status in ('pending', 'failed');