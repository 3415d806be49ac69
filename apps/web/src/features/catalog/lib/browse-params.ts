import type { StorefrontCategory, StorefrontProductsQuery } from '@shop/contracts';
import type { BrowseParams } from './read-browse-params';

export type { BrowseParams } from './read-browse-params';

export const PER_PAGE = 24;

const FILTER_KEYS = [
  'search',
  'category',
  'brand',
  'min_price',
  'max_price',
  'in_offer',
  'available',
] as const;

/** Whether the shopper narrowed the catalogue (a search or any filter), as opposed to only sorting or paging. */
export function isFiltered(params: BrowseParams): boolean {
  return FILTER_KEYS.some((key) => params[key] !== undefined && params[key] !== '');
}

/** The request for a browse view: the URL's state plus what the screen itself fixes (the offers' in_offer). */
export function toProductsQuery(
  params: BrowseParams,
  fixed: Partial<StorefrontProductsQuery> = {},
): StorefrontProductsQuery {
  const priced = params.min_price !== undefined || params.max_price !== undefined;
  return { ...params, coin: priced ? params.coin : undefined, ...fixed, per_page: PER_PAGE };
}

export interface CategoryNode extends StorefrontCategory {
  depth: number;
}

/** The flat category list as a tree walked depth first, keeping the server's order (priority) among siblings. */
export function categoryTree(categories: readonly StorefrontCategory[]): CategoryNode[] {
  const children = new Map<number | null, StorefrontCategory[]>();
  for (const category of categories) {
    children.set(category.parent_id, [...(children.get(category.parent_id) ?? []), category]);
  }
  const ids = new Set(categories.map((category) => category.id));
  const walk = (parent: number | null, depth: number): CategoryNode[] =>
    (children.get(parent) ?? []).flatMap((category) => [
      { ...category, depth },
      ...walk(category.id, depth + 1),
    ]);
  // A category whose parent is not offered (inactive) shows at the top rather than vanishing.
  const orphans = categories.filter((c) => c.parent_id !== null && !ids.has(c.parent_id));
  return [...walk(null, 0), ...orphans.flatMap((c) => [{ ...c, depth: 0 }, ...walk(c.id, 1)])];
}
