CREATE TABLE "content_drafts" (
	"resource" varchar(48) NOT NULL,
	"item_key" varchar(160) NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_resource_item_key_pk" PRIMARY KEY("resource","item_key")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" varchar(48) NOT NULL,
	"item_key" varchar(160) NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_version_idx" ON "content_revisions" USING btree ("resource","item_key","version");