CREATE TABLE "vote_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"reward_note" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_sites_url_unique" UNIQUE("url"),
	CONSTRAINT "vote_sites_url_check" CHECK ("vote_sites"."url" like 'https://%')
);
--> statement-breakpoint
CREATE INDEX "vote_sites_position_idx" ON "vote_sites" USING btree ("position","id");--> statement-breakpoint
-- The vote page and the staff screen follow every change live.
CREATE TRIGGER vote_sites_notify AFTER INSERT OR UPDATE OR DELETE ON vote_sites
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
