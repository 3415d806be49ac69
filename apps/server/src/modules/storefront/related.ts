import type { ProductCard, RelatedProductsSettings, StorefrontCoin } from '@shop/contracts';
import { and, asc, desc, eq, isNotNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { orderStatuses } from '../order-statuses';
import { orderLines, orders } from '../orders';
import { onSale, type ProductRow, productRelated, products } from '../products';
import { type CardRow, selectCards, toCards, type Viewer } from './card-query';
import { UNNAMED } from './list-sql';

/** How many of the product's latest orders "bought together" looks at. */
const BOUGHT_TOGETHER_ORDERS = 500;

/** What picking the related products needs to know of the product. */
export type RelatedOf = Pick<ProductRow, 'id' | 'categoryId' | 'brandId' | 'relatedStrategy'>;

/**
 * The page's related cards by queries built once per database like the whole-catalogue lists
 * (listing-statements.ts): the staff's pick, or the first of the same category or brand by priority.
 */
function buildStatements(db: DbOrTx) {
  const others = (same: SQL) =>
    selectCards(db)
      .where(and(onSale, same, ne(products.id, sql.placeholder('id'))))
      .orderBy(asc(products.priority), asc(products.id))
      .limit(sql.placeholder('limit'));
  return {
    manual: selectCards(db)
      .innerJoin(
        productRelated,
        and(eq(productRelated.relatedId, products.id), eq(productRelated.productId, sql.placeholder('id'))),
      )
      .where(onSale)
      .orderBy(asc(productRelated.position), asc(products.id))
      .prepare('store_related_manual'),
    // Unnamed: a category or brand of ten products and one of ten thousand want different plans.
    sameCategory: others(eq(products.categoryId, sql.placeholder('group'))).prepare(UNNAMED),
    sameBrand: others(eq(products.brandId, sql.placeholder('group'))).prepare(UNNAMED),
  };
}

const statements = new WeakMap<DbOrTx, ReturnType<typeof buildStatements>>();

function statementsFor(db: DbOrTx) {
  let found = statements.get(db);
  if (!found) {
    found = buildStatements(db);
    statements.set(db, found);
  }
  return found;
}

/**
 * Staff's manual list (only what is on sale, in their order), or the strategy of the settings document
 * `related_products`, at most its `count` of them. "Bought together" ranks by shared orders and fills up with the
 * same category. The caller reads the settings (the product page, in its own statement).
 */
export async function relatedCards(
  db: DbOrTx,
  product: RelatedOf,
  { strategy, count }: RelatedProductsSettings,
  coins: StorefrontCoin[],
  viewer: Viewer,
): Promise<ProductCard[]> {
  const prepared = statementsFor(db);
  let rows: CardRow[];
  if (product.relatedStrategy === 'manual') {
    rows = (await prepared.manual.execute({ id: product.id })) as CardRow[];
  } else if (strategy === 'bought_together') {
    rows = await boughtTogether(db, product, count);
  } else {
    rows = (await (strategy === 'same_brand' && product.brandId !== null
      ? prepared.sameBrand.execute({ id: product.id, group: product.brandId, limit: count })
      : prepared.sameCategory.execute({
          id: product.id,
          group: product.categoryId,
          limit: count,
        }))) as CardRow[];
  }
  return toCards(rows, coins, viewer);
}

/** The same category, by priority, leaving out the product and what is already shown. */
function sameCategory(db: DbOrTx, product: RelatedOf, count: number, exclude: number[]): Promise<CardRow[]> {
  return selectCards(db)
    .where(
      and(
        onSale,
        eq(products.categoryId, product.categoryId),
        notInArray(products.id, [product.id, ...exclude]),
      ),
    )
    .orderBy(asc(products.priority), asc(products.id))
    .limit(count) as Promise<CardRow[]>;
}

const mine = alias(orderLines, 'mine');
const other = alias(orderLines, 'other');

/**
 * The products most often in the same orders as this one (cancelled orders aside), on sale only; ties by priority.
 * Only the product's latest orders are looked at, so a best seller costs no more than a new product: its lines are
 * found by order_lines_product_idx, each order's other lines by order_lines_order_idx. Too few are topped up from the
 * same category.
 */
async function boughtTogether(db: DbOrTx, product: RelatedOf, count: number): Promise<CardRow[]> {
  // Distinct: a product may sit on several lines of an order, one per variation.
  const recent = db
    .selectDistinct({ orderId: mine.orderId })
    .from(mine)
    .innerJoin(orders, eq(orders.id, mine.orderId))
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(
      and(
        eq(mine.productId, product.id),
        ne(orders.paymentStatus, 'cancelled'),
        sql`${orderStatuses.role} is distinct from 'cancelled'`,
      ),
    )
    .orderBy(desc(mine.orderId))
    .limit(BOUGHT_TOGETHER_ORDERS)
    .as('recent');
  const together = db
    .select({
      productId: other.productId,
      shared: sql<number>`count(distinct ${other.orderId})`.as('shared'),
    })
    .from(recent)
    .innerJoin(other, eq(other.orderId, recent.orderId))
    .where(and(isNotNull(other.productId), ne(other.productId, product.id)))
    .groupBy(other.productId)
    .as('together');
  const ranked = (await selectCards(db)
    .innerJoin(together, eq(together.productId, products.id))
    .where(onSale)
    .orderBy(desc(together.shared), asc(products.priority), asc(products.id))
    .limit(count)) as CardRow[];
  if (ranked.length >= count) return ranked;
  const fill = await sameCategory(
    db,
    product,
    count - ranked.length,
    ranked.map((row) => row.product.id),
  );
  return [...ranked, ...fill];
}
