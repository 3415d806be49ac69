import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles } from './roles.table';
import { users } from './users.table';

/**
 * SEED=demo: the staff member the demo's back-office history is written by (stock counts, transfers, invoices): the
 * first administrator, as on a small shop where the owner keeps the books. None on a shop without one.
 */
export async function demoClerk(db: Database): Promise<{ id: number } | undefined> {
  const [clerk] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(roles.key, 'administrator'))
    .orderBy(users.id)
    .limit(1);
  return clerk;
}
