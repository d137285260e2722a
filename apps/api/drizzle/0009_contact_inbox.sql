ALTER TABLE "contact_messages" ADD COLUMN "page_path" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "state" varchar(16) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "spam_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_state_created_idx" ON "contact_messages" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_state" CHECK ("contact_messages"."state" in ('new', 'read', 'answered', 'archived', 'spam'));