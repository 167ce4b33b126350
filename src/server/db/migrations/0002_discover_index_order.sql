DROP INDEX "events_discover_idx";--> statement-breakpoint
CREATE INDEX "events_discover_idx" ON "events" USING btree ("status","event_status","from_date","id");