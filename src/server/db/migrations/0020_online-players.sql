CREATE TABLE "online_players" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_api_key_id" uuid NOT NULL,
	"online_since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_players" ADD CONSTRAINT "online_players_game_api_key_id_game_api_keys_id_fk" FOREIGN KEY ("game_api_key_id") REFERENCES "public"."game_api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_players_name_idx" ON "online_players" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "online_players_key_idx" ON "online_players" USING btree ("game_api_key_id");