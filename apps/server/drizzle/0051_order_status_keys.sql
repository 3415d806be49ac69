ALTER TABLE "order_statuses" ADD COLUMN "key" varchar(20);--> statement-breakpoint
CREATE UNIQUE INDEX "order_statuses_key_key" ON "order_statuses" USING btree ("key");--> statement-breakpoint
-- The statuses a fresh shop was given, recognised by the name the seed wrote: still the shop's own words, read in each
-- reader's language from now on. One staff renamed keeps their name, and no key.
UPDATE "order_statuses" s SET "key" = k."key"
FROM (VALUES ('Pendiente', 'pending'), ('Confirmado', 'confirmed'), ('En preparación', 'preparing'),
  ('En camino', 'on_the_way'), ('Entregado', 'delivered'), ('Cancelado', 'cancelled')) AS k("name", "key")
WHERE s."name" = k."name";
