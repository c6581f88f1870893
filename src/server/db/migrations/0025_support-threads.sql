-- Support is a conversation: the thread also holds the player's answers and status changes. The
-- table already reports its changes on the feed (0011), so both sides see new entries live.
ALTER TABLE "request_messages" DROP CONSTRAINT "request_messages_kind_check";
--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_kind_check" CHECK ("request_messages"."kind" in ('note', 'reply', 'answer', 'status'));
