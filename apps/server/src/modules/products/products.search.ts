import type { ProductListFilters, ProductListQuery, ProductListReply } from '@shop/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { cachedTotal } from '../../lib/count-cache';
import { listMeta, pageOffset } from '../../lib/pagination';
import { matchesEveryWord } from '../../lib/text-search';
import { availabilityOf } from './availability';
import { atLowAvailability, soldOut } from './low-availability';
import { mainImagePaths } from './main-image-paths';
import { toListItem } from './product-view';
import { products } from './products.table';
import { productVariations } from './variations.table';

// The id breaks ties, so that a page never repeats or skips a product; each order has an index.
const ORDERS: Record<ProductListQuery['sort'], SQL[]> = {
  priority: [asc(products.priority), asc(products.id)],
  '-priority': [desc(products.priority), desc(products.id)],
  name: [asc(sql`lower(${products.name})`), asc(products.id)],
  '-name': [desc(sql`lower(${products.name})`), desc(products.id)],
  created_at: [asc(products.createdAt), asc(products.id)],
  '-created_at': [desc(products.createdAt), desc(products.id)],
  final_price: [asc(products.finalPrice), asc(products.id)],
  '-final_price': [desc(products.finalPrice), desc(products.id)],
  sku: [asc(products.sku)],
  '-sku': [desc(products.sku)],
};

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/**
 * A product whose unit cost is unknown (decision 110): its own is blank and, with variations, one of them has none of
 * its own either (a variation's blank cost is its product's).
 */
const costMissing = sql`(${products.costPrice} IS NULL AND (${products.kind} <> 'variable' OR EXISTS (
  SELECT 1 FROM ${productVariations} v WHERE v.product_id = ${products.id} AND v.cost_price IS NULL)))`;

/** The products the back office's list shows for its filters; its export reads the same (decision 095). */
export function productListWhere(query: ProductListFilters): SQL | undefined {
  const active = flag(query.active);
  const visible = flag(query.visible);
  const inOffer = flag(query.in_offer);
  const hasCost = flag(query.has_cost);
  return and(
    matchesEveryWord([products.name, products.sku], query.search),
    query.category_id === undefined ? undefined : eq(products.categoryId, query.category_id),
    query.brand_id === undefined ? undefined : eq(products.brandId, query.brand_id),
    query.kind === undefined ? undefined : eq(products.kind, query.kind),
    active === undefined ? undefined : eq(products.active, active),
    visible === undefined ? undefined : eq(products.visible, visible),
    inOffer === undefined ? undefined : eq(products.inOffer, inOffer),
    hasCost === undefined ? undefined : hasCost ? sql`NOT ${costMissing}` : costMissing,
    query.stock === 'low' ? atLowAvailability(products) : undefined,
    query.stock === 'sold_out' ? soldOut(products) : undefined,
  );
}

export async function listProducts(db: DbOrTx, query: ProductListQuery): Promise<ProductListReply> {
  const where = productListWhere(query);
  const { page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
  const [rows, total] = await independentReads(
    db,
    () =>
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(...ORDERS[query.sort])
        .limit(query.per_page)
        .offset(pageOffset(query.page, query.per_page)),
    // A total of thousands is counted once per half minute, not on every page (lib/count-cache.ts).
    () =>
      cachedTotal(`products:admin:${JSON.stringify(filters)}`, async () => {
        const [row] = await db.select({ total: count() }).from(products).where(where);
        return row?.total ?? 0;
      }),
  );
  const ids = rows.map((r) => r.id);
  const [mainImage, availability] = await independentReads(
    db,
    () => mainImagePaths(db, ids),
    () => availabilityOf(db, rows),
  );
  return {
    data: rows.map((row) => toListItem(row, mainImage.get(row.id) ?? null, availability.get(row.id) ?? null)),
    meta: listMeta(query.page, query.per_page, total),
  };
}
