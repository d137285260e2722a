ALTER TABLE "admin_link_tokens" DROP CONSTRAINT "admin_link_tokens_purpose";--> statement-breakpoint
ALTER TABLE "admin_sign_in_failures" DROP CONSTRAINT "admin_sign_in_failures_kind";--> statement-breakpoint
ALTER TABLE "admin_link_tokens" ADD CONSTRAINT "admin_link_tokens_purpose" CHECK ("admin_link_tokens"."purpose" in ('setup', 'invitation', 'password_reset'));--> statement-breakpoint
ALTER TABLE "admin_sign_in_failures" ADD CONSTRAINT "admin_sign_in_failures_kind" CHECK ("admin_sign_in_failures"."kind" in ('account', 'client', 'second_factor', 'reset_account', 'reset_client'));