CREATE TABLE "retention_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"contact_days" integer,
	"analytics_raw_days" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "retention_settings_single_row" CHECK ("retention_settings"."id" = 1),
	CONSTRAINT "retention_settings_contact_days" CHECK ("retention_settings"."contact_days" between 1 and 183),
	CONSTRAINT "retention_settings_analytics_raw_days" CHECK ("retention_settings"."analytics_raw_days" between 3 and 427)
);
--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;