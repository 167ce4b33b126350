CREATE TABLE "snapshot_commit_marks" (
	"txid" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- One mark per transaction that logged a change (ADR 0051, amended): the commit's numbering fires
-- once per mark, no longer once per logged row.
CREATE OR REPLACE FUNCTION log_snapshot_changes(counter_key text, change_kind text, ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO snapshot_changes (counter, seq, kind, subject_id)
    SELECT counter_key, 0, change_kind, u.id FROM (SELECT DISTINCT unnest(ids) AS id) AS u;
  INSERT INTO snapshot_commit_marks (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
-- Numbers the transaction's changes as it commits (as migration 0034's did) and removes its mark, so
-- that changes logged after SET CONSTRAINTS ... IMMEDIATE mark the transaction again.
CREATE OR REPLACE FUNCTION number_snapshot_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c text; v bigint;
BEGIN
  FOREACH c IN ARRAY ARRAY['listings', 'members'] LOOP
    IF EXISTS (SELECT 1 FROM snapshot_changes WHERE counter = c AND seq = 0) THEN
      UPDATE app_counters SET value = value + 1 WHERE key = c RETURNING value INTO v;
      UPDATE snapshot_changes SET seq = v WHERE counter = c AND seq = 0;
    END IF;
  END LOOP;
  DELETE FROM snapshot_commit_marks WHERE txid = NEW.txid;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS snapshot_changes_number_at_commit ON "snapshot_changes";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER snapshot_commit_marks_number_at_commit AFTER INSERT ON "snapshot_commit_marks"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_snapshot_changes();
