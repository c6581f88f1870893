CREATE TABLE "purchase_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stripe_invoice_id" text,
	"stripe_payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"period_end" timestamp with time zone,
	"deliveries_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_payments_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id"),
	CONSTRAINT "purchase_payments_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "purchase_payments_kind_check" CHECK ("purchase_payments"."kind" in ('checkout', 'renewal')),
	CONSTRAINT "purchase_payments_amount_check" CHECK ("purchase_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_charges" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"dispute_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_actions" DROP CONSTRAINT "delivery_actions_kind_check";--> statement-breakpoint
ALTER TABLE "delivery_actions" DROP CONSTRAINT "delivery_actions_status_check";--> statement-breakpoint
DROP INDEX "purchases_user_idx";--> statement-breakpoint
ALTER TABLE "gym_leader_earnings" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "gym_leader_earnings" ADD COLUMN "share_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "subscription_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD CONSTRAINT "purchase_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_payments_purchase_idx" ON "purchase_payments" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "gym_leader_earnings" ADD CONSTRAINT "gym_leader_earnings_payment_id_purchase_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."purchase_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_leader_earnings_purchase_idx" ON "gym_leader_earnings" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_leader_earnings_payment_earning_idx" ON "gym_leader_earnings" USING btree ("payment_id") WHERE "gym_leader_earnings"."kind" = 'earning';--> statement-breakpoint
CREATE INDEX "purchase_items_purchase_idx" ON "purchase_items" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_subscription_idx" ON "purchases" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "purchases_disputed_idx" ON "purchases" USING btree ("disputed_at") WHERE "purchases"."disputed_at" is not null;--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stripe_events_purchase_idx" ON "stripe_events" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_kind_check" CHECK ("delivery_actions"."kind" in ('grant_rank', 'revoke_rank', 'crate_keys', 'boost', 'gym_tokens', 'battle_pass', 'vote_party', 'shiny_transform', 'pokeball_changer'));--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_status_check" CHECK ("delivery_actions"."status" in ('pending', 'leased', 'done', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_refunded_check" CHECK ("purchases"."refunded_amount_cents" >= 0);--> statement-breakpoint
-- Purchase history and the staff screens follow purchases live (a webhook completing an order).
CREATE OR REPLACE TRIGGER purchases_notify AFTER INSERT OR UPDATE ON purchases
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
