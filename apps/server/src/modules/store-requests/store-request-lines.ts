import { dayBounds } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CartLine, lineColumns, variationImages } from '../cart';
import { offers, products, productVariations } from '../products';
import { type StoreRequestRow, storeRequestLines } from './store-requests.table';

/** A request's line read the way a cart line is, so the checkout prices and shows it as it does the cart's. */
export type RequestLine = CartLine & { requestId: number };

/**
 * The lines of these requests, with what each shows and is priced from. A line of an approved request holds all
 * its units until the end of the day it is wanted on; the lines of other requests hold none.
 */
export async function requestLines(
  db: DbOrTx,
  requests: readonly Pick<StoreRequestRow, 'id' | 'status' | 'wantedOn'>[],
): Promise<RequestLine[]> {
  if (!requests.length) return [];
  const byId = new Map(requests.map((r) => [r.id, r]));
  const rows = await db
    .select({
      id: storeRequestLines.id,
      requestId: storeRequestLines.requestId,
      productId: storeRequestLines.productId,
      variationId: storeRequestLines.variationId,
      quantity: storeRequestLines.quantity,
      holds: storeRequestLines.holds,
      ...lineColumns,
    })
    .from(storeRequestLines)
    .innerJoin(products, eq(products.id, storeRequestLines.productId))
    .leftJoin(offers, eq(offers.id, products.offerId))
    .leftJoin(productVariations, eq(productVariations.id, storeRequestLines.variationId))
    .leftJoin(variationImages, eq(variationImages.id, productVariations.imageId))
    .where(inArray(storeRequestLines.requestId, [...byId.keys()]))
    .orderBy(asc(storeRequestLines.id));
  return rows.map((row) => {
    const request = byId.get(row.requestId);
    const held = request?.status === 'approved';
    return {
      ...row,
      heldQuantity: held ? row.quantity : 0,
      expiresAt: dayBounds(request?.wantedOn ?? '1970-01-01').end,
    };
  });
}
