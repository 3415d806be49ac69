import type { PointOfSaleListQuery, PointOfSaleListReply } from '@shop/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { toPointOfSale } from './point-of-sale-view';
import { pointsOfSale } from './points-of-sale.table';

// The id breaks ties, so that a page never repeats or skips a point.
const ORDERS: Record<PointOfSaleListQuery['sort'], SQL[]> = {
  name: [asc(foldedOrder(pointsOfSale.name)), asc(pointsOfSale.id)],
  '-name': [desc(foldedOrder(pointsOfSale.name)), desc(pointsOfSale.id)],
  created_at: [asc(pointsOfSale.createdAt), asc(pointsOfSale.id)],
  '-created_at': [desc(pointsOfSale.createdAt), desc(pointsOfSale.id)],
};

/** A shop has a handful of points: searching name and address needs no index of its own. */
export async function listPointsOfSale(
  db: DbOrTx,
  query: PointOfSaleListQuery,
): Promise<PointOfSaleListReply> {
  const where = and(
    matchesEveryWord([pointsOfSale.name, pointsOfSale.address], query.search),
    query.active === undefined ? undefined : eq(pointsOfSale.active, query.active === 'true'),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(pointsOfSale)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(pointsOfSale).where(where),
  ]);
  return { data: rows.map(toPointOfSale), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}
