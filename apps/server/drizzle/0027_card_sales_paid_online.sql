ALTER TABLE "payment_events" ADD COLUMN "card_sale_id" integer;--> statement-breakpoint
ALTER TABLE "shopping_card_sales" ADD COLUMN "payment_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "shopping_card_sales" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;