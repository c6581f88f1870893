-- Gym leaders get tools (issue 41.3): their own status for when no game server reports one, a
-- published team, challenges players send them, and payout requests staff see beside the balances.
CREATE TABLE "gym_leader_own_status" (
	"gym_leader_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_leader_own_status_status_check" CHECK ("gym_leader_own_status"."status" in ('online', 'busy', 'offline'))
);
--> statement-breakpoint
ALTER TABLE "gym_leader_own_status" ADD CONSTRAINT "gym_leader_own_status_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "gym_leader_teams" (
	"gym_leader_id" uuid PRIMARY KEY NOT NULL,
	"members" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_leader_teams" ADD CONSTRAINT "gym_leader_teams_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "gym_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gym_leader_id" uuid NOT NULL,
	"challenger_id" text NOT NULL,
	"challenger_uuid" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "gym_challenges_status_check" CHECK ("gym_challenges"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "gym_challenges_answered_check" CHECK (("gym_challenges"."status" = 'pending') = ("gym_challenges"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "gym_challenges" ADD CONSTRAINT "gym_challenges_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gym_challenges" ADD CONSTRAINT "gym_challenges_challenger_id_user_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gym_challenges" ADD CONSTRAINT "gym_challenges_challenger_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("challenger_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "gym_challenges_one_pending_idx" ON "gym_challenges" USING btree ("gym_leader_id","challenger_id") WHERE "gym_challenges"."status" = 'pending';
--> statement-breakpoint
CREATE INDEX "gym_challenges_leader_idx" ON "gym_challenges" USING btree ("gym_leader_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "gym_challenges_challenger_idx" ON "gym_challenges" USING btree ("challenger_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gym_leader_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payout_requests_amount_check" CHECK ("payout_requests"."amount_cents" > 0),
	CONSTRAINT "payout_requests_status_check" CHECK ("payout_requests"."status" in ('open', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_one_open_idx" ON "payout_requests" USING btree ("gym_leader_id") WHERE "payout_requests"."status" = 'open';
--> statement-breakpoint
-- The home page and /gym-leaders show a published team, the dashboard its challenges, the player
-- their challenge's answer and staff the payout requests: each live.
CREATE TRIGGER gym_leader_teams_notify AFTER INSERT OR UPDATE OR DELETE ON gym_leader_teams
  FOR EACH ROW EXECUTE FUNCTION notify_change('gym_leader_id');
--> statement-breakpoint
CREATE TRIGGER gym_challenges_notify AFTER INSERT OR UPDATE OR DELETE ON gym_challenges
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER payout_requests_notify AFTER INSERT OR UPDATE OR DELETE ON payout_requests
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
