import { PRODUCT_PATHS, type ProductListQuery, type ProductListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductListReply> {
  return api<ProductListReply>(PRODUCT_PATHS.list, { query, signal });
}

export function productsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ProductListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(query), enabled: options.enabled ?? true });
}
