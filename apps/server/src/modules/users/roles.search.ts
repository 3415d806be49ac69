import type { ListMeta, RoleListQuery, RoleOption } from '@shop/contracts';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { roleColumns, type StoredRole, usersCount } from './role-view';
import { roles } from './roles.table';

// The id breaks ties, so that a page never repeats or skips a role whose sort value equals another's.
const ORDERS: Record<RoleListQuery['sort'], SQL[]> = {
  name: [asc(foldedOrder(roles.name)), asc(roles.id)],
  '-name': [desc(foldedOrder(roles.name)), desc(roles.id)],
  users_count: [asc(usersCount), asc(roles.id)],
  '-users_count': [desc(usersCount), desc(roles.id)],
};

export async function listRoles(
  db: DbOrTx,
  query: RoleListQuery,
): Promise<{ data: StoredRole[]; meta: ListMeta }> {
  const where = matchesEveryWord([roles.name], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { data: rows, meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}

/** Every role, by name: a shop has a handful, so the pickers need no paging. */
export async function roleOptions(db: DbOrTx): Promise<RoleOption[]> {
  return db
    .select({ id: roles.id, key: roles.key, name: roles.name })
    .from(roles)
    .orderBy(asc(foldedOrder(roles.name)), asc(roles.id));
}
