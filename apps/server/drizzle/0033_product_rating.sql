ALTER TABLE "products" ADD COLUMN "rating_tenths" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;