-- Search in the database (ADR 0052). pg_trgm and unaccent are contrib modules of PostgreSQL, trusted
-- since PostgreSQL 13 (the database's owner may create them); PGlite loads both when it starts
-- (src/server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be changed); named by schema and dictionary, this
-- wrapper folds the same text the same way always, so it may be IMMUTABLE: what a generated column
-- and an index need. "Café" -> "Cafe" on both databases.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"listings" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold(name || ' ' || description || ' ' || category || ' ' || coalesce(custom_category, '') || ' ' || city || ' ' || state))) STORED;--> statement-breakpoint
-- Dropping the column dropped its search index: build it again over the folded words.
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
-- The words of the listed experiences (approved and running) as they stand, three letters or more.
INSERT INTO search_words (word, listings)
SELECT word, count(*)::integer FROM events, unnest(tsvector_to_array(search_vector)) AS word
WHERE status = 'approved' AND event_status = 'ongoing' AND char_length(word) >= 3
GROUP BY word;--> statement-breakpoint
-- The indexes after the words are in: built once, sorted, rather than row by row (a GIN index
-- would hold them all in its pending list, which every search then scans).
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- Adds each delta to its word's count, in word order (two changes never wait on each other's words
-- in opposite orders), and takes away the words no listed experience holds any more.
CREATE OR REPLACE FUNCTION search_words_add(words text[], deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, listings)
  SELECT w, d FROM unnest(words, deltas) AS t(w, d) ORDER BY w
  ON CONFLICT (word) DO UPDATE SET listings = s.listings + excluded.listings;
  DELETE FROM search_words WHERE word = ANY(words) AND listings <= 0;
$$;--> statement-breakpoint
-- Kept in the transaction of every change, once per statement (a bulk insert adds each word once):
-- a listing listed, edited while listed, no longer listed (rejected, cancelled, completed), deleted.
-- Changes to anything else (seats, dates) compare two rows and write nothing.
CREATE OR REPLACE FUNCTION search_words_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array_agg(word ORDER BY word), array_agg(n ORDER BY word))
  FROM (
    SELECT word, count(*)::integer AS n
    FROM inserted, unnest(tsvector_to_array(search_vector)) AS word
    WHERE status = 'approved' AND event_status = 'ongoing' AND char_length(word) >= 3
    GROUP BY word
  ) w
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_search_words_insert
AFTER INSERT ON "events" REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION search_words_events_inserted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array_agg(word ORDER BY word), array_agg(n ORDER BY word))
  FROM (
    WITH pairs AS (
      SELECT o.search_vector AS old_vector, n.search_vector AS new_vector,
             o.status = 'approved' AND o.event_status = 'ongoing' AS was_listed,
             n.status = 'approved' AND n.event_status = 'ongoing' AS is_listed
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    ), changed AS (
      SELECT * FROM pairs
      WHERE was_listed <> is_listed OR (is_listed AND old_vector IS DISTINCT FROM new_vector)
    )
    SELECT word, sum(d)::integer AS n
    FROM (
      SELECT unnest(tsvector_to_array(old_vector)) AS word, -1 AS d FROM changed WHERE was_listed
      UNION ALL
      SELECT unnest(tsvector_to_array(new_vector)), 1 FROM changed WHERE is_listed
    ) words
    WHERE char_length(word) >= 3
    GROUP BY word
    HAVING sum(d) <> 0
  ) w
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_search_words_update
AFTER UPDATE ON "events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_words_events_updated();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array_agg(word ORDER BY word), array_agg(n ORDER BY word))
  FROM (
    SELECT word, -count(*)::integer AS n
    FROM deleted, unnest(tsvector_to_array(search_vector)) AS word
    WHERE status = 'approved' AND event_status = 'ongoing' AND char_length(word) >= 3
    GROUP BY word
  ) w
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_search_words_delete
AFTER DELETE ON "events" REFERENCING OLD TABLE AS deleted
FOR EACH STATEMENT EXECUTE FUNCTION search_words_events_deleted();--> statement-breakpoint
-- The listed words nearest a misspelt one, most similar first, through the trigram index: `%` takes
-- those at least as similar as the threshold, 0.2 here rather than pg_trgm's 0.3 (a four-letter word
-- one letter off, "trak" for "trek", shares 2 of its 8 trigrams: 0.25). Within two letters of its
-- length: the caller keeps those within one or two edits.
CREATE OR REPLACE FUNCTION search_word_candidates(typed text, n integer) RETURNS SETOF text
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.similarity_threshold = 0.2
AS $$
  SELECT word FROM search_words
  WHERE word % typed AND abs(char_length(word) - char_length(typed)) <= 2
  ORDER BY similarity(word, typed) DESC, word
  LIMIT n
$$;
