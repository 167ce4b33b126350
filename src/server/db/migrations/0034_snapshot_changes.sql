CREATE TABLE "snapshot_changes" (
	"counter" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "snapshot_changes_counter_seq_idx" ON "snapshot_changes" USING btree ("counter","seq");--> statement-breakpoint
CREATE INDEX "snapshot_changes_at_idx" ON "snapshot_changes" USING btree ("at");--> statement-breakpoint
-- Each statement that changes what an in-memory copy reads records the ids it changed (ADR 0051):
-- a process re-reads those rows, never the table. Only the columns the copies read count: a read
-- mark, a UPI ID or a seat held by a request no longer makes every process reload every member.
-- The rows are written with seq 0 and numbered when the transaction commits (below).
CREATE OR REPLACE FUNCTION log_snapshot_changes(counter_key text, change_kind text, ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO snapshot_changes (counter, seq, kind, subject_id)
    SELECT counter_key, 0, change_kind, u.id FROM (SELECT DISTINCT unnest(ids) AS id) AS u;
END;
$$;--> statement-breakpoint
-- At commit, each counter the transaction changed is bumped once and its rows take the new value.
-- The counter's row lock, taken this late and in one order (listings, then members), is held only
-- while the transaction commits and never while it waits for another lock: values follow the
-- commits (a process that reads value n can read every change up to n) and no two transactions
-- deadlock on the counters. Other transactions' rows at seq 0 are not committed, so not seen here.
CREATE OR REPLACE FUNCTION number_snapshot_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c text; v bigint;
BEGIN
  FOREACH c IN ARRAY ARRAY['listings', 'members'] LOOP
    IF EXISTS (SELECT 1 FROM snapshot_changes WHERE counter = c AND seq = 0) THEN
      UPDATE app_counters SET value = value + 1 WHERE key = c RETURNING value INTO v;
      UPDATE snapshot_changes SET seq = v WHERE counter = c AND seq = 0;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER snapshot_changes_number_at_commit AFTER INSERT ON "snapshot_changes"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_snapshot_changes();--> statement-breakpoint
DROP TRIGGER IF EXISTS users_bump_members_counter ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS events_bump_listings_counter_insert_delete ON "events";--> statement-breakpoint
DROP TRIGGER IF EXISTS events_bump_listings_counter_update ON "events";--> statement-breakpoint
-- Members: what matching and discovery read of them (member-index.ts), and whether they are banned.
CREATE OR REPLACE FUNCTION log_member_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('members', 'member', (SELECT array_agg(id) FROM new_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_member_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('members', 'member', (SELECT array_agg(id) FROM old_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_member_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('members', 'member', (
    SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.avatar, n.gender, n.current_city, n.current_country, n.role, n.is_banned,
           n.scene_preferences, n.ideal_scenes, n.scene_energy, n.vibe, n.spontaneity_comfort, n.scene_purpose)
      IS DISTINCT FROM
          (o.name, o.avatar, o.gender, o.current_city, o.current_country, o.role, o.is_banned,
           o.scene_preferences, o.ideal_scenes, o.scene_energy, o.vibe, o.spontaneity_comfort, o.scene_purpose)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_log_inserts AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_member_inserts();--> statement-breakpoint
CREATE TRIGGER users_log_deletes AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_member_deletes();--> statement-breakpoint
CREATE TRIGGER users_log_updates AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_member_updates();--> statement-breakpoint
-- Listings: what discovery's snapshot reads of them (listing-index.ts), seats and place included.
CREATE OR REPLACE FUNCTION log_listing_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'listing', (SELECT array_agg(id) FROM new_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_listing_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'listing', (SELECT array_agg(id) FROM old_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_listing_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'listing', (
    SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status, n.event_status, n.from_date, n.to_date, n.category, n.city, n.state, n.lat, n.lng,
           n.available_slots, n.created_by, n.created_at)
      IS DISTINCT FROM
          (o.status, o.event_status, o.from_date, o.to_date, o.category, o.city, o.state, o.lat, o.lng,
           o.available_slots, o.created_by, o.created_at)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_log_inserts AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_listing_inserts();--> statement-breakpoint
CREATE TRIGGER events_log_deletes AFTER DELETE ON "events" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_listing_deletes();--> statement-breakpoint
CREATE TRIGGER events_log_updates AFTER UPDATE ON "events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_listing_updates();--> statement-breakpoint
-- Who is going: a listing changes when its accepted members do.
CREATE OR REPLACE FUNCTION log_going_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'listing', (
    SELECT array_agg(event_id) FROM new_rows WHERE request_status = 'accepted'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_going_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'listing', (
    SELECT array_agg(event_id) FROM old_rows WHERE request_status = 'accepted'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_going_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'listing', (
    SELECT array_agg(e.event_id) FROM (
      SELECT n.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.request_status = 'accepted' OR o.request_status = 'accepted')
        AND (n.request_status, n.event_id, n.user_id) IS DISTINCT FROM (o.request_status, o.event_id, o.user_id)
      UNION SELECT o.event_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.request_status = 'accepted' AND n.event_id <> o.event_id) AS e));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER participants_log_inserts AFTER INSERT ON "participants" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_going_inserts();--> statement-breakpoint
CREATE TRIGGER participants_log_deletes AFTER DELETE ON "participants" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_going_deletes();--> statement-breakpoint
CREATE TRIGGER participants_log_updates AFTER UPDATE ON "participants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_going_updates();--> statement-breakpoint
-- A host's record (their stars, shown and ranked on every listing of theirs) changes with a review.
CREATE OR REPLACE FUNCTION log_review_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'host', (
    SELECT array_agg(e.created_by) FROM new_rows r JOIN events e ON e.id = r.event_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_review_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'host', (
    SELECT array_agg(e.created_by) FROM old_rows r JOIN events e ON e.id = r.event_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_review_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_snapshot_changes('listings', 'host', (
    SELECT array_agg(e.created_by) FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN events e ON e.id = n.event_id
    WHERE (n.stars, n.hidden_at) IS DISTINCT FROM (o.stars, o.hidden_at)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_log_inserts AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_review_inserts();--> statement-breakpoint
CREATE TRIGGER reviews_log_deletes AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_review_deletes();--> statement-breakpoint
CREATE TRIGGER reviews_log_updates AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION log_review_updates();
