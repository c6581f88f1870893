CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"discord_id" text,
	"role" text DEFAULT 'player' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_discord_id_unique" UNIQUE("discord_id"),
	CONSTRAINT "user_role_check" CHECK ("user"."role" in ('player', 'staff', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_awards" (
	"season" integer NOT NULL,
	"player_uuid" uuid NOT NULL,
	"element" text NOT NULL,
	"gym_leader_id" uuid,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_awards_season_player_uuid_element_pk" PRIMARY KEY("season","player_uuid","element"),
	CONSTRAINT "badge_awards_element_check" CHECK ("badge_awards"."element" in ('normal', 'fire', 'water', 'electric', 'grass', 'ice', 'fighting', 'poison', 'ground', 'flying', 'psychic', 'bug', 'rock', 'ghost', 'dragon', 'dark', 'steel', 'fairy'))
);
--> statement-breakpoint
CREATE TABLE "elo_ratings" (
	"player_uuid" uuid PRIMARY KEY NOT NULL,
	"rating" integer DEFAULT 1000 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elo_ratings_counts_check" CHECK ("elo_ratings"."wins" >= 0 and "elo_ratings"."losses" >= 0 and "elo_ratings"."games_played" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gym_leaders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"display_name" text NOT NULL,
	"element" text NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"badges_awarded" integer DEFAULT 0 NOT NULL,
	"win_rate" real DEFAULT 0 NOT NULL,
	"next_available_at" timestamp with time zone,
	"presence_at" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_leaders_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "gym_leaders_element_check" CHECK ("gym_leaders"."element" in ('normal', 'fire', 'water', 'electric', 'grass', 'ice', 'fighting', 'poison', 'ground', 'flying', 'psychic', 'bug', 'rock', 'ghost', 'dragon', 'dark', 'steel', 'fairy')),
	CONSTRAINT "gym_leaders_status_check" CHECK ("gym_leaders"."status" in ('online', 'busy', 'offline')),
	CONSTRAINT "gym_leaders_win_rate_check" CHECK ("gym_leaders"."win_rate" between 0 and 1),
	CONSTRAINT "gym_leaders_badges_check" CHECK ("gym_leaders"."badges_awarded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"gym_leader_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"result" text DEFAULT 'in_progress' NOT NULL,
	"leader_uuid" uuid NOT NULL,
	"challenger_uuid" uuid NOT NULL,
	"winner_uuid" uuid,
	"loser_uuid" uuid,
	"leader_delta" integer,
	"challenger_delta" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_kind_check" CHECK ("matches"."kind" in ('gym', 'ladder')),
	CONSTRAINT "matches_result_check" CHECK ("matches"."result" in ('in_progress', 'leader_won', 'challenger_won', 'voided')),
	CONSTRAINT "matches_players_check" CHECK ("matches"."leader_uuid" <> "matches"."challenger_uuid")
);
--> statement-breakpoint
CREATE TABLE "minecraft_accounts" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"linked_at" timestamp with time zone,
	"champion" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "minecraft_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "ban_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"minecraft_username" text NOT NULL,
	"discord_username" text,
	"ban_reason" text NOT NULL,
	"appeal_reason" text NOT NULL,
	"additional_info" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ban_appeals_status_check" CHECK ("ban_appeals"."status" in ('open', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"steps_to_reproduce" text,
	"expected_behavior" text,
	"actual_behavior" text,
	"minecraft_version" text,
	"mod_version" text,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_reports_severity_check" CHECK ("bug_reports"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "bug_reports_status_check" CHECK ("bug_reports"."status" in ('open', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_once" UNIQUE("event_id","user_id"),
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('registered', 'waitlisted', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"rewards" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('tournament', 'themed', 'raid', 'quick'))
);
--> statement-breakpoint
CREATE TABLE "feature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"use_case" text,
	"priority" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_requests_priority_check" CHECK ("feature_requests"."priority" in ('low', 'normal', 'high')),
	CONSTRAINT "feature_requests_status_check" CHECK ("feature_requests"."status" in ('open', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "gym_leader_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"full_name" text NOT NULL,
	"discord_username" text NOT NULL,
	"minecraft_username" text NOT NULL,
	"email" text NOT NULL,
	"timezone" text NOT NULL,
	"age_confirmed" boolean NOT NULL,
	"age_number" integer,
	"available_days" jsonb NOT NULL,
	"available_times" jsonb NOT NULL,
	"gym_primary" text NOT NULL,
	"gym_secondary" text,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"tournament_experience" text,
	"highest_ranking" text,
	"team_building_philosophy" text NOT NULL,
	"discord_management_experience" boolean DEFAULT false NOT NULL,
	"status_update_comfort" boolean DEFAULT false NOT NULL,
	"conflict_response" text NOT NULL,
	"why_join" text NOT NULL,
	"creating_experience" text NOT NULL,
	"promotion_strategy" text NOT NULL,
	"revenue_acknowledgement" boolean NOT NULL,
	"rules_acknowledgement" boolean NOT NULL,
	"uploads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("gym_leader_applications"."status" in ('submitted', 'under_review', 'accepted', 'rejected', 'withdrawn')),
	CONSTRAINT "applications_timezone_check" CHECK ("gym_leader_applications"."timezone" in ('UTC', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London', 'Europe/Paris', 'Europe/Berlin', 'Asia/Tokyo', 'Asia/Shanghai', 'Australia/Sydney')),
	CONSTRAINT "applications_gym_primary_check" CHECK ("gym_leader_applications"."gym_primary" in ('normal', 'fire', 'water', 'electric', 'grass', 'ice', 'fighting', 'poison', 'ground', 'flying', 'psychic', 'bug', 'rock', 'ghost', 'dragon', 'dark', 'steel', 'fairy')),
	CONSTRAINT "applications_gym_secondary_check" CHECK ("gym_leader_applications"."gym_secondary" is null or "gym_leader_applications"."gym_secondary" in ('normal', 'fire', 'water', 'electric', 'grass', 'ice', 'fighting', 'poison', 'ground', 'flying', 'psychic', 'bug', 'rock', 'ghost', 'dragon', 'dark', 'steel', 'fairy')),
	CONSTRAINT "applications_age_check" CHECK ("gym_leader_applications"."age_number" is null or "gym_leader_applications"."age_number" >= 18),
	CONSTRAINT "applications_years_check" CHECK ("gym_leader_applications"."years_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_user_id" text NOT NULL,
	"reported_username" text NOT NULL,
	"report_type" text NOT NULL,
	"description" text NOT NULL,
	"evidence_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_reports_type_check" CHECK ("player_reports"."report_type" in ('cheating', 'harassment', 'toxic-behavior', 'griefing', 'spam', 'inappropriate-content', 'ban-evasion', 'other')),
	CONSTRAINT "player_reports_status_check" CHECK ("player_reports"."status" in ('open', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_category_check" CHECK ("support_tickets"."category" in ('general', 'technical', 'account', 'billing', 'gym-leader', 'tournament', 'other')),
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"player_name" text NOT NULL,
	"email" text NOT NULL,
	"discord_username" text NOT NULL,
	"minecraft_username" text,
	"why_join" text NOT NULL,
	"most_excited_feature" text NOT NULL,
	"community_enhancement" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "mid_season_doubles_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"minecraft_username" text NOT NULL,
	"discord_tag" text NOT NULL,
	"email" text NOT NULL,
	"timezone" text NOT NULL,
	"team" jsonb NOT NULL,
	"tera_pokemon_slot" integer DEFAULT 1 NOT NULL,
	"tera_type" text NOT NULL,
	"rules_agreement" boolean NOT NULL,
	"checkin_agreement" boolean NOT NULL,
	"privacy_agreement" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mid_season_doubles_registrations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "doubles_tera_slot_check" CHECK ("mid_season_doubles_registrations"."tera_pokemon_slot" between 1 and 6),
	CONSTRAINT "doubles_tera_type_check" CHECK ("mid_season_doubles_registrations"."tera_type" in ('Normal', 'Fire', 'Water', 'Electric', 'Grass', 'Ice', 'Fighting', 'Poison', 'Ground', 'Flying', 'Psychic', 'Bug', 'Rock', 'Ghost', 'Dragon', 'Dark', 'Steel', 'Fairy')),
	CONSTRAINT "doubles_team_size_check" CHECK (jsonb_array_length("mid_season_doubles_registrations"."team") = 6)
);
--> statement-breakpoint
CREATE TABLE "tournament_bracket_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_name" text NOT NULL,
	"round_number" integer NOT NULL,
	"match_number" integer NOT NULL,
	"match_status" text DEFAULT 'pending' NOT NULL,
	"games_won_p1" integer DEFAULT 0 NOT NULL,
	"games_won_p2" integer DEFAULT 0 NOT NULL,
	"is_bye" boolean DEFAULT false NOT NULL,
	"player1_id" uuid,
	"player2_id" uuid,
	"winner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_bracket_matches_position" UNIQUE("tournament_name","round_number","match_number"),
	CONSTRAINT "tournament_bracket_matches_status_check" CHECK ("tournament_bracket_matches"."match_status" in ('pending', 'in_progress', 'completed')),
	CONSTRAINT "tournament_bracket_matches_round_check" CHECK ("tournament_bracket_matches"."round_number" between 1 and 5),
	CONSTRAINT "tournament_bracket_matches_games_check" CHECK ("tournament_bracket_matches"."games_won_p1" between 0 and 2 and "tournament_bracket_matches"."games_won_p2" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "tournament_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tournament_name" text NOT NULL,
	"minecraft_username" text NOT NULL,
	"discord_tag" text NOT NULL,
	"email" text NOT NULL,
	"timezone" text NOT NULL,
	"pokemon_1" text NOT NULL,
	"pokemon_2" text NOT NULL,
	"pokemon_3" text NOT NULL,
	"pokemon_4" text NOT NULL,
	"pokemon_5" text NOT NULL,
	"pokemon_6" text NOT NULL,
	"checkin_agreement" boolean NOT NULL,
	"rules_agreement" boolean NOT NULL,
	"streaming_consent" boolean NOT NULL,
	"registration_slot" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_registrations_one_per_user" UNIQUE("tournament_name","user_id"),
	CONSTRAINT "tournament_registrations_one_per_slot" UNIQUE("tournament_name","registration_slot"),
	CONSTRAINT "tournament_registrations_timezone_check" CHECK ("tournament_registrations"."timezone" in ('est', 'cst', 'mst', 'pst', 'utc', 'other')),
	CONSTRAINT "tournament_registrations_status_check" CHECK ("tournament_registrations"."status" in ('registered', 'waitlisted', 'withdrawn')),
	CONSTRAINT "tournament_registrations_slot_check" CHECK ("tournament_registrations"."registration_slot" >= 1)
);
--> statement-breakpoint
CREATE TABLE "delivery_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid,
	"player_uuid" uuid,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requires_online" boolean DEFAULT true NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lease_id" uuid,
	"lease_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_actions_kind_check" CHECK ("delivery_actions"."kind" in ('grant_rank', 'revoke_rank', 'crate_keys', 'boost', 'gym_tokens', 'battle_pass')),
	CONSTRAINT "delivery_actions_status_check" CHECK ("delivery_actions"."status" in ('pending', 'leased', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "gym_leader_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gym_leader_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"purchase_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_leader_earnings_kind_check" CHECK ("gym_leader_earnings"."kind" in ('earning', 'payout', 'reversal')),
	CONSTRAINT "gym_leader_earnings_amount_check" CHECK ("gym_leader_earnings"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_attestations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"attestation_type" text NOT NULL,
	"attestation_text" text NOT NULL,
	"user_confirmation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_attestations_type_check" CHECK ("purchase_attestations"."attestation_type" in ('minecraft_online_requirement', 'ev_editor_policy'))
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"item_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	CONSTRAINT "purchase_items_quantity_check" CHECK ("purchase_items"."quantity" > 0),
	CONSTRAINT "purchase_items_total_check" CHECK ("purchase_items"."total_price_cents" = "purchase_items"."item_price_cents" * "purchase_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"minecraft_uuid" uuid NOT NULL,
	"minecraft_username" text NOT NULL,
	"gym_leader_id" uuid,
	"stripe_session_id" text,
	"attestation_id" uuid,
	"ev_policy_attestation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "purchases_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'completed', 'failed', 'refunded')),
	CONSTRAINT "purchases_total_check" CHECK ("purchases"."total_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "game_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "link_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_count_check" CHECK ("rate_limits"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_player_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elo_ratings" ADD CONSTRAINT "elo_ratings_player_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_leaders" ADD CONSTRAINT "gym_leaders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_leader_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("leader_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_challenger_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("challenger_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("winner_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_loser_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("loser_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minecraft_accounts" ADD CONSTRAINT "minecraft_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_appeals" ADD CONSTRAINT "ban_appeals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_leader_applications" ADD CONSTRAINT "gym_leader_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reports" ADD CONSTRAINT "player_reports_reporter_user_id_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mid_season_doubles_registrations" ADD CONSTRAINT "mid_season_doubles_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bracket_matches" ADD CONSTRAINT "tournament_bracket_matches_player1_id_tournament_registrations_id_fk" FOREIGN KEY ("player1_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bracket_matches" ADD CONSTRAINT "tournament_bracket_matches_player2_id_tournament_registrations_id_fk" FOREIGN KEY ("player2_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bracket_matches" ADD CONSTRAINT "tournament_bracket_matches_winner_id_tournament_registrations_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_leader_earnings" ADD CONSTRAINT "gym_leader_earnings_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_leader_earnings" ADD CONSTRAINT "gym_leader_earnings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_attestations" ADD CONSTRAINT "purchase_attestations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_gym_leader_id_gym_leaders_id_fk" FOREIGN KEY ("gym_leader_id") REFERENCES "public"."gym_leaders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_attestation_id_purchase_attestations_id_fk" FOREIGN KEY ("attestation_id") REFERENCES "public"."purchase_attestations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_ev_policy_attestation_id_purchase_attestations_id_fk" FOREIGN KEY ("ev_policy_attestation_id") REFERENCES "public"."purchase_attestations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_codes" ADD CONSTRAINT "link_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_codes" ADD CONSTRAINT "link_codes_used_by_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("used_by_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "elo_ratings_rating_idx" ON "elo_ratings" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "matches_recent_idx" ON "matches" USING btree ("ended_at" DESC NULLS FIRST,"started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_open_per_user" ON "gym_leader_applications" USING btree ("user_id") WHERE status in ('submitted', 'under_review');--> statement-breakpoint
CREATE INDEX "tournament_bracket_matches_order_idx" ON "tournament_bracket_matches" USING btree ("tournament_name","round_number","match_number");--> statement-breakpoint
CREATE INDEX "delivery_actions_queue_idx" ON "delivery_actions" USING btree ("status","not_before");--> statement-breakpoint
CREATE INDEX "gym_leader_earnings_leader_idx" ON "gym_leader_earnings" USING btree ("gym_leader_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "link_codes_user_idx" ON "link_codes" USING btree ("user_id");