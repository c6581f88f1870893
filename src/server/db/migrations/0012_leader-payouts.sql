ALTER TABLE "gym_leader_earnings" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "gym_leader_earnings" ADD COLUMN "payout_reference" text;--> statement-breakpoint
CREATE INDEX "gym_leader_earnings_leader_time_idx" ON "gym_leader_earnings" USING btree ("gym_leader_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Payouts recorded before payouts carried a method and a reference get placeholders, so the checks below hold.
UPDATE "gym_leader_earnings" SET "payout_method" = 'other', "payout_reference" = 'Recorded before payout references'
  WHERE "kind" = 'payout';--> statement-breakpoint
ALTER TABLE "gym_leader_earnings" ADD CONSTRAINT "gym_leader_earnings_payout_check" CHECK (("gym_leader_earnings"."kind" = 'payout') = ("gym_leader_earnings"."payout_method" is not null and "gym_leader_earnings"."payout_reference" is not null));--> statement-breakpoint
ALTER TABLE "gym_leader_earnings" ADD CONSTRAINT "gym_leader_earnings_payout_method_check" CHECK ("gym_leader_earnings"."payout_method" is null or "gym_leader_earnings"."payout_method" in ('paypal', 'bank_transfer', 'stripe', 'store_credit', 'other'));--> statement-breakpoint
-- The earnings dashboard follows its ledger live. The ledger only ever grows, so inserts are all it reports.
CREATE OR REPLACE TRIGGER gym_leader_earnings_notify AFTER INSERT ON gym_leader_earnings
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
