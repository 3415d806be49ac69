import type { Database } from '../../db/client';
import { discounts } from './discounts.table';

const DAY = 86_400_000;

/** SEED=demo: a welcome coupon and a rule for large carts, running for a month from the seeding day. */
export async function seedDemoDiscounts(db: Database, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: discounts.id }).from(discounts).limit(1);
  if (any) return;
  const startsAt = new Date(now.getTime() - DAY);
  const endsAt = new Date(now.getTime() + 30 * DAY);
  await db.insert(discounts).values([
    {
      name: 'Bienvenida: 10 % en tu primer pedido',
      code: 'BIENVENIDA10',
      kind: 'percentage',
      value: 10,
      minSubtotal: 2000,
      startsAt,
      endsAt,
      usageLimit: 500,
      perCustomerLimit: 1,
    },
    {
      name: 'Compras grandes: 5 $ menos desde 100 $',
      code: '',
      kind: 'amount',
      value: 500,
      minSubtotal: 10000,
      startsAt,
      endsAt,
    },
  ]);
}
