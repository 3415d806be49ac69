import type { PointOfSale, PointOfSaleBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { toPointOfSale } from './point-of-sale-view';
import { pointsOfSale } from './points-of-sale.table';

export async function getPointOfSale(db: DbOrTx, id: number): Promise<PointOfSale> {
  const [row] = await db.select().from(pointsOfSale).where(eq(pointsOfSale.id, id)).limit(1);
  if (!row) throw notFound();
  return toPointOfSale(row);
}

export async function createPointOfSale(db: DbOrTx, body: PointOfSaleBody): Promise<PointOfSale> {
  const [row] = await db.insert(pointsOfSale).values(columnsOf(body)).returning();
  return toPointOfSale(row as NonNullable<typeof row>);
}

/** Orders keep a copy of the point they were picked up at, so editing a point never rewrites them. */
export async function updatePointOfSale(db: DbOrTx, id: number, body: PointOfSaleBody): Promise<PointOfSale> {
  const [row] = await db
    .update(pointsOfSale)
    .set({ ...columnsOf(body), updatedAt: new Date() })
    .where(eq(pointsOfSale.id, id))
    .returning();
  if (!row) throw notFound();
  return toPointOfSale(row);
}

export async function deletePointOfSale(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db
    .delete(pointsOfSale)
    .where(eq(pointsOfSale.id, id))
    .returning({ id: pointsOfSale.id });
  if (deleted.length === 0) throw notFound();
}

function columnsOf(body: PointOfSaleBody) {
  return {
    name: body.name,
    address: body.address,
    province: body.province,
    municipality: body.municipality,
    longitude: body.longitude,
    latitude: body.latitude,
    phones: body.phones,
    schedule: body.schedule,
    useForLocalPickup: body.use_for_local_pickup,
    active: body.active,
  };
}
