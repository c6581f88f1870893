CREATE TABLE "payment_mismatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"expected_cents" integer NOT NULL,
	"expected_currency" text NOT NULL,
	"paid_cents" integer NOT NULL,
	"paid_currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_mismatches_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "payment_mismatches_kind_check" CHECK ("payment_mismatches"."kind" in ('checkout', 'renewal')),
	CONSTRAINT "payment_mismatches_status_check" CHECK ("payment_mismatches"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_mismatches_purchase_idx" ON "payment_mismatches" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "payment_mismatches_open_idx" ON "payment_mismatches" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "stripe_events_unlinked_pi_idx" ON "stripe_events" USING btree ("payment_intent_id") WHERE "stripe_events"."purchase_id" is null and "stripe_events"."payment_intent_id" is not null;--> statement-breakpoint
-- The staff overview counts open mismatches live.
CREATE OR REPLACE TRIGGER payment_mismatches_notify AFTER INSERT OR UPDATE OF status ON payment_mismatches
  FOR EACH ROW EXECUTE FUNCTION notify_change('id');
