import type { StorefrontProduct } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys, productPath } from './catalog-keys';

export function getStoreProduct(slug: string, signal?: AbortSignal): Promise<StorefrontProduct> {
  return api<StorefrontProduct>(productPath(slug), { signal });
}

export function storeProductQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogKeys.product(slug),
    queryFn: ({ signal }) => getStoreProduct(slug, signal),
  });
}

export function useStoreProduct(slug: string) {
  return useQuery(storeProductQueryOptions(slug));
}
