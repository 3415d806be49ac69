ALTER TABLE "order_lines" ADD COLUMN "unit_cost" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost_price" integer;--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "cost_price" integer;