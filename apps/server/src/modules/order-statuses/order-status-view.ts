import type { OrderStatus, OrderStatusBrief } from '@shop/contracts';
import type { OrderStatusRow } from './order-statuses.table';

export function toOrderStatus(row: OrderStatusRow): OrderStatus {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    position: row.position,
    counts_against_availability: row.countsAgainstAvailability,
    is_final: row.isFinal,
    role: row.role ?? null,
  };
}

/** The status as an order carries it: enough to draw its badge and to know what it means to the shop. */
export function statusBrief(row: OrderStatusRow): OrderStatusBrief {
  return { id: row.id, name: row.name, color: row.color, is_final: row.isFinal, role: row.role ?? null };
}
