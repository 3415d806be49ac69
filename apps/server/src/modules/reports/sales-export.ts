import type { Locale, SalesFigures, SalesReportExportQuery, SalesReportReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MessageKey, translate } from '../../lib/messages';
import { pointsOfSale } from '../points-of-sale';
import { periodFact, type ReportCell, type ReportTable } from './report-files';
import { oneBatch } from './report-rows';

const FIGURE_COLUMNS = [
  'report_col_orders',
  'report_col_units',
  'report_col_gross',
  'report_col_discounts',
  'report_col_shipping',
  'report_col_tax',
  'report_col_net',
] as const satisfies readonly MessageKey[];

/** The sales report as its exported files show it: the filters in words, one row per group and coin, totals per coin. */
export async function salesTable(
  db: DbOrTx,
  query: SalesReportExportQuery,
  report: SalesReportReply,
  locale: Locale,
): Promise<ReportTable> {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  const figures = (f: SalesFigures): ReportCell[] => {
    const money = (amount: number): ReportCell => ({ money: amount, coin: f.coin, symbol: f.symbol });
    return [
      { integer: f.orders },
      { integer: f.units },
      money(f.gross),
      money(f.discounts),
      money(f.shipping),
      money(f.tax),
      money(f.net),
    ];
  };
  let point = words('report_all_points');
  if (query.point_id) {
    const [row] = await db
      .select({ name: pointsOfSale.name })
      .from(pointsOfSale)
      .where(eq(pointsOfSale.id, query.point_id));
    point = row?.name ?? String(query.point_id);
  }
  const group = `report_group_${query.group}` as const;
  return {
    title: words('report_sale_title'),
    facts: [
      periodFact(query, locale),
      [words('report_coin'), query.coin ?? words('report_all_coins')],
      [words('report_channel'), words(`report_channel_${query.channel}`)],
      [words('report_point'), point],
    ],
    columns: [
      { header: words(group), align: 'left', weight: query.group === 'day' ? 2 : 4 },
      { header: words('report_coin'), align: 'left', weight: 1.2 },
      ...FIGURE_COLUMNS.map((key) => ({
        header: words(key),
        align: 'right' as const,
        weight: key === 'report_col_orders' || key === 'report_col_units' ? 1.3 : 2,
      })),
    ],
    rows: oneBatch(
      report.rows.map((row): ReportCell[] => [
        query.group === 'day' ? { date: row.key } : { text: row.label },
        { text: row.coin },
        ...figures(row),
      ]),
    ),
    totals: () =>
      report.totals.map((total): ReportCell[] => [
        { text: words('report_total', { coin: total.coin }) },
        { text: total.coin },
        ...figures(total),
      ]),
    empty: words('report_no_rows'),
  };
}
