import { DEFAULT_LOCALE, type Locale, type RoleRef } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type MessageKey, translate } from '../../lib/messages';
import { roles } from './roles.table';

/** The message holding the name the shop gives each of its own roles (db/seed: `SYSTEM_ROLE_SEEDS`). */
const SHOP_ROLE_NAMES = new Map<string, MessageKey>([
  ['administrator', 'role_name_administrator'],
  ['wholesaler', 'role_name_wholesaler'],
  ['customer', 'role_name_customer'],
]);

/**
 * A role's name as `locale` reads it (decision 087): one of the shop's own roles, while it keeps the name the shop gave
 * it, in the reader's language ("Retail customer" on an English reader's profile, not "Cliente minorista"); a name
 * staff chose, as written. A role keeps its key when renamed, so "still the shop's" is "still that name".
 */
export function roleName(role: { key: string | null; name: string }, locale: Locale): string {
  const message = role.key ? SHOP_ROLE_NAMES.get(role.key) : undefined;
  if (!message || locale === DEFAULT_LOCALE || role.name !== translate(message, DEFAULT_LOCALE))
    return role.name;
  return translate(message, locale);
}

/** The same in SQL, for the lists that sort and search by the name the reader reads. */
export function roleNameSql(locale: Locale): SQL<string> {
  if (locale === DEFAULT_LOCALE) return sql<string>`${roles.name}`;
  const names = [...SHOP_ROLE_NAMES].map(
    ([key, message]) =>
      sql`WHEN ${roles.key} = ${key} AND ${roles.name} = ${translate(message, DEFAULT_LOCALE)} THEN ${translate(message, locale)}`,
  );
  return sql<string>`(CASE ${sql.join(names, sql` `)} ELSE ${roles.name} END)`;
}

/** A reply naming a role for reading only (a user's role, a picker's choice): its name as `locale` reads it. */
export const readRoleRef = <T extends RoleRef>(role: T, locale: Locale): T => ({
  ...role,
  name: roleName(role, locale),
});

/** A role in a reply, with `label`: its name as `locale` reads it. */
export const withLabel = <T extends { key: string | null; name: string }>(role: T, locale: Locale) => ({
  ...role,
  label: roleName(role, locale),
});

/** A user in a reply, with their role named as `locale` reads it. */
export const withRoleRead = <T extends { role: RoleRef }>(user: T, locale: Locale): T => ({
  ...user,
  role: readRoleRef(user.role, locale),
});
