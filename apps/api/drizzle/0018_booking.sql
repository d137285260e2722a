CREATE TABLE "booking_availability" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 720 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"slot_interval_minutes" integer DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "booking_availability_single_row" CHECK ("booking_availability"."id" = 1),
	CONSTRAINT "booking_availability_notice" CHECK ("booking_availability"."minimum_notice_minutes" between 0 and 525600),
	CONSTRAINT "booking_availability_horizon" CHECK ("booking_availability"."horizon_days" between 1 and 730),
	CONSTRAINT "booking_availability_interval" CHECK ("booking_availability"."slot_interval_minutes" between 5 and 1440)
);
--> statement-breakpoint
CREATE TABLE "booking_blocked_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"during" "tstzrange" NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_blocked_times_not_empty" CHECK (not isempty("booking_blocked_times"."during"))
);
--> statement-breakpoint
CREATE TABLE "booking_date_overrides" (
	"date" date PRIMARY KEY NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_type_id" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked" "tstzrange" NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" varchar(254) NOT NULL,
	"visitor_phone" varchar(40),
	"visitor_message" text,
	"language_code" varchar(8) NOT NULL,
	"visitor_time_zone" varchar(64) NOT NULL,
	"idempotency_key" varchar(100),
	"manage_token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "bookings_state" CHECK ("bookings"."state" in ('requested', 'confirmed', 'cancelled', 'declined', 'no_show', 'done')),
	CONSTRAINT "bookings_times" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_blocked_covers" CHECK ("bookings"."blocked" @> tstzrange("bookings"."starts_at", "bookings"."ends_at", '[)')),
	CONSTRAINT "bookings_requested_expire" CHECK ("bookings"."state" <> 'requested' or "bookings"."expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"location_kind" varchar(16) NOT NULL,
	"location_address" text,
	"location_link" text,
	"service_id" integer,
	"package_id" integer,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"max_per_day" integer,
	"is_visible" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_types_location_kind" CHECK ("session_types"."location_kind" in ('practice', 'phone', 'video')),
	CONSTRAINT "session_types_duration" CHECK ("session_types"."duration_minutes" between 5 and 1440),
	CONSTRAINT "session_types_buffers" CHECK ("session_types"."buffer_before_minutes" between 0 and 1440 and "session_types"."buffer_after_minutes" between 0 and 1440),
	CONSTRAINT "session_types_max_per_day" CHECK ("session_types"."max_per_day" is null or "session_types"."max_per_day" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_availability" ADD CONSTRAINT "booking_availability_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_blocked_times" ADD CONSTRAINT "booking_blocked_times_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_session_type_idx" ON "bookings" USING btree ("session_type_id","starts_at");