-- The Mid-Season Doubles Showdown registers as the Founders' Cup does: a slot (1 to the cap registered, later
-- slots waitlisted), withdraw, check-in and its close. Teams already registered keep their registration order.
ALTER TABLE "mid_season_doubles_registrations" ADD COLUMN "registration_slot" integer;--> statement-breakpoint
ALTER TABLE "mid_season_doubles_registrations" ADD COLUMN "status" text DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "mid_season_doubles_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "mid_season_doubles_registrations" r
  SET "registration_slot" = o.n,
      "status" = CASE WHEN o.n <= (SELECT "player_cap" FROM "tournaments" WHERE "key" = 'mid-season-doubles')
        THEN 'registered' ELSE 'waitlisted' END
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "mid_season_doubles_registrations") o
  WHERE r."id" = o."id";--> statement-breakpoint
ALTER TABLE "mid_season_doubles_registrations" ADD CONSTRAINT "doubles_one_per_slot" UNIQUE("registration_slot");--> statement-breakpoint
ALTER TABLE "mid_season_doubles_registrations" ADD CONSTRAINT "doubles_slot_check" CHECK ("mid_season_doubles_registrations"."registration_slot" >= 1);--> statement-breakpoint
ALTER TABLE "mid_season_doubles_registrations" ADD CONSTRAINT "doubles_status_check" CHECK ("mid_season_doubles_registrations"."status" in ('registered', 'waitlisted', 'withdrawn', 'dropped'));--> statement-breakpoint
ALTER TABLE "mid_season_doubles_registrations" ADD CONSTRAINT "doubles_active_slot_check" CHECK (("mid_season_doubles_registrations"."status" in ('registered', 'waitlisted')) = ("mid_season_doubles_registrations"."registration_slot" is not null));--> statement-breakpoint
-- A registration event names a Founders' Cup registration or a doubles team, exactly one.
ALTER TABLE "tournament_registration_events" ALTER COLUMN "registration_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_registration_events" ADD COLUMN "team_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "tournament_registration_events" ADD CONSTRAINT "tournament_registration_events_team_registration_id_mid_season_doubles_registrations_id_fk" FOREIGN KEY ("team_registration_id") REFERENCES "public"."mid_season_doubles_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registration_events" ADD CONSTRAINT "tournament_registration_events_one_registration_check" CHECK (num_nonnulls("tournament_registration_events"."registration_id", "tournament_registration_events"."team_registration_id") = 1);--> statement-breakpoint
CREATE INDEX "tournament_registration_events_team_registration_idx" ON "tournament_registration_events" USING btree ("team_registration_id","created_at");--> statement-breakpoint
-- Live: a promotion or a drop reaches the team's page as it happens.
CREATE TRIGGER mid_season_doubles_registrations_notify AFTER INSERT OR UPDATE OR DELETE ON mid_season_doubles_registrations
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
