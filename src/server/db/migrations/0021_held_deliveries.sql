ALTER TABLE "notifications" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_held_idx" ON "notifications" USING btree ("user_id","held_until");