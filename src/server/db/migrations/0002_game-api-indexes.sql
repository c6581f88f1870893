CREATE SEQUENCE "public"."match_rating_order" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "rated_seq" bigint;--> statement-breakpoint
CREATE INDEX "matches_gym_leader_idx" ON "matches" USING btree ("gym_leader_id","result");--> statement-breakpoint
CREATE INDEX "matches_leader_idx" ON "matches" USING btree ("leader_uuid","rated_seq");--> statement-breakpoint
CREATE INDEX "matches_challenger_idx" ON "matches" USING btree ("challenger_uuid","rated_seq");--> statement-breakpoint
CREATE INDEX "delivery_actions_purchase_idx" ON "delivery_actions" USING btree ("purchase_id");