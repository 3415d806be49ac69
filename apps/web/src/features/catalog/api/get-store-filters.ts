import { STOREFRONT_PATHS, type StorefrontFiltersReply } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function getStoreFilters(signal?: AbortSignal): Promise<StorefrontFiltersReply> {
  return api<StorefrontFiltersReply>(STOREFRONT_PATHS.filters, { signal });
}

export const storeFiltersQueryOptions = queryOptions({
  queryKey: catalogKeys.filters(),
  queryFn: ({ signal }) => getStoreFilters(signal),
  // Categories and brands change rarely; browsing back and forth needs no refetch.
  staleTime: 5 * 60 * 1000,
});

export function useStoreFilters() {
  return useQuery(storeFiltersQueryOptions);
}
