CREATE TABLE "attendance" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"came" boolean NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_by" uuid,
	"contest_reason" text,
	"contested_at" timestamp with time zone,
	"contest_outcome" text,
	"contest_resolved_at" timestamp with time zone,
	"contest_resolved_by" uuid,
	CONSTRAINT "attendance_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "attendance_outcome_ck" CHECK ("attendance"."contest_outcome" IN ('upheld', 'overturned'))
);
--> statement-breakpoint
ALTER TABLE "flags" ALTER COLUMN "reported_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_contest_resolved_by_users_id_fk" FOREIGN KEY ("contest_resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_user_idx" ON "attendance" USING btree ("user_id","came");--> statement-breakpoint
CREATE INDEX "attendance_open_contest_idx" ON "attendance" USING btree ("contested_at") WHERE "attendance"."contested_at" IS NOT NULL AND "attendance"."contest_resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "flags_open_auto_uq" ON "flags" USING btree ("user_id") WHERE "flags"."resolved_at" IS NULL AND "flags"."reported_by" IS NULL;