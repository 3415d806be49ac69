// The plain constants of `storefront.ts`, without zod: the storefront's first load needs them, not the schemas.

export const STOREFRONT_SORTS = ['relevance', 'priority', 'price', '-price', 'newest'] as const;
export type StorefrontSort = (typeof STOREFRONT_SORTS)[number];
export const STOREFRONT_PER_PAGE_MAX = 48;
export const SEARCH_MAX = 100;

/** Bounds of the browsing query's page and of the slugs and coin code it may name. */
export const STOREFRONT_PAGE_MAX = 100_000;
export const STOREFRONT_SLUG_MAX = 100;
export const STOREFRONT_COIN_MAX = 12;

export const STOREFRONT_PATHS = {
  home: '/store/home',
  products: '/store/products',
  product: '/store/products/:slug',
  filters: '/store/filters',
  /** A shopper asks to be mailed once when a sold-out product is back (availability_notification). */
  notifyAvailable: '/store/products/:slug/notify',
  /** SPEC §7 `settings/favicon`: the page icon's address, read at start. */
  favicon: '/settings/favicon',
} as const;

/** How a product with `related_strategy: automatic` picks its related products (settings document). */
export const RELATED_PRODUCT_STRATEGIES = ['same_category', 'same_brand', 'bought_together'] as const;
export const RELATED_PRODUCTS_SETTINGS_KEY = 'related_products';
/** How many related products a product page shows at most (settings `count`). */
export const RELATED_PRODUCTS_COUNT = { min: 1, max: 12, default: 8 } as const;

/** Storefront lists count at most this many matches: beyond it the exact total is not worth a full scan. */
export const STOREFRONT_COUNT_CAP = 10_000;
/** A search counts at most this many matches (each is checked against the words): "1,000 or more". */
export const SEARCH_COUNT_CAP = 1_000;
