import type { OrderStatus } from '@shop/contracts';
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
