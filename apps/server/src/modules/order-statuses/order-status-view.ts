import { DEFAULT_LOCALE, type Locale, type OrderStatus, type OrderStatusBrief } from '@shop/contracts';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { translate } from '../../lib/messages';
import {
  ORDER_STATUS_KEYS,
  type OrderStatusKey,
  type OrderStatusRow,
  orderStatuses,
} from './order-statuses.table';

/** The name of a status the shop named itself, in `locale`. */
export function shopStatusName(key: OrderStatusKey, locale: Locale): string {
  return translate(`order_status_${key}`, locale);
}

/** A status's name as `locale` reads it: the shop's own in the reader's language, staff's as they wrote it. */
export function statusName(row: Pick<OrderStatusRow, 'name' | 'key'>, locale: Locale): string {
  return row.key ? shopStatusName(row.key, locale) : row.name;
}

/**
 * The same in SQL, for a list or a report that reads the name with its rows (`table` may be an alias). In the shop's
 * language the stored name is it: a keyed status's name is stored in that language.
 */
export function statusNameSql(table: { name: Column; key: Column }, locale: Locale): SQL<string> {
  if (locale === DEFAULT_LOCALE) return sql<string>`${table.name}`;
  const names = ORDER_STATUS_KEYS.map((key) => sql`WHEN ${key} THEN ${shopStatusName(key, locale)}`);
  return sql<string>`COALESCE(CASE ${table.key} ${sql.join(names, sql` `)} END, ${table.name})`;
}

/** `label` is the name as the reader reads it; `name` as stored, which is what staff edit. */
export function toOrderStatus(row: OrderStatusRow, locale: Locale): OrderStatus {
  return {
    id: row.id,
    name: row.name,
    label: statusName(row, locale),
    color: row.color,
    position: row.position,
    counts_against_availability: row.countsAgainstAvailability,
    is_final: row.isFinal,
    role: row.role ?? null,
  };
}

/** The status as an order carries it: enough to draw its badge and to know what it means to the shop. */
export function statusBrief(row: OrderStatusRow, locale: Locale): OrderStatusBrief {
  return {
    id: row.id,
    name: statusName(row, locale),
    color: row.color,
    is_final: row.isFinal,
    role: row.role ?? null,
  };
}

/** The same brief read with a list's rows (the status joined to them), its name as `locale` reads it. */
export const statusBriefColumns = (locale: Locale) => ({
  id: orderStatuses.id,
  name: statusNameSql(orderStatuses, locale),
  color: orderStatuses.color,
  is_final: orderStatuses.isFinal,
  role: orderStatuses.role,
});
