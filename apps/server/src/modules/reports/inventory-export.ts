import type { InventoryExportQuery, InventoryRow, Locale } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { counted, type MessageKey, translate } from '../../lib/messages';
import { brands, categories } from '../taxonomy';
import type { ReportCell, ReportTable } from './report-files';
import { mapBatches } from './report-rows';

/** The inventory report as its exported files show it: the filters in words, one row per product, one total. */
export async function inventoryTable(
  db: DbOrTx,
  query: InventoryExportQuery,
  rows: AsyncIterable<InventoryRow[]>,
  symbol: string,
  baseCoin: string,
  locale: Locale,
): Promise<ReportTable> {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  const nameOf = async (table: typeof categories | typeof brands, id: number | undefined) => {
    if (!id) return words('report_all');
    const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return row?.name ?? String(id);
  };
  const facts: ReportTable['facts'] = [
    [words('report_category'), await nameOf(categories, query.category_id)],
    [words('report_brand'), await nameOf(brands, query.brand_id)],
  ];
  if (query.search) facts.push([words('report_search'), query.search]);
  if (query.low) facts.push([words('report_low_only'), words('report_yes')]);
  const money = (amount: number | null): ReportCell =>
    amount === null ? { text: '' } : { money: amount, coin: baseCoin, symbol };
  const sum = { rows: 0, real: 0, in_carts: 0, in_orders: 0, available: 0, low: 0, value: 0, costValue: 0 };
  return {
    title: words('report_inventory_title'),
    facts,
    columns: [
      { header: words('report_col_product'), align: 'left', weight: 5 },
      { header: words('report_col_sku'), align: 'left', weight: 2.2 },
      { header: words('report_category'), align: 'left', weight: 2.5 },
      { header: words('report_col_real'), align: 'right', weight: 1.6 },
      { header: words('report_col_in_carts'), align: 'right', weight: 1.6 },
      { header: words('report_col_in_orders'), align: 'right', weight: 1.6 },
      { header: words('report_col_available'), align: 'right', weight: 1.6 },
      { header: words('report_col_low'), align: 'left', weight: 1.3 },
      { header: words('report_col_value'), align: 'right', weight: 2.4 },
      { header: words('report_col_cost_value'), align: 'right', weight: 2.4 },
    ],
    rows: mapBatches(
      rows,
      (row): ReportCell[] => [
        { text: row.name },
        { text: row.sku },
        { text: row.category },
        { integer: row.real },
        { integer: row.in_carts },
        { integer: row.in_orders },
        { integer: row.available },
        { text: row.low ? words('report_yes') : '' },
        money(row.value),
        money(row.cost_value),
      ],
      (row) => {
        sum.rows += 1;
        sum.real += row.real;
        sum.in_carts += row.in_carts;
        sum.in_orders += row.in_orders;
        sum.available += row.available;
        sum.low += row.low ? 1 : 0;
        sum.value += row.value;
        sum.costValue += row.cost_value ?? 0;
      },
    ),
    totals: () =>
      sum.rows
        ? [
            [
              { text: words(counted('report_inventory_total', sum.rows), { count: sum.rows }) },
              { text: '' },
              { text: '' },
              { integer: sum.real },
              { integer: sum.in_carts },
              { integer: sum.in_orders },
              { integer: sum.available },
              { text: String(sum.low) },
              money(sum.value),
              money(sum.costValue),
            ],
          ]
        : [],
    empty: words('report_no_products'),
  };
}
