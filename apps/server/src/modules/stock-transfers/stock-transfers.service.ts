import type {
  StockTransfer,
  StockTransferBody,
  StockTransferListReply,
  StockTransferReceiveBody,
  StockTransfersQuery,
} from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { invalid, invalidFields, notFound } from '../../lib/domain-errors';
import { counted } from '../../lib/messages';
import { listMeta, pageOffset } from '../../lib/pagination';
import { pointsOfSale } from '../points-of-sale';
import { products, productVariations, withStockReason } from '../products';
import { pointStockOf } from '../stock';
import { transferViews } from './stock-transfer-view';
import { type StockTransferRow, stockTransferLines, stockTransfers } from './stock-transfers.table';

/** Distribution movements, newest first, by status and by a point they leave or reach. */
export async function listTransfers(
  db: Database,
  query: StockTransfersQuery,
): Promise<StockTransferListReply> {
  const where = and(
    query.status ? eq(stockTransfers.status, query.status) : undefined,
    query.point_id
      ? or(eq(stockTransfers.fromPointId, query.point_id), eq(stockTransfers.toPointId, query.point_id))
      : undefined,
  );
  const rows = await db
    .select()
    .from(stockTransfers)
    .where(where)
    .orderBy(desc(stockTransfers.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const [totals] = await db.select({ total: count() }).from(stockTransfers).where(where);
  return {
    data: await transferViews(db, rows),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}

export async function getTransfer(db: DbOrTx, id: number): Promise<StockTransfer> {
  const [view] = await transferViews(db, [await transferRow(db, id)]);
  if (!view) throw notFound('not_found');
  return view;
}

/** A new draft: where from, where to, and what. Nothing moves until it is sent. */
export async function createTransfer(db: Database, body: StockTransferBody, userId: number) {
  return db.transaction(async (tx) => {
    await checkBody(tx, body);
    const [row] = await tx
      .insert(stockTransfers)
      .values({
        fromPointId: body.from_point_id,
        toPointId: body.to_point_id,
        note: body.note || null,
        createdBy: userId,
      })
      .returning();
    if (!row) throw new Error('transfer not created');
    await writeLines(tx, row.id, body);
    return getTransfer(tx, row.id);
  });
}

/** A draft's new points, note and lines. */
export async function updateTransfer(db: Database, id: number, body: StockTransferBody) {
  return db.transaction(async (tx) => {
    const row = await transferRow(tx, id, true);
    if (row.status !== 'draft') throw invalid('transfer_not_draft');
    await checkBody(tx, body);
    await tx
      .update(stockTransfers)
      .set({ fromPointId: body.from_point_id, toPointId: body.to_point_id, note: body.note || null })
      .where(eq(stockTransfers.id, id));
    await tx.delete(stockTransferLines).where(eq(stockTransferLines.transferId, id));
    await writeLines(tx, id, body);
    return getTransfer(tx, id);
  });
}

/** A draft that will not travel. */
export async function cancelTransfer(db: Database, id: number) {
  return db.transaction(async (tx) => {
    const row = await transferRow(tx, id, true);
    if (row.status !== 'draft') throw invalid('transfer_not_draft');
    await tx.update(stockTransfers).set({ status: 'cancelled' }).where(eq(stockTransfers.id, id));
    return getTransfer(tx, id);
  });
}

/**
 * The units leave the origin: each line's stock row is locked, the origin must hold the units and the shop must
 * keep what carts and orders hold, and the ledger writes one `transfer_sent` row per line at the origin.
 */
export async function sendTransfer(db: Database, id: number, userId: number) {
  return db.transaction(async (tx) => {
    const row = await transferRow(tx, id, true);
    if (row.status !== 'draft') throw invalid('transfer_not_draft');
    // A point closed since the draft was written neither sends nor awaits units.
    await activePoints(tx, { from_point_id: row.fromPointId, to_point_id: row.toPointId });
    const lines = await linesOf(tx, id);
    const origin = await pointName(tx, row.fromPointId);
    for (const line of lines) {
      const stock = await lockedStock(tx, line.productId, line.variationId);
      const here = (await pointStockOf(tx, row.fromPointId, line.productId, line.variationId)) ?? 0;
      if (here < line.quantity)
        throw invalid(counted('transfer_point_short', here), {
          point: origin,
          available: here,
          product: stock.name,
        });
      const free = Math.max(0, stock.real - stock.held);
      if (free < line.quantity)
        throw invalid(counted('transfer_units_held', free), { available: free, product: stock.name });
      await withStockReason(
        tx,
        { reason: 'transfer_sent', userId, pointId: row.fromPointId, transferId: id },
        () => moveStock(tx, line.productId, line.variationId, stock.real - line.quantity),
      );
    }
    await tx
      .update(stockTransfers)
      .set({ status: 'sent', sentBy: userId, sentAt: new Date() })
      .where(eq(stockTransfers.id, id));
    return { transfer: await getTransfer(tx, id), point: origin };
  });
}

/**
 * What arrived goes into the destination's stock (`transfer_received` rows there); a line not counted arrived
 * whole. Units sent and not received stay out of stock: the transfer shows them as its difference.
 */
export async function receiveTransfer(
  db: Database,
  id: number,
  body: StockTransferReceiveBody,
  userId: number,
) {
  return db.transaction(async (tx) => {
    const row = await transferRow(tx, id, true);
    if (row.status !== 'sent') throw invalid('transfer_not_sent');
    const lines = await linesOf(tx, id);
    const counted = new Map<number, number>();
    body.lines.forEach((given, index) => {
      const line = lines.find((l) => l.id === given.id);
      if (!line)
        throw invalidFields({ [`lines.${index}.id`]: ['transfer_line_unknown'] }, 'transfer_line_unknown');
      if (given.received > line.quantity)
        throw invalidFields(
          { [`lines.${index}.received`]: ['transfer_received_too_many'] },
          'transfer_received_too_many',
          { sent: line.quantity },
        );
      counted.set(line.id, given.received);
    });
    const note = body.note || null;
    for (const line of lines) {
      const received = counted.get(line.id) ?? line.quantity;
      if (received > 0) {
        const stock = await lockedStock(tx, line.productId, line.variationId);
        await withStockReason(
          tx,
          { reason: 'transfer_received', note, userId, pointId: row.toPointId, transferId: id },
          () => moveStock(tx, line.productId, line.variationId, stock.real + received),
        );
      }
      await tx.update(stockTransferLines).set({ received }).where(eq(stockTransferLines.id, line.id));
    }
    await tx
      .update(stockTransfers)
      .set({ status: 'received', receivedBy: userId, receivedAt: new Date(), receiveNote: note })
      .where(eq(stockTransfers.id, id));
    return { transfer: await getTransfer(tx, id), point: await pointName(tx, row.toPointId) };
  });
}

async function transferRow(db: DbOrTx, id: number, lock = false): Promise<StockTransferRow> {
  const query = db.select().from(stockTransfers).where(eq(stockTransfers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('not_found');
  return row;
}

/** In a fixed order, so two transfers sharing products lock their stock rows in the same order. */
function linesOf(tx: Tx, id: number) {
  return tx
    .select()
    .from(stockTransferLines)
    .where(eq(stockTransferLines.transferId, id))
    .orderBy(asc(stockTransferLines.productId), asc(stockTransferLines.variationId));
}

async function pointName(tx: DbOrTx, id: number): Promise<string> {
  const [point] = await tx
    .select({ name: pointsOfSale.name })
    .from(pointsOfSale)
    .where(eq(pointsOfSale.id, id));
  return point?.name ?? '';
}

/** Both points active and distinct; each line a stock row that exists, once. */
async function checkBody(tx: Tx, body: StockTransferBody): Promise<void> {
  if (body.from_point_id === body.to_point_id)
    throw invalidFields({ to_point_id: ['transfer_same_point'] }, 'transfer_same_point');
  await activePoints(tx, body);
  const seen = new Set<string>();
  for (const [index, line] of body.lines.entries()) {
    const key = `${line.product_id}:${line.variation_id ?? 0}`;
    if (seen.has(key))
      throw invalidFields({ [`lines.${index}`]: ['transfer_line_repeated'] }, 'transfer_line_repeated');
    seen.add(key);
    const [product] = await tx
      .select({ kind: products.kind })
      .from(products)
      .where(eq(products.id, line.product_id));
    if (!product)
      throw invalidFields({ [`lines.${index}.product_id`]: ['product_not_found'] }, 'product_not_found');
    if (product.kind === 'service' || product.kind === 'combo')
      throw invalidFields({ [`lines.${index}.product_id`]: ['stock_not_kept'] }, 'stock_not_kept');
    if (product.kind === 'variable' && line.variation_id === null)
      throw invalidFields({ [`lines.${index}.variation_id`]: ['variation_required'] }, 'variation_required');
    if (product.kind === 'simple' && line.variation_id !== null)
      throw invalidFields(
        { [`lines.${index}.variation_id`]: ['variation_not_found'] },
        'variation_not_found',
      );
    if (line.variation_id !== null) {
      const [variation] = await tx
        .select({ id: productVariations.id })
        .from(productVariations)
        .where(
          and(eq(productVariations.id, line.variation_id), eq(productVariations.productId, line.product_id)),
        );
      if (!variation)
        throw invalidFields(
          { [`lines.${index}.variation_id`]: ['variation_not_found'] },
          'variation_not_found',
        );
    }
  }
}

/** Both points exist and are active; the reply names the one that is not. */
async function activePoints(tx: Tx, points: Pick<StockTransferBody, 'from_point_id' | 'to_point_id'>) {
  const found = await tx
    .select({ id: pointsOfSale.id })
    .from(pointsOfSale)
    .where(
      and(
        inArray(pointsOfSale.id, [points.from_point_id, points.to_point_id]),
        eq(pointsOfSale.active, true),
      ),
    );
  for (const field of ['from_point_id', 'to_point_id'] as const)
    if (!found.some((p) => p.id === points[field]))
      throw invalidFields({ [field]: ['point_of_sale_not_found'] }, 'point_of_sale_not_found');
}

async function writeLines(tx: Tx, transferId: number, body: StockTransferBody): Promise<void> {
  await tx.insert(stockTransferLines).values(
    body.lines.map((line) => ({
      transferId,
      productId: line.product_id,
      variationId: line.variation_id,
      quantity: line.quantity,
    })),
  );
}

/** A stock row's units and what carts and orders hold of them, locked until the transaction ends. */
async function lockedStock(tx: Tx, productId: number, variationId: number | null) {
  if (variationId === null) {
    const [row] = await tx
      .select({ real: products.realQuantity, held: products.heldQuantity, name: products.name })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!row) throw notFound('product_not_found');
    return row;
  }
  const [row] = await tx
    .select({
      real: productVariations.realQuantity,
      held: productVariations.heldQuantity,
      name: products.name,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(and(eq(productVariations.id, variationId), eq(productVariations.productId, productId)))
    .for('update', { of: productVariations });
  if (!row) throw notFound('product_not_found');
  return row;
}

function moveStock(tx: Tx, productId: number, variationId: number | null, next: number) {
  return variationId === null
    ? tx.update(products).set({ realQuantity: next }).where(eq(products.id, productId))
    : tx.update(productVariations).set({ realQuantity: next }).where(eq(productVariations.id, variationId));
}
