import type { Role } from '@shop/contracts';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles } from './roles.table';
import { users } from './users.table';

// Spelled out in full: in a select from roles alone drizzle leaves `roles.id` unqualified, and inside this
// subquery a bare "id" would mean users.id.
const roleIdColumn = sql`${sql.identifier(getTableName(roles))}.${sql.identifier(roles.id.name)}`;

export const usersCount =
  sql<number>`(select count(*) from ${users} where ${users.roleId} = ${roleIdColumn})`.mapWith(Number);

export const roleColumns = {
  id: roles.id,
  key: roles.key,
  name: roles.name,
  permissions: roles.permissions,
  users_count: usersCount,
};

/** A role as stored; its `label` depends on who reads it (role-name.ts). */
export type StoredRole = Omit<Role, 'label'>;

export async function findRole(db: DbOrTx, id: number): Promise<StoredRole | undefined> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}
