ALTER TABLE "sessions" ADD COLUMN "id_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_token_uq" ON "sessions" USING btree ("id_token_hash");