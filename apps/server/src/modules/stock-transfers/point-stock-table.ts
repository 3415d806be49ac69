import type { PointStockReply } from '@shop/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchesEveryWord } from '../../lib/text-search';
import { pointsOfSale } from '../points-of-sale';
import { products, productVariations, variationLabels } from '../products';
import { pointStock } from '../stock';

/** Stock rows shown at once: the screen is a picker, narrowed by typing. */
const ROWS_MAX = 30;

/**
 * The stock rows matching a search (a simple product's own, each variation of a variable one) and the units each
 * active point of sale holds of them: what the transfer form picks from and the distribution screen shows.
 */
export async function pointStockTable(db: DbOrTx, search: string): Promise<PointStockReply> {
  const points = await db
    .select({ id: pointsOfSale.id, name: pointsOfSale.name, main_warehouse: pointsOfSale.mainWarehouse })
    .from(pointsOfSale)
    .where(eq(pointsOfSale.active, true))
    .orderBy(sql`${pointsOfSale.mainWarehouse} desc`, asc(pointsOfSale.name));
  const matching = matchesEveryWord([products.name, products.sku], search);
  const own = await db
    .select({
      productId: products.id,
      variationId: sql<number | null>`null::int`,
      slug: products.slug,
      name: products.name,
      sku: products.sku,
      real: products.realQuantity,
    })
    .from(products)
    .where(and(eq(products.kind, 'simple'), matching))
    .orderBy(asc(products.name))
    .limit(ROWS_MAX);
  const ofVariations = await db
    .select({
      productId: products.id,
      variationId: productVariations.id,
      slug: products.slug,
      name: products.name,
      sku: productVariations.sku,
      real: productVariations.realQuantity,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(and(eq(products.kind, 'variable'), matching))
    .orderBy(asc(products.name), asc(productVariations.id))
    .limit(ROWS_MAX);
  const rows = [...own, ...ofVariations]
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || (a.variationId ?? 0) - (b.variationId ?? 0))
    .slice(0, ROWS_MAX);
  if (rows.length === 0) return { points, data: [] };
  const held = await db
    .select()
    .from(pointStock)
    .where(
      and(
        inArray(pointStock.productId, [...new Set(rows.map((r) => r.productId))]),
        ne(pointStock.quantity, 0),
      ),
    );
  const labels = await variationLabels(
    db,
    rows.flatMap((r) => (r.variationId === null ? [] : [r.variationId])),
  );
  return {
    points,
    data: rows.map((row) => {
      const here = held.filter(
        (h) => h.productId === row.productId && (h.variationId ?? null) === (row.variationId ?? null),
      );
      const located = here.reduce((n, h) => n + h.quantity, 0);
      return {
        product: { id: row.productId, slug: row.slug, name: row.name, sku: row.sku },
        variation:
          row.variationId === null
            ? null
            : { id: row.variationId, label: labels.get(row.variationId) ?? row.sku },
        real_quantity: row.real,
        points: here.map((h) => ({ id: h.pointOfSaleId, quantity: h.quantity })),
        unlocated: Math.max(0, row.real - located),
      };
    }),
  };
}
