CREATE TABLE "handled_events" (
	"event_id" text NOT NULL,
	"subscriber" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
CREATE INDEX "handled_events_at_idx" ON "handled_events" USING btree ("handled_at");