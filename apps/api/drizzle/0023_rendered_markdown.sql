CREATE TABLE "rendered_markdown" (
	"source_hash" varchar(64) PRIMARY KEY NOT NULL,
	"renderer" varchar(64) NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
