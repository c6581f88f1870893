-- The gym leader ledger is append-only for everyone, the site's own database user included: a
-- refund or a correction is a new entry (a reversal), never an edit. This also refuses the
-- foreign keys' cascades into it, so a gym leader, purchase or payment that has ledger entries
-- cannot be deleted.
CREATE OR REPLACE FUNCTION gym_leader_earnings_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'gym_leader_earnings is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gym_leader_earnings_no_change BEFORE UPDATE OR DELETE ON gym_leader_earnings
  FOR EACH ROW EXECUTE FUNCTION gym_leader_earnings_append_only();
--> statement-breakpoint
CREATE TRIGGER gym_leader_earnings_no_truncate BEFORE TRUNCATE ON gym_leader_earnings
  FOR EACH STATEMENT EXECUTE FUNCTION gym_leader_earnings_append_only();
