import type { AdminUserListQuery, AdminUserListReply } from '@shop/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { roles } from './roles.table';
import { adminUserColumns, toAdminUser } from './user-view';
import { users } from './users.table';

// The id breaks ties, so that a page never repeats or skips a user whose sort value equals another's.
const ORDERS: Record<AdminUserListQuery['sort'], SQL[]> = {
  name: [asc(foldedOrder(users.name)), asc(foldedOrder(users.lastname)), asc(users.id)],
  '-name': [desc(foldedOrder(users.name)), desc(foldedOrder(users.lastname)), desc(users.id)],
  email: [asc(users.email), asc(users.id)],
  '-email': [desc(users.email), desc(users.id)],
  created_at: [asc(users.createdAt), asc(users.id)],
  '-created_at': [desc(users.createdAt), desc(users.id)],
};

/** The users the back office's list shows for its filters (search, role, enabled); its export reads the same. */
export const adminUsersWhere = (query: Pick<AdminUserListQuery, 'search' | 'role_id' | 'enabled'>) =>
  and(
    matchesEveryWord([users.name, users.lastname, users.email], query.search),
    query.role_id === undefined ? undefined : eq(users.roleId, query.role_id),
    query.enabled === undefined ? undefined : eq(users.enabled, query.enabled === 'true'),
  );

export async function listUsers(db: DbOrTx, query: AdminUserListQuery): Promise<AdminUserListReply> {
  const where = adminUsersWhere(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map(toAdminUser),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}
