-- The orders staff took for their customers (decision 099), listed by who took them: few among many, so only those
-- rows are indexed; the index also spares a scan of orders when a staff account is deleted (ON DELETE SET NULL).
CREATE INDEX "orders_placed_by_idx" ON "orders" USING btree ("placed_by","created_at") WHERE "orders"."placed_by" is not null;