import { type AdminUserListQuery, type Locale, shopToday } from '@shop/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { csvWriter } from '../../lib/csv';
import { translate } from '../../lib/messages';
import { orders } from '../orders';
import { adminUsersWhere, roleNameSql, roles, users } from '../users';

const ACCOUNT_COLUMNS = [
  'name',
  'lastname',
  'email',
  'email_verified',
  'role',
  'status',
  'language',
  'signed_up',
] as const;
/** A customer's orders at a glance, for readers who may read orders (their page says as much). */
const ORDER_COLUMNS = ['orders', 'last_order'] as const;
type Column = (typeof ACCOUNT_COLUMNS)[number] | (typeof ORDER_COLUMNS)[number];

/** Users read per query while the file is written: the database is never held while the browser reads. */
const BATCH = 1_000;

/** The shop's calendar day of an instant ("2026-12-07"), which spreadsheets read as a date. */
const shopDay = (at: Date | string | null) => (at === null ? '' : shopToday(new Date(at)));

/**
 * The users the back office's list shows for `query` (search, role, enabled), every page of them, in the order they
 * signed up, as a CSV in the reader's language (decision 103): their account as the list shows it, the language the
 * shop writes to them in, and, for a reader who may read orders, how many orders they placed and the day of the last.
 */
export async function* usersCsv(
  db: DbOrTx,
  query: Pick<AdminUserListQuery, 'search' | 'role_id' | 'enabled'>,
  locale: Locale,
  withOrders: boolean,
) {
  const columns: readonly Column[] = withOrders ? [...ACCOUNT_COLUMNS, ...ORDER_COLUMNS] : ACCOUNT_COLUMNS;
  const { headings, line } = csvWriter(columns, locale);
  yield headings(
    Object.fromEntries(
      columns.map((column) => [column, translate(`users_export_col_${column}`, locale)]),
    ) as Record<Column, string>,
  );
  const where = adminUsersWhere(query);
  // A user's orders counted and their last one's instant in one pass over their orders (`orders_user_idx`).
  const placed = db
    .select({
      count: sql<number>`count(*)::int`.as('orders_count'),
      last: sql<Date | string | null>`max(${orders.createdAt})`.as('last_order_at'),
    })
    .from(orders)
    .where(eq(orders.userId, users.id))
    .as('placed');
  let after = 0;
  for (;;) {
    const read = db
      .select({
        id: users.id,
        name: users.name,
        lastname: users.lastname,
        email: users.email,
        verifiedAt: users.emailVerifiedAt,
        role: roleNameSql(locale),
        enabled: users.enabled,
        locale: users.locale,
        createdAt: users.createdAt,
        orders: withOrders ? placed.count : sql<number>`0`,
        lastOrder: withOrders ? placed.last : sql<null>`NULL`,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .$dynamic();
    const rows = await (withOrders ? read.leftJoinLateral(placed, sql`true`) : read)
      .where(and(where, gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (!rows.length) return;
    yield rows
      .map((row) =>
        line({
          name: row.name,
          lastname: row.lastname,
          email: row.email,
          email_verified: shopDay(row.verifiedAt),
          role: row.role,
          status: translate(row.enabled ? 'users_export_enabled' : 'users_export_disabled', locale),
          language: translate(
            row.locale === 'en-US' ? 'users_export_english' : 'users_export_spanish',
            locale,
          ),
          signed_up: shopDay(row.createdAt),
          orders: String(row.orders),
          last_order: shopDay(row.lastOrder),
        }),
      )
      .join('');
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < BATCH) return;
  }
}
