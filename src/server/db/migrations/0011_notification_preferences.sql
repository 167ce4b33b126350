CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"requests_push" boolean DEFAULT true NOT NULL,
	"requests_email" boolean DEFAULT true NOT NULL,
	"messages_push" boolean DEFAULT true NOT NULL,
	"messages_email" boolean DEFAULT true NOT NULL,
	"reminders_push" boolean DEFAULT true NOT NULL,
	"reminders_email" boolean DEFAULT true NOT NULL,
	"event_updates_push" boolean DEFAULT true NOT NULL,
	"event_updates_email" boolean DEFAULT true NOT NULL,
	"quiet_hours_enabled" boolean DEFAULT true NOT NULL,
	"quiet_start" text DEFAULT '22:00' NOT NULL,
	"quiet_end" text DEFAULT '08:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_times_ck" CHECK ("notification_preferences"."quiet_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "notification_preferences"."quiet_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "notification_preferences"."quiet_start" <> "notification_preferences"."quiet_end")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;