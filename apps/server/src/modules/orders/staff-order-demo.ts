import { createOrderBodySchema } from '@shop/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../products';
import { demoClerk, users } from '../users';
import { checkout } from './checkout.service';
import { orderMessages, orders } from './orders.table';
import { pickupPointsFor } from './pickup-for-order';
import { staffOrderSource } from './staff-order-lines';

const CALLER = 'lianet.castillo@demo.shop.local';
const LINES = [
  ['Arroz 5 kg', 2],
  ['Azúcar blanca 1 kg', 3],
  ['Frijoles negros 1 kg', 2],
] as const;

/**
 * SEED=demo: Lianet called the shop for her month's groceries and staff took the order (decision 098), to pick up at
 * a point holding it all, paid there: the orders list and the order's page show an order "Tomado por" staff on a fresh shop.
 * Placed through the real checkout. Runs once, after the pay forms and points of sale.
 */
export async function seedDemoPhoneOrder(db: Database): Promise<void> {
  const [caller] = await db.select({ id: users.id }).from(users).where(eq(users.email, CALLER));
  const clerk = await demoClerk(db);
  if (!caller || !clerk) return;
  const [taken] = await db.select({ id: orders.id }).from(orders).where(isNotNull(orders.placedBy)).limit(1);
  if (taken) return;
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        inArray(
          products.name,
          LINES.map(([name]) => name),
        ),
        eq(products.active, true),
      ),
    );
  const lines = LINES.flatMap(([name, quantity]) => {
    const product = found.find((p) => p.name === name);
    return product ? [{ product_id: product.id, quantity }] : [];
  });
  if (lines.length !== LINES.length) return;
  // A point holding every unit of it: the checkout refuses any other.
  const [point] = await pickupPointsFor(
    db,
    lines.map((line) => ({ ...line, variation_id: null })),
  );
  if (!point) return;
  const { order } = await checkout(
    db,
    { id: caller.id, wholesaler: false },
    createOrderBodySchema.parse({
      delivery_method: 'pickup',
      point_of_sale_id: point.id,
      pay_form: 'cash_on_pickup',
      note: 'Pedido por teléfono: pasa a recogerlo el sábado por la mañana.',
    }),
    undefined,
    'es-ES',
    staffOrderSource(lines, clerk.id),
  );
  // The shop wrote to her about it (decision 106), she saw it on her order (decision 109) and answered (decision 107):
  // it waits for the shop's answer.
  await db.insert(orderMessages).values([
    {
      orderId: order.id,
      userId: clerk.id,
      readAt: new Date(),
      text: 'Hola, Lianet: ya tenemos tu pedido listo en la Tienda Vedado. Te lo guardamos hasta el sábado a las 14:00.',
    },
    {
      orderId: order.id,
      userId: caller.id,
      fromCustomer: true,
      text: 'Gracias. ¿Lo puede recoger mi mamá, Odalys Mora? Yo trabajo el sábado por la mañana.',
    },
  ]);
}
