-- The search document keeps only runs of letters and digits, as the storefront's query does: the 'simple' parser
-- would otherwise read "ROPA-000042" as 'ropa' and '-000042', which a search for "000042" never reaches.
CREATE OR REPLACE FUNCTION shop_search_words(text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT to_tsvector('simple'::regconfig, regexp_replace(public.shop_unaccent($1), '[^[:alnum:]]+', ' ', 'g')) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_vector(name text, sku text, short_description text, brand text, category text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(public.shop_search_words(coalesce(name, '') || ' ' || coalesce(sku, '')), 'A')
    || setweight(public.shop_search_words(coalesce(brand, '') || ' ' || coalesce(category, '')), 'B')
    || setweight(public.shop_search_words(coalesce(short_description, '')), 'C') $$;--> statement-breakpoint
UPDATE products SET search_vector = NULL;
