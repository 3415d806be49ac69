import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../products';
import { demoClerk } from '../users';
import { adjustStock } from './stock-history.service';
import { stockMovements } from './stock-movements.table';

/** A month of a small shop's stock-keeping, as a clerk would write it down. */
const ADJUSTMENTS = [
  {
    product: 'Café Serrano en grano 1 kg',
    daysAgo: 21,
    operation: 'add',
    quantity: 24,
    note: 'Llegada del proveedor, factura 0412',
  },
  {
    product: 'Aceite de girasol 1 L',
    daysAgo: 15,
    operation: 'remove',
    quantity: 3,
    note: 'Botellas rotas en el almacén',
  },
  { product: 'Arroz 5 kg', daysAgo: 9, operation: 'add', quantity: 40, note: 'Reposición semanal' },
  {
    product: 'Leche en polvo 1 kg',
    daysAgo: 3,
    operation: 'set',
    quantity: 38,
    note: 'Conteo de fin de mes',
  },
  {
    product: 'Café Serrano en grano 1 kg',
    daysAgo: 1,
    operation: 'remove',
    quantity: 2,
    note: 'Paquetes vencidos retirados',
  },
] as const;

/** Adjustments with their notes on a few demo products, dated over the last weeks. Runs once. */
export async function seedDemoStockHistory(db: Database): Promise<void> {
  const [done] = await db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(eq(stockMovements.reason, 'adjustment'))
    .limit(1);
  if (done) return;
  const clerk = await demoClerk(db);
  if (!clerk) return;
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(inArray(products.name, [...new Set(ADJUSTMENTS.map((a) => a.product))]));
  // The catalogue arrived a month ago.
  await db
    .update(stockMovements)
    .set({ createdAt: sql`now() - interval '30 days'` })
    .where(eq(stockMovements.reason, 'initial'));
  const byName = new Map(rows.map((r) => [r.name, r]));
  for (const adjustment of ADJUSTMENTS) {
    const product = byName.get(adjustment.product);
    if (!product) continue;
    await adjustStock(
      db,
      product.slug,
      {
        variation_id: null,
        operation: adjustment.operation,
        quantity: adjustment.quantity,
        note: adjustment.note,
        point_of_sale_id: null,
      },
      clerk.id,
    );
    // Dated as it happened, so the history reads like a month of work.
    await db.execute(sql`update ${stockMovements} set created_at = now() - make_interval(days => ${adjustment.daysAgo})
      where id = (select max(id) from ${stockMovements} where product_id = ${product.id})`);
  }
}
