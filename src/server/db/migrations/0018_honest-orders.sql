ALTER TABLE "purchases" DROP CONSTRAINT "purchases_status_check";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'completed', 'failed', 'refunded', 'canceled', 'expired'));