-- A change to what is listed (a listing made, approved or rejected, closed, moved in time, deleted)
-- bumps one counter in the same transaction, so that each server process can tell with one
-- primary-key read whether its in-memory listing snapshot (discovery, issue 27) is stale. Seat counts
-- change with every join and are left out: the snapshot refreshes them by age. So are coordinates:
-- only the start's backfill (placeEvents) sets them, on every row at once, and a row-level bump per
-- row would leave the counter's row with a chain of a hundred thousand dead versions to read through.
INSERT INTO "app_counters" ("key", "value") VALUES ('listings', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listings_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE app_counters SET value = value + 1 WHERE key = 'listings';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_bump_listings_counter_insert_delete
AFTER INSERT OR DELETE ON "events"
FOR EACH STATEMENT EXECUTE FUNCTION bump_listings_counter();--> statement-breakpoint
CREATE TRIGGER events_bump_listings_counter_update
AFTER UPDATE ON "events"
FOR EACH ROW
WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.event_status IS DISTINCT FROM NEW.event_status
  OR OLD.from_date IS DISTINCT FROM NEW.from_date
  OR OLD.to_date IS DISTINCT FROM NEW.to_date
  OR OLD.category IS DISTINCT FROM NEW.category
)
EXECUTE FUNCTION bump_listings_counter();
