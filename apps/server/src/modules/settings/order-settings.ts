import { INT_MAX, ORDER_SETTINGS_KEY, type OrderSettings, orderSettingsSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalidFields } from '../../lib/domain-errors';
import { orderStatuses } from '../order-statuses';
import { getSetting, putSetting } from './settings.service';

/** The `orders` document: payment and cart timeouts, wholesale prepayment, the status that discounts inventory. */
export const getOrderSettings = (db: DbOrTx): Promise<OrderSettings> =>
  getSetting(db, ORDER_SETTINGS_KEY, orderSettingsSchema);

/** Saves the document once the status it names exists (422 on the field otherwise). */
export async function putOrderSettings(db: DbOrTx, value: OrderSettings): Promise<OrderSettings> {
  const statusId = value.inventory_discount_status_id;
  if (statusId !== null && !(await statusExists(db, statusId))) {
    throw invalidFields({ inventory_discount_status_id: ['reference_unknown'] });
  }
  await putSetting(db, ORDER_SETTINGS_KEY, value);
  return value;
}

async function statusExists(db: DbOrTx, id: number): Promise<boolean> {
  // An id beyond the column's range names no row; asking the database would fail instead of answering.
  if (id > INT_MAX) return false;
  const [row] = await db.select({ id: orderStatuses.id }).from(orderStatuses).where(eq(orderStatuses.id, id));
  return row !== undefined;
}
