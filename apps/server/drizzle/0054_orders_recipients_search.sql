-- The back office finds an order by its recipients' names and phones (modules/orders/orders.search.ts,
-- `recipientsText`): each word of the search is compared with ILIKE '%word%' to this one expression, which a trigram
-- index answers, as the customers' names and e-mails are answered by theirs (0009). The expression here and there
-- must stay the same for the planner to use the index.
CREATE INDEX IF NOT EXISTS "orders_recipients_trgm_idx" ON "orders" USING gin (
  public.shop_unaccent(
    coalesce("recipient"->>'name', '') || ' ' || coalesce("recipient"->>'last_name', '') || ' ' ||
    coalesce("recipient"->>'phone', '') || ' ' || coalesce("alternative_recipient"->>'name', '') || ' ' ||
    coalesce("alternative_recipient"->>'last_name', '') || ' ' || coalesce("alternative_recipient"->>'phone', '')
  ) gin_trgm_ops
);
