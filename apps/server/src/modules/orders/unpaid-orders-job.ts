import type { Database } from '../../db/client';
import type { Mailer } from '../mail';
import { statusChangedMail, tellCustomer } from './order-mails';
import { cancelUnpaidOrders } from './orders.service';

/** The payment-window job: cancels the orders left unpaid past their window, then tells each customer why. */
export async function expireUnpaidOrders(db: Database, mailer: Mailer, publicUrl: string): Promise<void> {
  for (const id of await cancelUnpaidOrders(db))
    await tellCustomer(db, mailer, publicUrl, id, statusChangedMail);
}
