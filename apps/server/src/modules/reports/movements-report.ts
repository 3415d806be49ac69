import {
  dayBounds,
  type MovementsExportQuery,
  type MovementsReportQuery,
  type MovementsReportReply,
  type MovementsRow,
  STOCK_MOVEMENT_REASONS,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products } from '../products';
import { stockMovements } from '../stock-history';
import { exportRows } from './report-rows';
import { reportSearch } from './report-search';

type Figures = Pick<MovementsRow, 'units_in' | 'units_out' | 'units_held' | 'movements'>;
type Filters = Omit<MovementsExportQuery, 'format'>;

/** The ledger over a period of Havana's days (`stock_movements_created_idx`), per product and reason. */
function movedOf(query: Filters) {
  const narrowed = [
    sql`m.created_at >= ${dayBounds(query.from).start.toISOString()}`,
    sql`m.created_at < ${dayBounds(query.to).end.toISOString()}`,
  ];
  if (query.reason) narrowed.push(sql`m.reason = ${query.reason}`);
  if (query.point_id) narrowed.push(sql`m.point_of_sale_id = ${query.point_id}`);
  const searched = reportSearch([sql`p.name`, sql`p.sku`], query.search);
  if (searched) narrowed.push(searched);
  return sql`
    SELECT p.slug, p.name, p.sku, m.reason::text AS reason,
      sum(greatest(m.quantity, 0))::int AS units_in,
      sum(greatest(-m.quantity, 0))::int AS units_out,
      sum(m.reserved)::int AS units_held,
      count(*)::int AS movements
    FROM ${stockMovements} m JOIN ${products} p ON p.id = m.product_id
    WHERE ${sql.join(narrowed, sql` AND `)}
    GROUP BY p.id, m.reason`;
}

/**
 * The movements report (SPEC §2 /admin/reports/movements; issue 18 §4): what the stock ledger recorded over a period,
 * per product and reason: units in, units out, units held by wholesale reservations, and how many movements.
 */
export async function movementsReport(
  db: DbOrTx,
  query: MovementsReportQuery,
): Promise<MovementsReportReply> {
  const moved = movedOf(query);
  const offset = (query.page - 1) * query.per_page;
  const [page, sums] = await Promise.all([
    db.execute(sql`
      WITH r AS (${moved}) SELECT * FROM r ORDER BY r.name, r.sku, r.reason
      LIMIT ${query.per_page} OFFSET ${offset}`),
    db.execute(sql`
      WITH r AS (${moved})
      SELECT r.reason, sum(r.units_in)::int AS units_in, sum(r.units_out)::int AS units_out,
        sum(r.units_held)::int AS units_held, sum(r.movements)::int AS movements, (SELECT count(*) FROM r)::int AS rows
      FROM r GROUP BY r.reason`),
  ]);
  const totals = rowsOf<Figures & { reason: MovementsRow['reason']; rows: number }>(sums);
  const total = totals[0]?.rows ?? 0;
  const order = (reason: string) => STOCK_MOVEMENT_REASONS.indexOf(reason as MovementsRow['reason']);
  return {
    data: rowsOf<MovementsRow>(page),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
    totals: totals
      .sort((a, b) => order(a.reason) - order(b.reason))
      .map(({ reason, units_in, units_out, units_held, movements }) => ({
        reason,
        units_in,
        units_out,
        units_held,
        movements,
      })),
  };
}

/** Every row an export writes, a batch at a time (`tx` lives until the last one is read). */
export function movementsRows(tx: DbOrTx, filters: Filters) {
  return exportRows(
    tx,
    sql`WITH r AS (${movedOf(filters)}) SELECT * FROM r ORDER BY r.name, r.sku, r.reason`,
    movedOf(filters),
    (row: MovementsRow) => row,
  );
}
