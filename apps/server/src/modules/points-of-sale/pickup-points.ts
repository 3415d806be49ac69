import { INT_MAX, type PickupPoint } from '@shop/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { toPickupPoint } from './point-of-sale-view';
import { type PointOfSaleRow, pointsOfSale } from './points-of-sale.table';

const offersPickup = and(eq(pointsOfSale.active, true), eq(pointsOfSale.useForLocalPickup, true));

/**
 * The points a shopper may pick an order up at: active ones used for local pickup, the main warehouse first (it
 * holds the most units, decision 032), then by name.
 */
export async function pickupPoints(db: DbOrTx): Promise<PickupPoint[]> {
  const rows = await db
    .select()
    .from(pointsOfSale)
    .where(offersPickup)
    .orderBy(desc(pointsOfSale.mainWarehouse), asc(pointsOfSale.name), asc(pointsOfSale.id));
  return rows.map(toPickupPoint);
}

/** Whether any point takes pickups: without one, the checkout has nowhere to offer an order to be picked up at. */
export async function takesPickups(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: pointsOfSale.id }).from(pointsOfSale).where(offersPickup).limit(1);
  return row !== undefined;
}

/** One point, only while it takes pickups: the checkout refuses any other. */
export async function pickupPointOf(db: DbOrTx, id: number): Promise<PointOfSaleRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > INT_MAX) return null;
  const [row] = await db
    .select()
    .from(pointsOfSale)
    .where(and(eq(pointsOfSale.id, id), offersPickup))
    .limit(1);
  return row ?? null;
}
