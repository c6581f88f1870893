CREATE TABLE "request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" text,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_messages_kind_check" CHECK ("request_messages"."kind" in ('note', 'reply')),
	CONSTRAINT "request_messages_request_kind_check" CHECK ("request_messages"."request_kind" in ('tickets', 'bugs', 'features', 'appeals', 'reports', 'application'))
);
--> statement-breakpoint
CREATE TABLE "request_reads" (
	"user_id" text NOT NULL,
	"request_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_reads_user_id_request_kind_item_id_pk" PRIMARY KEY("user_id","request_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ban_appeals" DROP CONSTRAINT "ban_appeals_status_check";--> statement-breakpoint
ALTER TABLE "bug_reports" DROP CONSTRAINT "bug_reports_status_check";--> statement-breakpoint
ALTER TABLE "feature_requests" DROP CONSTRAINT "feature_requests_status_check";--> statement-breakpoint
ALTER TABLE "player_reports" DROP CONSTRAINT "player_reports_status_check";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_status_check";--> statement-breakpoint
ALTER TABLE "delivery_actions" DROP CONSTRAINT "delivery_actions_kind_check";--> statement-breakpoint
UPDATE "ban_appeals" SET "status" = 'declined' WHERE "status" = 'closed';--> statement-breakpoint
UPDATE "bug_reports" SET "status" = 'declined' WHERE "status" = 'closed';--> statement-breakpoint
UPDATE "feature_requests" SET "status" = 'declined' WHERE "status" = 'closed';--> statement-breakpoint
UPDATE "player_reports" SET "status" = 'declined' WHERE "status" = 'closed';--> statement-breakpoint
UPDATE "support_tickets" SET "status" = 'declined' WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "gym_leaders" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ban_appeals" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "player_reports" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assignee_id" text;--> statement-breakpoint
CREATE INDEX "request_messages_item_idx" ON "request_messages" USING btree ("request_kind","item_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_notifications_due_idx" ON "staff_notifications" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
ALTER TABLE "ban_appeals" ADD CONSTRAINT "ban_appeals_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reports" ADD CONSTRAINT "player_reports_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ban_appeals_created_idx" ON "ban_appeals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ban_appeals_status_idx" ON "ban_appeals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ban_appeals_assignee_idx" ON "ban_appeals" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ban_appeals_owner_idx" ON "ban_appeals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ban_appeals_title_trgm_idx" ON "ban_appeals" USING gin ("minecraft_username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bug_reports_created_idx" ON "bug_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bug_reports_status_idx" ON "bug_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bug_reports_assignee_idx" ON "bug_reports" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bug_reports_owner_idx" ON "bug_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bug_reports_title_trgm_idx" ON "bug_reports" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feature_requests_created_idx" ON "feature_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feature_requests_status_idx" ON "feature_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "feature_requests_assignee_idx" ON "feature_requests" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feature_requests_owner_idx" ON "feature_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feature_requests_title_trgm_idx" ON "feature_requests" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "gym_leader_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_element_idx" ON "gym_leader_applications" USING btree ("gym_primary","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "gym_leader_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "gym_leader_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "player_reports_created_idx" ON "player_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "player_reports_status_idx" ON "player_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "player_reports_assignee_idx" ON "player_reports" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "player_reports_owner_idx" ON "player_reports" USING btree ("reporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "player_reports_title_trgm_idx" ON "player_reports" USING gin ("reported_username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_assignee_idx" ON "support_tickets" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_owner_idx" ON "support_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_title_trgm_idx" ON "support_tickets" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "ban_appeals" ADD CONSTRAINT "ban_appeals_status_check" CHECK ("ban_appeals"."status" in ('open', 'in_progress', 'resolved', 'declined'));--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_status_check" CHECK ("bug_reports"."status" in ('open', 'in_progress', 'resolved', 'declined'));--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_status_check" CHECK ("feature_requests"."status" in ('open', 'in_progress', 'resolved', 'declined'));--> statement-breakpoint
ALTER TABLE "player_reports" ADD CONSTRAINT "player_reports_status_check" CHECK ("player_reports"."status" in ('open', 'in_progress', 'resolved', 'declined'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'in_progress', 'resolved', 'declined'));--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_kind_check" CHECK ("delivery_actions"."kind" in ('grant_rank', 'revoke_rank', 'crate_keys', 'boost', 'gym_tokens', 'battle_pass', 'vote_party', 'shiny_transform', 'pokeball_changer', 'pardon', 'warn', 'ban'));--> statement-breakpoint
-- My requests and the staff screens follow the threads live.
CREATE OR REPLACE TRIGGER request_messages_notify AFTER INSERT OR UPDATE OR DELETE ON request_messages
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
-- Whatever a player files lands in the staff notification outbox in the same transaction, so no
-- submission path has to remember it and a notification is never lost to a crash.
CREATE OR REPLACE FUNCTION enqueue_staff_notification() RETURNS trigger AS $$
BEGIN
  INSERT INTO staff_notifications (request_kind, item_id) VALUES (TG_ARGV[0], NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER gym_leader_applications_staff_notify AFTER INSERT ON gym_leader_applications
  FOR EACH ROW EXECUTE FUNCTION enqueue_staff_notification('application');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER support_tickets_staff_notify AFTER INSERT ON support_tickets
  FOR EACH ROW EXECUTE FUNCTION enqueue_staff_notification('tickets');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ban_appeals_staff_notify AFTER INSERT ON ban_appeals
  FOR EACH ROW EXECUTE FUNCTION enqueue_staff_notification('appeals');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER player_reports_staff_notify AFTER INSERT ON player_reports
  FOR EACH ROW EXECUTE FUNCTION enqueue_staff_notification('reports');
