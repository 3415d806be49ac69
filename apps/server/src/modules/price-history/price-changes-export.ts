import { type Locale, type ShopPriceChangeQuery, shopWallClock } from '@shop/contracts';
import { and, asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { csvWriter } from '../../lib/csv';
import { translate } from '../../lib/messages';
import { priceChanges } from './price-changes.table';
import { shopPriceChangeRows, shopPriceChangesWhere, shownChanges } from './price-history.service';

const COLUMNS = [
  'date',
  'product',
  'variation',
  'sku',
  'regular_before',
  'regular_after',
  'sale_before',
  'sale_after',
  'discount_before',
  'discount_after',
  'wholesale_before',
  'wholesale_after',
  'reason',
  'user',
] as const;
type Column = (typeof COLUMNS)[number];

/** Changes read per query while the file is written: the database is never held while the browser reads. */
const BATCH = 1_000;

/**
 * Every product's price changes the shop-wide list's filters keep, oldest first, as a CSV in the reader's language
 * (decision 108): a change a row, the SKU the shelf's label carries (the variation's own when it is one), each price
 * before and after in the base coin as the reader's spreadsheet reads a number, why and who.
 */
export async function* priceChangesCsv(
  db: DbOrTx,
  query: Omit<ShopPriceChangeQuery, 'page' | 'per_page'>,
  locale: Locale,
) {
  const { headings, line, amount } = csvWriter(COLUMNS, locale);
  yield headings(
    Object.fromEntries(
      COLUMNS.map((column) => [column, translate(`price_changes_export_col_${column}`, locale)]),
    ) as Record<Column, string>,
  );
  const where = shopPriceChangesWhere(query);
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  let after = 0;
  for (;;) {
    const rows = await shopPriceChangeRows(db, and(where, gt(priceChanges.id, after)))
      .orderBy(asc(priceChanges.id))
      .limit(BATCH);
    if (!rows.length) return;
    const changes = await shownChanges(db, rows);
    yield changes
      .map(({ row, change }) =>
        line({
          date: shopWallClock(row.change.createdAt).replace('T', ' '),
          product: row.productName,
          variation: change.variation?.label ?? '',
          sku: change.variation?.sku ?? row.productSku,
          regular_before: amount(change.regular_price.before),
          regular_after: amount(change.regular_price.after),
          sale_before: amount(change.sale_price.before),
          sale_after: amount(change.sale_price.after),
          discount_before: percent(change.discount_percentage?.before),
          discount_after: percent(change.discount_percentage?.after),
          wholesale_before: amount(change.wholesale_price.before),
          wholesale_after: amount(change.wholesale_price.after),
          reason:
            change.reason === 'bulk' && change.percent !== null
              ? translate('price_changes_export_bulk', locale, {
                  percent: `${change.percent > 0 ? '+' : ''}${change.percent}`,
                })
              : translate(`price_changes_export_${change.reason}`, locale),
          user: change.user ?? '',
        }),
      )
      .join('');
    after = rows[rows.length - 1]?.change.id ?? after;
    if (rows.length < BATCH) return;
  }
}
