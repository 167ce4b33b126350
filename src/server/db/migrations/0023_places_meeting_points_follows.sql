CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_host_id_pk" PRIMARY KEY("follower_id","host_id"),
	CONSTRAINT "follows_not_self_ck" CHECK ("follows"."follower_id" <> "follows"."host_id")
);
--> statement-breakpoint
CREATE TABLE "review_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reported_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_code" text NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || description || ' ' || category || ' ' || coalesce(custom_category, '') || ' ' || city || ' ' || state)) STORED;--> statement-breakpoint
-- Dropping the column dropped its search index: build it again over the new words.
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_place" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_address" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_lat" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_lng" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_flags" ADD CONSTRAINT "review_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_host_idx" ON "follows" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_flags_open_uq" ON "review_flags" USING btree ("review_id","reported_by") WHERE "review_flags"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "review_flags_open_idx" ON "review_flags" USING btree ("created_at") WHERE "review_flags"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_name_uq" ON "cities" USING btree ("state","name");--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "events_discover_lat_idx" ON "events" USING btree ("status","event_status","lat");