import type { Locale, MovementsExportQuery, MovementsRow } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MessageKey, translate } from '../../lib/messages';
import { pointsOfSale } from '../points-of-sale';
import { periodFact, type ReportCell, type ReportTable } from './report-files';
import { mapBatches } from './report-rows';

/** The movements report as its files show it: the filters in words, one row per product and reason, one total. */
export async function movementsTable(
  db: DbOrTx,
  query: MovementsExportQuery,
  rows: AsyncIterable<MovementsRow[]>,
  locale: Locale,
): Promise<ReportTable> {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  let point = words('report_all_points');
  if (query.point_id) {
    const [row] = await db
      .select({ name: pointsOfSale.name })
      .from(pointsOfSale)
      .where(eq(pointsOfSale.id, query.point_id));
    point = row?.name ?? String(query.point_id);
  }
  const facts: ReportTable['facts'] = [
    periodFact(query, locale),
    [
      words('report_reason'),
      query.reason ? words(`report_reason_${query.reason}`) : words('report_all_reasons'),
    ],
    [words('report_point'), point],
  ];
  if (query.search) facts.push([words('report_search'), query.search]);
  const sum = { rows: 0, units_in: 0, units_out: 0, units_held: 0, movements: 0 };
  return {
    title: words('report_movements_title'),
    facts,
    columns: [
      { header: words('report_col_product'), align: 'left', weight: 5 },
      { header: words('report_col_sku'), align: 'left', weight: 2.2 },
      { header: words('report_reason'), align: 'left', weight: 3 },
      { header: words('report_col_units_in'), align: 'right', weight: 1.6 },
      { header: words('report_col_units_out'), align: 'right', weight: 1.6 },
      { header: words('report_col_units_held'), align: 'right', weight: 1.6 },
      { header: words('report_col_movements'), align: 'right', weight: 1.8 },
    ],
    rows: mapBatches(
      rows,
      (row): ReportCell[] => [
        { text: row.name },
        { text: row.sku },
        { text: words(`report_reason_${row.reason}`) },
        { integer: row.units_in },
        { integer: row.units_out },
        { integer: row.units_held },
        { integer: row.movements },
      ],
      (row) => {
        sum.rows += 1;
        sum.units_in += row.units_in;
        sum.units_out += row.units_out;
        sum.units_held += row.units_held;
        sum.movements += row.movements;
      },
    ),
    totals: () =>
      sum.rows
        ? [
            [
              { text: words('report_total_rows') },
              { text: '' },
              { text: '' },
              { integer: sum.units_in },
              { integer: sum.units_out },
              { integer: sum.units_held },
              { integer: sum.movements },
            ],
          ]
        : [],
    empty: words('report_no_rows'),
  };
}
