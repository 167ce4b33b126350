-- Every change to members bumps one counter, in the same transaction, so that each server process
-- can tell with one primary-key read whether its in-memory matching index is stale.
INSERT INTO "app_counters" ("key", "value") VALUES ('members', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_members_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE app_counters SET value = value + 1 WHERE key = 'members';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_bump_members_counter
AFTER INSERT OR UPDATE OR DELETE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION bump_members_counter();
