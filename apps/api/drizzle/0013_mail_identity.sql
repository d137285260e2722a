CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"body" text NOT NULL,
	"sent_by" uuid,
	"outbox_email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_single_line_headers";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "notification_email" varchar(254);--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" varchar(254);--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_sent_by_admin_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_outbox_email_id_outbox_emails_id_fk" FOREIGN KEY ("outbox_email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_single_line_headers" CHECK ("outbox_emails"."subject" !~ '[[:cntrl:]]' and "outbox_emails"."recipient" !~ '[[:cntrl:]]' and coalesce("outbox_emails"."from_name", '') !~ '[[:cntrl:]]' and coalesce("outbox_emails"."reply_to", '') !~ '[[:cntrl:]]');