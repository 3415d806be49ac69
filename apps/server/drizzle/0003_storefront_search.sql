-- Storefront search: accent- and case-insensitive full text plus trigram typo tolerance (decision 007).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes this wrapper safe to
-- declare IMMUTABLE, which expression indexes require. Names are schema-qualified: index builds run with a
-- restricted search_path.
CREATE OR REPLACE FUNCTION shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower($1)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_document(name text, sku text, short_description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, public.shop_unaccent(coalesce(name, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(short_description, ''))) $$;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin (shop_search_document("name", "sku", "short_description"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (shop_unaccent("name") gin_trgm_ops);--> statement-breakpoint
-- Shoppers only ever see active and visible products: partial indexes for each storefront order.
CREATE INDEX "products_store_priority_idx" ON "products" ("priority", "id") WHERE "active" AND "visible";--> statement-breakpoint
CREATE INDEX "products_store_price_idx" ON "products" ("final_price", "id") WHERE "active" AND "visible";--> statement-breakpoint
CREATE INDEX "products_store_newest_idx" ON "products" ("created_at", "id") WHERE "active" AND "visible";--> statement-breakpoint
CREATE INDEX "products_store_offer_idx" ON "products" ("priority", "id") WHERE "active" AND "visible" AND "in_offer";
