ALTER TABLE "gym_leaders" ADD COLUMN "leader_wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_leaders" ADD CONSTRAINT "gym_leaders_leader_wins_check" CHECK ("gym_leaders"."leader_wins" >= 0);--> statement-breakpoint
-- A match report now moves the leader's counts by one instead of recounting every match. Start
-- from the matches; a leader with none (demo data) keeps the win rate shown, as wins over badges.
UPDATE "gym_leaders" g SET "leader_wins" = coalesce(
  (SELECT count(*) FILTER (WHERE m.result = 'leader_won')::int FROM matches m
    WHERE m.gym_leader_id = g.id AND m.kind = 'gym' AND m.result IN ('leader_won', 'challenger_won')
    HAVING count(*) > 0),
  CASE WHEN g.win_rate < 1 THEN round(g.win_rate * g.badges_awarded / (1 - g.win_rate))::int ELSE 0 END
);
