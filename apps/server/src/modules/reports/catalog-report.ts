import {
  type CatalogExportQuery,
  type CatalogReportQuery,
  type CatalogReportReply,
  type CatalogRow,
  convert,
  formatMoney,
  type Locale,
  type StorefrontCoin,
} from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { invalid } from '../../lib/domain-errors';
import { coinsInForceToday } from '../coins';
import { products } from '../products';
import { categories } from '../taxonomy';
import { exportRows } from './report-rows';
import { reportSearch } from './report-search';

type Filters = Omit<CatalogExportQuery, 'format'>;

interface PriceRow {
  slug: string;
  category: string;
  name: string;
  sku: string;
  price: number;
  wholesale_price: number | null;
}

/** What the storefront sells (active and visible), by category then name. */
function catalogOf(filters: Filters): SQL {
  const narrowed = [sql`p.active AND p.visible`];
  if (filters.category_id) narrowed.push(sql`p.category_id = ${filters.category_id}`);
  const searched = reportSearch([sql`p.name`, sql`p.sku`], filters.search);
  if (searched) narrowed.push(searched);
  return sql`
    SELECT p.slug, c.name AS category, p.name, p.sku, p.final_price AS price, p.wholesale_price
    FROM ${products} p JOIN ${categories} c ON c.id = p.category_id
    WHERE ${sql.join(narrowed, sql` AND `)}`;
}

/** The coin asked for, in force today (the base coin when none is asked); an unknown coin is refused. */
export async function priceCoin(db: DbOrTx, coin: string | undefined): Promise<StorefrontCoin> {
  const coins = await coinsInForceToday(db);
  const chosen = coin ? coins.find((c) => c.short_name === coin) : coins.find((c) => c.is_base);
  if (!chosen) throw invalid('report_coin_unknown');
  return chosen;
}

function toRow(row: PriceRow, coin: StorefrontCoin, locale: Locale): CatalogRow {
  const inCoin = (minor: number) => convert(minor, coin.rate);
  const price = inCoin(row.price);
  const wholesale = row.wholesale_price === null ? null : inCoin(row.wholesale_price);
  return {
    slug: row.slug,
    category: row.category,
    name: row.name,
    sku: row.sku,
    price,
    price_formatted: formatMoney(price, coin, locale),
    wholesale_price: wholesale,
    wholesale_price_formatted: wholesale === null ? null : formatMoney(wholesale, coin, locale),
  };
}

/** The catalogue report (SPEC §2 /admin/reports/catalog; decision 034): a price list per category in one coin. */
export async function catalogReport(
  db: DbOrTx,
  query: CatalogReportQuery,
  locale: Locale,
): Promise<CatalogReportReply> {
  const coin = await priceCoin(db, query.coin);
  const catalog = catalogOf(query);
  const offset = (query.page - 1) * query.per_page;
  const [page, count] = await Promise.all([
    db.execute(sql`WITH s AS (${catalog}) SELECT * FROM s ORDER BY s.category, s.name
      LIMIT ${query.per_page} OFFSET ${offset}`),
    db.execute(sql`WITH s AS (${catalog}) SELECT count(*)::int AS total FROM s`),
  ]);
  const total = rowsOf<{ total: number }>(count)[0]?.total ?? 0;
  return {
    data: rowsOf<PriceRow>(page).map((row) => toRow(row, coin, locale)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
    coin: coin.short_name,
    rate_date: coin.rate_date,
  };
}

/** Every row an export writes, a batch at a time (`tx` lives until the last one is read), and the coin. */
export async function catalogRows(tx: DbOrTx, filters: Filters, locale: Locale) {
  const coin = await priceCoin(tx, filters.coin);
  const rows = exportRows(
    tx,
    sql`WITH s AS (${catalogOf(filters)}) SELECT * FROM s ORDER BY s.category, s.name`,
    catalogOf(filters),
    (row: PriceRow) => toRow(row, coin, locale),
  );
  return { rows, coin };
}
