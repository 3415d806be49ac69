-- Each order's units, so the sales reports and the dashboard read 250,000 orders without adding up a million lines
-- (issue 19 §3). Kept by one statement trigger over the lines' transition tables, as 0006 keeps availability.
ALTER TABLE "orders" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE public.orders o SET units = l.units
  FROM (SELECT order_id, sum(quantity)::int AS units FROM public.order_lines GROUP BY order_id) l
  WHERE l.order_id = o.id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_order_lines_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.orders o SET units = o.units + n.units
      FROM (SELECT order_id, sum(quantity)::int AS units FROM new_lines GROUP BY order_id) n
      WHERE n.order_id = o.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.orders o SET units = coalesce((SELECT sum(l.quantity) FROM public.order_lines l
      WHERE l.order_id = o.id), 0)
      WHERE o.id IN (SELECT order_id FROM old_lines);
  ELSIF EXISTS (SELECT 1 FROM new_lines n JOIN old_lines o ON o.id = n.id
      WHERE n.quantity <> o.quantity OR n.order_id <> o.order_id) THEN
    UPDATE public.orders o SET units = coalesce((SELECT sum(l.quantity) FROM public.order_lines l
      WHERE l.order_id = o.id), 0)
      WHERE o.id IN (SELECT order_id FROM new_lines UNION SELECT order_id FROM old_lines);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_lines_units_insert AFTER INSERT ON public.order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION shop_order_lines_units();--> statement-breakpoint
CREATE TRIGGER order_lines_units_update AFTER UPDATE ON public.order_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION shop_order_lines_units();--> statement-breakpoint
CREATE TRIGGER order_lines_units_delete AFTER DELETE ON public.order_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION shop_order_lines_units();
