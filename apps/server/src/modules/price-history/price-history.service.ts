import {
  dayBounds,
  type PriceChange,
  type PriceChangeListQuery,
  type PriceChangeListReply,
  type PriceMove,
  type ShopPriceChangeListReply,
  type ShopPriceChangeQuery,
} from '@shop/contracts';
import { and, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { listMeta, pageOffset } from '../../lib/pagination';
import { matchesEveryWord } from '../../lib/text-search';
import { findProduct, products, productVariations, variationLabels } from '../products';
import { users } from '../users';
import { type PriceChangeRow, priceChanges } from './price-changes.table';

const move = (before: number | null, after: number | null): PriceMove => ({ before, after });

/** What every list of changes reads beside a change: who made it and the variation's SKU. */
const changeColumns = {
  change: priceChanges,
  userName: users.name,
  userLastname: users.lastname,
  variationSku: productVariations.sku,
};
interface ReadChange {
  change: PriceChangeRow;
  userName: string | null;
  userLastname: string | null;
  variationSku: string | null;
}

/** The changes read, as the lists show them, their variations named by their terms ("Rojo / XL"). */
export async function shownChanges<Row extends ReadChange>(
  db: DbOrTx,
  rows: Row[],
): Promise<Array<{ row: Row; change: PriceChange }>> {
  const ids = [...new Set(rows.flatMap((r) => (r.change.variationId ? [r.change.variationId] : [])))];
  const labels = await variationLabels(db, ids);
  return rows.map((row) => {
    const { change: c, userName, userLastname, variationSku: sku } = row;
    return {
      row,
      change: {
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
      },
    };
  });
}

/** A product's price history, newest first, optionally one stock row (`variation_id` 0: the product's own prices). */
export async function listPriceChanges(
  db: DbOrTx,
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
  const [rows, [totals]] = await independentReads(
    db,
    () =>
      db
        .select(changeColumns)
        .from(priceChanges)
        .leftJoin(users, eq(users.id, priceChanges.userId))
        .leftJoin(productVariations, eq(productVariations.id, priceChanges.variationId))
        .where(where)
        .orderBy(desc(priceChanges.id))
        .limit(query.per_page)
        .offset(pageOffset(query.page, query.per_page)),
    () => db.select({ total: count() }).from(priceChanges).where(where),
  );
  return {
    data: (await shownChanges(db, rows)).map(({ change }) => change),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}

/** Every product's changes the shop-wide list's filters keep: a name or SKU (a variation's too), a reason, days. */
export function shopPriceChangesWhere(
  query: Omit<ShopPriceChangeQuery, 'page' | 'per_page'>,
): SQL | undefined {
  return and(
    matchesEveryWord([products.name, products.sku, productVariations.sku], query.search),
    query.reason ? eq(priceChanges.reason, query.reason) : undefined,
    query.date_from ? gte(priceChanges.createdAt, dayBounds(query.date_from).start) : undefined,
    query.date_to ? lt(priceChanges.createdAt, dayBounds(query.date_to).end) : undefined,
  );
}

/** The shop-wide list's rows with their products, for the caller to order and page. */
export function shopPriceChangeRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      ...changeColumns,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      productSku: products.sku,
    })
    .from(priceChanges)
    .innerJoin(products, eq(products.id, priceChanges.productId))
    .leftJoin(users, eq(users.id, priceChanges.userId))
    .leftJoin(productVariations, eq(productVariations.id, priceChanges.variationId))
    .where(where)
    .$dynamic();
}

/** Every product's price changes, newest first (`/admin/price-changes`). */
export async function listShopPriceChanges(
  db: DbOrTx,
  query: ShopPriceChangeQuery,
): Promise<ShopPriceChangeListReply> {
  const where = shopPriceChangesWhere(query);
  const [rows, [totals]] = await independentReads(
    db,
    () =>
      shopPriceChangeRows(db, where)
        .orderBy(desc(priceChanges.id))
        .limit(query.per_page)
        .offset(pageOffset(query.page, query.per_page)),
    () =>
      db
        .select({ total: count() })
        .from(priceChanges)
        .innerJoin(products, eq(products.id, priceChanges.productId))
        .leftJoin(productVariations, eq(productVariations.id, priceChanges.variationId))
        .where(where),
  );
  return {
    data: (await shownChanges(db, rows)).map(({ row, change }) => ({
      ...change,
      product: { id: row.productId, name: row.productName, slug: row.productSlug, sku: row.productSku },
    })),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}
