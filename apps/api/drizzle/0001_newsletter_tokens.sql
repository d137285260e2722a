CREATE TABLE "newsletter_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_token_purpose" CHECK ("newsletter_tokens"."purpose" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_tokens" ADD CONSTRAINT "newsletter_tokens_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_tokens_subscription_idx" ON "newsletter_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_recipient_idx" ON "outbox_emails" USING btree ("recipient","created_at");--> statement-breakpoint
-- Hand-written data steps (decision 020): confirmation links already sent stay valid, rows written
-- before the constraints below are made to satisfy them.
INSERT INTO "newsletter_tokens" ("token_hash", "subscription_id", "purpose", "expires_at") SELECT "token_hash", "id", 'confirm', "token_expires_at" FROM "newsletter_subscriptions" WHERE "token_hash" IS NOT NULL AND "status" = 'pending';--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "unsubscribed_at" = now() WHERE "status" = 'unsubscribed' AND "unsubscribed_at" IS NULL;--> statement-breakpoint
UPDATE "outbox_emails" SET "subject" = regexp_replace("subject", '[[:cntrl:]]+', ' ', 'g'), "recipient" = regexp_replace("recipient", '[[:cntrl:]]+', '', 'g') WHERE "subject" ~ '[[:cntrl:]]' OR "recipient" ~ '[[:cntrl:]]';--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_unsubscribed_at" CHECK ("newsletter_subscriptions"."status" <> 'unsubscribed' or "newsletter_subscriptions"."unsubscribed_at" is not null);--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_single_line_headers" CHECK ("outbox_emails"."subject" !~ '[[:cntrl:]]' and "outbox_emails"."recipient" !~ '[[:cntrl:]]');--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_subscriptions_token_hash_unique";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP COLUMN "token_expires_at";
