import type { Locale, OrderStatus, OrderStatusBody } from '@shop/contracts';
import { and, eq, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../lib/domain-errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { readAsAnother } from '../../lib/read-as';
import { orderStatusInUse } from './order-status-in-use';
import { checkRoleRules } from './order-status-rules';
import { statusName, toOrderStatus } from './order-status-view';
import { type OrderStatusRole, type OrderStatusRow, orderStatuses } from './order-statuses.table';

export async function getOrderStatus(db: DbOrTx, id: number, locale: Locale): Promise<OrderStatus> {
  const [row] = await db.select().from(orderStatuses).where(eq(orderStatuses.id, id)).limit(1);
  if (!row) throw notFound();
  return toOrderStatus(row, locale);
}

/** The status the shop's logic knows by its role; the start-up seed creates both. */
export async function statusByRole(db: DbOrTx, role: OrderStatusRole): Promise<OrderStatusRow> {
  const [row] = await db.select().from(orderStatuses).where(eq(orderStatuses.role, role)).limit(1);
  if (!row) throw new Error(`order status with role ${role} is missing; the start-up seed creates it`);
  return row;
}

/** A new status has no role: roles belong to the seeded statuses only. Without a position it goes last. */
export async function createOrderStatus(
  db: Database,
  body: OrderStatusBody,
  locale: Locale,
): Promise<OrderStatus> {
  return db.transaction(async (tx) => {
    await checkNameFree(tx, body.name, undefined, locale);
    const position = body.position ?? (await nextPosition(tx));
    const [row] = await writeStatus(() =>
      tx
        .insert(orderStatuses)
        .values({ ...columnsOf(body), position })
        .returning(),
    );
    return toOrderStatus(row as OrderStatusRow, locale);
  });
}

/**
 * The role is kept as it is: the body cannot carry one. A new name is staff's own words: the status is no longer read
 * in each reader's language (decision 087).
 */
export async function updateOrderStatus(
  db: Database,
  id: number,
  body: OrderStatusBody,
  locale: Locale,
): Promise<OrderStatus> {
  return db.transaction(async (tx) => {
    const status = await lockStatus(tx, id);
    checkRoleRules(status.role, body);
    // Its own name unchanged (a new colour) is not judged again: it may predate the rule on names as read.
    if (body.name !== status.name) await checkNameFree(tx, body.name, id, locale);
    const [row] = await writeStatus(() =>
      tx
        .update(orderStatuses)
        .set({
          ...columnsOf(body),
          position: body.position ?? status.position,
          key: body.name === status.name ? status.key : null,
          updatedAt: new Date(),
        })
        .where(eq(orderStatuses.id, id))
        .returning(),
    );
    return toOrderStatus(row as OrderStatusRow, locale);
  });
}

export async function deleteOrderStatus(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await lockStatus(tx, id);
    if (status.role) throw conflict('order_status_role_not_deletable');
    if (await orderStatusInUse(tx, id)) throw conflict('order_status_in_use');
    try {
      await tx.delete(orderStatuses).where(eq(orderStatuses.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('order_status_in_use');
      throw error;
    }
  });
}

async function lockStatus(tx: Tx, id: number): Promise<OrderStatusRow> {
  const [status] = await tx.select().from(orderStatuses).where(eq(orderStatuses.id, id)).for('update');
  if (!status) throw notFound();
  return status;
}

function columnsOf(body: OrderStatusBody) {
  return {
    name: body.name,
    color: body.color,
    countsAgainstAvailability: body.counts_against_availability,
    isFinal: body.is_final,
  };
}

async function nextPosition(tx: Tx): Promise<number> {
  const [last] = await tx.select({ position: max(orderStatuses.position) }).from(orderStatuses);
  return (last?.position ?? 0) + 1;
}

/**
 * Names are unique whatever their case, like the table's unique index on lower(name), and as they are read: a status
 * the shop named itself reads in each reader's language (decision 087), so "Pending" beside the shop's "Pendiente"
 * would be two statuses an English reader cannot tell apart. A reader to whom the name is simply taken is told so; one
 * who reads the other status under another name is told which status it is.
 */
async function checkNameFree(
  tx: Tx,
  name: string,
  exceptId: number | undefined,
  locale: Locale,
): Promise<void> {
  const others = exceptId === undefined ? undefined : ne(orderStatuses.id, exceptId);
  const wanted = name.toLowerCase();
  const [taken] = await tx
    .select({ id: orderStatuses.id })
    .from(orderStatuses)
    .where(and(eq(sql`lower(${orderStatuses.name})`, wanted), others))
    .limit(1);
  if (taken) throw invalidFields({ name: ['duplicates_not_allowed'] });
  const keyed = await tx
    .select({ name: orderStatuses.name, key: orderStatuses.key })
    .from(orderStatuses)
    .where(and(isNotNull(orderStatuses.key), others));
  const other = readAsAnother(keyed, wanted, statusName, locale);
  if (!other) return;
  if (other.sameWords) throw invalidFields({ name: ['duplicates_not_allowed'] });
  throw invalidFields({ name: ['status_name_read_as'] }, 'validation_failed', { status: other.name });
}

/** Another request may take the name between the check and the write. */
async function writeStatus<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ name: ['duplicates_not_allowed'] });
    throw error;
  }
}
