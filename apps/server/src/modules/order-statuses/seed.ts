import { DEFAULT_LOCALE } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { shopStatusName } from './order-status-view';
import { orderStatuses } from './order-statuses.table';

/**
 * A fresh shop's statuses, in the order an order walks them. Only seeded into an empty table. Their names are the
 * shop's own words, kept by key (decision 087): stored in the shop's language, read in each reader's.
 */
const SEEDS = [
  { key: 'pending' as const, color: '#f59f00', position: 1, role: 'initial' as const },
  { key: 'confirmed' as const, color: '#228be6', position: 2 },
  { key: 'preparing' as const, color: '#7950f2', position: 3 },
  { key: 'on_the_way' as const, color: '#15aabf', position: 4 },
  {
    key: 'delivered' as const,
    color: '#40c057',
    position: 5,
    countsAgainstAvailability: false,
    isFinal: true,
  },
  {
    key: 'cancelled' as const,
    color: '#fa5252',
    position: 6,
    countsAgainstAvailability: false,
    isFinal: true,
    role: 'cancelled' as const,
  },
];

export async function seedOrderStatuses(db: DbOrTx): Promise<void> {
  const [any] = await db.select({ id: orderStatuses.id }).from(orderStatuses).limit(1);
  if (!any)
    await db
      .insert(orderStatuses)
      .values(SEEDS.map((seed) => ({ ...seed, name: shopStatusName(seed.key, DEFAULT_LOCALE) })))
      .onConflictDoNothing();
}
