CREATE TABLE "spawn_atlas_entries" (
	"species_id" text PRIMARY KEY NOT NULL,
	"import_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"entry" jsonb NOT NULL,
	CONSTRAINT "spawn_atlas_entries_category_check" CHECK ("spawn_atlas_entries"."category" in ('Legendary', 'Paradox', 'Ultra Beast'))
);
--> statement-breakpoint
CREATE TABLE "spawn_atlas_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"species_count" integer NOT NULL,
	"spawn_count" integer NOT NULL,
	"file_count" integer NOT NULL,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spawn_atlas_entries" ADD CONSTRAINT "spawn_atlas_entries_import_id_spawn_atlas_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."spawn_atlas_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One change per import (the entries change with it in the same transaction), for the atlas' cached answer.
CREATE TRIGGER spawn_atlas_imports_notify AFTER INSERT OR UPDATE OR DELETE ON spawn_atlas_imports
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
