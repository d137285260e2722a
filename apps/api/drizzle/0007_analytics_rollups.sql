CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"metric" varchar(24) NOT NULL,
	"language" varchar(8) NOT NULL,
	"key" text NOT NULL,
	"key2" text NOT NULL,
	"count" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "analytics_daily_metric_day_language_key_key2_pk" PRIMARY KEY("metric","day","language","key","key2")
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw_purged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "site_language" varchar(8);--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_idx" ON "analytics_sessions" USING btree ("started_at");