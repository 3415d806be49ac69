import { STOREFRONT_PATHS, type StorefrontProductsQuery } from '@shop/contracts';

/** Query keys of the storefront catalogue, from the widest to the narrowest. */
export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  filters: () => [...catalogKeys.all, 'filters'] as const,
  lists: () => [...catalogKeys.all, 'list'] as const,
  list: (query: StorefrontProductsQuery) => [...catalogKeys.lists(), query] as const,
  product: (slug: string) => [...catalogKeys.all, 'product', slug] as const,
};

export function productPath(slug: string): string {
  // The contract's path, filled by hand: fillPath would add bytes to the storefront's first load (decision 011).
  return STOREFRONT_PATHS.product.replace(':slug', encodeURIComponent(slug));
}
