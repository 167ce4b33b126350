-- What the chat list shows of each conversation's newest message, kept beside it (ADR 0050,
-- amended): the list then reads the member's range and each companion, and no message (200 message
-- probes of the 200 conversations a busy member has). Filled from the messages as they stand, then
-- kept by the triggers below, all in this transaction (message writes wait for it to commit).
ALTER TABLE "direct_conversations" ADD COLUMN "last_sender_id" uuid;--> statement-breakpoint
ALTER TABLE "direct_conversations" ADD COLUMN "last_content" text;--> statement-breakpoint
ALTER TABLE "direct_conversations" ADD COLUMN "last_is_photo" boolean;--> statement-breakpoint
UPDATE direct_conversations c
SET last_sender_id = m.sender_id, last_content = m.content, last_is_photo = m.image IS NOT NULL
FROM messages m
WHERE m.id = c.last_message_id;--> statement-breakpoint
ALTER TABLE "direct_conversations" ALTER COLUMN "last_sender_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_conversations" ALTER COLUMN "last_content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_conversations" ALTER COLUMN "last_is_photo" SET NOT NULL;--> statement-breakpoint
-- As migration 0041's, with the preview written beside the message's id.
CREATE OR REPLACE FUNCTION direct_conversations_messages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO direct_conversations AS c
    (member_id, other_id, last_message_id, last_at, last_sender_id, last_content, last_is_photo)
  SELECT DISTINCT ON (member_id, other_id)
    member_id, other_id, id, created_at, sender_id, content, image IS NOT NULL
  FROM (
    SELECT sender_id AS member_id, recipient_id AS other_id, id, created_at, sender_id, content, image
    FROM inserted WHERE recipient_id IS NOT NULL
    UNION ALL
    SELECT recipient_id, sender_id, id, created_at, sender_id, content, image
    FROM inserted WHERE recipient_id IS NOT NULL
  ) sides
  ORDER BY member_id, other_id, created_at DESC, id DESC
  ON CONFLICT (member_id, other_id) DO UPDATE
    SET last_message_id = excluded.last_message_id, last_at = excluded.last_at,
        last_sender_id = excluded.last_sender_id, last_content = excluded.last_content,
        last_is_photo = excluded.last_is_photo
    WHERE (c.last_at, c.last_message_id) < (excluded.last_at, excluded.last_message_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An admin's removal empties a message (content and photo), and an undo puts them back: the
-- preview of a conversation whose newest message it is follows. Only for those two columns, and
-- only when they changed, so no other write to a message pays for it.
CREATE OR REPLACE FUNCTION direct_conversations_message_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE direct_conversations
  SET last_content = NEW.content, last_is_photo = NEW.image IS NOT NULL
  WHERE last_message_id = NEW.id
    AND (member_id, other_id) IN ((NEW.sender_id, NEW.recipient_id), (NEW.recipient_id, NEW.sender_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER messages_direct_conversations_update
AFTER UPDATE OF content, image ON "messages"
FOR EACH ROW
WHEN (NEW.recipient_id IS NOT NULL
  AND (OLD.content IS DISTINCT FROM NEW.content OR OLD.image IS DISTINCT FROM NEW.image))
EXECUTE FUNCTION direct_conversations_message_changed();--> statement-breakpoint
-- As migration 0041's: a conversation whose newest message went moves to the pair's next newest,
-- preview and all, and goes when none is left.
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
    SELECT g.member_id, g.other_id, m.id, m.created_at, m.sender_id, m.content, m.image
    FROM gone g
    LEFT JOIN LATERAL (
      SELECT * FROM (
        (SELECT id, created_at, sender_id, content, image FROM messages
         WHERE recipient_id = g.other_id AND sender_id = g.member_id ORDER BY created_at DESC, id DESC LIMIT 1)
        UNION ALL
        (SELECT id, created_at, sender_id, content, image FROM messages
         WHERE recipient_id = g.member_id AND sender_id = g.other_id ORDER BY created_at DESC, id DESC LIMIT 1)
      ) both_ways ORDER BY created_at DESC, id DESC LIMIT 1
    ) m ON true
  ), moved AS (
    UPDATE direct_conversations c
    SET last_message_id = n.id, last_at = n.created_at, last_sender_id = n.sender_id,
        last_content = n.content, last_is_photo = n.image IS NOT NULL
    FROM newest n
    WHERE n.id IS NOT NULL AND c.member_id = n.member_id AND c.other_id = n.other_id
  )
  DELETE FROM direct_conversations c
  USING newest n
  WHERE n.id IS NULL AND c.member_id = n.member_id AND c.other_id = n.other_id;
  RETURN NULL;
END;
$$;
