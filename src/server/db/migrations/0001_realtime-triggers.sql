-- Realtime change feed: every change to a watched table sends {table, op, id} on channel 'changes'.
-- The trigger's first argument names the column that identifies the row.
CREATE OR REPLACE FUNCTION notify_change() RETURNS trigger AS $$
DECLARE
  row_data jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := to_jsonb(OLD); ELSE row_data := to_jsonb(NEW); END IF;
  PERFORM pg_notify('changes', json_build_object(
    'table', TG_TABLE_NAME,
    'op', TG_OP,
    'id', row_data ->> TG_ARGV[0]
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gym_leaders_notify AFTER INSERT OR UPDATE OR DELETE ON gym_leaders
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER matches_notify AFTER INSERT OR UPDATE OR DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER elo_ratings_notify AFTER INSERT OR UPDATE OR DELETE ON elo_ratings
  FOR EACH ROW EXECUTE FUNCTION notify_change('player_uuid');
--> statement-breakpoint
CREATE TRIGGER events_notify AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER event_registrations_notify AFTER INSERT OR UPDATE OR DELETE ON event_registrations
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER tournament_registrations_notify AFTER INSERT OR UPDATE OR DELETE ON tournament_registrations
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER tournament_bracket_matches_notify AFTER INSERT OR UPDATE OR DELETE ON tournament_bracket_matches
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER badge_awards_notify AFTER INSERT OR UPDATE OR DELETE ON badge_awards
  FOR EACH ROW EXECUTE FUNCTION notify_change('player_uuid');
--> statement-breakpoint
CREATE TRIGGER minecraft_accounts_notify AFTER INSERT OR UPDATE OR DELETE ON minecraft_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_change('uuid');
