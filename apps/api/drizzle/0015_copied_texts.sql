CREATE TABLE "content_copied_texts" (
	"resource" varchar(48) NOT NULL,
	"item_key" varchar(160) NOT NULL,
	"field" varchar(120) NOT NULL,
	"language" varchar(2) NOT NULL,
	"source_language" varchar(2) NOT NULL,
	"text_hash" varchar(64) NOT NULL,
	"copied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_copied_texts_resource_item_key_field_language_pk" PRIMARY KEY("resource","item_key","field","language")
);
--> statement-breakpoint
ALTER TABLE "content_copied_texts" ADD CONSTRAINT "content_copied_texts_copied_by_admin_users_id_fk" FOREIGN KEY ("copied_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;