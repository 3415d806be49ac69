import { divideRounded } from '@shop/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../products';
import { demoClerk } from '../users';
import { priceChanges } from './price-changes.table';

/** Groceries the supplier raised by a tenth three weeks ago; the coffee was then brought down a dollar. */
const RAISED = ['Café Serrano en grano 1 kg', 'Aceite de girasol 1 L', 'Arroz 5 kg', 'Leche en polvo 1 kg'];
const LOWERED = 'Café Serrano en grano 1 kg';
const RAISE_PERCENT = 10;
const LOWERED_BY = 100;

const beforeRaise = (cents: number | null) =>
  cents === null ? null : Number(divideRounded(BigInt(cents) * 100n, BigInt(100 + RAISE_PERCENT)));

/**
 * How a few demo prices came to be what they are (decision 108): rows whose last prices are today's, written
 * directly so that the catalogue the rest of the demo shows stays as it is. Runs once.
 */
export async function seedDemoPriceHistory(db: Database): Promise<void> {
  const [done] = await db.select({ id: priceChanges.id }).from(priceChanges).limit(1);
  if (done) return;
  const clerk = await demoClerk(db);
  if (!clerk) return;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      regular: products.regularPrice,
      sale: products.salePrice,
      wholesale: products.wholesalePrice,
      discount: products.discountPercentage,
    })
    .from(products)
    .where(inArray(products.name, RAISED));
  const at = (days: number) => sql`now() - make_interval(days => ${days})`;
  for (const row of rows) {
    // The coffee's raise led to a dollar more than it costs now.
    const raisedTo = row.name === LOWERED ? row.regular + LOWERED_BY : row.regular;
    await db.insert(priceChanges).values({
      productId: row.id,
      regularBefore: beforeRaise(raisedTo) ?? raisedTo,
      regularAfter: raisedTo,
      saleBefore: beforeRaise(row.sale),
      saleAfter: row.sale,
      discountBefore: row.discount,
      discountAfter: row.discount,
      wholesaleBefore: beforeRaise(row.wholesale),
      wholesaleAfter: row.wholesale,
      reason: 'bulk',
      percent: RAISE_PERCENT,
      userId: clerk.id,
      createdAt: at(22),
    });
    if (row.name !== LOWERED) continue;
    await db.insert(priceChanges).values({
      productId: row.id,
      regularBefore: raisedTo,
      regularAfter: row.regular,
      saleBefore: row.sale,
      saleAfter: row.sale,
      discountBefore: row.discount,
      discountAfter: row.discount,
      wholesaleBefore: row.wholesale,
      wholesaleAfter: row.wholesale,
      reason: 'edit',
      userId: clerk.id,
      createdAt: at(6),
    });
  }
}
