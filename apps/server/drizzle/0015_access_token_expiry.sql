-- Tokens issued before expiry existed get the full lifetime from now.
ALTER TABLE "personal_access_tokens" ADD COLUMN "expires_at" timestamp with time zone NOT NULL DEFAULT (now() + interval '30 days');--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ALTER COLUMN "expires_at" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "personal_access_tokens_expires_at_idx" ON "personal_access_tokens" USING btree ("expires_at");
--> statement-breakpoint
-- Mails kept before the outbox hid secret links (issue 11): they may hold live reset and verification links.
DELETE FROM "mail_outbox" WHERE "text" LIKE '%/Auth/ResetPassword?%' OR "text" LIKE '%/api/verify-email/%';
