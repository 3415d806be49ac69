CREATE TYPE "public"."delivery_method" AS ENUM('home', 'pickup');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"quantity" integer NOT NULL,
	"holds" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"token_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "carts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"order_id" integer,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"variation_id" integer,
	"name" varchar(200) NOT NULL,
	"sku" varchar(30) NOT NULL,
	"variant" varchar(200),
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_tax" integer NOT NULL,
	"line_total" integer NOT NULL,
	"holds" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer,
	"reason" varchar(250),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"status_id" integer NOT NULL,
	"status_reason" varchar(250),
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_due_at" timestamp with time zone NOT NULL,
	"pay_form" varchar(30) NOT NULL,
	"delivery_method" "delivery_method" NOT NULL,
	"pickup_point" jsonb,
	"recipient" jsonb,
	"alternative_recipient" jsonb,
	"location" jsonb,
	"shipment_price" integer DEFAULT 0 NOT NULL,
	"shipment_distance" numeric(8, 1),
	"subtotal" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"total" integer NOT NULL,
	"coin" varchar(12) NOT NULL,
	"exchange_rates" jsonb NOT NULL,
	"wholesale" boolean DEFAULT false NOT NULL,
	"note" varchar(300),
	"contacted" boolean DEFAULT false NOT NULL,
	"dispatched" boolean DEFAULT false NOT NULL,
	"holds_stock" boolean DEFAULT true NOT NULL,
	"stock_discounted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "held_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_from_status_id_order_statuses_id_fk" FOREIGN KEY ("from_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_to_status_id_order_statuses_id_fk" FOREIGN KEY ("to_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_id_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."order_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_key" ON "cart_items" USING btree ("cart_id","product_id",coalesce("variation_id", 0));--> statement-breakpoint
CREATE INDEX "cart_items_expires_idx" ON "cart_items" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_status","payment_due_at");--> statement-breakpoint
-- Hand-written below: availability now subtracts the units held by carts and open orders (SPEC §4, real
-- availability = for sale − in carts − in orders). Same rules as 0004 otherwise; availabilityOf() agrees.
CREATE OR REPLACE FUNCTION shop_product_availability(p_id integer, p_kind product_kind, p_real integer)
  RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT CASE p_kind
    WHEN 'service' THEN NULL
    WHEN 'simple' THEN p_real
    WHEN 'variable' THEN (SELECT coalesce(sum(greatest(0, v.real_quantity - v.held_quantity)), 0)::integer
      FROM public.product_variations v WHERE v.product_id = p_id AND v.active)
    ELSE (SELECT coalesce(min(greatest(0, part.available) / greatest(1, part.quantity)), 0)::integer FROM (
      SELECT ci.quantity, CASE
        WHEN ci.variation_id IS NOT NULL THEN coalesce(pv.real_quantity - pv.held_quantity, 0)
        WHEN p.kind = 'service' THEN NULL
        WHEN p.kind = 'variable' THEN (SELECT coalesce(sum(greatest(0, v.real_quantity - v.held_quantity)), 0)::integer
          FROM public.product_variations v WHERE v.product_id = p.id AND v.active)
        ELSE p.real_quantity - p.held_quantity END AS available
      FROM public.combo_items ci
      JOIN public.products p ON p.id = ci.product_id
      LEFT JOIN public.product_variations pv ON pv.id = ci.variation_id
      WHERE ci.combo_id = p_id) part WHERE part.available IS NOT NULL)
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.availability := public.shop_product_availability(NEW.id, NEW.kind, NEW.real_quantity - NEW.held_quantity);
  IF TG_OP = 'INSERT' OR NEW.search_vector IS NULL OR NEW.name IS DISTINCT FROM OLD.name
    OR NEW.sku IS DISTINCT FROM OLD.sku OR NEW.short_description IS DISTINCT FROM OLD.short_description
    OR NEW.brand_id IS DISTINCT FROM OLD.brand_id OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    NEW.search_vector := public.shop_search_vector(NEW.name, NEW.sku, NEW.short_description,
      (SELECT b.name FROM public.brands b WHERE b.id = NEW.brand_id),
      (SELECT c.name FROM public.categories c WHERE c.id = NEW.category_id));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_variations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.products SET availability = NULL WHERE id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.products SET availability = NULL WHERE id IN (SELECT product_id FROM old_rows);
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.real_quantity <> o.real_quantity
      OR n.held_quantity <> o.held_quantity OR n.active <> o.active OR n.product_id <> o.product_id) THEN
    UPDATE public.products SET availability = NULL WHERE id IN (
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.real_quantity <> o.real_quantity OR n.held_quantity <> o.held_quantity OR n.active <> o.active
          OR n.product_id <> o.product_id
      UNION SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id
      UNION SELECT ci.combo_id FROM public.combo_items ci JOIN new_rows n ON n.id = ci.variation_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_held_quantity_check" CHECK ("held_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_held_quantity_check" CHECK ("held_quantity" >= 0);
