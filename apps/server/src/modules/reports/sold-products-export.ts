import type { Locale, SoldProductRow, SoldProductsExportQuery } from '@shop/contracts';
import { type MessageKey, translate } from '../../lib/messages';
import { periodFact, type ReportCell, type ReportTable } from './report-files';

/** The sold products report as its files show it: one row per product, variation and coin; a total per coin. */
export function soldProductsTable(
  query: SoldProductsExportQuery,
  rows: SoldProductRow[],
  locale: Locale,
): ReportTable {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  const facts: ReportTable['facts'] = [
    periodFact(query, locale),
    [words('report_coin'), query.coin ?? words('report_all_coins')],
    [words('report_channel'), words(`report_channel_${query.channel}`)],
  ];
  if (query.search) facts.push([words('report_search'), query.search]);
  const coins = [...new Set(rows.map((row) => row.coin))].sort();
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
    rows: rows.map((row) => [
      { text: row.name },
      { text: row.sku },
      { text: row.variant ?? '' },
      { text: row.coin },
      { integer: row.units },
      { integer: row.orders },
      money(row.revenue, row),
    ]),
    totals: coins.map((coin) => {
      const ofCoin = rows.filter((row) => row.coin === coin);
      const symbol = ofCoin[0]?.symbol ?? coin;
      return [
        { text: words('report_total', { coin }) },
        { text: '' },
        { text: '' },
        { text: coin },
        { integer: ofCoin.reduce((sum, row) => sum + row.units, 0) },
        { text: '' },
        money(
          ofCoin.reduce((sum, row) => sum + row.revenue, 0),
          { coin, symbol },
        ),
      ];
    }),
    empty: words('report_no_rows'),
  };
}
