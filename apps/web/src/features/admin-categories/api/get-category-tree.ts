import { CATEGORY_PATHS, type CategoryNode } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

/** Every category with its subcategories, ordered by priority then name at every level. */
export function getCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  return api<CategoryNode[]>(CATEGORY_PATHS.tree, { signal });
}

export const categoryTreeQueryOptions = queryOptions({
  queryKey: categoryKeys.tree(),
  queryFn: ({ signal }) => getCategoryTree(signal),
});

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions);
}
