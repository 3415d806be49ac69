import { CATEGORY_PATHS, fillPath } from '@shop/contracts';
/** Query keys of the back-office categories, from the widest to the narrowest. */
export const categoryKeys = {
  all: ['admin-categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
  details: () => [...categoryKeys.all, 'detail'] as const,
  detail: (id: number) => [...categoryKeys.details(), id] as const,
};

export function categoryPath(id: number): string {
  return fillPath(CATEGORY_PATHS.one, { id });
}
