CREATE TABLE "battle_pass_rewards" (
	"season" integer NOT NULL,
	"level" integer NOT NULL,
	"track" text NOT NULL,
	"reward" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_pass_rewards_season_level_track_pk" PRIMARY KEY("season","level","track"),
	CONSTRAINT "battle_pass_rewards_level_check" CHECK ("battle_pass_rewards"."level" between 1 and 30),
	CONSTRAINT "battle_pass_rewards_track_check" CHECK ("battle_pass_rewards"."track" in ('free', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "battle_pass_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" integer NOT NULL,
	"player_uuid" uuid NOT NULL,
	"user_id" text,
	"level" integer NOT NULL,
	"track" text NOT NULL,
	"reward" jsonb NOT NULL,
	"delivery_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_pass_claims_level_check" CHECK ("battle_pass_claims"."level" between 1 and 30),
	CONSTRAINT "battle_pass_claims_track_check" CHECK ("battle_pass_claims"."track" in ('free', 'premium'))
);
--> statement-breakpoint
ALTER TABLE "battle_pass_rewards" ADD CONSTRAINT "battle_pass_rewards_season_seasons_number_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_rewards" ADD CONSTRAINT "battle_pass_rewards_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_claims" ADD CONSTRAINT "battle_pass_claims_season_seasons_number_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_claims" ADD CONSTRAINT "battle_pass_claims_player_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_claims" ADD CONSTRAINT "battle_pass_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_pass_claims" ADD CONSTRAINT "battle_pass_claims_delivery_id_delivery_actions_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery_actions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_pass_claims_once_idx" ON "battle_pass_claims" USING btree ("season","player_uuid","level","track");--> statement-breakpoint
-- A claimed reward reaches the game through the delivery queue as its own kind.
ALTER TABLE "delivery_actions" DROP CONSTRAINT "delivery_actions_kind_check";--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_kind_check" CHECK ("delivery_actions"."kind" in ('grant_rank', 'revoke_rank', 'crate_keys', 'boost', 'gym_tokens', 'battle_pass', 'vote_party', 'shiny_transform', 'pokeball_changer', 'pardon', 'warn', 'ban', 'link_code', 'battle_pass_reward'));--> statement-breakpoint
-- The battle pass page follows staff edits and claims live (matches, purchases and champions already notify).
CREATE TRIGGER battle_pass_rewards_notify AFTER INSERT OR UPDATE OR DELETE ON battle_pass_rewards
  FOR EACH ROW EXECUTE FUNCTION notify_change('season');
--> statement-breakpoint
CREATE TRIGGER battle_pass_claims_notify AFTER INSERT OR UPDATE OR DELETE ON battle_pass_claims
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
