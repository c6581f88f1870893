CREATE TABLE "season_champions" (
	"season" integer NOT NULL,
	"player_uuid" uuid NOT NULL,
	"set_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_champions_season_player_uuid_pk" PRIMARY KEY("season","player_uuid")
);
--> statement-breakpoint
CREATE TABLE "season_progress" (
	"season" integer NOT NULL,
	"player_uuid" uuid NOT NULL,
	"badge_count" integer NOT NULL,
	"elements" text[] NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "season_progress_season_player_uuid_pk" PRIMARY KEY("season","player_uuid")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"number" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date_range" text NOT NULL,
	"timeframe" text NOT NULL,
	"competitive_cycle" text NOT NULL,
	"elite_four_tournament" text NOT NULL,
	"elite_four_cycle" text NOT NULL,
	"elements" text[] NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_number_check" CHECK ("seasons"."number" >= 1),
	CONSTRAINT "seasons_elements_check" CHECK (cardinality("seasons"."elements") = 9 and "seasons"."elements" <@ array['normal', 'fire', 'water', 'electric', 'grass', 'ice', 'fighting', 'poison', 'ground', 'flying', 'psychic', 'bug', 'rock', 'ghost', 'dragon', 'dark', 'steel', 'fairy']::text[])
);
--> statement-breakpoint
ALTER TABLE "season_champions" ADD CONSTRAINT "season_champions_season_seasons_number_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_champions" ADD CONSTRAINT "season_champions_player_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_champions" ADD CONSTRAINT "season_champions_set_by_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_progress" ADD CONSTRAINT "season_progress_player_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_progress_order_idx" ON "season_progress" USING btree ("season","badge_count" DESC NULLS LAST,"reached_at","player_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_current_idx" ON "seasons" USING btree ("current") WHERE "seasons"."current";--> statement-breakpoint
CREATE INDEX "minecraft_accounts_name_trgm_idx" ON "minecraft_accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Season 1 is part of the product, not demo data: every database, production's included, starts with it.
INSERT INTO "seasons" ("number", "name", "date_range", "timeframe", "competitive_cycle", "elite_four_tournament", "elite_four_cycle", "elements", "current")
VALUES (1, 'Season 1', 'October 1 - November 31, 2025', 'Oct 1 - Nov 31', 'Oct 1 - Oct 31', 'Last week of October', 'Nov 1-15',
  array['fire', 'water', 'steel', 'psychic', 'electric', 'ghost', 'fairy', 'dark', 'poison'], true)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The champion flag moves from the account (one flag for all time) to the season.
INSERT INTO "season_champions" ("season", "player_uuid") SELECT 1, "uuid" FROM "minecraft_accounts" WHERE "champion";
--> statement-breakpoint
ALTER TABLE "minecraft_accounts" DROP COLUMN "champion";
--> statement-breakpoint
-- Recounts the progress rows of the given (season, player) pairs from badge_awards.
CREATE OR REPLACE FUNCTION recount_season_progress(pair_seasons integer[], pair_players uuid[]) RETURNS void AS $$
  WITH changed AS (SELECT DISTINCT * FROM unnest(pair_seasons, pair_players) AS c(season, player_uuid)),
  fresh AS (
    SELECT b.season, b.player_uuid, count(*)::int AS badge_count,
      array_agg(b.element ORDER BY b.element) AS elements, max(b.awarded_at) AS reached_at
    FROM badge_awards b JOIN changed c ON c.season = b.season AND c.player_uuid = b.player_uuid
    GROUP BY b.season, b.player_uuid
  ),
  gone AS (
    DELETE FROM season_progress p USING changed c
    WHERE p.season = c.season AND p.player_uuid = c.player_uuid
      AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.season = p.season AND f.player_uuid = p.player_uuid)
  )
  INSERT INTO season_progress (season, player_uuid, badge_count, elements, reached_at)
  SELECT season, player_uuid, badge_count, elements, reached_at FROM fresh
  ON CONFLICT (season, player_uuid) DO UPDATE
    SET badge_count = excluded.badge_count, elements = excluded.elements, reached_at = excluded.reached_at;
$$ LANGUAGE sql;
--> statement-breakpoint
-- Keeps season_progress in step with badge_awards, once per statement (a bulk insert is one upsert).
-- New awards are added to the stored row rather than recounted: ON CONFLICT updates the latest committed
-- row, so two awards committed at once both count. Deletes and updates (rare: staff fixes) recount.
CREATE OR REPLACE FUNCTION season_progress_on_awards() RETURNS trigger AS $$
DECLARE
  s integer[];
  p uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO season_progress AS sp (season, player_uuid, badge_count, elements, reached_at)
    SELECT season, player_uuid, count(*)::int, array_agg(element ORDER BY element), max(awarded_at)
    FROM new_rows GROUP BY season, player_uuid
    ON CONFLICT (season, player_uuid) DO UPDATE
      SET badge_count = sp.badge_count + excluded.badge_count,
        elements = sp.elements || excluded.elements,
        reached_at = greatest(sp.reached_at, excluded.reached_at);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(season), array_agg(player_uuid) INTO s, p FROM old_rows;
    PERFORM recount_season_progress(s, p);
  ELSE
    SELECT array_agg(season), array_agg(player_uuid) INTO s, p
    FROM (SELECT season, player_uuid FROM old_rows UNION SELECT season, player_uuid FROM new_rows) c;
    PERFORM recount_season_progress(s, p);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER badge_awards_progress_insert AFTER INSERT ON badge_awards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION season_progress_on_awards();
--> statement-breakpoint
CREATE TRIGGER badge_awards_progress_delete AFTER DELETE ON badge_awards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION season_progress_on_awards();
--> statement-breakpoint
CREATE TRIGGER badge_awards_progress_update AFTER UPDATE ON badge_awards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION season_progress_on_awards();
--> statement-breakpoint
INSERT INTO season_progress (season, player_uuid, badge_count, elements, reached_at)
SELECT season, player_uuid, count(*)::int, array_agg(element ORDER BY element), max(awarded_at)
FROM badge_awards GROUP BY season, player_uuid;
--> statement-breakpoint
-- The season page follows the current season and the champion flags live (badge_awards already notifies).
CREATE TRIGGER seasons_notify AFTER INSERT OR UPDATE OR DELETE ON seasons
  FOR EACH ROW EXECUTE FUNCTION notify_change('number');
--> statement-breakpoint
CREATE TRIGGER season_champions_notify AFTER INSERT OR UPDATE OR DELETE ON season_champions
  FOR EACH ROW EXECUTE FUNCTION notify_change('player_uuid');
