import type { CatalogExportQuery, CatalogRow, Locale, StorefrontCoin } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { longDate } from '../../lib/long-date';
import { type MessageKey, translate } from '../../lib/messages';
import { categories } from '../taxonomy';
import type { ReportCell, ReportTable } from './report-files';
import { mapBatches } from './report-rows';

/** The price list as its files show it: one row per product, by category, in the chosen coin at today's rate. */
export async function catalogTable(
  db: DbOrTx,
  query: CatalogExportQuery,
  rows: AsyncIterable<CatalogRow[]>,
  coin: StorefrontCoin,
  locale: Locale,
): Promise<ReportTable> {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  let category = words('report_all');
  if (query.category_id) {
    const [row] = await db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, query.category_id));
    category = row?.name ?? String(query.category_id);
  }
  const facts: ReportTable['facts'] = [
    [words('report_category'), category],
    [
      words('report_coin'),
      coin.rate_date
        ? `${coin.short_name} · ${words('report_rate_date', { date: longDate(coin.rate_date, locale) })}`
        : coin.short_name,
    ],
  ];
  if (query.search) facts.push([words('report_search'), query.search]);
  const money = (amount: number): ReportCell => ({
    money: amount,
    coin: coin.short_name,
    symbol: coin.symbol,
  });
  return {
    title: words('report_catalog_title'),
    facts,
    columns: [
      { header: words('report_category'), align: 'left', weight: 2.6 },
      { header: words('report_col_product'), align: 'left', weight: 5 },
      { header: words('report_col_sku'), align: 'left', weight: 2.2 },
      { header: words('report_col_price'), align: 'right', weight: 2 },
      { header: words('report_col_wholesale'), align: 'right', weight: 2.2 },
    ],
    rows: mapBatches(rows, (row): ReportCell[] => [
      { text: row.category },
      { text: row.name },
      { text: row.sku },
      money(row.price),
      row.wholesale_price === null ? { text: '' } : money(row.wholesale_price),
    ]),
    totals: () => [],
    empty: words('report_no_products'),
  };
}
