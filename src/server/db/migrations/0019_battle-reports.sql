CREATE TABLE "battle_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reporter_user_id" text NOT NULL,
	"reporter_uuid" uuid NOT NULL,
	"opponent_user_id" text NOT NULL,
	"opponent_uuid" uuid NOT NULL,
	"gym_leader_id" uuid,
	"winner_uuid" uuid NOT NULL,
	"counted" boolean,
	"dispute_reason" text,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "battle_reports_format_check" CHECK ("battle_reports"."format" in ('gym', 'ladder')),
	CONSTRAINT "battle_reports_status_check" CHECK ("battle_reports"."status" in ('open', 'confirmed', 'disputed', 'lapsed', 'voided')),
	CONSTRAINT "battle_reports_players_check" CHECK ("battle_reports"."reporter_uuid" <> "battle_reports"."opponent_uuid"),
	CONSTRAINT "battle_reports_winner_check" CHECK ("battle_reports"."winner_uuid" in ("battle_reports"."reporter_uuid", "battle_reports"."opponent_uuid")),
	CONSTRAINT "battle_reports_gym_check" CHECK ("battle_reports"."format" = 'gym' or "battle_reports"."gym_leader_id" is null)
);
--> statement-breakpoint
ALTER TABLE "battle_reports" ADD CONSTRAINT "battle_reports_reporter_user_id_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_reports" ADD CONSTRAINT "battle_reports_reporter_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("reporter_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_reports" ADD CONSTRAINT "battle_reports_opponent_user_id_user_id_fk" FOREIGN KEY ("opponent_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_reports" ADD CONSTRAINT "battle_reports_opponent_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("opponent_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_reports" ADD CONSTRAINT "battle_reports_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_reports" ADD CONSTRAINT "battle_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_reports_one_open_pair_idx" ON "battle_reports" USING btree (least("reporter_uuid", "opponent_uuid"),greatest("reporter_uuid", "opponent_uuid")) WHERE "battle_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "battle_reports_pair_counted_idx" ON "battle_reports" USING btree (least("reporter_uuid", "opponent_uuid"),greatest("reporter_uuid", "opponent_uuid"),"decided_at") WHERE "battle_reports"."counted";--> statement-breakpoint
CREATE INDEX "battle_reports_reporter_idx" ON "battle_reports" USING btree ("reporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "battle_reports_opponent_idx" ON "battle_reports" USING btree ("opponent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "battle_reports_open_idx" ON "battle_reports" USING btree ("created_at") WHERE "battle_reports"."status" = 'open';--> statement-breakpoint
-- A player's battles page, the staff queue and the overview follow reports live.
CREATE OR REPLACE TRIGGER battle_reports_notify AFTER INSERT OR UPDATE OR DELETE ON battle_reports
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
