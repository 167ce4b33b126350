-- A reply points at another message and a group at its pinned message, while every message points at
-- its group: the keys form cycles. Deferrable (still checked at once, unless a transaction defers
-- them), so a copy of every table in one transaction (npm run migrate-to-postgres) can insert rows in
-- any order and have them checked at its commit.
ALTER TABLE "messages" ALTER CONSTRAINT "messages_reply_to_id_messages_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "groups" ALTER CONSTRAINT "groups_pinned_message_id_messages_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
