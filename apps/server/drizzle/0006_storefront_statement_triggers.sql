-- The availability triggers of 0004 ran once per changed row, each with its own UPDATE: bulk writes (imports, the
-- benchmark catalogue) paid one products update per variation. These run once per statement over its transition
-- tables. The products BEFORE trigger still does the counting, for every products row an UPDATE touches.
DROP TRIGGER IF EXISTS products_refresh_combos ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variations_availability ON product_variations;--> statement-breakpoint
DROP TRIGGER IF EXISTS combo_items_availability ON combo_items;--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_refresh_combos_of_part();--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_variations_after_write();--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_combo_items_after_write();--> statement-breakpoint
-- Parts whose availability changed: recount the combos holding them. The guard also ends the recursion, since
-- this very UPDATE of combos fires the trigger again (combos are never parts).
CREATE OR REPLACE FUNCTION shop_products_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM public.combo_items ci JOIN new_rows n ON n.id = ci.product_id
      JOIN old_rows o ON o.id = n.id WHERE n.availability IS DISTINCT FROM o.availability) THEN
    UPDATE public.products SET availability = NULL WHERE id IN (
      SELECT ci.combo_id FROM public.combo_items ci JOIN new_rows n ON n.id = ci.product_id
      JOIN old_rows o ON o.id = n.id WHERE n.availability IS DISTINCT FROM o.availability);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_parts_changed AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_products_parts_changed();--> statement-breakpoint
-- Variations: recount their products; a combo holding one changed variation is recounted too, since the
-- product's sum may stay the same. Inserted variations are in no combo yet; combos keep theirs from deletion.
CREATE OR REPLACE FUNCTION shop_variations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.products SET availability = NULL WHERE id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.products SET availability = NULL WHERE id IN (SELECT product_id FROM old_rows);
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.real_quantity <> o.real_quantity
      OR n.active <> o.active OR n.product_id <> o.product_id) THEN
    UPDATE public.products SET availability = NULL WHERE id IN (
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.real_quantity <> o.real_quantity OR n.active <> o.active OR n.product_id <> o.product_id
      UNION SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id
      UNION SELECT ci.combo_id FROM public.combo_items ci JOIN new_rows n ON n.id = ci.variation_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variations_inserted AFTER INSERT ON product_variations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_variations_changed();--> statement-breakpoint
CREATE TRIGGER product_variations_updated AFTER UPDATE ON product_variations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_variations_changed();--> statement-breakpoint
CREATE TRIGGER product_variations_deleted AFTER DELETE ON product_variations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_variations_changed();--> statement-breakpoint
-- A combo's parts changed: recount it (a combo being deleted is already gone and matches nothing).
CREATE OR REPLACE FUNCTION shop_combo_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.products SET availability = NULL WHERE id IN (SELECT combo_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.products SET availability = NULL WHERE id IN (SELECT combo_id FROM old_rows);
  ELSE
    UPDATE public.products SET availability = NULL
      WHERE id IN (SELECT combo_id FROM new_rows UNION SELECT combo_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER combo_items_inserted AFTER INSERT ON combo_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_combo_items_changed();--> statement-breakpoint
CREATE TRIGGER combo_items_updated AFTER UPDATE ON combo_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_combo_items_changed();--> statement-breakpoint
CREATE TRIGGER combo_items_deleted AFTER DELETE ON combo_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_combo_items_changed();
