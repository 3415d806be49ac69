import {
  type AdminOrder,
  type Locale,
  ORDER_MESSAGES_MAX,
  type Order,
  type OrderMessageBody,
} from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/domain-errors';
import { customerOrder, lockedOrder, staffOrder } from './orders.service';
import { orderMessages, orders } from './orders.table';

/**
 * The conversation about an order (decisions 106 and 107), kept on the order where both sides read it; the routes
 * mail each message to the other side once written. The order is locked while one side's messages are counted, so two
 * at once cannot pass that side's cap together.
 */
async function addMessage(tx: DbOrTx, orderId: number, text: string, userId: number, fromCustomer: boolean) {
  const written = await tx.$count(
    orderMessages,
    and(eq(orderMessages.orderId, orderId), eq(orderMessages.fromCustomer, fromCustomer)),
  );
  if (written >= ORDER_MESSAGES_MAX) throw invalid('order_messages_full', { max: ORDER_MESSAGES_MAX });
  await tx.insert(orderMessages).values({ orderId, text, userId, fromCustomer });
}

/** Staff write to the order's customer; an order whose customer's account is gone has nobody to write to. */
export async function writeOrderMessage(
  db: Database,
  orderId: number,
  body: OrderMessageBody,
  staffId: number,
  locale: Locale,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.userId === null) throw invalid('order_message_no_customer');
    await addMessage(tx, orderId, body.text, staffId, false);
    return staffOrder(tx, orderId, locale);
  });
}

/** The customer writes to the shop about their own order; another's order does not exist for them (404). */
export async function writeCustomerMessage(
  db: Database,
  orderId: number,
  body: OrderMessageBody,
  userId: number,
  locale: Locale,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.userId !== userId) throw notFound();
    await addMessage(tx, orderId, body.text, userId, true);
    return customerOrder(tx, userId, orderId, locale);
  });
}

/**
 * The customer saw the shop's messages on their own order (decision 109): those not seen yet are marked with the
 * instant, which staff read beside each; how many were new is answered. Another's order does not exist for them (404).
 */
export async function markShopMessagesRead(db: Database, orderId: number, userId: number): Promise<number> {
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!own) throw notFound();
  const read = await db
    .update(orderMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(orderMessages.orderId, orderId),
        eq(orderMessages.fromCustomer, false),
        isNull(orderMessages.readAt),
      ),
    )
    .returning({ id: orderMessages.id });
  return read.length;
}
