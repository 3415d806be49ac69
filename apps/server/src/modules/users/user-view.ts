import type { AdminUser } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles } from './roles.table';
import { users } from './users.table';

/** The columns of a user as the back office sees it; select them from users joined with roles. */
export const adminUserColumns = {
  id: users.id,
  name: users.name,
  lastname: users.lastname,
  email: users.email,
  enabled: users.enabled,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleKey: roles.key,
  roleName: roles.name,
};

interface AdminUserRow {
  id: number;
  name: string;
  lastname: string;
  email: string;
  enabled: boolean;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  roleId: number;
  roleKey: string | null;
  roleName: string;
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    role: { id: row.roleId, key: row.roleKey, name: row.roleName },
    enabled: row.enabled,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findAdminUser(db: DbOrTx, id: number): Promise<AdminUser | undefined> {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
    .limit(1);
  return row && toAdminUser(row);
}
