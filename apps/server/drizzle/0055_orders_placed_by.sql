-- Who took an order for its customer (decision 098): a staff member's account, null when the customer placed it.
ALTER TABLE "orders" ADD COLUMN "placed_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;