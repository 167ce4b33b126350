-- Chat photos sent before issue 41 item 6 are stored under public keys (`<hash>.webp`), which
-- /uploads serves to anyone holding the address, cached for a year. Each moves to its chat key
-- (`chat-<hash>.webp`, with its smaller copies), which only a link signed for its message serves
-- (features/chat/photo-route.ts): the bytes are copied, the old ones erased unless a profile
-- picture, an avatar or a cover shows the same picture (keys are content hashes, ADR 0018), and the
-- message then names the copy. A photo's old address answers 404 from here on.
INSERT INTO images (key, content_type, bytes, size, created_at)
SELECT 'chat-' || i.key, i.content_type, i.bytes, i.size, i.created_at
FROM images i
JOIN (SELECT DISTINCT image AS key FROM messages WHERE image ~ '^[0-9a-f]{40}\.webp$') old
  ON i.key IN (old.key, replace(old.key, '.webp', '.w480.webp'), replace(old.key, '.webp', '.sq256.webp'))
ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
DELETE FROM images i
USING (SELECT DISTINCT image AS key FROM messages WHERE image ~ '^[0-9a-f]{40}\.webp$') old
WHERE i.key IN (old.key, replace(old.key, '.webp', '.w480.webp'), replace(old.key, '.webp', '.sq256.webp'))
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar = old.key)
  AND NOT EXISTS (SELECT 1 FROM user_images p WHERE p.image = old.key)
  AND NOT EXISTS (SELECT 1 FROM events e WHERE e.image = old.key);--> statement-breakpoint
UPDATE messages SET image = 'chat-' || image WHERE image ~ '^[0-9a-f]{40}\.webp$';
