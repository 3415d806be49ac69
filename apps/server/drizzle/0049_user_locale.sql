ALTER TABLE "users" ADD COLUMN "locale" varchar(5) DEFAULT 'es-ES' NOT NULL;
--> statement-breakpoint
-- Until someone signs in again, their language is the one of their newest order, where they have one.
UPDATE "users" u SET "locale" = o."locale"
FROM (SELECT DISTINCT ON ("user_id") "user_id", "locale" FROM "orders" ORDER BY "user_id", "created_at" DESC, "id" DESC) o
WHERE o."user_id" = u."id" AND o."locale" IN ('es-ES', 'en-US');
