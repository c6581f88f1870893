CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"target_table" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_table","target_id","id");--> statement-breakpoint
CREATE INDEX "waitlist_created_idx" ON "waitlist" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "delivery_actions_player_idx" ON "delivery_actions" USING btree ("player_uuid","seq");--> statement-breakpoint
CREATE INDEX "delivery_actions_status_seq_idx" ON "delivery_actions" USING btree ("status","seq");--> statement-breakpoint
-- The audit log is append-only for everyone, the site's own database user included.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- The staff overview follows its queues and the audit log live.
CREATE OR REPLACE TRIGGER audit_log_notify AFTER INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER gym_leader_applications_notify AFTER INSERT OR UPDATE OR DELETE ON gym_leader_applications
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER support_tickets_notify AFTER INSERT OR UPDATE OR DELETE ON support_tickets
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER bug_reports_notify AFTER INSERT OR UPDATE OR DELETE ON bug_reports
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER feature_requests_notify AFTER INSERT OR UPDATE OR DELETE ON feature_requests
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ban_appeals_notify AFTER INSERT OR UPDATE OR DELETE ON ban_appeals
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER player_reports_notify AFTER INSERT OR UPDATE OR DELETE ON player_reports
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER delivery_actions_notify AFTER INSERT OR DELETE OR UPDATE OF status ON delivery_actions
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER game_api_keys_notify AFTER INSERT OR UPDATE OR DELETE ON game_api_keys
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
