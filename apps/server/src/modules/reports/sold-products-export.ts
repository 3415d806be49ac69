import type { Locale, SoldProductRow, SoldProductsExportQuery } from '@shop/contracts';
import { type MessageKey, translate } from '../../lib/messages';
import { periodFact, type ReportCell, type ReportTable } from './report-files';
import { mapBatches } from './report-rows';

/** The sold products report as its files show it: one row per product, variation and coin; a total per coin. */
export function soldProductsTable(
  query: SoldProductsExportQuery,
  rows: AsyncIterable<SoldProductRow[]>,
  locale: Locale,
): ReportTable {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  const facts: ReportTable['facts'] = [
    periodFact(query, locale),
    [words('report_coin'), query.coin ?? words('report_all_coins')],
    [words('report_channel'), words(`report_channel_${query.channel}`)],
  ];
  if (query.search) facts.push([words('report_search'), query.search]);
  // Per coin, summed as the rows go by: two coins are never added together.
  const sums = new Map<string, { symbol: string; units: number; revenue: number }>();
  const money = (amount: number, row: { coin: string; symbol: string }): ReportCell => ({
    money: amount,
    coin: row.coin,
    symbol: row.symbol,
  });
  return {
    title: words('report_sold_title'),
    facts,
    columns: [
      { header: words('report_col_product'), align: 'left', weight: 5 },
      { header: words('report_col_sku'), align: 'left', weight: 2.2 },
      { header: words('report_col_variant'), align: 'left', weight: 2.6 },
      { header: words('report_coin'), align: 'left', weight: 1.2 },
      { header: words('report_col_units'), align: 'right', weight: 1.5 },
      { header: words('report_col_orders'), align: 'right', weight: 1.5 },
      { header: words('report_col_revenue'), align: 'right', weight: 2.4 },
    ],
    rows: mapBatches(
      rows,
      (row): ReportCell[] => [
        { text: row.name },
        { text: row.sku },
        { text: row.variant ?? '' },
        { text: row.coin },
        { integer: row.units },
        { integer: row.orders },
        money(row.revenue, row),
      ],
      (row) => {
        const sum = sums.get(row.coin) ?? { symbol: row.symbol, units: 0, revenue: 0 };
        sum.units += row.units;
        sum.revenue += row.revenue;
        sums.set(row.coin, sum);
      },
    ),
    totals: () =>
      [...sums.keys()].sort().map((coin): ReportCell[] => {
        const sum = sums.get(coin) ?? { symbol: coin, units: 0, revenue: 0 };
        return [
          { text: words('report_total', { coin }) },
          { text: '' },
          { text: '' },
          { text: coin },
          { integer: sum.units },
          { text: '' },
          money(sum.revenue, { coin, symbol: sum.symbol }),
        ];
      }),
    empty: words('report_no_rows'),
  };
}
