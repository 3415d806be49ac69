-- Storefront search (decision 007): relevance ranks the first ~240 matches in priority order, read through the
-- on-sale products by (priority, id) and checked against the search document. Read from products_listing_idx,
-- every candidate cost a visit to its table row (a broad word like "camara" visited ~1,700 rows, 2.6-5 ms on
-- 100,000 products); with the document in the index the walk is an index-only scan (~50 pages, 0.3-0.5 ms) as long
-- as the table's pages are marked all-visible by (auto)vacuum, and no worse than before when they are not.
-- products_store_priority_idx stays: smaller, it serves the plain lists and their counts.
CREATE INDEX IF NOT EXISTS "products_store_search_idx" ON "products" ("priority", "id") INCLUDE ("search_vector")
  WHERE "active" AND "visible";
