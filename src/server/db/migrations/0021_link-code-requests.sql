CREATE TABLE "link_code_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"player_name" text NOT NULL,
	"delivery_action_id" uuid,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_code_requests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "delivery_actions" DROP CONSTRAINT "delivery_actions_kind_check";--> statement-breakpoint
ALTER TABLE "link_code_requests" ADD CONSTRAINT "link_code_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_code_requests" ADD CONSTRAINT "link_code_requests_code_link_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."link_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_code_requests" ADD CONSTRAINT "link_code_requests_delivery_action_id_delivery_actions_id_fk" FOREIGN KEY ("delivery_action_id") REFERENCES "public"."delivery_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_code_requests_user_idx" ON "link_code_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_kind_check" CHECK ("delivery_actions"."kind" in ('grant_rank', 'revoke_rank', 'crate_keys', 'boost', 'gym_tokens', 'battle_pass', 'vote_party', 'shiny_transform', 'pokeball_changer', 'pardon', 'warn', 'ban', 'link_code'));