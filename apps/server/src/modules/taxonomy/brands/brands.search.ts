import type { BrandListQuery, BrandListReply, StorefrontBrand } from '@shop/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { listMeta, pageOffset } from '../../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../../lib/text-search';
import { toBrand } from './brand-view';
import { brands } from './brands.table';

// The id breaks ties, so that a page never repeats or skips a brand.
const ORDERS: Record<BrandListQuery['sort'], SQL[]> = {
  name: [asc(foldedOrder(brands.name)), asc(brands.id)],
  '-name': [desc(foldedOrder(brands.name)), desc(brands.id)],
  created_at: [asc(brands.createdAt), asc(brands.id)],
  '-created_at': [desc(brands.createdAt), desc(brands.id)],
};

export async function listBrands(db: DbOrTx, query: BrandListQuery): Promise<BrandListReply> {
  const where = and(
    matchesEveryWord([brands.name, brands.slug], query.search),
    query.active === undefined ? undefined : eq(brands.active, query.active === 'true'),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(brands).where(where),
  ]);
  return { data: rows.map(toBrand), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}

/** Every active brand by name, for the storefront's filters. */
export function activeBrands(db: DbOrTx): Promise<StorefrontBrand[]> {
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(brands)
    .where(eq(brands.active, true))
    .orderBy(asc(foldedOrder(brands.name)), asc(brands.id));
}
