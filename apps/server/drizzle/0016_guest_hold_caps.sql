-- Lines made before the caps held all their units.
ALTER TABLE "cart_items" ADD COLUMN "held_quantity" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "cart_items" SET "held_quantity" = "quantity";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "held_quantity" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "client_address" varchar(64);--> statement-breakpoint
CREATE INDEX "carts_client_address_idx" ON "carts" USING btree ("client_address") WHERE "carts"."user_id" is null;
