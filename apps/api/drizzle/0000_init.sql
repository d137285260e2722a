CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"type" varchar(32) NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"user_agent" text NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"screen_resolution" varchar(32) NOT NULL,
	"viewport_size" varchar(32) NOT NULL,
	"language" varchar(35) NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"referrer" text,
	"landing_page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"category_id" integer,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"excerpt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_image" text,
	"cover_image_alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "career_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "career_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "career_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"category_id" integer,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employment_type" varchar(16) NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_through" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"message" text NOT NULL,
	"context" varchar(40),
	"service_name" text,
	"package_name" text,
	"post_title" text,
	"language_code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"icon_name" varchar(64) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"show_in_contact" boolean DEFAULT false NOT NULL,
	"show_in_social" boolean DEFAULT false NOT NULL,
	"show_in_contact_page" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_code" varchar(8),
	"media_type" varchar(8) NOT NULL,
	"embed_url" text,
	"video_url" text,
	"image_url" text,
	"image_alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"desktop_mobile_layout" varchar(32) DEFAULT 'media_right' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_pages_type_unique" UNIQUE("type"),
	CONSTRAINT "legal_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" varchar(16) DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_code" varchar(2) DEFAULT 'DE' NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"language_code" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"consent_text_version" varchar(32) NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"token_hash" varchar(64),
	"token_expires_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "newsletter_status" CHECK ("newsletter_subscriptions"."status" in ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" varchar(64) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"language_code" varchar(8) NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_services" (
	"package_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_services_package_id_service_id_pk" PRIMARY KEY("package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"institution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"year" integer,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_identifier" varchar(32) NOT NULL,
	"page_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"og_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"og_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"twitter_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"twitter_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "seo_settings_page_identifier_unique" UNIQUE("page_identifier")
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" varchar(64) DEFAULT 'SparklesIcon' NOT NULL,
	"image" text,
	"card_image_url" text,
	"use_image_instead_of_icon" boolean DEFAULT false NOT NULL,
	"is_premium_styled" boolean DEFAULT false NOT NULL,
	"show_price_on_home" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "service_packages_discount_range" CHECK ("service_packages"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" varchar(64) DEFAULT 'HeartIcon' NOT NULL,
	"image" text,
	"card_image_url" text,
	"use_image_instead_of_icon" boolean DEFAULT false NOT NULL,
	"is_premium_styled" boolean DEFAULT false NOT NULL,
	"premium_badge_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_price_on_home" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"price" numeric(10, 2),
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"duration" integer,
	"duration_unit" varchar(8),
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"site_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blog_enabled" boolean DEFAULT true NOT NULL,
	"career_enabled" boolean DEFAULT true NOT NULL,
	"use_logo_instead_of_initial" boolean DEFAULT false NOT NULL,
	"header_logo" text,
	"header_logo_link" text,
	"contact_button_redirect_url" text,
	"social_visibility" jsonb NOT NULL,
	"show_footer_company_info" boolean DEFAULT true NOT NULL,
	"show_footer_newsletter" boolean DEFAULT true NOT NULL,
	"footer_mode" varchar(16) DEFAULT 'newsletter' NOT NULL,
	"footer_button_url" text,
	"footer_button_target" varchar(8) DEFAULT '_self' NOT NULL,
	"show_hero_stats" boolean DEFAULT true NOT NULL,
	"enable_theme_toggle" boolean DEFAULT true NOT NULL,
	"fixed_theme_mode" varchar(8) DEFAULT 'light' NOT NULL,
	"use_favicon" boolean DEFAULT true NOT NULL,
	"favicon_source" varchar(16) DEFAULT 'favicon_logo' NOT NULL,
	"favicon_logo" text,
	"about_logo" text,
	"business" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_singleton" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_footer_mode" CHECK ("site_settings"."footer_mode" in ('newsletter', 'button', 'none')),
	CONSTRAINT "site_settings_fixed_theme_mode" CHECK ("site_settings"."fixed_theme_mode" in ('light', 'dark'))
);
--> statement-breakpoint
CREATE TABLE "social_media_settings" (
	"language_code" varchar(8) PRIMARY KEY NOT NULL,
	"facebook_url" text DEFAULT '' NOT NULL,
	"instagram_url" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"x_url" text DEFAULT '' NOT NULL,
	"reddit_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_contents" (
	"content_type" varchar(80) PRIMARY KEY NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(32) NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"primary_colors" jsonb NOT NULL,
	"accent_colors" jsonb NOT NULL,
	"dark_colors" jsonb NOT NULL,
	"fonts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_session_id_analytics_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analytics_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_posts" ADD CONSTRAINT "career_posts_category_id_career_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."career_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_media" ADD CONSTRAINT "hero_media_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_settings" ADD CONSTRAINT "social_media_settings_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "analytics_events_type_time_idx" ON "analytics_events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("is_published","published_at");--> statement-breakpoint
CREATE INDEX "career_posts_published_idx" ON "career_posts" USING btree ("is_published","published_at");--> statement-breakpoint
CREATE INDEX "package_features_package_idx" ON "package_features" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_one_active" ON "themes" USING btree ("is_active") WHERE "themes"."is_active";