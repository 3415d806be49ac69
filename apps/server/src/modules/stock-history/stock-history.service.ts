import {
  orderCode,
  type StockAdjustmentBody,
  type StockAdjustmentReply,
  type StockMovementListQuery,
  type StockMovementListReply,
} from '@shop/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { invalidFields } from '../../lib/domain-errors';
import { counted, quantityExceeds } from '../../lib/messages';
import { listMeta, pageOffset } from '../../lib/pagination';
import { pointsOfSale } from '../points-of-sale';
import {
  findProduct,
  type ProductRow,
  products,
  productVariations,
  variationLabels,
  withStockReason,
} from '../products';
import { pointStockOf } from '../stock';
import { users } from '../users';
import { stockMovements } from './stock-movements.table';

/** A product's stock ledger, newest first, optionally one reason or one stock row (`variation_id` 0: its own). */
export async function listMovements(
  db: Database,
  slug: string,
  query: StockMovementListQuery,
): Promise<StockMovementListReply> {
  const product = await findProduct(db, slug);
  const where = and(
    eq(stockMovements.productId, product.id),
    query.reason ? eq(stockMovements.reason, query.reason) : undefined,
    query.variation_id === undefined
      ? undefined
      : query.variation_id === 0
        ? isNull(stockMovements.variationId)
        : eq(stockMovements.variationId, query.variation_id),
  );
  const rows = await db
    .select({
      movement: stockMovements,
      userName: users.name,
      userLastname: users.lastname,
      sku: productVariations.sku,
      pointName: pointsOfSale.name,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(pointsOfSale, eq(pointsOfSale.id, stockMovements.pointOfSaleId))
    .leftJoin(productVariations, eq(productVariations.id, stockMovements.variationId))
    .where(where)
    .orderBy(desc(stockMovements.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const [totals] = await db.select({ total: count() }).from(stockMovements).where(where);
  // What reservations hold is what their ledger rows held and did not give back.
  const [reserved] = await db
    .select({ units: sql<number>`coalesce(sum(${stockMovements.reserved}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, product.id));
  const variationIds = [
    ...new Set(rows.flatMap((r) => (r.movement.variationId ? [r.movement.variationId] : []))),
  ];
  const labels = await variationLabels(db, variationIds);
  return {
    data: rows.map(({ movement: m, userName, userLastname, sku, pointName }) => ({
      id: m.id,
      variation:
        m.variationId === null
          ? null
          : { id: m.variationId, sku: sku ?? '', label: labels.get(m.variationId) ?? sku ?? '' },
      quantity: m.quantity,
      balance: m.balance,
      reserved: m.reserved,
      reason: m.reason,
      note: m.note,
      order: m.orderId === null ? null : { id: m.orderId, order_id: orderCode(m.orderId) },
      store_request_id: m.storeRequestId,
      transfer_id: m.transferId,
      point_of_sale: m.pointOfSaleId === null ? null : { id: m.pointOfSaleId, name: pointName ?? '' },
      user: userName === null ? null : `${userName} ${userLastname ?? ''}`.trim(),
      created_at: m.createdAt.toISOString(),
    })),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
    reserved: Number(reserved?.units ?? 0),
  };
}

/**
 * Staff receive, remove or count units of one stock row, with a note (issue 18 §1). The row never drops below
 * what carts and open orders hold, so an adjustment cannot oversell; the ledger row is written by the database.
 */
export async function adjustStock(
  db: Database,
  slug: string,
  body: StockAdjustmentBody,
  userId: number,
): Promise<StockAdjustmentReply> {
  return db.transaction(async (tx) => adjustStockOf(tx, await findProduct(tx, slug), body, userId));
}

/** `adjustStock` inside the caller's transaction, for a product already found (the products import, decision 095). */
export async function adjustStockOf(
  tx: Tx,
  product: ProductRow,
  body: StockAdjustmentBody,
  userId: number,
): Promise<StockAdjustmentReply> {
  if (product.kind === 'service' || product.kind === 'combo')
    throw invalidFields({ variation_id: ['stock_not_kept'] }, 'stock_not_kept');
  if (product.kind === 'variable' && body.variation_id === null)
    throw invalidFields({ variation_id: ['variation_required'] }, 'variation_required');
  if (product.kind === 'simple' && body.variation_id !== null)
    throw invalidFields({ variation_id: ['variation_not_found'] }, 'variation_not_found');
  if (body.operation !== 'set' && body.quantity === 0)
    throw invalidFields({ quantity: ['quantity_invalid'] }, 'quantity_invalid');

  const row = await lockedRow(tx, product.id, body.variation_id);
  const pointId = body.point_of_sale_id;
  // At a point, a count is the point's own units and a removal may not take more than the point holds.
  const atPoint = pointId === null ? null : await pointStockOf(tx, pointId, product.id, body.variation_id);
  if (pointId !== null && atPoint === null)
    throw invalidFields({ point_of_sale_id: ['point_of_sale_not_found'] }, 'point_of_sale_not_found');
  const here = atPoint ?? row.real;
  if (body.operation === 'remove' && atPoint !== null && body.quantity > atPoint)
    throw invalidFields({ quantity: [quantityExceeds(atPoint)] }, quantityExceeds(atPoint), {
      available: atPoint,
    });
  const next =
    body.operation === 'add'
      ? row.real + body.quantity
      : body.operation === 'remove'
        ? row.real - body.quantity
        : row.real + body.quantity - here;
  if (next < row.held) {
    if (body.operation === 'remove')
      throw invalidFields(
        { quantity: [quantityExceeds(row.real - row.held)] },
        quantityExceeds(row.real - row.held),
        {
          available: Math.max(0, row.real - row.held),
        },
      );
    throw invalidFields(
      { quantity: [counted('stock_below_held', row.held)] },
      counted('stock_below_held', row.held),
      {
        held: row.held,
      },
    );
  }
  if (next !== row.real) {
    await withStockReason(tx, { reason: 'adjustment', note: body.note, userId, pointId }, () =>
      body.variation_id === null
        ? tx.update(products).set({ realQuantity: next }).where(eq(products.id, product.id))
        : tx
            .update(productVariations)
            .set({ realQuantity: next })
            .where(eq(productVariations.id, body.variation_id)),
    );
  }
  const [after] = await tx
    .select({ historyCount: products.historyCount })
    .from(products)
    .where(eq(products.id, product.id));
  return { real_quantity: next, history_count: after?.historyCount ?? 0 };
}

/** The stock row, locked until the transaction ends so two adjustments apply one after the other. */
async function lockedRow(tx: Tx, productId: number, variationId: number | null) {
  const table = variationId === null ? products : productVariations;
  const [row] = await tx
    .select({ real: table.realQuantity, held: table.heldQuantity })
    .from(table)
    .where(
      variationId === null
        ? eq(products.id, productId)
        : and(eq(productVariations.id, variationId), eq(productVariations.productId, productId)),
    )
    .for('update');
  if (!row) throw invalidFields({ variation_id: ['variation_not_found'] }, 'variation_not_found');
  return row;
}

export interface StockDrift {
  product_id: number;
  variation_id: number | null;
  field: 'real_quantity' | 'history_count' | 'point_stock';
  /** The point whose units differ from its ledger rows (field `point_stock`, decision 032). */
  point_of_sale_id?: number;
  stored: number;
  ledger: number;
}

/**
 * Every stock row whose real quantity differs from the sum of its ledger, and every product whose history_count
 * differs from its number of rows (`npm run stock:check`). Empty when the ledger holds.
 */
export async function stockDrift(db: DbOrTx, productIds?: readonly number[]): Promise<StockDrift[]> {
  // Each sum is one grouped pass over the ledger joined by hash, not a subquery per product (100,000 products in
  // seconds rather than minutes).
  const ids = productIds ? [...productIds] : undefined;
  const ofProducts = ids ? inArray(stockMovements.productId, ids) : undefined;
  const sums = db.$with('sums').as(
    db
      .select({
        productId: stockMovements.productId,
        variationId: stockMovements.variationId,
        total: sql<number>`sum(${stockMovements.quantity})::int`.as('total'),
      })
      .from(stockMovements)
      .where(ofProducts)
      .groupBy(stockMovements.productId, stockMovements.variationId),
  );
  const counts = db.$with('counts').as(
    db
      .select({ productId: stockMovements.productId, rows: sql<number>`count(*)::int`.as('rows') })
      .from(stockMovements)
      .where(ofProducts)
      .groupBy(stockMovements.productId),
  );
  const own = await db
    .with(sums)
    .select({
      id: products.id,
      stored: products.realQuantity,
      ledger: sql<number>`coalesce(${sums.total}, 0)`,
    })
    .from(products)
    .leftJoin(sums, and(eq(sums.productId, products.id), isNull(sums.variationId)))
    .where(
      and(
        ids ? inArray(products.id, ids) : undefined,
        sql`${products.realQuantity} <> coalesce(${sums.total}, 0)`,
      ),
    );
  const ofVariations = await db
    .with(sums)
    .select({
      id: productVariations.id,
      productId: productVariations.productId,
      stored: productVariations.realQuantity,
      ledger: sql<number>`coalesce(${sums.total}, 0)`,
    })
    .from(productVariations)
    .leftJoin(sums, eq(sums.variationId, productVariations.id))
    .where(
      and(
        ids ? inArray(productVariations.productId, ids) : undefined,
        sql`${productVariations.realQuantity} <> coalesce(${sums.total}, 0)`,
      ),
    );
  const miscounted = await db
    .with(counts)
    .select({
      id: products.id,
      stored: products.historyCount,
      ledger: sql<number>`coalesce(${counts.rows}, 0)`,
    })
    .from(products)
    .leftJoin(counts, eq(counts.productId, products.id))
    .where(
      and(
        ids ? inArray(products.id, ids) : undefined,
        sql`${products.historyCount} <> coalesce(${counts.rows}, 0)`,
      ),
    );
  // Each point's units are the sum of the ledger rows written at that point.
  const idList = ids?.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`0`;
  const misplaced = (
    (await db.execute(sql`select coalesce(s.point_of_sale_id, l.point_of_sale_id) as point,
        coalesce(s.product_id, l.product_id) as product, coalesce(s.variation_id, l.variation_id) as variation,
        coalesce(s.quantity, 0) as stored, coalesce(l.total, 0) as ledger
      from point_stock s
      full join (select point_of_sale_id, product_id, variation_id, sum(quantity)::int as total from stock_movements
                 where point_of_sale_id is not null ${ids ? sql`and product_id in (${idList})` : sql``}
                 group by 1, 2, 3) l
        on l.point_of_sale_id = s.point_of_sale_id and l.product_id = s.product_id
          and coalesce(l.variation_id, 0) = coalesce(s.variation_id, 0)
      where coalesce(s.quantity, 0) <> coalesce(l.total, 0)
        ${ids ? sql`and coalesce(s.product_id, l.product_id) in (${idList})` : sql``}`)) as unknown as {
      rows: Array<{
        point: number;
        product: number;
        variation: number | null;
        stored: number;
        ledger: number;
      }>;
    }
  ).rows;
  return [
    ...own.map((r) => drift(r.id, null, 'real_quantity', r)),
    ...ofVariations.map((r) => drift(r.productId, r.id, 'real_quantity', r)),
    ...miscounted.map((r) => drift(r.id, null, 'history_count', r)),
    ...misplaced.map((r) => ({
      ...drift(r.product, r.variation, 'point_stock', { stored: Number(r.stored), ledger: r.ledger }),
      point_of_sale_id: r.point,
    })),
  ];
}

const drift = (
  productId: number,
  variationId: number | null,
  field: StockDrift['field'],
  r: { stored: number; ledger: number },
): StockDrift => ({
  product_id: productId,
  variation_id: variationId,
  field,
  stored: r.stored,
  ledger: Number(r.ledger),
});
