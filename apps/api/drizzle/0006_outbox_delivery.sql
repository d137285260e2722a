ALTER TABLE "outbox_emails" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "status" varchar(16) DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
UPDATE "outbox_emails" SET "status" = 'sent' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status" CHECK ("outbox_emails"."status" in ('queued', 'sending', 'sent', 'failed', 'no_server'));