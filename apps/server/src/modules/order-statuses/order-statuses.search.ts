import type { Locale, OrderStatusListQuery, OrderStatusListReply } from '@shop/contracts';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { statusNameSql, toOrderStatus } from './order-status-view';
import { orderStatuses } from './order-statuses.table';

// The id breaks ties, so that a page never repeats or skips a status. By name is by the name the reader reads
// (`label`): in English, "Delivered" before "Pending", whatever the Spanish names' order.
function orders(locale: Locale): Record<OrderStatusListQuery['sort'], SQL[]> {
  const label = foldedOrder(statusNameSql(orderStatuses, locale));
  return {
    position: [asc(orderStatuses.position), asc(orderStatuses.id)],
    '-position': [desc(orderStatuses.position), desc(orderStatuses.id)],
    name: [asc(label), asc(orderStatuses.id)],
    '-name': [desc(label), desc(orderStatuses.id)],
  };
}

export async function listOrderStatuses(
  db: DbOrTx,
  query: OrderStatusListQuery,
  locale: Locale,
): Promise<OrderStatusListReply> {
  // The name as stored too: staff who named a status in Spanish find it by that name in English.
  const where = matchesEveryWord([orderStatuses.name, statusNameSql(orderStatuses, locale)], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orderStatuses)
      .where(where)
      .orderBy(...orders(locale)[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(orderStatuses).where(where),
  ]);
  return {
    data: rows.map((row) => toOrderStatus(row, locale)),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}
