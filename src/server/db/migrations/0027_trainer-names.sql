-- A trainer's profile is found by Minecraft name, in any case (issue 39): the current name through its own index,
-- and a name an account had before through trainer_names, so an old address still leads to the renamed account.
CREATE INDEX "minecraft_accounts_name_lower_idx" ON "minecraft_accounts" USING btree (lower("name"));
--> statement-breakpoint
CREATE TABLE "trainer_names" (
	"name" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_names_player_uuid_minecraft_accounts_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."minecraft_accounts"("uuid") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "trainer_names_name_idx" ON "trainer_names" USING btree (lower("name"), "until" DESC);
--> statement-breakpoint
-- Every rename is recorded, wherever it comes from (the game API's upsert, linking, staff): a trigger, not code.
CREATE OR REPLACE FUNCTION record_trainer_name() RETURNS trigger AS $$
BEGIN
  INSERT INTO trainer_names (name, player_uuid) VALUES (OLD.name, OLD.uuid);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER minecraft_accounts_record_name AFTER UPDATE OF name ON minecraft_accounts
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION record_trainer_name();
