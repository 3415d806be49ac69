import type {
  PriceChangeListQuery,
  ProductListQuery,
  ShopPriceChangeQuery,
  StockMovementListQuery,
} from '@shop/contracts';

/** Query keys of the back-office products, from the widest to the narrowest, so one call can invalidate a family. */
export const productKeys = {
  all: ['admin-products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slug: string) => [...productKeys.details(), slug] as const,
  options: (what: string, ...rest: unknown[]) => [...productKeys.all, 'options', what, ...rest] as const,
  movements: (slug: string, query?: StockMovementListQuery) =>
    [...productKeys.all, 'movements', slug, ...(query ? [query] : [])] as const,
  priceChanges: (slug: string, query?: PriceChangeListQuery) =>
    [...productKeys.all, 'price-changes', slug, ...(query ? [query] : [])] as const,
  shopPriceChanges: (query?: ShopPriceChangeQuery) =>
    [...productKeys.all, 'shop-price-changes', ...(query ? [query] : [])] as const,
};

const encoded = (slug: string) => encodeURIComponent(slug);

export const productPaths = {
  one: (slug: string) => `/admin/products/${encoded(slug)}`,
  toggle: (slug: string) => `/admin/products/${encoded(slug)}/toggle`,
  duplicate: (slug: string) => `/admin/products/${encoded(slug)}/duplicate`,
  variations: (slug: string) => `/admin/products/${encoded(slug)}/variations`,
  images: (slug: string) => `/admin/products/${encoded(slug)}/images`,
  image: (slug: string, id: number) => `/admin/products/${encoded(slug)}/images/${id}`,
  imageMain: (slug: string, id: number) => `/admin/products/${encoded(slug)}/images/${id}/main`,
  specSheet: (slug: string) => `/admin/products/${encoded(slug)}/spec-sheet`,
  movements: (slug: string) => `/admin/products/${encoded(slug)}/movements`,
  stock: (slug: string) => `/admin/products/${encoded(slug)}/stock`,
  priceChanges: (slug: string) => `/admin/products/${encoded(slug)}/price-changes`,
};

/** The screens' own addresses. */
export const productScreens = {
  list: '/admin/products/list',
  create: '/admin/products/Create',
  import: '/admin/products/import',
  edit: (slug: string) => `/admin/products/${encoded(slug)}/edit`,
  priceChanges: '/admin/products/price-changes',
};
