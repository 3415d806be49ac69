-- Back-office searches (matchesEveryWord in modules/users/text-search.ts) compare shop_unaccent(column) with
-- ILIKE '%word%'. Trigram indexes on the same expressions let the large tables answer from an index
-- (issue 5: every list endpoint answers from an index). products.name has one since 0003.
CREATE INDEX IF NOT EXISTS "products_sku_trgm_idx" ON "products" USING gin (shop_unaccent("sku") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (shop_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_lastname_trgm_idx" ON "users" USING gin (shop_unaccent("lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (shop_unaccent("email") gin_trgm_ops);
