import { and, arrayContains, eq, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { roles } from './roles.table';
import { users } from './users.table';

// Any fixed number: the key of the advisory lock below, the same in every instance.
const ALL_HOLDERS_LOCK = 7_341_001;

/**
 * Serialises the changes that could take ALL away from someone (disabling a user, changing a user's role or a
 * role's permissions). Without it two administrators disabling each other at once would both see the other one
 * as "still there" and leave the shop without any.
 */
export async function lockAllHolders(tx: Tx): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(${ALL_HOLDERS_LOCK})`);
}

/** Whether an enabled user holding ALL remains besides the given user or the users of the given role. */
export async function anotherAllHolderExists(
  tx: Tx,
  except: { userId?: number; roleId?: number },
): Promise<boolean> {
  const conditions: SQL[] = [eq(users.enabled, true), arrayContains(roles.permissions, ['ALL'])];
  if (except.userId !== undefined) conditions.push(ne(users.id, except.userId));
  if (except.roleId !== undefined) conditions.push(ne(roles.id, except.roleId));
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}
