import {
  STOREFRONT_PATHS,
  type StorefrontProductsQuery,
  type StorefrontProductsReply,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRetryOnMount } from '../../../lib/refusal-on-mount';
import { catalogKeys } from './catalog-keys';

export function getStoreProducts(
  query: StorefrontProductsQuery,
  signal?: AbortSignal,
): Promise<StorefrontProductsReply> {
  return api<StorefrontProductsReply>(STOREFRONT_PATHS.products, { query, signal });
}

export function storeProductsQueryOptions(query: StorefrontProductsQuery) {
  return queryOptions({
    queryKey: catalogKeys.list(query),
    queryFn: ({ signal }) => getStoreProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStoreProducts(query: StorefrontProductsQuery) {
  const options = storeProductsQueryOptions(query);
  return useQuery({ ...options, retryOnMount: useRetryOnMount(options.queryKey) });
}
