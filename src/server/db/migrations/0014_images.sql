CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size_ck" CHECK ("images"."size" = octet_length("images"."bytes"))
);
--> statement-breakpoint
-- WebP is compressed already: keep the bytes out of line without a pglz attempt on every write.
ALTER TABLE "images" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
