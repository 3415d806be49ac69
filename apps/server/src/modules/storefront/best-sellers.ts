import { desc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { orderLines, orders } from '../orders';
import { onSale, products } from '../products';
import { bestSellers } from './best-sellers.table';
import { type CardRow, selectCards } from './card-query';

/** Sales of the last 30 days make a best seller; a cancelled order sold nothing. */
const WINDOW_DAYS = 30;
/** More than the home page shows, so that products hidden since still leave enough to fill it. */
const KEPT = 50;

/**
 * Recomputes the ranking in one transaction: readers see the old list or the new one, never an empty table, and
 * two instances running the job at once both write the same result.
 */
export async function refreshBestSellers(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(bestSellers);
    await tx.execute(sql`
      insert into ${bestSellers} (product_id, units)
      select ${orderLines.productId}, sum(${orderLines.quantity})::int
      from ${orderLines}
      join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${orders.createdAt} >= now() - make_interval(days => ${WINDOW_DAYS})
        and ${orders.paymentStatus} <> 'cancelled'
        and ${orderLines.productId} is not null
      group by ${orderLines.productId}
      order by 2 desc, 1
      limit ${KEPT}
      on conflict do nothing`);
  });
}

/** The best sellers that shoppers may see, most units first. */
export async function bestSellerCards(db: DbOrTx, limit: number): Promise<CardRow[]> {
  return selectCards(db)
    .innerJoin(bestSellers, eq(bestSellers.productId, products.id))
    .where(onSale)
    .orderBy(desc(bestSellers.units), bestSellers.productId)
    .limit(limit);
}
