CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"resource" varchar(48) NOT NULL,
	"item_key" varchar(160) NOT NULL,
	"path" varchar(1500) NOT NULL,
	"language" varchar(2),
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preview_links_token_idx" ON "preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "preview_links_item_idx" ON "preview_links" USING btree ("resource","item_key");--> statement-breakpoint
CREATE INDEX "preview_links_created_by_idx" ON "preview_links" USING btree ("created_by");