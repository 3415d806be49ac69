import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Whether any order is in this status. The orders module depends on this one (its table points here), so the
 * check names the table in SQL instead of importing it, which would tie the two modules in a circle. The foreign
 * key `orders.status_id … on delete restrict` stays the last word when an order arrives between check and delete.
 */
export async function orderStatusInUse(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from orders where status_id = ${id}) as used`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    used: boolean;
  }>;
  return rows[0]?.used === true;
}
