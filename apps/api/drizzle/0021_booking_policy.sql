CREATE TABLE "booking_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cancellation_deadline_hours" integer DEFAULT 24 NOT NULL,
	"reminder_24h" boolean DEFAULT true NOT NULL,
	"reminder_1h" boolean DEFAULT true NOT NULL,
	"calendar_feed_token_hash" varchar(64),
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "booking_policy_single_row" CHECK ("booking_policy"."id" = 1),
	CONSTRAINT "booking_policy_deadline" CHECK ("booking_policy"."cancellation_deadline_hours" between 0 and 8760)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "video_link" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ended_by" varchar(16);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_24h_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_1h_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_policy" ADD CONSTRAINT "booking_policy_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_reminder_idx" ON "bookings" USING btree ("state","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ended_by" CHECK ("bookings"."ended_by" is null or "bookings"."ended_by" in ('visitor', 'owner', 'expiry'));