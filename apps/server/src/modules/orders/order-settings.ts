import { ORDER_SETTINGS_KEY, type OrderSettings, orderSettingsSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type OrderStatusRow, orderStatuses } from '../order-statuses';
import { getSetting } from '../settings';

export const orderSettings = (db: DbOrTx): Promise<OrderSettings> =>
  getSetting(db, ORDER_SETTINGS_KEY, orderSettingsSchema);

/** The status named by settings as the one at which inventory is discounted, or null (then: a final status). */
export async function discountStatus(db: DbOrTx, settings: OrderSettings): Promise<OrderStatusRow | null> {
  if (settings.inventory_discount_status_id === null) return null;
  const [row] = await db
    .select()
    .from(orderStatuses)
    .where(eq(orderStatuses.id, settings.inventory_discount_status_id));
  return row ?? null;
}

export async function statusWithRole(db: DbOrTx, role: 'initial' | 'cancelled'): Promise<OrderStatusRow> {
  const [row] = await db.select().from(orderStatuses).where(eq(orderStatuses.role, role));
  if (!row) throw new Error(`order status with role ${role} is missing; the start-up seed creates it`);
  return row;
}
