import { type Locale, orderCode, type PickingList } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { orderStatuses, statusBriefColumns } from '../order-statuses';
import { users } from '../users';
import { recipientView } from './order-view';
import { customerNameSql } from './orders.search';
import { orderLines, orders } from './orders.table';

type Line = PickingList['orders'][number]['lines'][number];

/**
 * The picking list of some orders (decision 101): the open ones with their lines and where they go, and every
 * product of theirs added up (a SKU and variant as the lines were ordered: a product renamed since is still one row
 * per name ordered). Closed orders (a final status) are named apart and not picked; ids that name no order are
 * said. None of the ids naming an order is a 404.
 */
export async function pickingList(db: DbOrTx, ids: number[], locale: Locale): Promise<PickingList> {
  const found = await db
    .select({
      order: orders,
      status: statusBriefColumns(locale),
      customerName: customerNameSql,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id));
  if (!found.length) throw notFound('order_not_found');
  const open = found.filter(({ status }) => !status.is_final);
  const lines = open.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          name: orderLines.name,
          sku: orderLines.sku,
          variant: orderLines.variant,
          quantity: orderLines.quantity,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            open.map(({ order }) => order.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];

  const linesOf = new Map<number, Line[]>();
  const products = new Map<string, PickingList['products'][number] & { in: Set<number> }>();
  for (const { orderId, ...line } of lines) {
    linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), line]);
    const key = `${line.sku}\u0000${line.variant ?? ''}\u0000${line.name}`;
    const product = products.get(key) ?? { ...line, quantity: 0, orders: 0, in: new Set<number>() };
    product.quantity += line.quantity;
    product.in.add(orderId);
    product.orders = product.in.size;
    products.set(key, product);
  }
  const byName = new Intl.Collator(locale);
  const seen = new Set(found.map(({ order }) => order.id));
  return {
    products: [...products.values()]
      .map(({ in: _orders, ...product }) => product)
      .sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.variant ?? '', b.variant ?? '')),
    orders: open.map(({ order, status, customerName }) => {
      const picked = linesOf.get(order.id) ?? [];
      return {
        id: order.id,
        order_id: orderCode(order.id),
        created_at: order.createdAt.toISOString(),
        status,
        customer_name: customerName,
        delivery_method: order.deliveryMethod,
        pickup_point: order.pickupPoint?.name ?? null,
        recipient: recipientView(order.recipient),
        note: order.note,
        units: picked.reduce((sum, line) => sum + line.quantity, 0),
        lines: picked,
      };
    }),
    closed: found
      .filter(({ status }) => status.is_final)
      .map(({ order, status }) => ({ id: order.id, order_id: orderCode(order.id), status: status.name })),
    missing: ids.filter((id) => !seen.has(id)).sort((a, b) => a - b),
  };
}
