import { type AdminOrder, type Locale, ORDER_MESSAGES_MAX, type OrderMessageBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { lockedOrder, staffOrder } from './orders.service';
import { orderMessages } from './orders.table';

/**
 * A message from the shop to the order's customer (decision 106): kept on the order, where both read it, and mailed to
 * the customer by the route once written. An order whose customer's account is gone has nobody to write to. The order
 * is locked while the messages are counted, so two at once cannot pass the cap together.
 */
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
    if ((await tx.$count(orderMessages, eq(orderMessages.orderId, orderId))) >= ORDER_MESSAGES_MAX)
      throw invalid('order_messages_full', { max: ORDER_MESSAGES_MAX });
    await tx.insert(orderMessages).values({ orderId, text: body.text, userId: staffId });
    return staffOrder(tx, orderId, locale);
  });
}
