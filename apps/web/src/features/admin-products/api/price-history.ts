import type { PriceChangeListQuery, PriceChangeListReply } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys, productPaths } from './product-keys';

/** One page of a product's price history, newest first. */
export function usePriceChanges(slug: string, query: PriceChangeListQuery) {
  return useQuery({
    queryKey: productKeys.priceChanges(slug, query),
    queryFn: ({ signal }) =>
      api<PriceChangeListReply>(productPaths.priceChanges(slug), { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
