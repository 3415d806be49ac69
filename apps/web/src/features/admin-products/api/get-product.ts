import type { Product } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys, productPaths } from './product-keys';

export function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(productPaths.one(slug), { signal });
}

export function productQueryOptions(slug: string) {
  return queryOptions({
    queryKey: productKeys.detail(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });
}

export function useProduct(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueryOptions(slug), enabled: options.enabled ?? true });
}
