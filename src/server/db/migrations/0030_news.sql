CREATE TABLE "news_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_title_check" CHECK (char_length("news_posts"."title") between 1 and 120),
	CONSTRAINT "news_posts_body_check" CHECK (char_length("news_posts"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "news_discord_posts" (
	"news_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_discord_posts" ADD CONSTRAINT "news_discord_posts_news_id_news_posts_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("published_at" DESC,"id") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "news_posts_created_idx" ON "news_posts" USING btree ("created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "news_discord_posts_due_idx" ON "news_discord_posts" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
-- The news page, the home page and the staff screen follow every change live.
CREATE TRIGGER news_posts_notify AFTER INSERT OR UPDATE OR DELETE ON news_posts
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
