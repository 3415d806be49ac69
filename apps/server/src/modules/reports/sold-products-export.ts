import {
  type Locale,
  marginPercent,
  type SoldProductRow,
  type SoldProductsExportQuery,
} from '@shop/contracts';
import { type MessageKey, translate } from '../../lib/messages';
import { periodFact, type ReportCell, type ReportTable } from './report-files';
import { mapBatches } from './report-rows';

interface Sums {
  symbol: string;
  units: number;
  revenue: number;
  /** Null until a row with a cost comes. */
  cost: number | null;
  profit: number | null;
  unitsWithoutCost: number;
}

const plus = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

/** A coin's sums with one more row in them (none yet: `row` gives only the symbol). */
function added(sum: Sums | undefined, row: Partial<SoldProductRow> & { symbol: string }): Sums {
  return {
    symbol: sum?.symbol ?? row.symbol,
    units: (sum?.units ?? 0) + (row.units ?? 0),
    revenue: (sum?.revenue ?? 0) + (row.revenue ?? 0),
    cost: plus(sum?.cost ?? null, row.cost ?? null),
    profit: plus(sum?.profit ?? null, row.profit ?? null),
    unitsWithoutCost: (sum?.unitsWithoutCost ?? 0) + (row.units_without_cost ?? 0),
  };
}

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
  facts.push([words('report_profit'), words('report_sold_profit_fact')]);
  // Per coin, summed as the rows go by: two coins are never added together.
  const sums = new Map<string, Sums>();
  const money = (amount: number | null, row: { coin: string; symbol: string }): ReportCell =>
    amount === null ? { text: '' } : { money: amount, coin: row.coin, symbol: row.symbol };
  const percent = (margin: number | null): ReportCell =>
    margin === null ? { text: '' } : { percent: margin };
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
      { header: words('report_col_cost'), align: 'right', weight: 2.4 },
      { header: words('report_col_profit'), align: 'right', weight: 2.4 },
      { header: words('report_col_margin'), align: 'right', weight: 1.5 },
      { header: words('report_col_units_without_cost'), align: 'right', weight: 1.8 },
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
        money(row.cost, row),
        money(row.profit, row),
        percent(row.margin),
        { integer: row.units_without_cost },
      ],
      (row) => sums.set(row.coin, added(sums.get(row.coin), row)),
    ),
    totals: () =>
      [...sums.keys()].sort().map((coin): ReportCell[] => {
        const sum = sums.get(coin) ?? added(undefined, { symbol: coin });
        const sold = { coin, symbol: sum.symbol };

        return [
          { text: words('report_total', { coin }) },
          { text: '' },
          { text: '' },
          { text: coin },
          { integer: sum.units },
          { text: '' },
          money(sum.revenue, sold),
          money(sum.cost, sold),
          money(sum.profit, sold),
          // Over the costed lines' totals taxes out, as each row's: profit + cost is that total.
          percent(
            sum.cost === null || sum.profit === null
              ? null
              : marginPercent(sum.profit, sum.cost + sum.profit),
          ),
          { integer: sum.unitsWithoutCost },
        ];
      }),
    empty: words('report_no_rows'),
  };
}
