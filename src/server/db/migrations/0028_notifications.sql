-- Notifications for players (issue 41): one row per event and recipient, the kinds whose mail a player
-- turned off, and the outbox of mails (one per notification and channel, retried with backoff).
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"subject" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_once_per_event" UNIQUE("user_id","event_key"),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('request_reply', 'checkin_open', 'match_ready', 'delivery_failed', 'badge_awarded'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('request_reply', 'checkin_open', 'match_ready', 'delivery_failed', 'badge_awarded'))
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_sends_once_per_channel" UNIQUE("notification_id","channel"),
	CONSTRAINT "notification_sends_channel_check" CHECK ("notification_sends"."channel" in ('email'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_sends_due_idx" ON "notification_sends" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
-- The player's list and count follow new notifications live; the staff outbox screen follows the sends.
CREATE TRIGGER notifications_notify AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER notification_sends_notify AFTER INSERT OR UPDATE OR DELETE ON notification_sends
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
