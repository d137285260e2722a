CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"extension" varchar(8) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_type" CHECK ("media_files"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/avif'))
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_sha256_idx" ON "media_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("created_at");--> statement-breakpoint
-- Images are compressed already: stored out of line without another compression attempt.
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
