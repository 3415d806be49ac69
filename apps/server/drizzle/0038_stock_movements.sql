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
CREATE OR REPLACE FUNCTION shop_products_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new product's stock ledger starts with one row when it has stock (migration 0038's trigger writes it), so the
  -- ledger's count needs no second write of the row.
  IF TG_OP = 'INSERT' THEN
    NEW.history_count := CASE WHEN NEW.real_quantity <> 0 THEN 1 ELSE 0 END;
  END IF;
  -- Recount only when what availability depends on changed, or when a writer asked for it by setting it to NULL
  -- (variations and combo parts do): a price or offer change leaves it as it is.
  IF TG_OP = 'INSERT' OR NEW.availability IS NULL OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.real_quantity IS DISTINCT FROM OLD.real_quantity OR NEW.held_quantity IS DISTINCT FROM OLD.held_quantity THEN
    NEW.availability := public.shop_product_availability(NEW.id, NEW.kind, NEW.real_quantity - NEW.held_quantity);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.search_vector IS NULL OR NEW.name IS DISTINCT FROM OLD.name
    OR NEW.sku IS DISTINCT FROM OLD.sku OR NEW.short_description IS DISTINCT FROM OLD.short_description
    OR NEW.brand_id IS DISTINCT FROM OLD.brand_id OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    NEW.search_vector := public.shop_search_vector(NEW.name, NEW.sku, NEW.short_description,
      (SELECT b.name FROM public.brands b WHERE b.id = NEW.brand_id),
      (SELECT c.name FROM public.categories c WHERE c.id = NEW.category_id));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- history_count is the number of ledger rows of a product and its variations, recounted for the products touched.
-- Statement triggers fire for zero rows too: the early returns end the chain products → movements → products.
CREATE OR REPLACE FUNCTION shop_stock_history_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    -- One grouped count, and only rows whose count changed: a product inserted with stock already says 1.
    UPDATE public.products p SET history_count = c.n
    FROM (SELECT m.product_id, count(*)::integer AS n FROM public.stock_movements m
          WHERE m.product_id IN (SELECT DISTINCT product_id FROM new_rows) GROUP BY m.product_id) c
    WHERE p.id = c.product_id AND p.history_count <> c.n;
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
