CREATE TYPE "public"."stock_transfer_status" AS ENUM('draft', 'sent', 'received', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'transfer_sent';--> statement-breakpoint
ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'transfer_received';--> statement-breakpoint
CREATE TABLE "point_stock" (
	"point_of_sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"quantity" integer NOT NULL,
	CONSTRAINT "point_stock_quantity_check" CHECK ("point_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"quantity" integer NOT NULL,
	"received" integer
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_point_id" integer NOT NULL,
	"to_point_id" integer NOT NULL,
	"status" "stock_transfer_status" DEFAULT 'draft' NOT NULL,
	"note" varchar(250),
	"receive_note" varchar(250),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone,
	"received_by" integer,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "points_of_sale" ADD COLUMN "main_warehouse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "point_of_sale_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
ALTER TABLE "point_stock" ADD CONSTRAINT "point_stock_point_of_sale_id_points_of_sale_id_fk" FOREIGN KEY ("point_of_sale_id") REFERENCES "public"."points_of_sale"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_stock" ADD CONSTRAINT "point_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_stock" ADD CONSTRAINT "point_stock_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_point_id_points_of_sale_id_fk" FOREIGN KEY ("from_point_id") REFERENCES "public"."points_of_sale"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_point_id_points_of_sale_id_fk" FOREIGN KEY ("to_point_id") REFERENCES "public"."points_of_sale"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_stock_row_idx" ON "point_stock" USING btree ("point_of_sale_id","product_id",coalesce("variation_id", 0));--> statement-breakpoint
CREATE INDEX "point_stock_product_idx" ON "point_stock" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfer_lines_row_idx" ON "stock_transfer_lines" USING btree ("transfer_id","product_id",coalesce("variation_id", 0));--> statement-breakpoint
CREATE INDEX "stock_transfers_status_idx" ON "stock_transfers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stock_transfers_from_idx" ON "stock_transfers" USING btree ("from_point_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_idx" ON "stock_transfers" USING btree ("to_point_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_point_of_sale_id_points_of_sale_id_fk" FOREIGN KEY ("point_of_sale_id") REFERENCES "public"."points_of_sale"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_of_sale_warehouse_idx" ON "points_of_sale" USING btree ("main_warehouse") WHERE "points_of_sale"."main_warehouse";--> statement-breakpoint
CREATE INDEX "stock_movements_point_idx" ON "stock_movements" USING btree ("point_of_sale_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Stock per point of sale (decision 032). A change of a stock row's real quantity is placed on points of sale as the
-- ledger row is written: units come in at the point the transaction names (`shop.stock_point`) or at the main
-- warehouse; units go out from the named point first, then the warehouse, then the points holding most. Units on no
-- point (a shop without points of sale) are written with no point. One ledger row per point the change touched.
-- The function moves the units and returns the ledger's pieces; the statement triggers write every piece of a
-- statement in one INSERT, so the ledger's own count trigger runs once per statement, not once per row.
CREATE OR REPLACE FUNCTION shop_locate_stock(p_product integer, p_variation integer, p_delta integer,
  p_balance integer)
RETURNS TABLE (point integer, quantity integer, balance integer) LANGUAGE plpgsql AS $$
DECLARE
  named integer := NULLIF(current_setting('shop.stock_point', true), '')::integer;
  target integer;
  remaining integer;
  running integer;
  taken integer;
  spot record;
BEGIN
  IF p_delta > 0 THEN
    target := COALESCE(named, (SELECT p.id FROM public.points_of_sale p WHERE p.main_warehouse));
    IF target IS NOT NULL THEN
      INSERT INTO public.point_stock AS s (point_of_sale_id, product_id, variation_id, quantity)
      VALUES (target, p_product, p_variation, p_delta)
      ON CONFLICT (point_of_sale_id, product_id, coalesce(variation_id, 0))
      DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity;
    END IF;
    point := target; quantity := p_delta; balance := p_balance;
    RETURN NEXT;
    RETURN;
  END IF;
  remaining := -p_delta;
  running := p_balance + remaining;
  FOR spot IN
    SELECT s.point_of_sale_id AS at, s.quantity AS units FROM public.point_stock s
    JOIN public.points_of_sale p ON p.id = s.point_of_sale_id
    WHERE s.product_id = p_product AND coalesce(s.variation_id, 0) = coalesce(p_variation, 0) AND s.quantity > 0
    ORDER BY (s.point_of_sale_id = named) IS TRUE DESC, p.main_warehouse DESC, s.quantity DESC, s.point_of_sale_id
    FOR UPDATE OF s
  LOOP
    taken := LEAST(remaining, spot.units);
    UPDATE public.point_stock s SET quantity = s.quantity - taken
    WHERE s.point_of_sale_id = spot.at AND s.product_id = p_product
      AND coalesce(s.variation_id, 0) = coalesce(p_variation, 0);
    running := running - taken;
    point := spot.at; quantity := -taken; balance := running;
    RETURN NEXT;
    remaining := remaining - taken;
    EXIT WHEN remaining = 0;
  END LOOP;
  IF remaining > 0 THEN
    point := NULL; quantity := -remaining; balance := p_balance;
    RETURN NEXT;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx record;
  transfer integer := NULLIF(current_setting('shop.stock_transfer', true), '')::integer;
BEGIN
  ctx := public.shop_stock_context(CASE WHEN TG_OP = 'INSERT' THEN 'initial' ELSE 'adjustment' END);
  -- Dynamic SQL is planned for the rows it sees each time: a prepared plan, made while the transition tables held
  -- one row (a sale), would join an import's 20,000 new and old rows row by row (minutes instead of a second).
  IF TG_OP = 'INSERT' THEN
    EXECUTE $q$
      INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason, note, order_id, user_id,
        point_of_sale_id, transfer_id)
      SELECT n.id, NULL::integer, piece.quantity, piece.balance, $1, $2, $3, $4, piece.point, $5
      FROM (SELECT * FROM new_rows WHERE real_quantity <> 0 ORDER BY id) n
      CROSS JOIN LATERAL public.shop_locate_stock(n.id, NULL::integer, n.real_quantity, n.real_quantity) piece$q$
    USING ctx.reason, ctx.note, ctx.order_id, ctx.user_id, transfer;
  ELSE
    EXECUTE $q$
      INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason, note, order_id, user_id,
        point_of_sale_id, transfer_id)
      SELECT m.id, NULL::integer, piece.quantity, piece.balance, $1, $2, $3, $4, piece.point, $5
      FROM (SELECT n.id, n.real_quantity - o.real_quantity AS delta, n.real_quantity AS after
            FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.real_quantity <> o.real_quantity ORDER BY n.id) m
      CROSS JOIN LATERAL public.shop_locate_stock(m.id, NULL::integer, m.delta, m.after) piece$q$
    USING ctx.reason, ctx.note, ctx.order_id, ctx.user_id, transfer;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_variations_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx record;
  transfer integer := NULLIF(current_setting('shop.stock_transfer', true), '')::integer;
BEGIN
  ctx := public.shop_stock_context(CASE WHEN TG_OP = 'INSERT' THEN 'initial' ELSE 'adjustment' END);
  -- Dynamic SQL is planned for the rows it sees each time: a prepared plan, made while the transition tables held
  -- one row (a sale), would join an import's 20,000 new and old rows row by row (minutes instead of a second).
  IF TG_OP = 'INSERT' THEN
    EXECUTE $q$
      INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason, note, order_id, user_id,
        point_of_sale_id, transfer_id)
      SELECT n.product_id, n.id, piece.quantity, piece.balance, $1, $2, $3, $4, piece.point, $5
      FROM (SELECT * FROM new_rows WHERE real_quantity <> 0 ORDER BY id) n
      CROSS JOIN LATERAL public.shop_locate_stock(n.product_id, n.id, n.real_quantity, n.real_quantity) piece$q$
    USING ctx.reason, ctx.note, ctx.order_id, ctx.user_id, transfer;
  ELSE
    EXECUTE $q$
      INSERT INTO public.stock_movements (product_id, variation_id, quantity, balance, reason, note, order_id, user_id,
        point_of_sale_id, transfer_id)
      SELECT m.product_id, m.id, piece.quantity, piece.balance, $1, $2, $3, $4, piece.point, $5
      FROM (SELECT n.product_id, n.id, n.real_quantity - o.real_quantity AS delta, n.real_quantity AS after
            FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.real_quantity <> o.real_quantity ORDER BY n.id) m
      CROSS JOIN LATERAL public.shop_locate_stock(m.product_id, m.id, m.delta, m.after) piece$q$
    USING ctx.reason, ctx.note, ctx.order_id, ctx.user_id, transfer;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Makes a point the main warehouse; units on no point (the shop's stock before it had a warehouse) are placed there,
-- and so are the ledger rows that brought them.
CREATE OR REPLACE FUNCTION shop_make_warehouse(p_point integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.points_of_sale SET main_warehouse = false WHERE main_warehouse AND id <> p_point;
  UPDATE public.points_of_sale SET main_warehouse = true WHERE id = p_point AND NOT main_warehouse;
  INSERT INTO public.point_stock AS s (point_of_sale_id, product_id, variation_id, quantity)
  SELECT p_point, m.product_id, m.variation_id, sum(m.quantity)::integer FROM public.stock_movements m
  WHERE m.point_of_sale_id IS NULL GROUP BY m.product_id, m.variation_id HAVING sum(m.quantity) > 0
  ON CONFLICT (point_of_sale_id, product_id, coalesce(variation_id, 0))
  DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity;
  UPDATE public.stock_movements SET point_of_sale_id = p_point WHERE point_of_sale_id IS NULL;
END $$;--> statement-breakpoint
SELECT public.shop_make_warehouse(id) FROM (SELECT id FROM public.points_of_sale WHERE active ORDER BY id LIMIT 1) first;
