ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_category_ck";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "new_near_you_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "new_near_you_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_category_ck" CHECK ("email_opt_outs"."category" in ('all','requests','event_updates','reminders','messages','new_near_you'));