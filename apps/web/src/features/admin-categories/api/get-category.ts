import type { Category } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys, categoryPath } from './category-keys';

export function getCategory(id: number, signal?: AbortSignal): Promise<Category> {
  return api<Category>(categoryPath(id), { signal });
}

export function categoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
  });
}

export function useCategory(id: number) {
  return useQuery(categoryQueryOptions(id));
}
