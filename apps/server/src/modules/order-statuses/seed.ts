import type { DbOrTx } from '../../db/client';
import { orderStatuses } from './order-statuses.table';

/** A fresh shop's statuses, in the order an order walks them. Only seeded into an empty table. */
const SEEDS = [
  { name: 'Pendiente', color: '#f59f00', position: 1, role: 'initial' as const },
  { name: 'Confirmado', color: '#228be6', position: 2 },
  { name: 'En preparación', color: '#7950f2', position: 3 },
  { name: 'En camino', color: '#15aabf', position: 4 },
  { name: 'Entregado', color: '#40c057', position: 5, countsAgainstAvailability: false, isFinal: true },
  {
    name: 'Cancelado',
    color: '#fa5252',
    position: 6,
    countsAgainstAvailability: false,
    isFinal: true,
    role: 'cancelled' as const,
  },
];

export async function seedOrderStatuses(db: DbOrTx): Promise<void> {
  const [any] = await db.select({ id: orderStatuses.id }).from(orderStatuses).limit(1);
  if (!any) await db.insert(orderStatuses).values(SEEDS).onConflictDoNothing();
}
