import type { PointOfSale, PointOfSaleBody } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../lib/domain-errors';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { toPointOfSale } from './point-of-sale-view';
import { pointsOfSale } from './points-of-sale.table';

export async function getPointOfSale(db: DbOrTx, id: number): Promise<PointOfSale> {
  const [row] = await db.select().from(pointsOfSale).where(eq(pointsOfSale.id, id)).limit(1);
  if (!row) throw notFound();
  return toPointOfSale(row);
}

/** The shop's first point becomes its main warehouse, and the units it already had are placed there (decision 032). */
export async function createPointOfSale(db: Database, body: PointOfSaleBody): Promise<PointOfSale> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(pointsOfSale).values(columnsOf(body)).returning();
    if (!row) throw new Error('point of sale not created');
    const [warehouse] = await tx
      .select({ id: pointsOfSale.id })
      .from(pointsOfSale)
      .where(eq(pointsOfSale.mainWarehouse, true));
    if (body.main_warehouse || !warehouse) await makeWarehouse(tx, row.id);
    return getPointOfSale(tx, row.id);
  });
}

/** Orders keep a copy of the point they were picked up at, so editing a point never rewrites them. */
export async function updatePointOfSale(
  db: Database,
  id: number,
  body: PointOfSaleBody,
): Promise<PointOfSale> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(pointsOfSale).where(eq(pointsOfSale.id, id)).for('update');
    if (!current) throw notFound();
    if (current.mainWarehouse && !body.main_warehouse)
      throw invalidFields({ main_warehouse: ['warehouse_required'] }, 'warehouse_required');
    await tx
      .update(pointsOfSale)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(eq(pointsOfSale.id, id));
    if (body.main_warehouse && !current.mainWarehouse) await makeWarehouse(tx, id);
    return getPointOfSale(tx, id);
  });
}

/** A point that holds units, has travelled units or is the warehouse stays: staff deactivate it instead. */
export async function deletePointOfSale(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(pointsOfSale).where(eq(pointsOfSale.id, id)).for('update');
    if (!current) throw notFound();
    if (current.mainWarehouse) throw conflict('point_of_sale_in_use');
    try {
      await tx.delete(pointsOfSale).where(eq(pointsOfSale.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('point_of_sale_in_use');
      throw error;
    }
  });
}

/** Moves the warehouse mark here and places units on no point at it (migration 0041's `shop_make_warehouse`). */
async function makeWarehouse(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`select public.shop_make_warehouse(${id}::int)`);
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
