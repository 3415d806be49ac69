import type { BrandListQuery } from '@shop/contracts';
import { BRAND_PATHS, fillPath } from '@shop/contracts';

/** Query keys of the back-office brands, from the widest to the narrowest. */
export const brandKeys = {
  all: ['admin-brands'] as const,
  lists: () => [...brandKeys.all, 'list'] as const,
  list: (query: BrandListQuery) => [...brandKeys.lists(), query] as const,
};

export function brandPath(id: number): string {
  return fillPath(BRAND_PATHS.one, { id });
}
