import type { StorefrontFiltersReply } from '@shop/contracts';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onSale, products } from '../products';
import { brands } from '../taxonomy';
import { activeCategories } from './home';

/** A brand with something on sale: the filters list no other, and no listing is named after another. */
export const brandOnSale = exists(
  sql`(select 1 from ${products} where ${products.brandId} = ${brands.id} and ${onSale})`,
);

/** What the browse filters offer: every active category, brands that have something on sale, the price range. */
export async function storeFilters(db: DbOrTx): Promise<StorefrontFiltersReply> {
  const [categoryRows, brandRows, [range]] = await Promise.all([
    activeCategories(db),
    db
      .select({ id: brands.id, name: brands.name, slug: brands.slug })
      .from(brands)
      .where(and(eq(brands.active, true), brandOnSale))
      .orderBy(asc(brands.name)),
    db
      .select({
        min: sql<number | null>`min(${products.finalPrice})`,
        max: sql<number | null>`max(${products.finalPrice})`,
      })
      .from(products)
      .where(onSale),
  ]);
  return {
    categories: categoryRows,
    brands: brandRows,
    price_range:
      range?.min === null || range?.min === undefined || range.max === null
        ? null
        : { min: Number(range.min), max: Number(range.max) },
  };
}
