import type { PriceChangeListQuery, PriceChangeListReply, PriceMove } from '@shop/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { findProduct, productVariations, variationLabels } from '../products';
import { users } from '../users';
import { priceChanges } from './price-changes.table';

const move = (before: number | null, after: number | null): PriceMove => ({ before, after });

/** A product's price history, newest first, optionally one stock row (`variation_id` 0: the product's own prices). */
export async function listPriceChanges(
  db: Database,
  slug: string,
  query: PriceChangeListQuery,
): Promise<PriceChangeListReply> {
  const product = await findProduct(db, slug);
  const where = and(
    eq(priceChanges.productId, product.id),
    query.variation_id === undefined
      ? undefined
      : query.variation_id === 0
        ? isNull(priceChanges.variationId)
        : eq(priceChanges.variationId, query.variation_id),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        change: priceChanges,
        userName: users.name,
        userLastname: users.lastname,
        sku: productVariations.sku,
      })
      .from(priceChanges)
      .leftJoin(users, eq(users.id, priceChanges.userId))
      .leftJoin(productVariations, eq(productVariations.id, priceChanges.variationId))
      .where(where)
      .orderBy(desc(priceChanges.id))
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(priceChanges).where(where),
  ]);
  const variationIds = [
    ...new Set(rows.flatMap((r) => (r.change.variationId ? [r.change.variationId] : []))),
  ];
  const labels = await variationLabels(db, variationIds);
  return {
    data: rows.map(({ change: c, userName, userLastname, sku }) => ({
      id: c.id,
      variation:
        c.variationId === null
          ? null
          : { id: c.variationId, sku: sku ?? '', label: labels.get(c.variationId) ?? sku ?? '' },
      regular_price: move(c.regularBefore, c.regularAfter),
      sale_price: move(c.saleBefore, c.saleAfter),
      discount_percentage: c.variationId === null ? move(c.discountBefore, c.discountAfter) : null,
      wholesale_price: move(c.wholesaleBefore, c.wholesaleAfter),
      reason: c.reason,
      percent: c.percent,
      user: userName === null ? null : `${userName} ${userLastname ?? ''}`.trim(),
      created_at: c.createdAt.toISOString(),
    })),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}
