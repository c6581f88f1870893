-- The game server repeats a gym leader's presence every minute and stamps when it last saw a
-- player. Those bookkeeping columns alone must not wake every browser, so an UPDATE notifies only
-- when some other column changed. Inserts and deletes notify as before.
DROP TRIGGER gym_leaders_notify ON gym_leaders;
--> statement-breakpoint
CREATE TRIGGER gym_leaders_notify AFTER INSERT OR DELETE ON gym_leaders
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
CREATE TRIGGER gym_leaders_notify_update AFTER UPDATE ON gym_leaders
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'presence_at') IS DISTINCT FROM (to_jsonb(NEW) - 'presence_at'))
  EXECUTE FUNCTION notify_change('id');
--> statement-breakpoint
DROP TRIGGER minecraft_accounts_notify ON minecraft_accounts;
--> statement-breakpoint
CREATE TRIGGER minecraft_accounts_notify AFTER INSERT OR DELETE ON minecraft_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_change('uuid');
--> statement-breakpoint
CREATE TRIGGER minecraft_accounts_notify_update AFTER UPDATE ON minecraft_accounts
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION notify_change('uuid');
