import {
  formatMoney,
  type InventoryExportQuery,
  type InventoryReportQuery,
  type InventoryReportReply,
  type InventoryRow,
  type Locale,
} from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { lowAvailabilityThreshold } from '../availability-alerts';
import { cartItems } from '../cart';
import { coins } from '../coins';
import { products, productVariations } from '../products';
import { categories } from '../taxonomy';
import { exportRows } from './report-rows';
import { reportSearch } from './report-search';

type Filters = Omit<InventoryExportQuery, 'format'>;

interface StockRow {
  slug: string;
  name: string;
  sku: string;
  category: string;
  real: number;
  in_carts: number;
  held: number;
  available: number | null;
  low: boolean;
  value: string | number;
  cost_value: string | number | null;
}

/**
 * Every stocked product (services and combos hold no units of their own) with its stock: a variable product's units
 * are its variations'; carts' holds are read from their lines, and what open orders hold is the rest of what is held.
 * A product with a variation in stock whose cost is unknown has no value at cost (left out and counted as without
 * one, as the products list's "Sin costo" finds it), never the value of part of its units.
 */
function stockOf(filters: Filters): SQL {
  const narrowed = [sql`p.kind IN ('simple', 'variable')`];
  const searched = reportSearch([sql`p.name`, sql`p.sku`], filters.search);
  if (searched) narrowed.push(searched);
  if (filters.category_id) narrowed.push(sql`p.category_id = ${filters.category_id}`);
  if (filters.brand_id) narrowed.push(sql`p.brand_id = ${filters.brand_id}`);
  const low = sql`p.availability IS NOT NULL AND p.availability <= ${lowAvailabilityThreshold}`;
  if (filters.low) narrowed.push(low);
  const variations = (column: SQL) =>
    sql`coalesce((SELECT sum(${column}) FROM ${productVariations} v WHERE v.product_id = p.id), 0)`;
  return sql`
    SELECT p.slug, p.name, p.sku, c.name AS category,
      (CASE WHEN p.kind = 'variable' THEN ${variations(sql`v.real_quantity`)} ELSE p.real_quantity END)::int AS real,
      (CASE WHEN p.kind = 'variable' THEN ${variations(sql`v.held_quantity`)} ELSE p.held_quantity END)::int AS held,
      coalesce((SELECT sum((h->>'quantity')::int) FROM ${cartItems} l, jsonb_array_elements(l.holds) h
        WHERE (h->>'product_id')::int = p.id), 0)::int AS in_carts,
      coalesce(p.availability, 0) AS available,
      coalesce(${low}, false) AS low,
      (CASE WHEN p.kind = 'variable' THEN ${variations(sql`v.real_quantity`)} ELSE p.real_quantity END)::bigint
        * p.final_price AS value,
      (CASE WHEN p.kind = 'variable'
        THEN (SELECT CASE WHEN bool_and(v.real_quantity <= 0 OR coalesce(v.cost_price, p.cost_price) IS NOT NULL)
            THEN sum(v.real_quantity::bigint * coalesce(v.cost_price, p.cost_price)) END
          FROM ${productVariations} v WHERE v.product_id = p.id)
        ELSE p.real_quantity::bigint * p.cost_price END) AS cost_value
    FROM ${products} p JOIN ${categories} c ON c.id = p.category_id
    WHERE ${sql.join(narrowed, sql` AND `)}`;
}

/** The base coin: the value at price is in the coin prices are kept in. */
async function baseCoin(db: DbOrTx): Promise<{ symbol: string; coin: string }> {
  const [row] = rowsOf<{ symbol: string; coin: string }>(
    await db.execute(sql`SELECT symbol, short_name AS coin FROM ${coins} WHERE is_base LIMIT 1`),
  );
  return row ?? { symbol: '$', coin: 'USD' };
}

function toRow(row: StockRow, symbol: string, locale: Locale): InventoryRow {
  const value = Number(row.value);
  const costValue = row.cost_value === null ? null : Number(row.cost_value);
  return {
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    category: row.category,
    real: row.real,
    in_carts: row.in_carts,
    in_orders: Math.max(0, row.held - row.in_carts),
    available: Number(row.available),
    low: row.low,
    value,
    value_formatted: formatMoney(value, { symbol }, locale),
    cost_value: costValue,
    cost_value_formatted: costValue === null ? null : formatMoney(costValue, { symbol }, locale),
  };
}

/** The inventory report (SPEC §2 /admin/reports/inventory): a page of products by name, and the totals of all. */
export async function inventoryReport(
  db: DbOrTx,
  query: InventoryReportQuery,
  locale: Locale,
): Promise<InventoryReportReply> {
  const { symbol } = await baseCoin(db);
  const stock = stockOf(query);
  const offset = (query.page - 1) * query.per_page;
  const [page, sums] = await Promise.all([
    db.execute(
      sql`WITH s AS (${stock}) SELECT * FROM s ORDER BY s.name, s.sku LIMIT ${query.per_page} OFFSET ${offset}`,
    ),
    db.execute(sql`
      WITH s AS (${stock})
      SELECT count(*)::int AS products, coalesce(sum(s.real), 0)::bigint AS real,
        count(*) FILTER (WHERE s.low)::int AS low, coalesce(sum(s.value), 0)::bigint AS value,
        coalesce(sum(s.cost_value), 0)::bigint AS cost_value,
        count(*) FILTER (WHERE s.cost_value IS NULL AND s.real > 0)::int AS without_cost FROM s`),
  ]);
  const rows = rowsOf<StockRow>(page);
  const [totals] = rowsOf<{
    products: number;
    real: string;
    low: number;
    value: string;
    cost_value: string;
    without_cost: number;
  }>(sums);
  const total = totals?.products ?? 0;
  const value = Number(totals?.value ?? 0);
  const costValue = Number(totals?.cost_value ?? 0);
  return {
    data: rows.map((row) => toRow(row, symbol, locale)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
    totals: {
      products: total,
      real: Number(totals?.real ?? 0),
      low: totals?.low ?? 0,
      value,
      value_formatted: formatMoney(value, { symbol }, locale),
      cost_value: costValue,
      cost_value_formatted: formatMoney(costValue, { symbol }, locale),
      without_cost: totals?.without_cost ?? 0,
    },
  };
}

/** Every row an export writes, a batch at a time (`tx` lives until the last one is read), and the base coin. */
export async function inventoryRows(tx: DbOrTx, filters: Filters, locale: Locale) {
  const base = await baseCoin(tx);
  const rows = exportRows(
    tx,
    sql`WITH s AS (${stockOf(filters)}) SELECT * FROM s ORDER BY s.name, s.sku`,
    stockOf(filters),
    (row: StockRow) => toRow(row, base.symbol, locale),
  );
  return { rows, ...base };
}
