import { BRAND_PATHS, type BrandListQuery, type BrandListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brandKeys } from './brand-keys';

export function getBrands(query: BrandListQuery, signal?: AbortSignal): Promise<BrandListReply> {
  return api<BrandListReply>(BRAND_PATHS.list, { query, signal });
}

export function brandsQueryOptions(query: BrandListQuery) {
  return queryOptions({
    queryKey: brandKeys.list(query),
    queryFn: ({ signal }) => getBrands(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBrands(query: BrandListQuery) {
  return useQuery(brandsQueryOptions(query));
}
