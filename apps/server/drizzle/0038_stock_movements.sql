CREATE TYPE "public"."stock_movement_reason" AS ENUM('initial', 'adjustment', 'order', 'order_return', 'import');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"quantity" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" "stock_movement_reason" NOT NULL,
	"note" varchar(250),
	"order_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "history_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_variation_idx" ON "stock_movements" USING btree ("variation_id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- The ledger writes itself (decision 029): every change of a real quantity, whoever makes it, becomes a movement row.
-- Why it moved comes from the transaction's settings (modules/stock/stock-reason.ts); without them an insert is the
-- initial stock and an update an adjustment.
CREATE OR REPLACE FUNCTION shop_stock_context(fallback text, OUT reason public.stock_movement_reason, OUT note text,
  OUT order_id integer, OUT user_id integer) LANGUAGE plpgsql STABLE AS $$
BEGIN
  reason := COALESCE(NULLIF(current_setting('shop.stock_reason', true), ''), fallback)::public.stock_movement_reason;
  note := NULLIF(current_setting('shop.stock_note', true), '');
  order_id := NULLIF(current_setting('shop.stock_order', true), '')::integer;
  user_id := NULLIF(current_setting('shop.stock_user', true), '')::integer;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    ctx := public.shop_stock_context('initial');
    INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason, note, order_id, user_id)
    SELECT n.id, NULL, n.real_quantity, n.real_quantity, ctx.reason, ctx.note, ctx.order_id, ctx.user_id
    FROM new_rows n WHERE n.real_quantity <> 0 ORDER BY n.id;
  ELSE
    ctx := public.shop_stock_context('adjustment');
    INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason, note, order_id, user_id)
    SELECT n.id, NULL, n.real_quantity - o.real_quantity, n.real_quantity, ctx.reason, ctx.note, ctx.order_id,
      ctx.user_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.real_quantity <> o.real_quantity ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_variations_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    ctx := public.shop_stock_context('initial');
    INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason, note, order_id, user_id)
    SELECT n.product_id, n.id, n.real_quantity, n.real_quantity, ctx.reason, ctx.note, ctx.order_id, ctx.user_id
    FROM new_rows n WHERE n.real_quantity <> 0 ORDER BY n.id;
  ELSE
    ctx := public.shop_stock_context('adjustment');
    INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason, note, order_id, user_id)
    SELECT n.product_id, n.id, n.real_quantity - o.real_quantity, n.real_quantity, ctx.reason, ctx.note,
      ctx.order_id, ctx.user_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.real_quantity <> o.real_quantity ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- history_count is the number of ledger rows of a product and its variations, recounted for the products touched.
-- Statement triggers fire for zero rows too: the early returns end the chain products → movements → products.
CREATE OR REPLACE FUNCTION shop_stock_history_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    UPDATE public.products p SET history_count = (SELECT count(*) FROM public.stock_movements m WHERE m.product_id = p.id)
    WHERE p.id IN (SELECT DISTINCT product_id FROM new_rows);
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
    UPDATE public.products p SET history_count = (SELECT count(*) FROM public.stock_movements m WHERE m.product_id = p.id)
    WHERE p.id IN (SELECT DISTINCT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_stock_inserted AFTER INSERT ON public.products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_stock_moved();--> statement-breakpoint
CREATE TRIGGER products_stock_updated AFTER UPDATE ON public.products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_stock_moved();--> statement-breakpoint
CREATE TRIGGER variations_stock_inserted AFTER INSERT ON public.product_variations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_variations_stock_moved();--> statement-breakpoint
CREATE TRIGGER variations_stock_updated AFTER UPDATE ON public.product_variations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_variations_stock_moved();--> statement-breakpoint
CREATE TRIGGER stock_movements_counted AFTER INSERT ON public.stock_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_stock_history_count();--> statement-breakpoint
CREATE TRIGGER stock_movements_uncounted AFTER DELETE ON public.stock_movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_stock_history_count();--> statement-breakpoint
-- The history begins with what each row holds today.
INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason)
SELECT id, NULL, real_quantity, real_quantity, 'initial' FROM public.products WHERE real_quantity <> 0 ORDER BY id;--> statement-breakpoint
INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason)
SELECT product_id, id, real_quantity, real_quantity, 'initial' FROM public.product_variations WHERE real_quantity <> 0
ORDER BY id;
