CREATE TABLE "direct_conversations" (
	"member_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "direct_conversations_member_id_other_id_pk" PRIMARY KEY("member_id","other_id")
);
--> statement-breakpoint
ALTER TABLE "direct_conversations" ADD CONSTRAINT "direct_conversations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_conversations" ADD CONSTRAINT "direct_conversations_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_conversations_list_idx" ON "direct_conversations" USING btree ("member_id","last_at" DESC NULLS LAST,"other_id");--> statement-breakpoint
-- Each member's conversations (ADR 0050, amended), kept by the messages written and deleted, in
-- their own transactions. Per statement, through a transition table: a bulk insert (the bench's
-- seed, a restore with triggers on) writes each pair once. Rows are written in key order, so two
-- messages of one pair sent at once, either way, lock the pair's two rows in the same order and
-- never deadlock. A row only moves forward: of two messages committed out of order, the older one
-- (by time, then id, the order the chat reads) leaves the newer one in place.
CREATE OR REPLACE FUNCTION direct_conversations_messages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO direct_conversations AS c (member_id, other_id, last_message_id, last_at)
  SELECT DISTINCT ON (member_id, other_id) member_id, other_id, id, created_at
  FROM (
    SELECT sender_id AS member_id, recipient_id AS other_id, id, created_at
    FROM inserted WHERE recipient_id IS NOT NULL
    UNION ALL
    SELECT recipient_id, sender_id, id, created_at FROM inserted WHERE recipient_id IS NOT NULL
  ) sides
  ORDER BY member_id, other_id, created_at DESC, id DESC
  ON CONFLICT (member_id, other_id) DO UPDATE
    SET last_message_id = excluded.last_message_id, last_at = excluded.last_at
    WHERE (c.last_at, c.last_message_id) < (excluded.last_at, excluded.last_message_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER messages_direct_conversations_insert
AFTER INSERT ON "messages" REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION direct_conversations_messages_inserted();--> statement-breakpoint
-- The app never deletes a message (an admin's removal empties it, and the list reads it as it is),
-- but a member's row deleted outright takes their messages along: a conversation whose newest
-- message went moves to the pair's next newest, and goes when none is left. It never makes a row,
-- so a cascade that has already taken a member's conversations does not bring them back.
CREATE OR REPLACE FUNCTION direct_conversations_messages_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT c.member_id, c.other_id
    FROM deleted d
    JOIN direct_conversations c
      ON c.member_id = d.sender_id AND c.other_id = d.recipient_id AND c.last_message_id = d.id
    UNION
    SELECT c.member_id, c.other_id
    FROM deleted d
    JOIN direct_conversations c
      ON c.member_id = d.recipient_id AND c.other_id = d.sender_id AND c.last_message_id = d.id
  ), newest AS (
    SELECT g.member_id, g.other_id, m.id, m.created_at
    FROM gone g
    LEFT JOIN LATERAL (
      SELECT * FROM (
        (SELECT id, created_at FROM messages
         WHERE recipient_id = g.other_id AND sender_id = g.member_id ORDER BY created_at DESC, id DESC LIMIT 1)
        UNION ALL
        (SELECT id, created_at FROM messages
         WHERE recipient_id = g.member_id AND sender_id = g.other_id ORDER BY created_at DESC, id DESC LIMIT 1)
      ) both_ways ORDER BY created_at DESC, id DESC LIMIT 1
    ) m ON true
  ), moved AS (
    UPDATE direct_conversations c SET last_message_id = n.id, last_at = n.created_at
    FROM newest n
    WHERE n.id IS NOT NULL AND c.member_id = n.member_id AND c.other_id = n.other_id
  )
  DELETE FROM direct_conversations c
  USING newest n
  WHERE n.id IS NULL AND c.member_id = n.member_id AND c.other_id = n.other_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER messages_direct_conversations_delete
AFTER DELETE ON "messages" REFERENCING OLD TABLE AS deleted
FOR EACH STATEMENT EXECUTE FUNCTION direct_conversations_messages_deleted();--> statement-breakpoint
-- Every conversation as it stands, its newest message found once here; the triggers above keep it
-- from now on (creating them locked out message writes until this transaction commits).
INSERT INTO direct_conversations (member_id, other_id, last_message_id, last_at)
SELECT DISTINCT ON (member_id, other_id) member_id, other_id, id, created_at
FROM (
  SELECT sender_id AS member_id, recipient_id AS other_id, id, created_at
  FROM messages WHERE recipient_id IS NOT NULL
  UNION ALL
  SELECT recipient_id, sender_id, id, created_at FROM messages WHERE recipient_id IS NOT NULL
) sides
ORDER BY member_id, other_id, created_at DESC, id DESC;
