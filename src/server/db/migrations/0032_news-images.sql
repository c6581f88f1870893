CREATE TABLE "news_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "news_images_content_type_check" CHECK ("news_images"."content_type" in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
	CONSTRAINT "news_images_size_check" CHECK ("news_images"."width" between 1 and 4096 and "news_images"."height" between 1 and 4096 and "news_images"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_images_created_idx" ON "news_images" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_image_id_news_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."news_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_image_idx" ON "news_posts" USING btree ("image_id") WHERE image_id is not null;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_image_alt_check" CHECK (("news_posts"."image_id" is null or "news_posts"."image_alt" is not null) and char_length("news_posts"."image_alt") between 1 and 300);
