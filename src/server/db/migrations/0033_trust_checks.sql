CREATE TABLE "help_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"outcome" text,
	CONSTRAINT "help_requests_kind_ck" CHECK ("help_requests"."kind" IN ('contact', 'team', 'home_safe')),
	CONSTRAINT "help_requests_outcome_ck" CHECK ("help_requests"."outcome" IS NULL OR "help_requests"."outcome" IN ('kept', 'acted')),
	CONSTRAINT "help_requests_point_ck" CHECK (("help_requests"."lat" IS NULL) = ("help_requests"."lng" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "photo_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pose" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"selfie" "bytea",
	"content_type" text,
	"size" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_checks_status_ck" CHECK ("photo_checks"."status" IN ('awaiting', 'pending', 'approved', 'rejected')),
	CONSTRAINT "photo_checks_selfie_ck" CHECK ("photo_checks"."status" <> 'pending' OR "photo_checks"."selfie" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "trusted_contacts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_e164" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_contacts_reach_ck" CHECK ("trusted_contacts"."phone_e164" IS NOT NULL OR "trusted_contacts"."email" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_checks" ADD CONSTRAINT "photo_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_checks" ADD CONSTRAINT "photo_checks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD CONSTRAINT "trusted_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_requests_user_idx" ON "help_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "help_requests_open_idx" ON "help_requests" USING btree ("created_at") WHERE "help_requests"."kind" = 'team' AND "help_requests"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "help_requests_home_safe_uq" ON "help_requests" USING btree ("event_id","user_id") WHERE "help_requests"."kind" = 'home_safe';--> statement-breakpoint
CREATE UNIQUE INDEX "photo_checks_open_uq" ON "photo_checks" USING btree ("user_id") WHERE "photo_checks"."status" IN ('awaiting', 'pending');--> statement-breakpoint
CREATE INDEX "photo_checks_pending_idx" ON "photo_checks" USING btree ("submitted_at","id") WHERE "photo_checks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "photo_checks_user_idx" ON "photo_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_checks_purge_idx" ON "photo_checks" USING btree ("decided_at") WHERE "photo_checks"."selfie" IS NOT NULL AND "photo_checks"."decided_at" IS NOT NULL;