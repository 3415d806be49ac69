import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointsOfSale } from '../points-of-sale';
import { products } from '../products';
import { demoClerk } from '../users';
import { createTransfer, receiveTransfer, sendTransfer } from './stock-transfers.service';
import { stockTransfers } from './stock-transfers.table';

/** What a small shop's van carried over the last two weeks, by point (index into the demo points) and step. */
const TRIPS = [
  {
    from: 0,
    to: 1,
    products: [0, 1, 2, 3],
    units: 6,
    step: 'received',
    daysAgo: 12,
    note: 'Reposición semanal de Miramar',
  },
  {
    from: 0,
    to: 2,
    products: [1, 4, 5],
    units: 5,
    step: 'received',
    daysAgo: 6,
    note: 'Primer surtido de Centro Habana',
    short: 'Un paquete llegó roto y se devolvió al proveedor',
  },
  {
    from: 0,
    to: 1,
    products: [4, 5],
    units: 3,
    step: 'sent',
    daysAgo: 1,
    note: 'Pedido de la tienda para el fin de semana',
  },
  { from: 1, to: 2, products: [0], units: 2, step: 'draft', daysAgo: 0, note: 'Pasar el sobrante de café' },
] as const;

/** Transfers between the demo points: received, one with a difference, one on its way and a draft. Runs once. */
export async function seedDemoStockTransfers(db: Database): Promise<void> {
  const [done] = await db.select({ id: stockTransfers.id }).from(stockTransfers).limit(1);
  if (done) return;
  const points = await db
    .select({ id: pointsOfSale.id })
    .from(pointsOfSale)
    .where(eq(pointsOfSale.active, true))
    .orderBy(asc(pointsOfSale.id))
    .limit(3);
  const clerk = await demoClerk(db);
  const stocked = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.kind, 'simple'), gte(products.realQuantity, 30)))
    .orderBy(asc(products.name))
    .limit(6);
  if (points.length < 3 || !clerk || stocked.length < 6) return;
  for (const trip of TRIPS) {
    const from = points[trip.from]?.id ?? 0;
    const to = points[trip.to]?.id ?? 0;
    const created = await createTransfer(
      db,
      {
        from_point_id: from,
        to_point_id: to,
        note: trip.note,
        lines: trip.products.map((index) => ({
          product_id: stocked[index]?.id ?? 0,
          variation_id: null,
          quantity: trip.units,
        })),
      },
      clerk.id,
    );
    if (trip.step !== 'draft') await sendTransfer(db, created.id, clerk.id);
    if (trip.step === 'received') {
      const short = 'short' in trip ? trip.short : undefined;
      await receiveTransfer(
        db,
        created.id,
        {
          lines: short ? [{ id: created.lines[0]?.id ?? 0, received: trip.units - 1 }] : [],
          note: short,
        },
        clerk.id,
      );
    }
    const at = sql`now() - make_interval(days => ${trip.daysAgo})`;
    await db
      .update(stockTransfers)
      .set({
        createdAt: at,
        sentAt: trip.step === 'draft' ? null : sql`${at} + interval '2 hours'`,
        receivedAt: trip.step === 'received' ? sql`${at} + interval '5 hours'` : null,
      })
      .where(eq(stockTransfers.id, created.id));
    // The ledger rows of the trip carry its dates too.
    await db.execute(sql`update stock_movements set created_at = ${at} +
      case when reason = 'transfer_sent' then interval '2 hours' else interval '5 hours' end
      where transfer_id = ${created.id}`);
  }
  // One product is supplied by the shops rather than the warehouse's own buying: its page says where it is.
  const supplied = stocked[5];
  if (supplied)
    await db
      .update(products)
      .set({ disponibilityFromStore: true, externalStoreSku: 'CH-0412' })
      .where(eq(products.id, supplied.id));
}
