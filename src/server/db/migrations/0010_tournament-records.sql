CREATE TABLE "tournament_registration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_registration_events_action_check" CHECK ("tournament_registration_events"."action" in ('registered', 'waitlisted', 'withdrew', 'promoted', 'checked_in', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"player_cap" integer DEFAULT 16 NOT NULL,
	"registration_open" boolean DEFAULT false NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"checkin_opens_at" timestamp with time zone NOT NULL,
	"checkin_closes_at" timestamp with time zone NOT NULL,
	"checkin_closed_at" timestamp with time zone,
	"redemption_seed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_format_check" CHECK ("tournaments"."format" in ('singles', 'doubles')),
	CONSTRAINT "tournaments_cap_check" CHECK ("tournaments"."player_cap" between 2 and 256),
	CONSTRAINT "tournaments_registration_window_check" CHECK ("tournaments"."registration_opens_at" < "tournaments"."registration_closes_at"),
	CONSTRAINT "tournaments_checkin_window_check" CHECK ("tournaments"."checkin_opens_at" < "tournaments"."checkin_closes_at")
);
--> statement-breakpoint
-- The two tournaments the site knows, with the dates the announcements give (EST = UTC-5); registration
-- starts closed, staff (or the demo data) open it.
INSERT INTO "tournaments" ("key", "name", "format", "starts_at", "player_cap", "registration_open",
  "registration_opens_at", "registration_closes_at", "checkin_opens_at", "checkin_closes_at") VALUES
  ('founders-cup-1', 'Founders'' Cup #1', 'singles', '2025-10-04 16:00-05', 16, false,
   '2025-09-01 00:00-05', '2025-10-04 15:30-05', '2025-10-04 15:30-05', '2025-10-04 16:00-05'),
  ('mid-season-doubles', 'Mid-Season Doubles Showdown', 'doubles', '2025-11-15 14:00-05', 16, false,
   '2025-10-15 00:00-05', '2025-11-15 13:30-05', '2025-11-15 13:30-05', '2025-11-15 14:00-05')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "tournament_registrations" DROP CONSTRAINT "tournament_registrations_status_check";--> statement-breakpoint
ALTER TABLE "tournament_registrations" ALTER COLUMN "registration_slot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_bracket_matches" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "tournament_bracket_matches" ADD COLUMN "game_match_id" text;--> statement-breakpoint
ALTER TABLE "tournament_bracket_matches" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_registration_events" ADD CONSTRAINT "tournament_registration_events_registration_id_tournament_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."tournament_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registration_events" ADD CONSTRAINT "tournament_registration_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_registration_events_registration_idx" ON "tournament_registration_events" USING btree ("registration_id","created_at");--> statement-breakpoint
ALTER TABLE "tournament_bracket_matches" ADD CONSTRAINT "tournament_bracket_matches_tournament_name_tournaments_key_fk" FOREIGN KEY ("tournament_name") REFERENCES "public"."tournaments"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_tournament_name_tournaments_key_fk" FOREIGN KEY ("tournament_name") REFERENCES "public"."tournaments"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bracket_matches" ADD CONSTRAINT "tournament_bracket_matches_outcome_check" CHECK ("tournament_bracket_matches"."outcome" in ('played', 'forfeit', 'no_show'));--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_active_slot_check" CHECK (("tournament_registrations"."status" in ('registered', 'waitlisted')) = ("tournament_registrations"."registration_slot" is not null));--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_status_check" CHECK ("tournament_registrations"."status" in ('registered', 'waitlisted', 'withdrawn', 'dropped'));--> statement-breakpoint
CREATE TRIGGER tournaments_notify AFTER INSERT OR UPDATE OR DELETE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION notify_change('key');
