import type { ListMeta, Locale, RoleListQuery, RoleOption } from '@shop/contracts';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { roleNameSql } from './role-name';
import { roleColumns, type StoredRole, usersCount } from './role-view';
import { roles } from './roles.table';

// The id breaks ties, so that a page never repeats or skips a role whose sort value equals another's. By name is by
// the name the reader reads: in English, "Administrator" before "Retail customer", whatever the Spanish names' order.
function orders(locale: Locale): Record<RoleListQuery['sort'], SQL[]> {
  const name = foldedOrder(roleNameSql(locale));
  return {
    name: [asc(name), asc(roles.id)],
    '-name': [desc(name), desc(roles.id)],
    users_count: [asc(usersCount), asc(roles.id)],
    '-users_count': [desc(usersCount), desc(roles.id)],
  };
}

export async function listRoles(
  db: DbOrTx,
  query: RoleListQuery,
  locale: Locale,
): Promise<{ data: StoredRole[]; meta: ListMeta }> {
  // The name as stored too: what staff named in Spanish is found by that name in English.
  const where = matchesEveryWord([roles.name, roleNameSql(locale)], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(...orders(locale)[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { data: rows, meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}

/** Every role, by the name the reader reads: a shop has a handful, so the pickers need no paging. */
export async function roleOptions(db: DbOrTx, locale: Locale): Promise<RoleOption[]> {
  return db
    .select({ id: roles.id, key: roles.key, name: roles.name })
    .from(roles)
    .orderBy(asc(foldedOrder(roleNameSql(locale))), asc(roles.id));
}
