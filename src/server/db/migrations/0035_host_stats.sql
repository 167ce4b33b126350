CREATE TABLE "host_stats" (
	"host_id" uuid PRIMARY KEY NOT NULL,
	"listings_hosted" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"review_stars" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_stats" ADD CONSTRAINT "host_stats_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each host's record (ADR 0050), kept by the changes that make it, in their own transactions: a
-- listing approved or no longer approved, a review written, hidden or shown again, and the rare
-- delete. Bulk inserts (the bench's seed, a restore with triggers on) add once per statement and host.
CREATE OR REPLACE FUNCTION host_stats_add(host uuid, listings integer, review_count integer, stars bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO host_stats AS s (host_id, listings_hosted, reviews, review_stars)
  VALUES (host, listings, review_count, stars)
  ON CONFLICT (host_id) DO UPDATE SET
    listings_hosted = s.listings_hosted + excluded.listings_hosted,
    reviews = s.reviews + excluded.reviews,
    review_stars = s.review_stars + excluded.review_stars;
$$;--> statement-breakpoint
-- Taking away never makes a row: a host whose account is being deleted has lost theirs already.
CREATE OR REPLACE FUNCTION host_stats_take(host uuid, listings integer, review_count integer, stars bigint)
RETURNS void LANGUAGE sql AS $$
  UPDATE host_stats SET
    listings_hosted = listings_hosted - listings,
    reviews = reviews - review_count,
    review_stars = review_stars - stars
  WHERE host_id = host;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION host_stats_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM host_stats_add(created_by, n, 0, 0)
  FROM (
    SELECT created_by, count(*)::integer AS n FROM inserted WHERE status = 'approved'
    GROUP BY created_by ORDER BY created_by
  ) approved;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_host_stats_insert
AFTER INSERT ON "events" REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION host_stats_events_inserted();--> statement-breakpoint
-- A listing approved or no longer approved; a listing given to another host takes its reviews along.
CREATE OR REPLACE FUNCTION host_stats_event_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  review_count integer;
  stars bigint;
BEGIN
  IF OLD.created_by IS DISTINCT FROM NEW.created_by THEN
    SELECT count(*)::integer, coalesce(sum(r.stars), 0) INTO review_count, stars
    FROM reviews r WHERE r.event_id = NEW.id AND r.hidden_at IS NULL;
  ELSE
    review_count := 0;
    stars := 0;
  END IF;
  -- Pending to rejected, say, changes no record: no write.
  IF OLD.status = 'approved' OR review_count > 0 THEN
    PERFORM host_stats_take(OLD.created_by, (OLD.status = 'approved')::integer, review_count, stars);
  END IF;
  IF NEW.status = 'approved' OR review_count > 0 THEN
    PERFORM host_stats_add(NEW.created_by, (NEW.status = 'approved')::integer, review_count, stars);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_host_stats_update
AFTER UPDATE OF status, created_by ON "events"
FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_by IS DISTINCT FROM NEW.created_by)
EXECUTE FUNCTION host_stats_event_changed();--> statement-breakpoint
-- Before the delete, while the listing's reviews are still there: their own delete, cascaded from the
-- listing's, finds no listing and takes nothing (host_stats_reviews_deleted).
CREATE OR REPLACE FUNCTION host_stats_event_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM host_stats_take(OLD.created_by, (OLD.status = 'approved')::integer, count(*)::integer, coalesce(sum(r.stars), 0))
  FROM reviews r WHERE r.event_id = OLD.id AND r.hidden_at IS NULL;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_host_stats_delete
BEFORE DELETE ON "events"
FOR EACH ROW EXECUTE FUNCTION host_stats_event_deleted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION host_stats_reviews_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM host_stats_add(host, 0, n, stars)
  FROM (
    SELECT e.created_by AS host, count(*)::integer AS n, sum(r.stars) AS stars
    FROM inserted r JOIN events e ON e.id = r.event_id
    WHERE r.hidden_at IS NULL
    GROUP BY e.created_by ORDER BY e.created_by
  ) added;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_host_stats_insert
AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION host_stats_reviews_inserted();--> statement-breakpoint
-- A review hidden by an admin (or shown again), its stars or its listing changed.
CREATE OR REPLACE FUNCTION host_stats_review_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.hidden_at IS NULL THEN
    PERFORM host_stats_take(e.created_by, 0, 1, OLD.stars) FROM events e WHERE e.id = OLD.event_id;
  END IF;
  IF NEW.hidden_at IS NULL THEN
    PERFORM host_stats_add(e.created_by, 0, 1, NEW.stars) FROM events e WHERE e.id = NEW.event_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_host_stats_update
AFTER UPDATE OF hidden_at, stars, event_id ON "reviews"
FOR EACH ROW
WHEN (
  (OLD.hidden_at IS NULL) IS DISTINCT FROM (NEW.hidden_at IS NULL)
  OR OLD.stars IS DISTINCT FROM NEW.stars
  OR OLD.event_id IS DISTINCT FROM NEW.event_id
)
EXECUTE FUNCTION host_stats_review_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION host_stats_reviews_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM host_stats_take(host, 0, n, stars)
  FROM (
    SELECT e.created_by AS host, count(*)::integer AS n, sum(r.stars) AS stars
    FROM deleted r JOIN events e ON e.id = r.event_id
    WHERE r.hidden_at IS NULL
    GROUP BY e.created_by ORDER BY e.created_by
  ) taken;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_host_stats_delete
AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS deleted
FOR EACH STATEMENT EXECUTE FUNCTION host_stats_reviews_deleted();--> statement-breakpoint
-- Every host's record as it stands, counted once here; the triggers above keep it from now on (the
-- migration's transaction holds their locks on events and reviews until it commits).
INSERT INTO host_stats (host_id, listings_hosted, reviews, review_stars)
SELECT e.created_by, count(*) FILTER (WHERE e.status = 'approved'), coalesce(sum(r.n), 0), coalesce(sum(r.stars), 0)
FROM events e
LEFT JOIN (
  SELECT event_id, count(*) AS n, sum(stars) AS stars FROM reviews WHERE hidden_at IS NULL GROUP BY event_id
) r ON r.event_id = e.id
GROUP BY e.created_by;
