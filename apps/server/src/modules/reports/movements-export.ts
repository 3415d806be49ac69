import type { Locale, MovementsExportQuery, MovementsRow } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MessageKey, translate } from '../../lib/messages';
import { pointsOfSale } from '../points-of-sale';
import { periodFact, type ReportTable } from './report-files';

/** The movements report as its files show it: the filters in words, one row per product and reason, one total. */
export async function movementsTable(
  db: DbOrTx,
  query: MovementsExportQuery,
  rows: MovementsRow[],
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
  const sum = (pick: (row: MovementsRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    title: words('report_movements_title'),
    facts,
    columns: [
      { header: words('report_col_product'), align: 'left', weight: 5 },
      { header: words('report_col_sku'), align: 'left', weight: 2.2 },
      { header: words('report_reason'), align: 'left', weight: 3 },
      { header: words('report_col_units_in'), align: 'right', weight: 1.6 },
      { header: words('report_col_units_out'), align: 'right', weight: 1.6 },
      { header: words('report_col_movements'), align: 'right', weight: 1.8 },
    ],
    rows: rows.map((row) => [
      { text: row.name },
      { text: row.sku },
      { text: words(`report_reason_${row.reason}`) },
      { integer: row.units_in },
      { integer: row.units_out },
      { integer: row.movements },
    ]),
    totals: rows.length
      ? [
          [
            { text: words('report_total_rows') },
            { text: '' },
            { text: '' },
            { integer: sum((r) => r.units_in) },
            { integer: sum((r) => r.units_out) },
            { integer: sum((r) => r.movements) },
          ],
        ]
      : [],
    empty: words('report_no_rows'),
  };
}
