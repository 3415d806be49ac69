ALTER TABLE "products" ADD COLUMN "availability" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
-- Hand-written below (decision 007): triggers keep products.availability and products.search_vector in step with
-- every writer (services, seeds, imports) inside the writer's own transaction.
-- The search document: name and sku weigh most, then brand and category names, then the short description.
CREATE OR REPLACE FUNCTION shop_search_vector(name text, sku text, short_description text, brand text, category text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple'::regconfig, public.shop_unaccent(coalesce(name, '') || ' ' || coalesce(sku, ''))), 'A')
    || setweight(to_tsvector('simple'::regconfig, public.shop_unaccent(coalesce(brand, '') || ' ' || coalesce(category, ''))), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.shop_unaccent(coalesce(short_description, ''))), 'C') $$;--> statement-breakpoint
-- The same rules as availabilityOf() in modules/products/availability.ts (and comboAvailability in contracts):
-- services have no stock (null); variable = sum of active variations; combo = min over non-service parts of
-- floor(part / quantity), 0 without such parts. A test compares both.
CREATE OR REPLACE FUNCTION shop_product_availability(p_id integer, p_kind product_kind, p_real integer)
  RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT CASE p_kind
    WHEN 'service' THEN NULL
    WHEN 'simple' THEN p_real
    WHEN 'variable' THEN (SELECT coalesce(sum(v.real_quantity), 0)::integer FROM public.product_variations v
      WHERE v.product_id = p_id AND v.active)
    ELSE (SELECT coalesce(min(greatest(0, part.available) / greatest(1, part.quantity)), 0)::integer FROM (
      SELECT ci.quantity, CASE
        WHEN ci.variation_id IS NOT NULL THEN coalesce(pv.real_quantity, 0)
        WHEN p.kind = 'service' THEN NULL
        WHEN p.kind = 'variable' THEN (SELECT coalesce(sum(v.real_quantity), 0)::integer
          FROM public.product_variations v WHERE v.product_id = p.id AND v.active)
        ELSE p.real_quantity END AS available
      FROM public.combo_items ci
      JOIN public.products p ON p.id = ci.product_id
      LEFT JOIN public.product_variations pv ON pv.id = ci.variation_id
      WHERE ci.combo_id = p_id) part WHERE part.available IS NOT NULL)
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.availability := public.shop_product_availability(NEW.id, NEW.kind, NEW.real_quantity);
  IF TG_OP = 'INSERT' OR NEW.search_vector IS NULL OR NEW.name IS DISTINCT FROM OLD.name
    OR NEW.sku IS DISTINCT FROM OLD.sku OR NEW.short_description IS DISTINCT FROM OLD.short_description
    OR NEW.brand_id IS DISTINCT FROM OLD.brand_id OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    NEW.search_vector := public.shop_search_vector(NEW.name, NEW.sku, NEW.short_description,
      (SELECT b.name FROM public.brands b WHERE b.id = NEW.brand_id),
      (SELECT c.name FROM public.categories c WHERE c.id = NEW.category_id));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Setting availability to null makes the BEFORE trigger recompute it.
CREATE OR REPLACE FUNCTION shop_refresh_combos_of_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.products SET availability = NULL
    WHERE id IN (SELECT ci.combo_id FROM public.combo_items ci WHERE ci.product_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_variations_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer := coalesce(NEW.product_id, OLD.product_id);
BEGIN
  UPDATE public.products SET availability = NULL WHERE id = owner;
  -- A combo holding one variation follows that variation even when the product's sum stays the same.
  UPDATE public.products SET availability = NULL
    WHERE id IN (SELECT ci.combo_id FROM public.combo_items ci WHERE ci.product_id = owner AND ci.variation_id IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_combo_items_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.products SET availability = NULL WHERE id = coalesce(NEW.combo_id, OLD.combo_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_taxonomy_name_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE public.products SET search_vector = NULL WHERE brand_id = NEW.id;
  ELSE
    UPDATE public.products SET search_vector = NULL WHERE category_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_before_write BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION shop_products_before_write();--> statement-breakpoint
CREATE TRIGGER products_refresh_combos AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.availability IS DISTINCT FROM NEW.availability AND NEW.kind <> 'combo')
  EXECUTE FUNCTION shop_refresh_combos_of_part();--> statement-breakpoint
CREATE TRIGGER product_variations_availability AFTER INSERT OR DELETE OR UPDATE OF real_quantity, active, product_id
  ON product_variations FOR EACH ROW EXECUTE FUNCTION shop_variations_after_write();--> statement-breakpoint
CREATE TRIGGER combo_items_availability AFTER INSERT OR UPDATE OR DELETE ON combo_items
  FOR EACH ROW EXECUTE FUNCTION shop_combo_items_after_write();--> statement-breakpoint
CREATE TRIGGER brands_search_names AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION shop_taxonomy_name_after_update();--> statement-breakpoint
CREATE TRIGGER categories_search_names AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION shop_taxonomy_name_after_update();--> statement-breakpoint
-- Fill both columns for the products that already exist.
UPDATE products SET search_vector = NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_document_idx";--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_search_document(text, text, text);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_store_available_idx" ON "products" ("priority", "id")
  WHERE "active" AND "visible" AND ("availability" IS NULL OR "availability" > 0);
