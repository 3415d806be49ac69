import type { Locale, OrderStatusListQuery, OrderStatusListReply } from '@shop/contracts';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { toOrderStatus } from './order-status-view';
import { orderStatuses } from './order-statuses.table';

// The id breaks ties, so that a page never repeats or skips a status.
const ORDERS: Record<OrderStatusListQuery['sort'], SQL[]> = {
  position: [asc(orderStatuses.position), asc(orderStatuses.id)],
  '-position': [desc(orderStatuses.position), desc(orderStatuses.id)],
  name: [asc(foldedOrder(orderStatuses.name)), asc(orderStatuses.id)],
  '-name': [desc(foldedOrder(orderStatuses.name)), desc(orderStatuses.id)],
};

export async function listOrderStatuses(
  db: DbOrTx,
  query: OrderStatusListQuery,
  locale: Locale,
): Promise<OrderStatusListReply> {
  const where = matchesEveryWord([orderStatuses.name], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orderStatuses)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(orderStatuses).where(where),
  ]);
  return {
    data: rows.map((row) => toOrderStatus(row, locale)),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}
