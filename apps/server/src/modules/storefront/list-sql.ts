import type { StorefrontProductsQuery } from '@shop/contracts';
import { asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productCategories, products } from '../products';
import { brands, categories } from '../taxonomy';
import type { Viewer } from './card-query';
import type { SearchMode } from './search-sql';

/** Pieces of the storefront list queries, shared by the dynamic ones (browse.ts) and the prepared ones. */

/**
 * The name to `prepare` a query built once whose best plan depends on its values (how many products a word or a
 * category has): with no statement name, node-postgres sends it unnamed and PostgreSQL plans it for each run's
 * values, where a named statement would soon settle on one generic plan for all of them. drizzle types the name as
 * required; without one it runs the query as its own `execute` does.
 */
export const UNNAMED = undefined as unknown as string;

/** A category filter resolved to ids: the category and its active descendants, and products listed there too. */
export interface Taxonomy {
  categoryIds?: number[];
  extraProductIds?: number[];
  /** null: the slug names no active brand. */
  brandId?: number | null;
}

/**
 * Turns the category and brand slugs into ids in one small query, so the list query carries literal values and
 * PostgreSQL plans it for them: a category of ten products and one of ten thousand want different plans.
 */
export async function resolveTaxonomy(
  db: DbOrTx,
  query: Pick<StorefrontProductsQuery, 'category' | 'brand'>,
): Promise<Taxonomy> {
  if (!query.category && !query.brand) return {};
  const result = await db.execute<{
    category_ids: number[];
    extra_ids: number[];
    brand_id: number | null;
  }>(sql`
    with recursive tree as (
      select c.id from ${categories} c where c.slug = ${query.category ?? null} and c.active
      union
      select c.id from ${categories} c join tree on c.parent_id = tree.id where c.active
    )
    select
      array(select id from tree) as category_ids,
      array(select distinct pc.product_id from ${productCategories} pc where pc.category_id in (select id from tree))
        as extra_ids,
      (select b.id from ${brands} b where b.slug = ${query.brand ?? null} and b.active) as brand_id`);
  const row = (
    result as unknown as {
      rows: Array<{ category_ids: number[]; extra_ids: number[]; brand_id: number | null }>;
    }
  ).rows[0];
  return {
    ...(query.category
      ? {
          categoryIds: (row?.category_ids ?? []).map(Number),
          extraProductIds: (row?.extra_ids ?? []).map(Number),
        }
      : {}),
    ...(query.brand ? { brandId: row?.brand_id == null ? null : Number(row.brand_id) } : {}),
  };
}

const NOTHING = sql`false`;

/** Listed under the resolved category (main or further category); an unknown slug matches nothing. */
export function inCategory(taxonomy: Taxonomy): SQL | undefined {
  const ids = taxonomy.categoryIds;
  if (!ids) return undefined;
  if (!ids.length) return NOTHING;
  const extra = taxonomy.extraProductIds ?? [];
  return extra.length
    ? or(inArray(products.categoryId, ids), inArray(products.id, extra))
    : inArray(products.categoryId, ids);
}

/** Of the resolved brand; an unknown or inactive slug matches nothing. */
export function ofBrand(taxonomy: Taxonomy): SQL | undefined {
  if (taxonomy.brandId === undefined) return undefined;
  return taxonomy.brandId === null ? NOTHING : eq(products.brandId, taxonomy.brandId);
}

/** In stock: services always (null), the others by the availability column the triggers keep. */
export const availableNow: SQL = sql`(${products.availability} is null or ${products.availability} > 0)`;

/** The order of a list; a search without another order sorts by relevance (see `rankedPage`). */
export function orderOf(sort: StorefrontProductsQuery['sort']): SQL[] {
  switch (sort) {
    case 'price':
      return [asc(products.finalPrice), asc(products.id)];
    case '-price':
      return [desc(products.finalPrice), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [asc(products.priority), asc(products.id)];
  }
}

/** What decides the matches (not the page or the order); the offers a shopper sees hang on who they are. */
export function countKey(query: StorefrontProductsQuery, mode: SearchMode, viewer: Viewer): string {
  const { search, category, brand, min_price, max_price, coin, in_offer, available } = query;
  const offers = in_offer === 'true' ? (viewer.wholesaler ? 'wholesale' : 'retail') : in_offer;
  return JSON.stringify([
    'store',
    mode,
    search,
    category,
    brand,
    min_price,
    max_price,
    coin,
    offers,
    available,
  ]);
}
