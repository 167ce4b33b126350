CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone_e164" text NOT NULL,
	"code_hash" text NOT NULL,
	"address_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "phone_codes_attempts_ck" CHECK ("phone_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone_e164","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_address_idx" ON "phone_codes" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_verified_uq" ON "users" USING btree ("phone_e164") WHERE "users"."phone_verified_at" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_check_ck" CHECK ("users"."phone_verified_at" is null or "users"."phone_e164" is not null);