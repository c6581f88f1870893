-- A match report locks (and creates if missing) both rating rows in one statement with
-- INSERT ... ON CONFLICT DO UPDATE, which rewrites an existing row unchanged. An UPDATE that
-- changes nothing must not tell browsers that ratings changed.
DROP TRIGGER elo_ratings_notify ON elo_ratings;
--> statement-breakpoint
CREATE TRIGGER elo_ratings_notify AFTER INSERT OR DELETE ON elo_ratings
  FOR EACH ROW EXECUTE FUNCTION notify_change('player_uuid');
--> statement-breakpoint
CREATE TRIGGER elo_ratings_notify_update AFTER UPDATE ON elo_ratings
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION notify_change('player_uuid');
