ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_category_ck";--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_category_ck" CHECK ("email_opt_outs"."category" in ('all','requests','event_updates','reminders'));--> statement-breakpoint
-- Until now the "event updates" link stopped reminder emails too: whoever used it keeps them stopped.
INSERT INTO "email_opt_outs" ("user_id", "category", "created_at")
SELECT "user_id", 'reminders', "created_at" FROM "email_opt_outs" WHERE "category" = 'event_updates'
ON CONFLICT DO NOTHING;
