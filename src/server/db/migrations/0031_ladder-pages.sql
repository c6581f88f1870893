-- The whole ladder in pages (issue 39, decision 026): how many players hold each rating, kept by triggers in the
-- transaction that moves a rating, so "players rated higher" is a sum over about a thousand rows, exact at any moment.
CREATE TABLE "ladder_rating_counts" (
	"rating" integer PRIMARY KEY NOT NULL,
	"players" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "ladder_rating_counts" ("rating", "players") SELECT "rating", count(*) FROM "elo_ratings" GROUP BY "rating";
--> statement-breakpoint
-- One statement's net moves, applied in rating order (no CHECK on players: PostgreSQL checks the row an upsert would
-- insert, a negative move, before it finds the conflict): two statements that touch the same counts lock them in the
-- same order, so rating writes do not deadlock on them.
CREATE OR REPLACE FUNCTION ladder_rating_counts_move() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ladder_rating_counts (rating, players)
      SELECT rating, count(*) FROM new_rows GROUP BY rating ORDER BY rating
      ON CONFLICT (rating) DO UPDATE SET players = ladder_rating_counts.players + excluded.players;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE ladder_rating_counts c SET players = c.players - d.n
      FROM (SELECT rating, count(*) AS n FROM old_rows GROUP BY rating ORDER BY rating) d
      WHERE c.rating = d.rating;
  ELSE
    INSERT INTO ladder_rating_counts (rating, players)
      SELECT rating, sum(n) FROM (
        SELECT rating, 1 AS n FROM new_rows UNION ALL SELECT rating, -1 FROM old_rows
      ) m GROUP BY rating HAVING sum(n) <> 0 ORDER BY rating
      ON CONFLICT (rating) DO UPDATE SET players = ladder_rating_counts.players + excluded.players;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER elo_ratings_count_insert AFTER INSERT ON elo_ratings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ladder_rating_counts_move();
--> statement-breakpoint
CREATE TRIGGER elo_ratings_count_update AFTER UPDATE ON elo_ratings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ladder_rating_counts_move();
--> statement-breakpoint
CREATE TRIGGER elo_ratings_count_delete AFTER DELETE ON elo_ratings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ladder_rating_counts_move();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ladder_rating_counts_clear() RETURNS trigger AS $$
BEGIN
  DELETE FROM ladder_rating_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER elo_ratings_count_truncate AFTER TRUNCATE ON elo_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION ladder_rating_counts_clear();
--> statement-breakpoint
-- The ladder order (rating, then wins, then the account) as one index: a page is a walk along it from the rating and
-- wins it starts in, reading index entries only until its first row.
CREATE INDEX "elo_ratings_ladder_idx" ON "elo_ratings" USING btree ("rating" DESC, "wins" DESC, "player_uuid");
