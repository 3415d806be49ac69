import {
  type Cart,
  formatMoney,
  type Locale,
  type StorefrontCoin,
  type StoreRequestProduct,
  shopToday,
} from '@shop/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { matchesEveryWord } from '../../lib/text-search';
import { linesView } from '../cart';
import type { LineSource } from '../orders';
import { onSale, products, productVariations, variationLabels } from '../products';
import { recordReservation } from '../stock-history';
import { requestLines } from './store-request-lines';
import { heldBy, lockRequest, setStatus } from './store-requests.service';
import { storeRequestLines } from './store-requests.table';

/** The approved request, locked, with its lines; anything else is refused with why. */
async function orderable(tx: DbOrTx, id: number, userId: number) {
  const row = await lockRequest(tx, id, userId);
  if (row.status !== 'approved') throw invalid('store_request_not_approved');
  if (row.wantedOn < shopToday()) throw invalid('store_request_expired');
  const lines = await requestLines(tx, [row]);
  for (const line of lines) if (!line.active || !line.visible) throw invalid('product_not_found');
  return lines;
}

/**
 * An approved reservation as the checkout's source of lines (decision 031): the order takes over the units the
 * request holds, so nothing is released and held again on the way; the request is then converted and names its
 * order, and the ledger says the reservation became that order.
 */
export function reservationSource(id: number, userId: number): LineSource {
  return {
    take: async (tx) => (await orderable(tx, id, userId)).map((line) => ({ line, holds: line.holds })),
    placed: async (tx, orderId) => {
      const holds = await heldBy(tx, id);
      await recordReservation(tx, holds, {
        reason: 'reservation_converted',
        storeRequestId: id,
        orderId,
        userId,
      });
      await tx.update(storeRequestLines).set({ holds: [] }).where(eq(storeRequestLines.requestId, id));
      await setStatus(tx, id, { status: 'converted', orderId });
    },
  };
}

/** The approved request's lines, for the checkout's quote. */
export const reservationLines = (db: Database, id: number, userId: number) =>
  db.transaction((tx) => orderable(tx, id, userId));

/** The approved request read as a cart, for the checkout's review. */
export async function reservationCart(
  db: Database,
  id: number,
  userId: number,
  coin: StorefrontCoin,
  locale: Locale,
): Promise<Cart> {
  return linesView(db, await reservationLines(db, id, userId), coin, locale, { wholesaler: true });
}

const PRODUCTS_SHOWN = 20;

/** Wholesale products on sale a request may ask for, by name or SKU, with what could be reserved now. */
export async function reservableProducts(
  db: Database,
  search: string | undefined,
  locale: Locale,
): Promise<StoreRequestProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      sku: products.sku,
      kind: products.kind,
      minQuantity: products.minQuantity,
      price: sql<number>`coalesce(${products.wholesalePrice}, ${products.regularPrice})`,
      available: products.availability,
    })
    .from(products)
    .where(
      and(
        onSale,
        eq(products.wholesaler, true),
        inArray(products.kind, ['simple', 'variable', 'combo']),
        matchesEveryWord([products.name, products.sku], search),
      ),
    )
    .orderBy(asc(products.name))
    .limit(PRODUCTS_SHOWN);
  const variable = rows.filter((r) => r.kind === 'variable').map((r) => r.id);
  const variations = variable.length
    ? await db
        .select({
          id: productVariations.id,
          productId: productVariations.productId,
          sku: productVariations.sku,
          available: sql<number>`${productVariations.realQuantity} - ${productVariations.heldQuantity}`,
        })
        .from(productVariations)
        .where(and(inArray(productVariations.productId, variable), eq(productVariations.active, true)))
        .orderBy(asc(productVariations.id))
    : [];
  const labels = await variationLabels(
    db,
    variations.map((v) => v.id),
  );
  return rows.map((row) => {
    const own = variations.filter((v) => v.productId === row.id);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      sku: row.sku,
      min_quantity: row.minQuantity,
      // The wholesale list price; an offer in force lowers it in the request itself.
      wholesale_price_formatted: formatMoney(Number(row.price), { symbol: '$' }, locale),
      available: Math.max(
        0,
        row.kind === 'variable'
          ? own.reduce((n, v) => n + Number(v.available), 0)
          : Number(row.available ?? 0),
      ),
      variations: own.map((v) => ({
        id: v.id,
        label: labels.get(v.id) ?? v.sku,
        available: Math.max(0, Number(v.available)),
      })),
    };
  });
}
