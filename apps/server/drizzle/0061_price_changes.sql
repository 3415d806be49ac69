CREATE TYPE "public"."price_change_reason" AS ENUM('edit', 'bulk', 'import', 'other');--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"regular_before" integer NOT NULL,
	"regular_after" integer NOT NULL,
	"sale_before" integer,
	"sale_after" integer,
	"discount_before" integer,
	"discount_after" integer,
	"wholesale_before" integer,
	"wholesale_after" integer,
	"reason" "price_change_reason" NOT NULL,
	"percent" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "price_changes_variation_idx" ON "price_changes" USING btree ("variation_id");--> statement-breakpoint
-- The price history writes itself (decision 108): every change of a product's or a variation's own prices, whoever
-- makes it, becomes a row with each price before and after. Who and why come from the transaction's settings
-- (modules/products/price-author.ts); without them the change was made outside the shop's screens ('other'). Row
-- triggers that fire only when an own price changed, so the offers' repricing of thousands of products (which
-- writes `final_price` alone) costs them nothing.
CREATE OR REPLACE FUNCTION shop_price_author(OUT reason public.price_change_reason, OUT user_id integer,
  OUT percent integer) LANGUAGE plpgsql STABLE AS $$
BEGIN
  reason := COALESCE(NULLIF(current_setting('shop.price_reason', true), ''), 'other')::public.price_change_reason;
  user_id := NULLIF(current_setting('shop.price_user', true), '')::integer;
  percent := CASE WHEN reason = 'bulk' THEN NULLIF(current_setting('shop.price_percent', true), '')::integer END;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_price_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author record := public.shop_price_author();
BEGIN
  INSERT INTO public.price_changes (product_id, variation_id, regular_before, regular_after, sale_before, sale_after,
    discount_before, discount_after, wholesale_before, wholesale_after, reason, percent, user_id)
  VALUES (NEW.id, NULL, OLD.regular_price, NEW.regular_price, OLD.sale_price, NEW.sale_price,
    OLD.discount_percentage, NEW.discount_percentage, OLD.wholesale_price, NEW.wholesale_price, author.reason,
    author.percent, author.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_variation_price_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author record := public.shop_price_author();
BEGIN
  INSERT INTO public.price_changes (product_id, variation_id, regular_before, regular_after, sale_before, sale_after,
    wholesale_before, wholesale_after, reason, percent, user_id)
  VALUES (NEW.product_id, NEW.id, OLD.regular_price, NEW.regular_price, OLD.sale_price, NEW.sale_price,
    OLD.wholesale_price, NEW.wholesale_price, author.reason, author.percent, author.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_price_changed AFTER UPDATE OF regular_price, sale_price, discount_percentage, wholesale_price
  ON public.products FOR EACH ROW
  WHEN (OLD.regular_price IS DISTINCT FROM NEW.regular_price OR OLD.sale_price IS DISTINCT FROM NEW.sale_price
    OR OLD.discount_percentage IS DISTINCT FROM NEW.discount_percentage
    OR OLD.wholesale_price IS DISTINCT FROM NEW.wholesale_price)
  EXECUTE FUNCTION shop_product_price_changed();--> statement-breakpoint
CREATE TRIGGER variations_price_changed AFTER UPDATE OF regular_price, sale_price, wholesale_price
  ON public.product_variations FOR EACH ROW
  WHEN (OLD.regular_price IS DISTINCT FROM NEW.regular_price OR OLD.sale_price IS DISTINCT FROM NEW.sale_price
    OR OLD.wholesale_price IS DISTINCT FROM NEW.wholesale_price)
  EXECUTE FUNCTION shop_variation_price_changed();
